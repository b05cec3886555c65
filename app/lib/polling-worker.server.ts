/**
 * The one poll loop of the server's background work (the publication scheduler, the outbox worker):
 * runs a round at start, then one every `intervalMs` after the previous round ends, never two at once.
 * `wake()` asks for a round now (after the one in flight). A failing round (the database unreachable)
 * is reported once per distinct message and polling goes on. Timers are unref'd: they keep no process alive.
 */
export interface PollingWorkerOptions {
  intervalMs: number;
  /** One round of work; its rejection is reported, never thrown. */
  round: () => Promise<unknown>;
  /** Reports a failed round (a repeated message once). */
  onError: (message: string) => void;
}

export class PollingWorker {
  private readonly options: PollingWorkerOptions;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wakeRequested = false;
  private started = false;
  private lastError = "";

  constructor(options: PollingWorkerOptions) {
    this.options = options;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(0);
  }

  /** A round now rather than at the next poll (after the round in flight, if any). */
  wake(): void {
    if (!this.started) return;
    if (this.running) this.wakeRequested = true;
    else this.schedule(0);
  }

  /** Stops polling and waits for the round in flight, at most `graceMs`. */
  async stop(graceMs = Number.POSITIVE_INFINITY): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    if (!Number.isFinite(graceMs)) {
      await this.running;
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([this.running, grace]);
    clearTimeout(timer);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    // tick() settles every round's outcome itself and never rejects.
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (!this.started || this.running) return;
    this.running = this.options.round().then(
      () => {
        this.lastError = "";
      },
      (error: unknown) => {
        const text = error instanceof Error ? error.message : String(error);
        if (text !== this.lastError) this.options.onError(text);
        this.lastError = text;
      },
    );
    await this.running;
    this.running = undefined;
    if (!this.started) return;
    const again = this.wakeRequested;
    this.wakeRequested = false;
    this.schedule(again ? 0 : this.options.intervalMs);
  }
}

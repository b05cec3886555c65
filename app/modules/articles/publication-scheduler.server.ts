import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import type { ContentVersionTracker } from "#app/modules/settings/content-version.service.server.ts";
import { publishDueArticles } from "./articles.service.server.ts";
import type { PublishedVersion } from "./articles.repository.server.ts";

export interface PublicationSchedulerOptions {
  /** How often due versions are looked for; a version goes live at most this long after its time. */
  pollIntervalMs: number;
  log?: (text: string) => void;
}

/**
 * Publishes scheduled article versions when their time comes (ADR 020). Made once per process in
 * server/main.ts; any number of processes may run one on the same database: each due version is
 * claimed by one conditional UPDATE, so exactly one of them publishes it.
 */
export class PublicationScheduler {
  private readonly db: Kysely<Database>;
  private readonly contentVersion: ContentVersionTracker;
  private readonly options: Required<PublicationSchedulerOptions>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private started = false;
  private lastLoggedError = "";

  constructor(db: Kysely<Database>, contentVersion: ContentVersionTracker, options: PublicationSchedulerOptions) {
    this.db = db;
    this.contentVersion = contentVersion;
    this.options = { pollIntervalMs: options.pollIntervalMs, log: options.log ?? ((text) => console.log(text)) };
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(0);
  }

  /** Stops polling and waits for a round in flight. */
  async stop(): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Publishes what is due now; resolves with what this process published. */
  async runOnce(): Promise<PublishedVersion[]> {
    const published = await publishDueArticles(this.db, this.contentVersion);
    for (const version of published) {
      this.options.log(`[scheduler] published article ${version.id} (${version.language}) "${version.slug}" at its scheduled time`);
    }
    return published;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (!this.started || this.running) return;
    this.running = this.runOnce().then(
      () => {
        this.lastLoggedError = "";
      },
      (error: unknown) => {
        // The database is unreachable: keep polling; log a repeated error once.
        const text = error instanceof Error ? error.message : String(error);
        if (text !== this.lastLoggedError) console.error(`[scheduler] could not publish scheduled articles: ${text}`);
        this.lastLoggedError = text;
      },
    );
    await this.running;
    this.running = undefined;
    if (this.started) this.schedule(this.options.pollIntervalMs);
  }
}

/**
 * Where share cards are drawn (issue 22, finding 3): one at a time, so that drawing (about 150 ms of
 * CPU a card) never takes more than one core from the pages, with a bounded line of cards waiting.
 * When the line is full the card is refused at once (the route answers 503 with Retry-After).
 */

/** Cards waiting to be drawn, besides the one being drawn. */
export const SHARE_CARD_QUEUE_LENGTH = 16;

export class ShareCardsBusy extends Error {
  override name = "ShareCardsBusy";
  constructor() {
    super("Share cards are being drawn; try again shortly");
  }
}

export class ShareCardRenderQueue {
  private readonly maxWaiting: number;
  private running = false;
  private readonly waiting: (() => void)[] = [];

  constructor(maxWaiting: number = SHARE_CARD_QUEUE_LENGTH) {
    this.maxWaiting = maxWaiting;
  }

  /** Runs `draw` when every earlier one is done; throws ShareCardsBusy when the line is full. */
  async run<T>(draw: () => Promise<T>): Promise<T> {
    if (this.running) {
      if (this.waiting.length >= this.maxWaiting) throw new ShareCardsBusy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running = true;
    try {
      return await draw();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running = false;
    }
  }
}

import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { PollingWorker } from "#app/lib/polling-worker.server.ts";
import type { Notifier } from "#app/modules/notifications/notifier.server.ts";
import { runNewsletterRound } from "./newsletter.service.server.ts";

/**
 * Sends marked article versions when they go live (now or at their scheduled time) and keeps the
 * subscriber list tidy. One per process (server/main.ts); any number may run on one database.
 */
export class NewsletterWorker {
  private readonly worker: PollingWorker;

  constructor(db: Kysely<Database>, notifier: Notifier | undefined, options: { pollIntervalMs: number; perMinute: number; log?: (text: string) => void }) {
    const log = options.log ?? ((text: string) => console.error(text));
    this.worker = new PollingWorker({
      intervalMs: options.pollIntervalMs,
      round: async () => {
        for (const id of await runNewsletterRound(db, notifier, { perMinute: options.perMinute })) log(`[newsletter] send ${id} queued`);
      },
      onError: (text) => log(`[newsletter] round failed: ${text}`),
    });
  }

  start(): void {
    this.worker.start();
  }

  /** An article was saved: look for a version that went live now. */
  wake(): void {
    this.worker.wake();
  }

  async stop(): Promise<void> {
    await this.worker.stop();
  }
}

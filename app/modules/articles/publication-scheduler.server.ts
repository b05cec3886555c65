import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { PollingWorker } from "#app/lib/polling-worker.server.ts";
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
  private readonly worker: PollingWorker;

  constructor(db: Kysely<Database>, contentVersion: ContentVersionTracker, options: PublicationSchedulerOptions) {
    this.db = db;
    this.contentVersion = contentVersion;
    this.options = { pollIntervalMs: options.pollIntervalMs, log: options.log ?? ((text) => console.log(text)) };
    this.worker = new PollingWorker({
      intervalMs: this.options.pollIntervalMs,
      round: () => this.runOnce(),
      // The database is unreachable: keep polling.
      onError: (text) => console.error(`[scheduler] could not publish scheduled articles: ${text}`),
    });
  }

  start(): void {
    this.worker.start();
  }

  /** Stops polling and waits for a round in flight. */
  async stop(): Promise<void> {
    await this.worker.stop();
  }

  /** Publishes what is due now; resolves with what this process published. */
  async runOnce(): Promise<PublishedVersion[]> {
    const published = await publishDueArticles(this.db, this.contentVersion);
    for (const version of published) {
      this.options.log(`[scheduler] published article ${version.id} (${version.language}) "${version.slug}" at its scheduled time`);
    }
    return published;
  }
}

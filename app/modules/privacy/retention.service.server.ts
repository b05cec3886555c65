import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { PollingWorker } from "#app/lib/polling-worker.server.ts";
import { OUTBOX_RETENTION_DAYS } from "./privacy-facts.ts";
import { readPrivacySettings } from "./privacy.service.server.ts";
import { claimRetentionDay, deleteMessagesBefore, eraseDeliveredOutboxBodiesBefore, PRIVACY_SETTING_PREFIX } from "./privacy.repository.server.ts";

const RETENTION_DAY_KEY = `${PRIVACY_SETTING_PREFIX}retention_last_day`;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionResult {
  /** False: another process (or an earlier round) already ran today's erasure. */
  ran: boolean;
  messages: number;
  outboxBodies: number;
}

/** `months` calendar months before `now` (UTC). */
function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

/**
 * Erases what has outlived its period (issue 27): messages older than the Settings period (with their
 * notifications), and the bodies of notifications delivered more than 30 days ago. Once a day per
 * database: the day is claimed in the same transaction as the erasure, so exactly one process runs
 * it, on either engine, and a failure leaves the day unclaimed for the next round.
 */
export async function runRetention(db: Kysely<Database>, now: Date = new Date()): Promise<RetentionResult> {
  const { messageRetentionMonths } = await readPrivacySettings(db);
  return db.transaction().execute(async (trx) => {
    if (!(await claimRetentionDay(trx, RETENTION_DAY_KEY, now.toISOString().slice(0, 10)))) return { ran: false, messages: 0, outboxBodies: 0 };
    const messages = await deleteMessagesBefore(trx, monthsBefore(now, messageRetentionMonths).toISOString());
    const outboxBodies = await eraseDeliveredOutboxBodiesBefore(trx, new Date(now.getTime() - OUTBOX_RETENTION_DAYS * DAY_MS).toISOString());
    return { ran: true, messages, outboxBodies };
  });
}

/** How often each process asks whether today's erasure is still to run (it runs once a day). */
export const RETENTION_POLL_MS = 60 * 60 * 1000;

/** One per process (server/main.ts); any number may run on one database. */
export class RetentionScheduler {
  private readonly worker: PollingWorker;

  constructor(db: Kysely<Database>, options: { pollIntervalMs?: number; log: (text: string) => void }) {
    this.worker = new PollingWorker({
      intervalMs: options.pollIntervalMs ?? RETENTION_POLL_MS,
      round: async () => {
        const result = await runRetention(db);
        if (result.ran) options.log(`[retention] erased ${result.messages} old message(s) and ${result.outboxBodies} delivered notification body(ies)`);
      },
      onError: (text) => options.log(`[retention] could not erase old data: ${text}`),
    });
  }

  start(): void {
    this.worker.start();
  }

  async stop(): Promise<void> {
    await this.worker.stop();
  }
}

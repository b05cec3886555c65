import crypto from "node:crypto";
import os from "node:os";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { PollingWorker } from "#app/lib/polling-worker.server.ts";
import type { NotificationChannel } from "./notification.ts";
import {
  type Backoff,
  type ClaimedNotification,
  claimDueNotifications,
  DeliveryError,
  recordDelivered,
  recordFailure,
  releaseWorkerLeases,
} from "./outbox.service.server.ts";

/** How long a stopping worker waits for its sends in flight (SIGTERM must end the process within 10 s). */
export const STOP_GRACE_MS = 5_000;

/** Sends one notification; throws (a DeliveryError when it knows whether retrying helps) on failure. */
export type Deliverer = (item: ClaimedNotification) => Promise<void>;

export interface OutboxWorkerOptions {
  /** How often the database is checked for due items when nothing wakes the worker. */
  pollIntervalMs: number;
  backoff: Backoff;
  /** How long a claimed item stays this worker's; longer than any send can take (SMTP timeouts). */
  leaseMs: number;
  batchSize?: number;
  /** Names this worker in the lease and the attempt log (host, process, random). */
  workerId?: string;
  log?: (text: string) => void;
}

/**
 * Delivers the outbox (ADR 016): claims due items under a lease, sends them through the channel's
 * deliverer, and records each attempt. Made once per process in server/main.ts; any number of
 * processes may run one on the same database.
 */
export class OutboxWorker {
  readonly workerId: string;
  private readonly options: Required<Omit<OutboxWorkerOptions, "workerId">>;
  private readonly worker: PollingWorker;
  private readonly db: Kysely<Database>;
  private readonly deliverers: Partial<Record<NotificationChannel, Deliverer>>;

  constructor(db: Kysely<Database>, deliverers: Partial<Record<NotificationChannel, Deliverer>>, options: OutboxWorkerOptions) {
    this.db = db;
    this.deliverers = deliverers;
    this.workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString("hex")}`;
    this.options = {
      pollIntervalMs: options.pollIntervalMs,
      backoff: options.backoff,
      leaseMs: options.leaseMs,
      batchSize: options.batchSize ?? 10,
      log: options.log ?? ((text) => console.error(text)),
    };
    this.worker = new PollingWorker({
      intervalMs: this.options.pollIntervalMs,
      round: () => this.runOnce(),
      // The database is unreachable: keep polling.
      onError: (text) => this.options.log(`[outbox] could not read the outbox: ${text}`),
    });
  }

  start(): void {
    this.worker.start();
  }

  /** Something was just written to the outbox: deliver it now rather than at the next poll. */
  wake(): void {
    this.worker.wake();
  }

  /**
   * Stops polling and waits up to `graceMs` for the sends in flight, so that their outcome is recorded;
   * a send still hanging then is left to its lease (another worker, or this one after a restart, retries it).
   */
  async stop(graceMs = STOP_GRACE_MS): Promise<void> {
    await this.worker.stop(graceMs);
    // A send still hanging ends with the process: its item goes back to the queue at once rather
    // than when its lease runs out (the dedupe key lets the receiver spot a resend).
    try {
      const released = await releaseWorkerLeases(this.db, this.workerId);
      if (released > 0) this.options.log(`[outbox] released ${released} lease(s) held at shutdown`);
    } catch (error) {
      this.options.log(`[outbox] could not release leases at shutdown: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Delivers every item due now; resolves with how many were attempted. */
  async runOnce(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const batch = await claimDueNotifications(this.db, { worker: this.workerId, leaseMs: this.options.leaseMs, limit: this.options.batchSize });
      if (batch.length === 0) return attempted;
      attempted += batch.length;
      await Promise.all(batch.map((item) => this.deliver(item)));
    }
  }

  private async deliver(item: ClaimedNotification): Promise<void> {
    const startedAtIso = new Date().toISOString();
    const startedAt = performance.now();
    const deliverer = this.deliverers[item.channel];
    try {
      if (!deliverer) throw new DeliveryError(item.channel === "email" ? "E-mail is not configured (SMTP_URL)" : "The webhook is not configured (NOTIFY_WEBHOOK_URL)");
      await deliverer(item);
    } catch (error) {
      const outcome = await recordFailure(this.db, item, this.workerId, error, {
        backoff: this.options.backoff,
        startedAt: startedAtIso,
        durationMs: Math.round(performance.now() - startedAt),
      });
      const text = error instanceof Error ? error.message : String(error);
      this.options.log(`[outbox] ${item.purpose} notification ${item.id} (attempt ${item.attempts}) failed${outcome === "failed" ? ", giving up" : ", will retry"}: ${text}`);
      return;
    }
    const mine = await recordDelivered(this.db, item, this.workerId, { startedAt: startedAtIso, durationMs: Math.round(performance.now() - startedAt) });
    if (!mine) this.options.log(`[outbox] notification ${item.id} was sent after its lease ran out; another worker may send it again`);
  }
}

import type { Kysely } from "kysely";
import type { Database, NewOutboxRow, OutboxRow } from "#app/db/database.ts";
import { isPostgres } from "#app/db/dialect.server.ts";
import type { MessageNotification, NotificationChannel, NotificationPurpose, NotificationStatus } from "./notification.ts";

export function toMessageNotification(row: OutboxRow): MessageNotification {
  const status = row.status as NotificationStatus;
  return {
    id: row.id,
    purpose: row.purpose as NotificationPurpose,
    channel: row.channel as NotificationChannel,
    recipient: row.recipient,
    status,
    attempts: Number(row.attempts),
    lastAttemptAt: row.last_attempt_at,
    lastError: row.last_error,
    nextAttemptAt: status === "pending" ? row.next_attempt_at : null,
    sentAt: row.sent_at,
    createdAt: row.created_at,
  };
}

export async function insertOutboxRows(db: Kysely<Database>, rows: NewOutboxRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto("outbox").values(rows).execute();
}

/**
 * Takes a lease on up to `limit` due items: pending ones whose time has come, and ones whose worker's
 * lease ran out (a process that died mid-send). On PostgreSQL `FOR UPDATE SKIP LOCKED` lets several
 * instances claim at once without ever taking the same row; SQLite has one writer at a time.
 */
export async function claimDueRows(
  db: Kysely<Database>,
  claim: { now: string; leaseUntil: string; worker: string; limit: number },
): Promise<OutboxRow[]> {
  let due = db
    .selectFrom("outbox")
    .select("id")
    .where("status", "in", ["pending", "sending"])
    .where("next_attempt_at", "<=", claim.now)
    .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", claim.now)]))
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(claim.limit);
  if (isPostgres(db)) due = due.forUpdate().skipLocked();
  return db
    .updateTable("outbox")
    .set((eb) => ({
      status: "sending",
      lease_until: claim.leaseUntil,
      leased_by: claim.worker,
      attempts: eb("attempts", "+", 1),
      last_attempt_at: claim.now,
    }))
    .where("id", "in", due)
    .returningAll()
    .execute();
}

/** Records the outcome of the attempt `worker` leased; false when its lease was lost to another worker. */
export async function finishLeasedRow(
  db: Kysely<Database>,
  id: number,
  worker: string,
  values: { status: NotificationStatus; next_attempt_at?: string; last_error: string | null; sent_at?: string },
): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set({ ...values, lease_until: null, leased_by: null })
    .where("id", "=", id)
    .where("leased_by", "=", worker)
    .where("status", "=", "sending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertAttemptRow(
  db: Kysely<Database>,
  values: { outbox_id: number; attempted_at: string; worker: string; outcome: string; error: string | null; duration_ms: number },
): Promise<void> {
  await db.insertInto("outbox_attempts").values(values).execute();
}

export async function listRowsForMessages(db: Kysely<Database>, messageIds: number[]): Promise<OutboxRow[]> {
  if (messageIds.length === 0) return [];
  return db.selectFrom("outbox").selectAll().where("message_id", "in", messageIds).orderBy("id").execute();
}

export async function findLatestRow(db: Kysely<Database>, messageId: number, purpose: NotificationPurpose): Promise<OutboxRow | undefined> {
  return db
    .selectFrom("outbox")
    .selectAll()
    .where("message_id", "=", messageId)
    .where("purpose", "=", purpose)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

export async function countRowsForMessage(db: Kysely<Database>, messageId: number, purpose: NotificationPurpose): Promise<number> {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("message_id", "=", messageId)
    .where("purpose", "=", purpose)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Makes a waiting or given-up item due now, with a new retry window (the owner pressed "Resend"). */
export async function rescheduleRow(db: Kysely<Database>, id: number, now: string, giveUpAt: string): Promise<OutboxRow | undefined> {
  return db
    .updateTable("outbox")
    .set({ status: "pending", next_attempt_at: now, give_up_at: giveUpAt, lease_until: null, leased_by: null })
    .where("id", "=", id)
    .where("status", "in", ["pending", "failed"])
    .returningAll()
    .executeTakeFirst();
}

export async function findRowById(db: Kysely<Database>, id: number): Promise<OutboxRow | undefined> {
  return db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function listAttemptRows(db: Kysely<Database>, outboxId: number) {
  return db.selectFrom("outbox_attempts").selectAll().where("outbox_id", "=", outboxId).orderBy("id").execute();
}

/** How many items wait to be sent (or are being sent), and when the oldest of them was written (metrics). */
export async function findPendingBacklog(db: Kysely<Database>): Promise<{ count: number; oldestCreatedAt: string | null }> {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.min("created_at").as("oldest")])
    .where("status", "in", ["pending", "sending"])
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldestCreatedAt: row.oldest ? String(row.oldest) : null };
}

/** Gives up the leases `worker` still holds (a stopping process), so another worker may send those items now. */
export async function releaseLeases(db: Kysely<Database>, worker: string): Promise<number> {
  const result = await db
    .updateTable("outbox")
    .set({ status: "pending", lease_until: null, leased_by: null })
    .where("leased_by", "=", worker)
    .where("status", "=", "sending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

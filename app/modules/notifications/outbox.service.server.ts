import type { Kysely } from "kysely";
import type { Database, OutboxRow } from "#app/db/database.ts";
import { isoAfter, nowIso } from "#app/lib/time.ts";
import { CHANNEL_OF, type MessageNotification, type NotificationPurpose } from "./notification.ts";
import {
  claimDueRows,
  countRowsForMessage,
  findPendingBacklog,
  findLatestRow,
  findRowById,
  finishLeasedRow,
  insertAttemptRow,
  insertOutboxRows,
  listRowsForMessages,
  releaseLeases,
  rescheduleRow,
  toMessageNotification,
} from "./outbox.repository.server.ts";

/** An e-mail as rendered when its event happened; the sender (MAIL_FROM) is added when it is sent. */
/** A mail address as Nodemailer takes it: never a string that Nodemailer would parse (issue 22). */
export interface MailAddress {
  name: string;
  address: string;
}

export interface EmailPayload {
  /** A bare address (validated where it came in). */
  to: string;
  /** Before issue 22 a string `Name <address>`; such stored items are read by `replyToOf` in mail-transport. */
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  /** Without angle brackets: `message-42-1763....owner@example.com`. */
  messageId: string;
  headers?: Record<string, string>;
}

/** The exact JSON bytes a webhook receives (signed when sent, with the secret of that moment). */
export interface WebhookPayload {
  body: string;
}

export interface NewNotification {
  /** The message it is about; null for an account e-mail. */
  messageId: number | null;
  purpose: NotificationPurpose;
  recipient: string;
  /** Stable across retries: the e-mail's Message-ID, the webhook's delivery id. */
  dedupeKey: string;
  payload: EmailPayload | WebhookPayload;
  /** Not sent before this time (ISO); default now. The newsletter spreads a send over minutes with it. */
  notBefore?: string;
}

/** A notification a worker holds the lease of, ready to deliver. */
export interface ClaimedNotification {
  id: number;
  messageId: number | null;
  purpose: NotificationPurpose;
  channel: "email" | "webhook";
  recipient: string;
  dedupeKey: string;
  payload: unknown;
  attempts: number;
  giveUpAt: string;
}

/** A failed attempt's error, with whether trying again could ever help (a mailbox that does not exist). */
export class DeliveryError extends Error {
  readonly permanent: boolean;
  constructor(message: string, options: { permanent?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = "DeliveryError";
    this.permanent = options.permanent ?? false;
  }
}

export interface Backoff {
  baseMs: number;
  maxMs: number;
}

const ERROR_TEXT_MAX = 500;

/** Exponential backoff with ±20 % jitter: base, 2×base, 4×base ... capped at `maxMs`. */
export function backoffDelayMs(attempts: number, backoff: Backoff, random: () => number = Math.random): number {
  const exponential = backoff.baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30));
  const capped = Math.min(exponential, backoff.maxMs);
  return Math.round(capped * (0.8 + 0.4 * random()));
}

/** Writes notifications (call it inside the transaction that writes their event). */
export async function enqueueNotifications(db: Kysely<Database>, items: NewNotification[], retryWindowMs: number): Promise<void> {
  const now = nowIso();
  await insertOutboxRows(
    db,
    items.map((item) => ({
      message_id: item.messageId,
      channel: CHANNEL_OF[item.purpose],
      purpose: item.purpose,
      recipient: item.recipient,
      dedupe_key: item.dedupeKey,
      payload: JSON.stringify(item.payload),
      status: "pending",
      next_attempt_at: item.notBefore ?? now,
      give_up_at: isoAfter(retryWindowMs, item.notBefore ? new Date(item.notBefore) : undefined),
      created_at: now,
    })),
  );
}

function toClaimed(row: OutboxRow): ClaimedNotification {
  return {
    id: row.id,
    messageId: row.message_id,
    purpose: row.purpose as NotificationPurpose,
    channel: row.channel === "webhook" ? "webhook" : "email",
    recipient: row.recipient,
    dedupeKey: row.dedupe_key,
    payload: JSON.parse(row.payload) as unknown,
    attempts: Number(row.attempts),
    giveUpAt: row.give_up_at,
  };
}

export async function claimDueNotifications(
  db: Kysely<Database>,
  claim: { worker: string; leaseMs: number; limit: number },
): Promise<ClaimedNotification[]> {
  const now = new Date();
  const rows = await claimDueRows(db, {
    now: now.toISOString(),
    leaseUntil: isoAfter(claim.leaseMs, now),
    worker: claim.worker,
    limit: claim.limit,
  });
  return rows.map(toClaimed);
}

/** Records a delivered notification and its attempt; false when the lease had passed to another worker. */
export async function recordDelivered(
  db: Kysely<Database>,
  item: ClaimedNotification,
  worker: string,
  attempt: { startedAt: string; durationMs: number },
): Promise<boolean> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const mine = await finishLeasedRow(trx, item.id, worker, { status: "sent", last_error: null, sent_at: now });
    // The owner deleted the message (and so its notifications) while this one was being sent.
    if (!mine && !(await findRowById(trx, item.id))) return true;
    await insertAttemptRow(trx, {
      outbox_id: item.id,
      attempted_at: attempt.startedAt,
      worker,
      outcome: "sent",
      error: null,
      duration_ms: attempt.durationMs,
    });
    return mine;
  });
}

/** Records a failed attempt: a retry after the backoff, or "failed" once the window is over or retrying is pointless. */
export async function recordFailure(
  db: Kysely<Database>,
  item: ClaimedNotification,
  worker: string,
  error: unknown,
  options: { backoff: Backoff; startedAt: string; durationMs: number },
): Promise<"retry" | "failed"> {
  const now = new Date();
  const text = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_TEXT_MAX);
  const nextAttemptAt = isoAfter(backoffDelayMs(item.attempts, options.backoff), now);
  const giveUp = (error instanceof DeliveryError && error.permanent) || nextAttemptAt > item.giveUpAt;
  await db.transaction().execute(async (trx) => {
    const mine = await finishLeasedRow(
      trx,
      item.id,
      worker,
      giveUp ? { status: "failed", last_error: text } : { status: "pending", next_attempt_at: nextAttemptAt, last_error: text },
    );
    if (!mine && !(await findRowById(trx, item.id))) return; // deleted with its message meanwhile
    await insertAttemptRow(trx, {
      outbox_id: item.id,
      attempted_at: options.startedAt,
      worker,
      outcome: giveUp ? "failed" : "retry",
      error: text,
      duration_ms: options.durationMs,
    });
  });
  return giveUp ? "failed" : "retry";
}

/** Every message's notifications, oldest first, keyed by message id. */
export async function listNotificationsForMessages(db: Kysely<Database>, messageIds: number[]): Promise<Map<number, MessageNotification[]>> {
  const byMessage = new Map<number, MessageNotification[]>();
  for (const row of await listRowsForMessages(db, messageIds)) {
    if (row.message_id === null) continue;
    const list = byMessage.get(row.message_id) ?? [];
    list.push(toMessageNotification(row));
    byMessage.set(row.message_id, list);
  }
  return byMessage;
}

/**
 * The owner's "Resend": an item still waiting or given up is made due now (same Message-ID: nothing
 * reached anyone); after a delivery, `render(n)` makes a new item, the n-th of its kind, with a new
 * Message-ID (mail programs drop a second message with an ID they have already seen).
 */
export async function resendNotification(
  db: Kysely<Database>,
  messageId: number,
  purpose: NotificationPurpose,
  retryWindowMs: number,
  render: (sequence: number) => NewNotification,
): Promise<MessageNotification> {
  return db.transaction().execute(async (trx) => {
    const latest = await findLatestRow(trx, messageId, purpose);
    if (latest && (latest.status === "pending" || latest.status === "failed")) {
      const rescheduled = await rescheduleRow(trx, latest.id, nowIso(), isoAfter(retryWindowMs));
      if (rescheduled) return toMessageNotification(rescheduled);
    }
    const item = render((await countRowsForMessage(trx, messageId, purpose)) + 1);
    await enqueueNotifications(trx, [item], retryWindowMs);
    const created = await findLatestRow(trx, messageId, purpose);
    if (!created) throw new Error("resent notification missing after insert");
    return toMessageNotification(created);
  });
}

export interface OutboxBacklog {
  /** Items waiting to be sent (including those waiting for a retry). */
  pending: number;
  /** Age of the oldest waiting item, in seconds (0 when none waits). */
  oldestAgeSeconds: number;
}

/** The outbox's depth and its oldest waiting item's age (the metrics and the "outbox stuck" alert). */
export async function readOutboxBacklog(db: Kysely<Database>, now: Date = new Date()): Promise<OutboxBacklog> {
  const { count, oldestCreatedAt } = await findPendingBacklog(db);
  const oldest = oldestCreatedAt ? Date.parse(oldestCreatedAt) : Number.NaN;
  return { pending: count, oldestAgeSeconds: Number.isFinite(oldest) ? Math.max(0, (now.getTime() - oldest) / 1000) : 0 };
}

/** Gives up the leases a stopping worker holds; resolves with how many items it let go. */
export function releaseWorkerLeases(db: Kysely<Database>, worker: string): Promise<number> {
  return releaseLeases(db, worker);
}

import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { nowIso } from "#app/lib/time.ts";
import type { AuditAction, AuditOutcome, AuditPage } from "./audit.ts";
import type { AuditFilter } from "./audit.schema.ts";
import { deleteAuditEventsBefore, insertAuditEvent, listAuditEventRows } from "./audit.repository.server.ts";

/** Who caused an event: the signed-in user (or the server's command line), and from where. */
export interface AuditActor {
  userId?: number | null;
  username?: string | null;
  ip?: string | null;
  userAgent?: string | null;
}

export interface AuditEntry {
  action: AuditAction;
  outcome?: AuditOutcome;
  target?: { type: string; id?: string | number | null; label?: string | null };
  details?: Record<string, unknown>;
}

const MAX_TEXT = 400;
const clip = (value: string | null | undefined) => (value == null ? null : value.slice(0, MAX_TEXT));

/**
 * Appends one event. Pass the transaction of the change when there is one, so that the change and
 * its record are written together (or neither is).
 */
export async function recordAuditEvent(db: Kysely<Database>, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await insertAuditEvent(db, {
    createdAt: nowIso(),
    action: entry.action,
    outcome: entry.outcome ?? "success",
    actorUserId: actor.userId ?? null,
    actorUsername: clip(actor.username),
    ip: clip(actor.ip),
    userAgent: clip(actor.userAgent),
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id == null ? null : String(entry.target.id),
    targetLabel: clip(entry.target?.label),
    details: entry.details ? JSON.stringify(entry.details).slice(0, 4000) : null,
  });
}

/** One page of events, newest first; `to` is a whole day (events on that date are included). */
export async function listAuditEvents(db: Kysely<Database>, filter: AuditFilter): Promise<AuditPage> {
  const toExclusive = filter.to ? nextDay(filter.to) : undefined;
  const rows = await listAuditEventRows(db, { ...filter, toExclusive });
  const events = rows.slice(0, filter.limit);
  return { events, nextCursor: rows.length > filter.limit ? (events.at(-1)?.id ?? null) : null };
}

function nextDay(date: string): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString();
}

/** Deletes entries older than the retention (AUDIT_RETENTION_DAYS); run at sign-in and when the log is read. */
export async function purgeOldAuditEvents(db: Kysely<Database>, retentionDays: number): Promise<void> {
  await deleteAuditEventsBefore(db, new Date(Date.now() - retentionDays * 24 * 60 * 60 * 1000).toISOString());
}

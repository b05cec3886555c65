import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { type AuditEvent, auditLabel, type AuditOutcome } from "./audit.ts";
import type { AuditFilter } from "./audit.schema.ts";

export interface NewAuditEvent {
  createdAt: string;
  action: string;
  outcome: AuditOutcome;
  actorUserId: number | null;
  actorUsername: string | null;
  ip: string | null;
  userAgent: string | null;
  targetType: string | null;
  targetId: string | null;
  targetLabel: string | null;
  details: string | null;
}

export async function insertAuditEvent(db: Kysely<Database>, event: NewAuditEvent): Promise<void> {
  await db
    .insertInto("audit_events")
    .values({
      created_at: event.createdAt,
      action: event.action,
      outcome: event.outcome,
      actor_user_id: event.actorUserId,
      actor_username: event.actorUsername,
      ip: event.ip,
      user_agent: event.userAgent,
      target_type: event.targetType,
      target_id: event.targetId,
      target_label: event.targetLabel,
      details: event.details,
    })
    .execute();
}

function parseDetails(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Newest first, `limit + 1` rows so the caller knows whether there is a next page. */
export async function listAuditEventRows(db: Kysely<Database>, filter: AuditFilter & { toExclusive?: string }): Promise<AuditEvent[]> {
  let query = db.selectFrom("audit_events").selectAll();
  if (filter.area) query = query.where("action", "like", `${filter.area}.%`);
  if (filter.action) query = query.where("action", "=", filter.action);
  if (filter.outcome) query = query.where("outcome", "=", filter.outcome);
  if (filter.actor) query = query.where((eb) => eb(eb.fn("lower", ["actor_username"]), "=", filter.actor?.toLowerCase() ?? ""));
  if (filter.ip) query = query.where("ip", "=", filter.ip);
  if (filter.from) query = query.where("created_at", ">=", filter.from);
  if (filter.toExclusive) query = query.where("created_at", "<", filter.toExclusive);
  if (filter.before) query = query.where("id", "<", filter.before);
  const rows = await query.orderBy("id", "desc").limit(filter.limit + 1).execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    action: row.action,
    label: auditLabel(row.action),
    outcome: row.outcome === "failure" ? "failure" : "success",
    actor: { userId: row.actor_user_id, username: row.actor_username },
    ip: row.ip,
    userAgent: row.user_agent,
    target: row.target_type ? { type: row.target_type, id: row.target_id, label: row.target_label } : null,
    details: parseDetails(row.details),
  }));
}

export async function deleteAuditEventsBefore(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom("audit_events").where("created_at", "<", before).execute();
}

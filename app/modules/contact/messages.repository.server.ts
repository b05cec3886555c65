import type { Kysely } from "kysely";
import type { Database, MessageRow } from "#app/db/database.ts";
import type { InvitationStatus, Message, MessageKind } from "./message.ts";
import type { MessageFilter } from "./message-admin.schema.ts";

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    kind: row.kind as MessageKind,
    name: row.name,
    email: row.email,
    eventDetails: row.event_details,
    message: row.message,
    language: row.language === "pt" ? "pt" : "en",
    status: row.status as InvitationStatus,
    read: row.read_at !== null,
    readAt: row.read_at,
    createdAt: row.created_at,
  };
}

export async function insertMessage(
  db: Kysely<Database>,
  values: Omit<MessageRow, "id" | "read_at">,
): Promise<Message> {
  const row = await db.insertInto("messages").values(values).returningAll().executeTakeFirstOrThrow();
  return toMessage(row);
}

export async function listMessageRows(db: Kysely<Database>, filter: MessageFilter): Promise<Message[]> {
  let query = db.selectFrom("messages").selectAll();
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  if (filter.status) query = query.where("status", "=", filter.status);
  const rows = await query.orderBy("created_at", "desc").orderBy("id", "desc").execute();
  return rows.map(toMessage);
}

export async function updateMessageRow(
  db: Kysely<Database>,
  id: number,
  values: { read_at?: string | null; status?: string },
): Promise<Message | undefined> {
  const row = await db.updateTable("messages").set(values).where("id", "=", id).returningAll().executeTakeFirst();
  return row ? toMessage(row) : undefined;
}

export async function deleteMessageRow(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("messages").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

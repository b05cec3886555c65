import { type Kysely, sql } from "kysely";
import type { Database, MessageRow, NewMessageRow } from "#app/db/database.ts";
import {
  type EventFormat,
  type InvitationStatus,
  type Message,
  type MessageKind,
  normalizeSearchText,
  type TalkLanguage,
} from "./message.ts";
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
    eventName: row.event_name,
    eventDate: row.event_date,
    eventCity: row.event_city,
    eventCountry: row.event_country,
    eventFormat: row.event_format as EventFormat | null,
    audienceSize: row.audience_size === null ? null : Number(row.audience_size),
    talkLanguage: row.talk_language as TalkLanguage | null,
    budget: row.budget,
    decisionDeadline: row.decision_deadline,
    sourcePage: row.source_page,
    landingReferrer: row.landing_referrer,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    utmTerm: row.utm_term,
    utmContent: row.utm_content,
  };
}

/** The text the inbox search matches: everything a person typed or a link carried. */
function searchTextOf(values: Omit<NewMessageRow, "search_text">): string {
  return normalizeSearchText(
    [
      values.name,
      values.email,
      values.event_details,
      values.message,
      values.event_name,
      values.event_city,
      values.event_country,
      values.budget,
      values.source_page,
      values.landing_referrer,
      values.utm_source,
      values.utm_medium,
      values.utm_campaign,
      values.utm_term,
      values.utm_content,
    ]
      .filter(Boolean)
      .join("\n"),
  );
}

export async function insertMessage(db: Kysely<Database>, values: Omit<NewMessageRow, "search_text" | "id" | "read_at">): Promise<Message> {
  const row = await db
    .insertInto("messages")
    .values({ ...values, search_text: searchTextOf(values) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toMessage(row);
}

export async function findMessageRow(db: Kysely<Database>, id: number): Promise<Message | undefined> {
  const row = await db.selectFrom("messages").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toMessage(row) : undefined;
}

/** `%`, `_` and `\` in the searched text match themselves. */
function likePattern(text: string): string {
  return `%${normalizeSearchText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filtered(db: Kysely<Database>, filter: MessageFilter) {
  let query = db.selectFrom("messages");
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  // A status belongs to speaking invitations: filtering by one lists invitations only.
  if (filter.status) query = query.where("kind", "=", "speaking").where("status", "=", filter.status);
  if (filter.read !== undefined) query = query.where("read_at", filter.read ? "is not" : "is", null);
  if (filter.q) query = query.where(sql<boolean>`search_text like ${likePattern(filter.q)} escape '\\'`);
  return query;
}

export async function countMessageRows(db: Kysely<Database>, filter: MessageFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first; `offset`/`limit` cut one page. */
export async function listMessageRows(db: Kysely<Database>, filter: MessageFilter, page: { offset: number; limit: number }): Promise<Message[]> {
  const rows = await filtered(db, filter)
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
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

/** The first admin's admin language (the owner's e-mails are written in it), null until chosen. */
export async function findOwnerLanguageRow(db: Kysely<Database>): Promise<string | null> {
  const row = await db.selectFrom("users").select("language").where("is_admin", "=", 1).orderBy("id").executeTakeFirst();
  return row?.language ?? null;
}

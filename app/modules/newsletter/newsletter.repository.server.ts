import { type Kysely, sql } from "kysely";
import type { Database, NewsletterSubscribersTable } from "#app/db/database.ts";

/** The outbox items of one send: `newsletter-send-{sendId}-{subscriberId}`. */
export const SEND_KEY_PREFIX = "newsletter-send-";

export type SubscriberRow = Awaited<ReturnType<typeof findSubscriberByEmail>>;

export function findSubscriberByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom("newsletter_subscribers").selectAll().where("email", "=", email).executeTakeFirst();
}

export function findSubscriberById(db: Kysely<Database>, id: number) {
  return db.selectFrom("newsletter_subscribers").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findSubscriberByToken(db: Kysely<Database>, column: "confirm_token" | "unsubscribe_token", token: string) {
  return db.selectFrom("newsletter_subscribers").selectAll().where(column, "=", token).executeTakeFirst();
}

export async function insertSubscriber(
  db: Kysely<Database>,
  row: Omit<NewsletterSubscribersTable, "id" | "confirmed_at" | "unsubscribed_at"> & { confirmed_at?: string | null },
): Promise<void> {
  await db.insertInto("newsletter_subscribers").values(row).execute();
}

export async function updateSubscriber(
  db: Kysely<Database>,
  id: number,
  changes: Partial<Omit<NewsletterSubscribersTable, "id" | "email" | "unsubscribe_token" | "created_at">>,
  onlyWhenStatus?: string,
): Promise<boolean> {
  let query = db.updateTable("newsletter_subscribers").set(changes).where("id", "=", id);
  if (onlyWhenStatus) query = query.where("status", "=", onlyWhenStatus);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface SubscriberFilter {
  status?: string;
  language?: string;
  q?: string;
}

function filtered(db: Kysely<Database>, filter: SubscriberFilter) {
  let query = db.selectFrom("newsletter_subscribers");
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.language) query = query.where("language", "=", filter.language);
  // % and _ are dropped rather than escaped: LIKE's escape character differs between the engines.
  if (filter.q) query = query.where("email", "like", `%${filter.q.toLowerCase().replace(/[%_\\]/g, "")}%`);
  return query;
}

export async function listSubscriberRows(db: Kysely<Database>, filter: SubscriberFilter, page: { offset: number; limit: number }) {
  const rows = await filtered(db, filter).selectAll().orderBy("created_at", "desc").orderBy("id", "desc").offset(page.offset).limit(page.limit).execute();
  const total = await filtered(db, filter).select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  return { rows, total: Number(total.count) };
}

export async function deleteSubscriberRow(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom("newsletter_subscribers").where("id", "=", id).execute();
}

export async function deleteSubscriberByEmail(db: Kysely<Database>, email: string): Promise<number> {
  const result = await db.deleteFrom("newsletter_subscribers").where("email", "=", email).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The newsletter's e-mails to one address (the outbox keeps its address until it is erased). */
export function listOutboxFor(db: Kysely<Database>, email: string) {
  return db
    .selectFrom("outbox")
    .select(["payload", "status", "created_at", "sent_at"])
    .where("purpose", "=", "newsletter")
    .where("recipient", "=", email)
    .orderBy("id")
    .execute();
}

export async function deleteOutboxFor(db: Kysely<Database>, email: string): Promise<number> {
  const ids = db.selectFrom("outbox").select("id").where("purpose", "=", "newsletter").where("recipient", "=", email);
  await db.deleteFrom("outbox_attempts").where("outbox_id", "in", ids).execute();
  const result = await db.deleteFrom("outbox").where("purpose", "=", "newsletter").where("recipient", "=", email).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deletePendingRequestedBefore(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db.deleteFrom("newsletter_subscribers").where("status", "=", "pending").where("requested_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Confirmed subscribers whose newsletter e-mail was refused for good (or given up on) become `bounced`. */
export async function markBouncedFromOutbox(db: Kysely<Database>, now: string): Promise<number> {
  const refused = db
    .selectFrom("outbox")
    .select("recipient")
    .where("purpose", "=", "newsletter")
    .where("status", "=", "failed")
    .where("dedupe_key", "like", `${SEND_KEY_PREFIX}%`);
  const result = await db
    .updateTable("newsletter_subscribers")
    .set({ status: "bounced", unsubscribed_at: now })
    .where("status", "=", "confirmed")
    .where("email", "in", refused)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function setMark(db: Kysely<Database>, articleId: number, language: string, wanted: boolean, now: string): Promise<void> {
  if (!wanted) {
    await db.deleteFrom("newsletter_marks").where("article_id", "=", articleId).where("language", "=", language).execute();
    return;
  }
  await db
    .insertInto("newsletter_marks")
    .values({ article_id: articleId, language, created_at: now })
    .onConflict((oc) => oc.columns(["article_id", "language"]).doNothing())
    .execute();
}

export async function listMarkedLanguages(db: Kysely<Database>, articleId: number): Promise<string[]> {
  const rows = await db.selectFrom("newsletter_marks").select("language").where("article_id", "=", articleId).execute();
  return rows.map((row) => row.language);
}

export function listAllMarks(db: Kysely<Database>) {
  return db.selectFrom("newsletter_marks").select(["article_id", "language"]).execute();
}

/** Marked versions that are live now and were never sent. */
export async function findDueVersions(db: Kysely<Database>, now: string): Promise<{ articleId: number; language: string }[]> {
  const rows = await db
    .selectFrom("newsletter_marks as m")
    .innerJoin("articles as a", "a.id", "m.article_id")
    .select(["m.article_id as articleId", "m.language as language"])
    .where((eb) =>
      eb.or([
        eb.and([eb("m.language", "=", "en"), eb("a.published", "=", 1), eb("a.title", "is not", null), eb("a.published_at", "<=", now)]),
        eb.and([eb("m.language", "=", "pt"), eb("a.published_pt", "=", 1), eb("a.title_pt", "is not", null), eb("a.published_at_pt", "<=", now)]),
      ]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("newsletter_sends as s")
            .select("s.id")
            .whereRef("s.article_id", "=", "m.article_id")
            .whereRef("s.language", "=", "m.language"),
        ),
      ),
    )
    .execute();
  return rows.map((row) => ({ articleId: Number(row.articleId), language: row.language }));
}

export function findArticleVersion(db: Kysely<Database>, articleId: number) {
  return db
    .selectFrom("articles")
    .select(["id", "slug", "title", "excerpt", "content", "cover_image", "slug_pt", "title_pt", "excerpt_pt", "content_pt"])
    .where("id", "=", articleId)
    .executeTakeFirst();
}

/** Claims the one send of a version; undefined when another process (or an earlier round) has it. */
export async function insertSendOnce(
  db: Kysely<Database>,
  row: { article_id: number; language: string; subject: string; recipients: number; created_at: string },
): Promise<number | undefined> {
  const inserted = await db
    .insertInto("newsletter_sends")
    .values(row)
    .onConflict((oc) => oc.columns(["article_id", "language"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted ? Number(inserted.id) : undefined;
}

export async function updateSendRecipients(db: Kysely<Database>, id: number, recipients: number): Promise<void> {
  await db.updateTable("newsletter_sends").set({ recipients }).where("id", "=", id).execute();
}

export function listConfirmed(db: Kysely<Database>, language: string) {
  return db
    .selectFrom("newsletter_subscribers")
    .select(["id", "email", "unsubscribe_token"])
    .where("status", "=", "confirmed")
    .where("language", "=", language)
    .orderBy("id")
    .execute();
}

export function listSendRows(db: Kysely<Database>) {
  return db.selectFrom("newsletter_sends").selectAll().orderBy("id", "desc").limit(200).execute();
}

/** Outbox items of one send by status. */
export async function countSendItems(db: Kysely<Database>, sendId: number): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("outbox")
    .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
    .where("dedupe_key", "like", `${SEND_KEY_PREFIX}${sendId}-%`)
    .groupBy("status")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

/** Confirmations per day (UTC), for the growth chart. */
export async function countConfirmedByDay(db: Kysely<Database>) {
  const day = sql<string>`substr(confirmed_at, 1, 10)`;
  const rows = await db
    .selectFrom("newsletter_subscribers")
    .select([day.as("day"), (eb) => eb.fn.countAll<number>().as("count")])
    .where("confirmed_at", "is not", null)
    .groupBy(day)
    .orderBy(day)
    .execute();
  return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}

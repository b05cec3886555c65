import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";

/** One entry of the content change log (ADR 035); `articleId` null: anything may have changed. */
export interface ContentChange {
  id: number;
  articleId: number | null;
}

export async function insertContentChanges(db: Kysely<Database>, articleIds: readonly (number | null)[], now: string): Promise<void> {
  if (articleIds.length === 0) return;
  await db
    .insertInto("content_changes")
    .values(articleIds.map((article_id) => ({ article_id, created_at: now })))
    .execute();
}

/** The changes after `afterId`, oldest first, at most `limit`. */
export async function listContentChangesAfter(db: Kysely<Database>, afterId: number, limit: number): Promise<ContentChange[]> {
  const rows = await db
    .selectFrom("content_changes")
    .select(["id", "article_id"])
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, articleId: row.article_id }));
}

/** The id of the latest change, 0 when there is none. */
export async function findLatestContentChangeId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("content_changes")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Forgets changes recorded before `before` (an ISO time). */
export async function deleteContentChangesBefore(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom("content_changes").where("created_at", "<", before).execute();
}

import type { Kysely } from "kysely";
import type { ArticlePreviewLinkRow, Database } from "#app/db/database.ts";

export async function insertPreviewLink(
  db: Kysely<Database>,
  values: { articleId: number; nonce: string; expiresAt: string; now: string },
): Promise<ArticlePreviewLinkRow> {
  return db
    .insertInto("article_preview_links")
    .values({ article_id: values.articleId, nonce: values.nonce, expires_at: values.expiresAt, revoked_at: null, created_at: values.now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listPreviewLinkRows(db: Kysely<Database>, articleId: number): Promise<ArticlePreviewLinkRow[]> {
  return db.selectFrom("article_preview_links").selectAll().where("article_id", "=", articleId).orderBy("id", "desc").execute();
}

export async function findPreviewLinkByNonce(db: Kysely<Database>, nonce: string): Promise<ArticlePreviewLinkRow | undefined> {
  return db.selectFrom("article_preview_links").selectAll().where("nonce", "=", nonce).executeTakeFirst();
}

/** Revokes a link of the article; false when there is no such link. Revoking twice keeps the first time. */
export async function revokePreviewLinkRow(db: Kysely<Database>, articleId: number, id: number, now: string): Promise<ArticlePreviewLinkRow | undefined> {
  await db
    .updateTable("article_preview_links")
    .set({ revoked_at: now })
    .where("id", "=", id)
    .where("article_id", "=", articleId)
    .where("revoked_at", "is", null)
    .execute();
  return db.selectFrom("article_preview_links").selectAll().where("id", "=", id).where("article_id", "=", articleId).executeTakeFirst();
}

import type { Kysely } from "kysely";
import type { ArticleRow, ArticleRowUpdate, Database, NewArticleRow } from "#app/db/database.ts";
import type { Article } from "./article.ts";

export function toArticle(row: ArticleRow): Article {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    excerpt: row.excerpt,
    coverImage: row.cover_image,
    publishedAt: row.published_at,
    featured: Boolean(row.featured),
    published: Boolean(row.published),
    categoryId: row.category_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    pt:
      row.title_pt !== null && row.content_pt !== null
        ? { title: row.title_pt, excerpt: row.excerpt_pt, content: row.content_pt }
        : null,
  };
}

export async function listPublishedArticleRows(db: Kysely<Database>): Promise<Article[]> {
  const rows = await db
    .selectFrom("articles")
    .selectAll()
    .where("published", "=", 1)
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toArticle);
}

export async function listAllArticleRows(db: Kysely<Database>): Promise<Article[]> {
  const rows = await db
    .selectFrom("articles")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toArticle);
}

export async function findArticleBySlug(db: Kysely<Database>, slug: string): Promise<Article | undefined> {
  const row = await db.selectFrom("articles").selectAll().where("slug", "=", slug).executeTakeFirst();
  return row ? toArticle(row) : undefined;
}

export async function findArticleById(db: Kysely<Database>, id: number): Promise<Article | undefined> {
  const row = await db.selectFrom("articles").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toArticle(row) : undefined;
}

export async function findArticleIdBySlug(db: Kysely<Database>, slug: string): Promise<number | undefined> {
  const row = await db.selectFrom("articles").select("id").where("slug", "=", slug).executeTakeFirst();
  return row?.id;
}

export async function insertArticle(db: Kysely<Database>, values: NewArticleRow): Promise<Article> {
  const row = await db.insertInto("articles").values(values).returningAll().executeTakeFirstOrThrow();
  return toArticle(row);
}

export async function updateArticleRow(
  db: Kysely<Database>,
  id: number,
  values: ArticleRowUpdate,
): Promise<Article | undefined> {
  const row = await db.updateTable("articles").set(values).where("id", "=", id).returningAll().executeTakeFirst();
  return row ? toArticle(row) : undefined;
}

export async function deleteArticleRow(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("articles").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

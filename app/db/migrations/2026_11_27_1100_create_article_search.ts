import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen once merged: never import app code here. Portability rules: ADR 004.
// Search from the database (ADR 041): one row per article version (article and language) holding its
// title and its text folded for search (lower case, no accents: app/modules/articles/article.ts,
// foldForSearch), so that a search asks the database, not the archive held in memory. SQLite: an FTS5
// table with the trigram tokenizer (substring matches of three characters or more use its index);
// PostgreSQL: a table with pg_trgm GIN indexes, which serve LIKE '%…%' the same way. The rows are
// written by the articles' repository with each write, and made again from the articles when they are
// missing or stale (start-up after this migration, a restore): `updated_at` says which.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    await sql`create virtual table article_search using fts5(article_id unindexed, language unindexed, updated_at unindexed, title, body, tokenize = 'trigram')`.execute(db);
    return;
  }
  await db.schema
    .createTable("article_search")
    // No foreign key, as on SQLite: the repository removes a deleted article's rows itself.
    .addColumn("article_id", "integer", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("article_search_pkey", ["article_id", "language"])
    .execute();
  // pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it. Without it the
  // same queries still answer, scanning the table.
  const available = await sql<{ name: string }>`select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index article_search_title_trgm on article_search using gin (title gin_trgm_ops)`.execute(db);
  await sql`create index article_search_body_trgm on article_search using gin (body gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists article_search`.execute(db);
}

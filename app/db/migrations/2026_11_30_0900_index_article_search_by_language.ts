import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen once merged: never import app code here. Portability rules: ADR 004.
// Issue 23, ADR 041: PostgreSQL's first search at 10,000 articles took 207 ms. A search asks for one
// language's rows (`language = $1 and body like $2`); with one trigram index over both languages the
// planner preferred the primary key's `language` column, or a sequential scan (it does not count the
// cost of reading each TOASTed body), and so read every body of the language. One partial trigram index
// per language matches the query's whole predicate: the planner takes it, and only the rows that hold
// the needle's trigrams are read (16 ms instead of 134-290 ms for 1,667 hits among 10,000 articles).
// The title's trigram index answered no query (the title is only compared in the select list): dropped.
// SQLite's FTS5 table is unchanged.

const LANGUAGES = ["en", "pt"] as const;

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

async function hasTrigrams(db: Kysely<any>): Promise<boolean> {
  const installed = await sql<{ extname: string }>`select extname from pg_extension where extname = 'pg_trgm'`.execute(db);
  return installed.rows.length > 0;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db) || !(await hasTrigrams(db))) return;
  await sql`drop index if exists article_search_title_trgm`.execute(db);
  await sql`drop index if exists article_search_body_trgm`.execute(db);
  for (const language of LANGUAGES) {
    await sql`create index ${sql.id(`article_search_body_${language}`)} on article_search using gin (body gin_trgm_ops) where language = ${sql.lit(language)}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db) || !(await hasTrigrams(db))) return;
  for (const language of LANGUAGES) await sql`drop index if exists ${sql.id(`article_search_body_${language}`)}`.execute(db);
  await sql`create index article_search_title_trgm on article_search using gin (title gin_trgm_ops)`.execute(db);
  await sql`create index article_search_body_trgm on article_search using gin (body gin_trgm_ops)`.execute(db);
}

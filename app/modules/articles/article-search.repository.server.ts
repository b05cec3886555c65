import { type Kysely, sql } from "kysely";
import type { Database } from "#app/db/database.ts";
import { isPostgres } from "#app/db/dialect.server.ts";
import { LANGUAGES, type Language } from "#app/lib/language.ts";
import { type Article, articleVersion, excerptOrFallback, foldForSearch, htmlToText } from "./article.ts";

/**
 * Search from the database (ADR 041): each article version's title and text, folded as the visitor's
 * words are (`foldForSearch`: case and accents ignored), in `article_search`. SQLite answers with its
 * FTS5 trigram index, PostgreSQL with pg_trgm's; both find the same substrings. Every version is
 * indexed, live or not: which are live is the published view's business.
 */

/** The shortest needle the trigram indexes serve; a shorter one is a scan of the search rows. */
const TRIGRAM = 3;

interface SearchRow {
  article_id: number;
  language: Language;
  updated_at: string;
  title: string;
  body: string;
}

function searchRowsOf(article: Article): SearchRow[] {
  return LANGUAGES.flatMap((language) => {
    const version = articleVersion(article, language);
    if (!version) return [];
    const excerpt = excerptOrFallback(version.excerpt?.trim() || null, version.content);
    const body = foldForSearch(`${version.title}\n${excerpt}\n${htmlToText(version.content)}`);
    return [{ article_id: article.id, language, updated_at: article.updatedAt, title: foldForSearch(version.title), body }];
  });
}

/** Writes the search rows of `articles` (in the caller's transaction: with the write that changed them). */
export async function indexArticles(db: Kysely<Database>, articles: readonly Article[]): Promise<void> {
  if (articles.length === 0) return;
  await removeFromIndex(db, articles.map((a) => a.id));
  const rows = articles.flatMap(searchRowsOf);
  if (rows.length > 0) await db.insertInto("article_search").values(rows).execute();
}

/** Removes the search rows of the articles `ids` (no foreign key cascades to them). */
export async function removeFromIndex(db: Kysely<Database>, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom("article_search").where("article_id", "in", ids).execute();
}

/**
 * The articles whose search rows are missing or stale (their `updated_at` is not the article's), and
 * the ids of deleted articles that still have rows: after the migration that made the table, after a
 * restore (which leaves the table out), or after a write that went around the repository.
 */
export async function findUnindexedArticles(db: Kysely<Database>): Promise<{ stale: number[]; orphans: number[] }> {
  const [articles, indexed] = await Promise.all([
    db.selectFrom("articles").select(["id", "updated_at"]).execute(),
    db.selectFrom("article_search").select(["article_id", "updated_at"]).execute(),
  ]);
  const current = new Map(articles.map((a) => [a.id, a.updated_at]));
  const seen = new Map<number, string>();
  for (const row of indexed) seen.set(Number(row.article_id), row.updated_at);
  return {
    stale: articles.filter((a) => seen.get(a.id) !== a.updated_at).map((a) => a.id),
    orphans: [...seen.keys()].filter((id) => !current.has(id)),
  };
}

/** `%`, `_` and the escape character itself, escaped for LIKE … ESCAPE '\'. */
function likePattern(needle: string): string {
  return `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** FTS5's string literal: the needle as one phrase (its trigrams in order: a substring match). */
function ftsPhrase(needle: string): string {
  return `"${needle.replace(/"/g, '""')}"`;
}

/**
 * PostgreSQL's search of one language's rows. Its predicate (`language = $1 and body like $2`) is the
 * one the per-language partial trigram indexes serve (migration 2026_11_30_0900; the plan's test holds
 * it): only the rows holding the needle's trigrams are read, not every body of the language.
 */
export function postgresSearchQuery(db: Kysely<Database>, language: Language, needle: string) {
  const like = likePattern(needle);
  return db
    .selectFrom("article_search")
    .select(["article_id", sql<boolean>`title like ${like}`.as("in_title")])
    .where("language", "=", language)
    .where(sql<boolean>`body like ${like}`);
}

/**
 * After many search rows are written at once (a restore's or an import's archive indexed again):
 * PostgreSQL's planner statistics, and a GIN index's own, are only made by (auto)vacuum, and until then
 * it reads every body of a language for a search (its first search at 10,000 articles took 207 ms
 * instead of 16). Vacuums and analyses the table now rather than a minute later. SQLite needs nothing.
 */
export async function refreshSearchStatistics(db: Kysely<Database>): Promise<void> {
  if (isPostgres(db)) await sql`vacuum (analyze) article_search`.execute(db);
}

/**
 * The articles whose version in `language` contains `needle` (already folded) in its title, excerpt or
 * text, each with whether its title does (the ranking's first key). Unordered; ids only.
 */
export async function searchArticleVersions(db: Kysely<Database>, language: Language, needle: string): Promise<{ id: number; inTitle: boolean }[]> {
  if (needle === "") return [];
  if (isPostgres(db)) {
    const rows = await postgresSearchQuery(db, language, needle).execute();
    return rows.map((row) => ({ id: Number(row.article_id), inTitle: Boolean(row.in_title) }));
  }
  const like = likePattern(needle);
  const where = needle.length >= TRIGRAM ? sql`article_search match ${`body : ${ftsPhrase(needle)}`}` : sql`body like ${like} escape '\\'`;
  const rows = await sql<{ article_id: number; in_title: number }>`
    select article_id, instr(title, ${needle}) > 0 as in_title from article_search where ${where} and language = ${language}
  `.execute(db);
  return rows.rows.map((row) => ({ id: Number(row.article_id), inTitle: Boolean(row.in_title) }));
}

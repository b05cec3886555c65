import { type Kysely, sql } from "kysely";
import type { ArticleRow, ArticleRowUpdate, Database, NewArticleRow } from "#app/db/database.ts";
import type { Language } from "#app/lib/language.ts";
import { type Article, type BodyFacts, bodyFacts } from "./article.ts";
import { findUnindexedArticles, indexArticles, refreshSearchStatistics, removeFromIndex } from "./article-search.repository.server.ts";

export function toArticle(row: ArticleRow): Article {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    excerpt: row.excerpt,
    coverImage: row.cover_image,
    publishedAt: row.published_at,
    publishAt: row.publish_at,
    featured: Boolean(row.featured),
    published: Boolean(row.published),
    categoryId: row.category_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    pt:
      row.slug_pt !== null && row.title_pt !== null && row.content_pt !== null
        ? {
            slug: row.slug_pt,
            title: row.title_pt,
            excerpt: row.excerpt_pt,
            content: row.content_pt,
            published: Boolean(row.published_pt),
            publishedAt: row.published_at_pt,
            publishAt: row.publish_at_pt,
          }
        : null,
  };
}

/** The slug column of a language's version. */
export function slugColumn(language: Language): "slug" | "slug_pt" {
  return language === "pt" ? "slug_pt" : "slug";
}

/** An article live in at least one language as the published view holds it (ADR 054): no bodies, their facts. */
export interface PublishedArticleSummary {
  /** The article with `content` "" where a version has a body (null where there is no English version). */
  article: Article;
  /** Each version's `BodyFacts`, by language. */
  facts: Partial<Record<Language, BodyFacts>>;
}

/** The columns of `articles` but the bodies, which are read as "" (or null: no such version). */
function summaryQuery(db: Kysely<Database>) {
  return db
    .selectFrom("articles")
    .select([
      "id",
      "slug",
      "title",
      "excerpt",
      "cover_image",
      "published",
      "featured",
      "category_id",
      "published_at",
      "publish_at",
      "created_at",
      "updated_at",
      "slug_pt",
      "title_pt",
      "excerpt_pt",
      "published_pt",
      "published_at_pt",
      "publish_at_pt",
      "content_words",
      "content_lead",
      "content_words_pt",
      "content_lead_pt",
      sql<string | null>`case when content is null then null else '' end`.as("content"),
      sql<string | null>`case when content_pt is null then null else '' end`.as("content_pt"),
    ])
    .where((eb) => eb.or([eb("published", "=", 1), eb("published_pt", "=", 1)]));
}

/**
 * The summaries of the rows read by `summaryQuery`: a version whose facts are not known (a row restored
 * from an older backup, or written around the repository) has its body read, those rows only.
 */
async function toSummaries(db: Kysely<Database>, rows: ArticleRow[]): Promise<PublishedArticleSummary[]> {
  const unknown = rows.filter(
    (row) => (row.content !== null && (row.content_words === null || row.content_lead === null)) || (row.content_pt !== null && (row.content_words_pt === null || row.content_lead_pt === null)),
  );
  const bodies = await readArticleBodies(db, unknown.map((row) => row.id));
  return rows.map((row) => {
    const body = bodies.get(row.id);
    const facts: Partial<Record<Language, BodyFacts>> = {};
    if (row.content !== null) facts.en = body ? bodyFacts(body.content ?? "") : { words: row.content_words ?? 0, lead: row.content_lead ?? "" };
    if (row.content_pt !== null) facts.pt = body ? bodyFacts(body.contentPt ?? "") : { words: row.content_words_pt ?? 0, lead: row.content_lead_pt ?? "" };
    return { article: toArticle(row), facts };
  });
}

/** Articles live in at least one language, without their bodies (ADR 054): what start-up reads. */
export async function listPublishedArticleSummaries(db: Kysely<Database>): Promise<PublishedArticleSummary[]> {
  const rows = await summaryQuery(db).orderBy("published_at", "desc").orderBy("id", "desc").execute();
  return toSummaries(db, rows as ArticleRow[]);
}

/** The articles among `ids` live in at least one language, without their bodies (the view's update, ADR 035). */
export async function listPublishedArticleSummariesByIds(db: Kysely<Database>, ids: readonly number[]): Promise<PublishedArticleSummary[]> {
  if (ids.length === 0) return [];
  const rows = await summaryQuery(db).where("id", "in", ids).execute();
  return toSummaries(db, rows as ArticleRow[]);
}

/** The `BodyFacts` columns of a write: those of each body it sets (ADR 054), kept with the body. */
function withBodyFacts<T extends NewArticleRow | ArticleRowUpdate>(values: T): T {
  const extra: ArticleRowUpdate = {};
  if (values.content !== undefined) {
    const facts = values.content === null ? null : bodyFacts(values.content);
    extra.content_words = facts?.words ?? null;
    extra.content_lead = facts?.lead ?? null;
  }
  if (values.content_pt !== undefined) {
    const facts = values.content_pt === null ? null : bodyFacts(values.content_pt);
    extra.content_words_pt = facts?.words ?? null;
    extra.content_lead_pt = facts?.lead ?? null;
  }
  return { ...values, ...extra };
}

/** The text of an article's versions (the published view keeps none: issue 23). */
export interface ArticleBodies {
  content: string | null;
  contentPt: string | null;
}

/** The bodies of the articles `ids`, by id (an answer that shows text reads only its own). */
export async function readArticleBodies(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, ArticleBodies>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("articles").select(["id", "content", "content_pt"]).where("id", "in", ids).execute();
  return new Map(rows.map((row) => [row.id, { content: row.content, contentPt: row.content_pt }]));
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

/** The article whose current slug in `language` is `slug`. */
export async function findArticleBySlug(db: Kysely<Database>, slug: string, language: Language = "en"): Promise<Article | undefined> {
  const row = await db.selectFrom("articles").selectAll().where(slugColumn(language), "=", slug).executeTakeFirst();
  return row ? toArticle(row) : undefined;
}

export async function findArticleById(db: Kysely<Database>, id: number): Promise<Article | undefined> {
  const row = await db.selectFrom("articles").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toArticle(row) : undefined;
}

export async function findArticleIdBySlug(db: Kysely<Database>, slug: string, language: Language = "en"): Promise<number | undefined> {
  const row = await db.selectFrom("articles").select("id").where(slugColumn(language), "=", slug).executeTakeFirst();
  return row?.id;
}

export async function insertArticle(db: Kysely<Database>, values: NewArticleRow): Promise<Article> {
  const row = await db.insertInto("articles").values(withBodyFacts(values)).returningAll().executeTakeFirstOrThrow();
  const article = toArticle(row);
  await indexArticles(db, [article]);
  return article;
}

export async function updateArticleRow(
  db: Kysely<Database>,
  id: number,
  values: ArticleRowUpdate,
): Promise<Article | undefined> {
  const row = await db.updateTable("articles").set(withBodyFacts(values)).where("id", "=", id).returningAll().executeTakeFirst();
  if (!row) return undefined;
  const article = toArticle(row);
  await indexArticles(db, [article]);
  return article;
}

export async function deleteArticleRow(db: Kysely<Database>, id: number): Promise<boolean> {
  await removeFromIndex(db, [id]);
  const result = await db.deleteFrom("articles").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Articles indexed per transaction when search rows are made again. */
const REINDEX_BATCH = 100;
/** From this many articles indexed or removed at once, the planner's statistics are made at once too. */
const REFRESH_STATISTICS_AFTER = 100;

/**
 * Makes the search rows that are missing or stale and removes those of deleted articles (ADR 041):
 * run when the published view is read whole (start-up, a restore). Reads bodies a batch at a time.
 * Returns how many articles were indexed.
 */
export async function reconcileSearchIndex(db: Kysely<Database>): Promise<number> {
  const { stale, orphans } = await findUnindexedArticles(db);
  for (let i = 0; i < orphans.length; i += REINDEX_BATCH) await removeFromIndex(db, orphans.slice(i, i + REINDEX_BATCH));
  for (let i = 0; i < stale.length; i += REINDEX_BATCH) {
    const ids = stale.slice(i, i + REINDEX_BATCH);
    await db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom("articles").selectAll().where("id", "in", ids).execute();
      await indexArticles(trx, rows.map(toArticle));
    });
  }
  if (stale.length + orphans.length >= REFRESH_STATISTICS_AFTER) await refreshSearchStatistics(db);
  return stale.length;
}

// Slug history (ADR 020): the slugs a version had before; each old URL answers 301 to the current one.

/** The article that once had `slug` in `language`. */
export async function findArticleIdByOldSlug(db: Kysely<Database>, slug: string, language: Language): Promise<number | undefined> {
  const row = await db
    .selectFrom("article_slugs")
    .select("article_id")
    .where("language", "=", language)
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row?.article_id;
}

/** Records an old slug of an article (a slug given up by another article is taken over). */
export async function insertOldSlug(db: Kysely<Database>, articleId: number, language: Language, slug: string, now: string): Promise<void> {
  await db
    .insertInto("article_slugs")
    .values({ article_id: articleId, language, slug, created_at: now })
    .onConflict((oc) => oc.columns(["language", "slug"]).doUpdateSet({ article_id: articleId, created_at: now }))
    .execute();
}

/** Forgets an old slug: it is an article's current slug again. */
export async function deleteOldSlug(db: Kysely<Database>, language: Language, slug: string): Promise<void> {
  await db.deleteFrom("article_slugs").where("language", "=", language).where("slug", "=", slug).execute();
}

// Scheduled publication (ADR 020): one conditional UPDATE per language claims each due version, so that
// among any number of instances exactly one publishes it (PostgreSQL re-checks the WHERE clause of a row
// another transaction changed; SQLite runs writes one at a time).

export interface PublishedVersion {
  id: number;
  language: Language;
  slug: string;
  publishedAt: string;
}

export async function publishDueVersions(db: Kysely<Database>, now: string): Promise<PublishedVersion[]> {
  const english = await db
    .updateTable("articles")
    .set((eb) => ({
      published: 1,
      published_at: eb.fn.coalesce("published_at", "publish_at"),
      publish_at: null,
    }))
    .where("publish_at", "is not", null)
    .where("publish_at", "<=", now)
    .where("title", "is not", null)
    .returning(["id", "slug", "published_at"])
    .execute();
  const portuguese = await db
    .updateTable("articles")
    .set((eb) => ({
      published_pt: 1,
      published_at_pt: eb.fn.coalesce("published_at_pt", "publish_at_pt"),
      publish_at_pt: null,
    }))
    .where("publish_at_pt", "is not", null)
    .where("publish_at_pt", "<=", now)
    .where("title_pt", "is not", null)
    .returning(["id", "slug_pt", "published_at_pt"])
    .execute();
  return [
    ...english.map((row) => ({ id: row.id, language: "en" as const, slug: row.slug ?? "", publishedAt: row.published_at ?? now })),
    ...portuguese.map((row) => ({ id: row.id, language: "pt" as const, slug: row.slug_pt ?? "", publishedAt: row.published_at_pt ?? now })),
  ];
}

/** The earliest publication time that has come and not yet been acted on, in either language (scheduler lag). */
export async function findOldestDuePublication(db: Kysely<Database>, now: string): Promise<string | null> {
  const row = await db
    .selectFrom("articles")
    .select((eb) => [eb.fn.min("publish_at").as("en"), eb.fn.min("publish_at_pt").as("pt")])
    .where((eb) => eb.or([eb("publish_at", "<=", now), eb("publish_at_pt", "<=", now)]))
    .executeTakeFirst();
  const due = [row?.en, row?.pt].filter((value): value is string => typeof value === "string" && value <= now).sort();
  return due[0] ?? null;
}

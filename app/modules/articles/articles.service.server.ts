import type { Kysely } from "kysely";
import type { AuditAction } from "#app/modules/audit/audit.ts";
import { type AuditActor, recordAuditEvent } from "#app/modules/audit/audit.service.server.ts";
import type { Database, NewArticleRow } from "#app/db/database.ts";
import { isForeignKeyViolation, isUniqueViolation } from "#app/db/errors.server.ts";
import type { Language } from "#app/lib/language.ts";
import { AppError } from "#app/lib/app-error.ts";
import { nowIso } from "#app/lib/time.ts";
import { findCategoryById } from "#app/modules/categories/categories.service.server.ts";
import type { ContentVersionTracker } from "#app/modules/settings/content-version.service.server.ts";
import { SLUG_PATTERN } from "#app/lib/slug.ts";
import { type Article, articleVersion, type ArticleVersion } from "./article.ts";
import { ARTICLE_SLUG_MAX, type ArticleInput } from "./article.schema.ts";
import { sanitizeArticleHtml } from "./article-html.server.ts";
import { recordSavedRevision } from "./article-revisions.service.server.ts";
import {
  deleteArticleRow,
  deleteOldSlug,
  findArticleById,
  findArticleBySlug,
  findArticleIdByOldSlug,
  findArticleIdBySlug,
  insertArticle,
  insertOldSlug,
  listAllArticleRows,
  findOldestDuePublication,
  publishDueVersions,
  type PublishedVersion,
  updateArticleRow,
} from "./articles.repository.server.ts";
import { paths } from "#app/lib/paths.ts";

export const ARTICLE_NOT_FOUND_MESSAGE = "Article not found";
export const PUBLISHED_AT_IN_FUTURE_MESSAGE = "publishedAt cannot be in the future; use publishAt to schedule";
const PT_SLUG_REQUIRED_MESSAGE = "Portuguese slug is required when the article has no English version";
/** A publishedAt up to this far ahead of the server's clock is taken as "now" (clocks differ a little). */
const CLOCK_SKEW_MS = 60_000;

function duplicateSlug(slug: string, language: Language): AppError {
  const which = language === "pt" ? "the Portuguese slug" : "the slug";
  return new AppError("CONFLICT", `An article with ${which} "${slug}" already exists. Choose a different slug.`, {
    issues: [{ path: language === "pt" ? "pt.slug" : "slug", message: `This slug is already used by another article` }],
  });
}

async function assertCategoryExists(db: Kysely<Database>, categoryId: number | null): Promise<void> {
  if (categoryId !== null && !(await findCategoryById(db, categoryId))) {
    throw new AppError("VALIDATION", "The selected category does not exist", {
      issues: [{ path: "categoryId", message: "The selected category does not exist" }],
    });
  }
}

interface PublicationInput {
  published: boolean;
  publishAt: string | null | undefined;
  publishedAt: string | null | undefined;
}

interface Publication {
  published: boolean;
  publishedAt: string | null;
  publishAt: string | null;
}

/**
 * The publication state of one language version after a write (ADR 020):
 * - `publishAt` in the future schedules the version (it is not live until then);
 * - `publishAt` now or past, or `published: true`, makes it live now; without `publishAt`, publishing
 *   clears a stored schedule and `published: false` keeps it;
 * - `publishedAt` backdates the first publication (never in the future); otherwise the first
 *   publication is kept, or set when the version first goes live.
 */
export function resolvePublication(stored: Publication | undefined, input: PublicationInput, now: string, label: string): Publication {
  if (input.publishedAt && Date.parse(input.publishedAt) > Date.parse(now) + CLOCK_SKEW_MS) {
    throw new AppError("VALIDATION", PUBLISHED_AT_IN_FUTURE_MESSAGE, { issues: [{ path: label, message: PUBLISHED_AT_IN_FUTURE_MESSAGE }] });
  }
  const firstPublication = input.publishedAt ?? stored?.publishedAt ?? null;
  const schedule = input.publishAt !== undefined ? input.publishAt : input.published ? null : (stored?.publishAt ?? null);
  if (schedule !== null && schedule > now) return { published: false, publishedAt: firstPublication, publishAt: schedule };
  const live = input.published || schedule !== null;
  return { published: live, publishedAt: firstPublication ?? (live ? (schedule ?? now) : null), publishAt: null };
}

/**
 * The Portuguese version's state when a body leaves `pt` out (a spec §7 client): while both versions had
 * the same state and no schedule, unpublishing and publishing the article applies to both, as before
 * there were two; a Portuguese version with a state of its own is left as it is.
 */
function followingPublication(existing: Article, input: ArticleInput, now: string): Publication {
  const pt = existing.pt;
  if (!pt) throw new Error("followingPublication needs a Portuguese version");
  const inSync = existing.slug !== null && pt.published === existing.published && pt.publishAt === null && existing.publishAt === null;
  if (!inSync) return pt;
  return resolvePublication(pt, { published: input.published, publishAt: undefined, publishedAt: undefined }, now, "pt.publishedAt");
}

interface VersionValues {
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  publication: Publication;
}

/** Both versions as the input asks for them, with the stored article's state where the input is silent. */
function versionsFromInput(input: ArticleInput, existing: Article | undefined, now: string): Record<Language, VersionValues | null> {
  const en =
    input.title != null && input.slug != null && input.content != null
      ? {
          slug: input.slug,
          title: input.title,
          excerpt: input.excerpt,
          content: sanitizeArticleHtml(input.content),
          publication: resolvePublication(
            existing?.slug != null ? existing : undefined,
            { published: input.published, publishAt: input.publishAt, publishedAt: input.publishedAt },
            now,
            "publishedAt",
          ),
        }
      : null;
  let pt: VersionValues | null;
  if (input.pt === null) pt = null;
  else if (input.pt === undefined) {
    pt = existing?.pt ? { ...existing.pt, publication: followingPublication(existing, input, now) } : null;
  } else {
    const slug = input.pt.slug ?? existing?.pt?.slug ?? input.slug;
    if (!slug) {
      throw new AppError("VALIDATION", PT_SLUG_REQUIRED_MESSAGE, { issues: [{ path: "pt.slug", message: PT_SLUG_REQUIRED_MESSAGE }] });
    }
    const publication = resolvePublication(
      existing?.pt ?? undefined,
      { published: input.pt.published ?? input.published, publishAt: input.pt.publishAt, publishedAt: input.pt.publishedAt },
      now,
      "pt.publishedAt",
    );
    pt = { slug, title: input.pt.title, excerpt: input.pt.excerpt, content: sanitizeArticleHtml(input.pt.content), publication };
  }
  if (!en && !pt) {
    // A PUT with `pt: null` on a Portuguese-only article, or without any text.
    throw new AppError("VALIDATION", "Title is required", { issues: [{ path: "title", message: "Title is required" }] });
  }
  return { en, pt };
}

function toRowValues(input: ArticleInput, versions: Record<Language, VersionValues | null>): Omit<NewArticleRow, "created_at" | "updated_at"> {
  const { en, pt } = versions;
  return {
    slug: en?.slug ?? null,
    title: en?.title ?? null,
    content: en?.content ?? null,
    excerpt: en?.excerpt ?? null,
    published: en?.publication.published ? 1 : 0,
    published_at: en?.publication.publishedAt ?? null,
    publish_at: en?.publication.publishAt ?? null,
    slug_pt: pt?.slug ?? null,
    title_pt: pt?.title ?? null,
    excerpt_pt: pt?.excerpt ?? null,
    content_pt: pt?.content ?? null,
    published_pt: pt?.publication.published ? 1 : 0,
    published_at_pt: pt?.publication.publishedAt ?? null,
    publish_at_pt: pt?.publication.publishAt ?? null,
    cover_image: input.coverImage,
    featured: input.featured ? 1 : 0,
    category_id: input.categoryId,
  };
}

/** 409 when another article has one of the slugs in its language. */
async function assertSlugsFree(db: Kysely<Database>, versions: Record<Language, VersionValues | null>, id: number | undefined): Promise<void> {
  for (const language of ["en", "pt"] as const) {
    const slug = versions[language]?.slug;
    if (!slug) continue;
    const holder = await findArticleIdBySlug(db, slug, language);
    if (holder !== undefined && holder !== id) throw duplicateSlug(slug, language);
  }
}

/**
 * Slug history (ADR 020): a version that was ever published keeps the slug it leaves (its URL may have
 * been shared: it answers 301), and a slug in use again is no longer an old one.
 */
async function recordSlugChanges(db: Kysely<Database>, id: number, before: Article | undefined, after: Article, now: string): Promise<void> {
  for (const language of ["en", "pt"] as const) {
    const previous = before ? articleVersion(before, language) : undefined;
    const current = articleVersion(after, language);
    if (current) await deleteOldSlug(db, language, current.slug);
    if (previous && previous.publishedAt !== null && previous.slug !== current?.slug) {
      await insertOldSlug(db, id, language, previous.slug, now);
    }
  }
}

function translateWriteError(error: unknown): never {
  if (error instanceof AppError) throw error;
  if (isUniqueViolation(error)) {
    throw new AppError("CONFLICT", "An article with this slug already exists. Choose a different slug.");
  }
  if (isForeignKeyViolation(error)) {
    throw new AppError("VALIDATION", "The selected category does not exist");
  }
  throw error;
}

export function listAllArticles(db: Kysely<Database>): Promise<Article[]> {
  return listAllArticleRows(db);
}

export async function getArticleById(db: Kysely<Database>, id: number): Promise<Article> {
  const article = await findArticleById(db, id);
  if (!article) throw new AppError("NOT_FOUND", ARTICLE_NOT_FOUND_MESSAGE);
  return article;
}

/** An article by its slug in `language`, drafts included (an admin is asking). */
export async function getArticleBySlug(db: Kysely<Database>, slug: string, language: Language = "en"): Promise<Article> {
  const article = await findArticleBySlug(db, slug, language);
  if (!article) throw new AppError("NOT_FOUND", ARTICLE_NOT_FOUND_MESSAGE);
  return article;
}

/** One article by id, drafts included (the admin's view), or undefined. */
export function findArticle(db: Kysely<Database>, id: number): Promise<Article | undefined> {
  return findArticleById(db, id);
}

/** Creates an article; the article and the new content version commit together (ADR 013). */
export async function createArticle(db: Kysely<Database>, contentVersion: ContentVersionTracker, input: ArticleInput, actor: AuditActor = {}): Promise<Article> {
  const now = nowIso();
  const versions = versionsFromInput(input, undefined, now);
  try {
    return await contentVersion.commit(db, async (trx) => {
      await assertSlugsFree(trx, versions, undefined);
      await assertCategoryExists(trx, input.categoryId);
      const article = await insertArticle(trx, {
        ...toRowValues(input, versions),
        created_at: now,
        updated_at: now,
      });
      await recordSlugChanges(trx, article.id, undefined, article, now);
      await recordSavedRevision(trx, article, now);
      await recordAuditEvent(trx, actor, { action: "article.created", target: articleTarget(article), details: { published: article.published } });
      return article;
    }, { articleIds: (article) => [article.id] });
  } catch (error) {
    translateWriteError(error);
  }
}

/**
 * Replaces an article's fields (spec §7). What the body leaves out of the additions (`pt`, `publishAt`,
 * `publishedAt`) stays as it was; the autosaved draft is done with (the owner pressed Update).
 */
export async function updateArticle(
  db: Kysely<Database>,
  contentVersion: ContentVersionTracker,
  id: number,
  input: ArticleInput,
  actor: AuditActor = {},
): Promise<Article> {
  const now = nowIso();
  try {
    return await contentVersion.commit(db, async (trx) => {
      const existing = await findArticleById(trx, id);
      if (!existing) throw new AppError("NOT_FOUND", ARTICLE_NOT_FOUND_MESSAGE);
      const versions = versionsFromInput(input, existing, now);
      await assertSlugsFree(trx, versions, id);
      await assertCategoryExists(trx, input.categoryId);
      const article = await updateArticleRow(trx, id, { ...toRowValues(input, versions), updated_at: now });
      if (!article) throw new AppError("NOT_FOUND", ARTICLE_NOT_FOUND_MESSAGE);
      await recordSlugChanges(trx, id, existing, article, now);
      await recordSavedRevision(trx, article, now, { clearDraft: true });
      await recordAuditEvent(trx, actor, {
        action: articleUpdateAction(existing, article),
        target: articleTarget(article),
        details: existing.slug !== article.slug ? { previousSlug: existing.slug } : undefined,
      });
      return article;
    }, { articleIds: () => [id] });
  } catch (error) {
    translateWriteError(error);
  }
}

export async function deleteArticle(db: Kysely<Database>, contentVersion: ContentVersionTracker, id: number, actor: AuditActor = {}): Promise<void> {
  await contentVersion.commit(db, async (trx) => {
    const before = await findArticleById(trx, id);
    if (!(await deleteArticleRow(trx, id))) throw new AppError("NOT_FOUND", ARTICLE_NOT_FOUND_MESSAGE);
    await recordAuditEvent(trx, actor, {
      action: "article.deleted",
      target: { type: "article", id, label: before?.title ?? null },
      details: before ? { slug: before.slug } : undefined,
    });
  }, { articleIds: () => [id] });
}

/** How the audit log names an article's target: its id and title (English, else Portuguese). */
export function articleTarget(article: Article): { type: string; id: number; label: string | null } {
  return { type: "article", id: article.id, label: article.title || article.pt?.title || null };
}

/** Publication changed (either language), a publication time set, or another change. */
function articleUpdateAction(before: Article, after: Article): AuditAction {
  if (before.published !== after.published) return after.published ? "article.published" : "article.unpublished";
  if (before.pt?.published !== after.pt?.published) return after.pt?.published ? "article.published" : "article.unpublished";
  const scheduled = (a: Article) => [a.publishAt, a.pt?.publishAt].join(" ");
  if (scheduled(before) !== scheduled(after) && (after.publishAt || after.pt?.publishAt)) return "article.scheduled";
  return "article.updated";
}

/** The public path of a language version. */
export function articlePath(version: Pick<ArticleVersion, "language" | "slug">): string {
  return paths.article(version.slug, version.language);
}

export interface ArticleRedirect {
  /** The page path to go to. */
  location: string;
  language: Language;
  slug: string;
  /** 301 when the address now lives at `location` for good (an old slug); 302 when it may come back. */
  status: 301 | 302;
}

/**
 * Where an article address that shows no live article should send the visitor (ADR 020), or undefined
 * for a 404. The slug is looked up as a current or old slug in the page's language, then in the other
 * one. The article's live version in the page's language answers 301 (chains collapse: every old slug
 * points at the current one); a version live only in the other language answers 302 (a translation may
 * come later).
 */
export async function findArticleRedirect(db: Kysely<Database>, slug: string, language: Language): Promise<ArticleRedirect | undefined> {
  // A slug no article could have names nothing (and never reaches the database).
  if (slug.length > ARTICLE_SLUG_MAX || !SLUG_PATTERN.test(slug)) return undefined;
  const other: Language = language === "pt" ? "en" : "pt";
  const lookups: [Language, "current" | "old"][] = [
    [language, "current"],
    [language, "old"],
    [other, "current"],
    [other, "old"],
  ];
  for (const [lookupLanguage, kind] of lookups) {
    const id =
      kind === "current" ? await findArticleIdBySlug(db, slug, lookupLanguage) : await findArticleIdByOldSlug(db, slug, lookupLanguage);
    if (id === undefined) continue;
    const article = await findArticleById(db, id);
    if (!article) continue;
    const here = articleVersion(article, language);
    if (here?.published) {
      if (here.slug === slug && kind === "current" && lookupLanguage === language) return undefined;
      return { location: articlePath(here), language, slug: here.slug, status: 301 };
    }
    const there = articleVersion(article, other);
    if (there?.published) return { location: articlePath(there), language: other, slug: there.slug, status: 302 };
    return undefined;
  }
  return undefined;
}

/**
 * Publishes every version whose `publishAt` has come (ADR 020). Each is claimed by one conditional
 * UPDATE, so any number of instances may run this at once and each version goes live exactly once;
 * the content version then changes, so every instance's caches follow within a second.
 */
export function publishDueArticles(
  db: Kysely<Database>,
  contentVersion: ContentVersionTracker,
  now: string = nowIso(),
): Promise<PublishedVersion[]> {
  return contentVersion.commit(db, (trx) => publishDueVersions(trx, now), {
    changed: (published) => published.length > 0,
    articleIds: (published) => published.map((p) => p.id),
  });
}

/** How late the scheduler is: seconds since the earliest due, unpublished version's time (0: nothing waits). */
export async function readSchedulerLagSeconds(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const due = await findOldestDuePublication(db, now.toISOString());
  return due ? Math.max(0, (now.getTime() - Date.parse(due)) / 1000) : 0;
}

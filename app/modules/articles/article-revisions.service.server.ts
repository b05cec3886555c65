import type { Kysely } from "kysely";
import { type AuditActor, recordAuditEvent } from "#app/modules/audit/audit.service.server.ts";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/lib/app-error.ts";
import { nowIso } from "#app/lib/time.ts";
import type { Article } from "./article.ts";
import type { ArticleDraft } from "./article.schema.ts";
import { sanitizeArticleHtml } from "./article-html.server.ts";
import {
  type ArticleDraftState,
  type ArticleRevision,
  type ArticleRevisionSummary,
  type ArticleText,
  REVISION_COALESCE_MS,
  revisionsToPrune,
  sameText,
  summarizeChange,
  textOfArticle,
  textOfDraft,
  textSize,
} from "./article-revision.ts";
import {
  deleteDraftRow,
  deleteRevisions,
  findDraftRow,
  findLatestRevisions,
  findRevision,
  insertRevision,
  listRevisionDates,
  listRevisionRows,
  updateRevision,
  upsertDraftRow,
} from "./article-revisions.repository.server.ts";
import { findArticleById } from "./articles.repository.server.ts";

/**
 * Revisions and autosaved drafts (ADR 021). Every save keeps a revision of both languages; autosaves
 * within 10 minutes of the autosave revision before them update it (coalesced). Retention: the newest
 * 50, and beyond them the newest of each day. An autosaved draft never changes what visitors see.
 */

const ARTICLE_NOT_FOUND_MESSAGE = "Article not found";
export const REVISION_NOT_FOUND_MESSAGE = "Revision not found";

async function requireArticle(db: Kysely<Database>, articleId: number): Promise<Article> {
  const article = await findArticleById(db, articleId);
  if (!article) throw new AppError("NOT_FOUND", ARTICLE_NOT_FOUND_MESSAGE);
  return article;
}

async function prune(db: Kysely<Database>, articleId: number): Promise<void> {
  await deleteRevisions(db, revisionsToPrune(await listRevisionDates(db, articleId)));
}

/** After a create or update (inside its transaction): a "save" revision unless the text is unchanged. */
export async function recordSavedRevision(db: Kysely<Database>, article: Article, now: string, options: { clearDraft?: boolean } = {}): Promise<void> {
  if (options.clearDraft) await deleteDraftRow(db, article.id);
  const text = textOfArticle(article);
  const [latest] = await findLatestRevisions(db, article.id);
  if (latest && sameText(latest.data, text)) return;
  await insertRevision(db, { articleId: article.id, kind: "save", data: text, size: textSize(text), summary: summarizeChange(latest?.data ?? null, text), now });
  await prune(db, article.id);
}

/** An autosave's revision: coalesced into the newest one while it is a recent autosave. */
async function recordAutosaveRevision(db: Kysely<Database>, articleId: number, text: ArticleText, now: string): Promise<ArticleRevisionSummary | null> {
  const [latest, previous] = await findLatestRevisions(db, articleId);
  if (latest && sameText(latest.data, text)) return null;
  if (latest?.kind === "autosave" && Date.parse(now) - Date.parse(latest.createdAt) < REVISION_COALESCE_MS) {
    return updateRevision(db, latest.id, { data: text, size: textSize(text), summary: summarizeChange(previous?.data ?? null, text), now });
  }
  const created = await insertRevision(db, { articleId, kind: "autosave", data: text, size: textSize(text), summary: summarizeChange(latest?.data ?? null, text), now });
  await prune(db, articleId);
  return created;
}

function sanitizeDraft(draft: ArticleDraft): ArticleDraft {
  return {
    ...draft,
    content: draft.content === "" ? "" : sanitizeArticleHtml(draft.content),
    pt: draft.pt ? { ...draft.pt, content: draft.pt.content === "" ? "" : sanitizeArticleHtml(draft.pt.content) } : null,
  };
}

export interface SavedDraft {
  savedAt: string;
  /** False when the draft is the saved article again (nothing is pending, so no draft is kept). */
  pending: boolean;
  /** The revision the autosave created or updated, or null when the text was already the newest revision. */
  revision: ArticleRevisionSummary | null;
}

/**
 * Autosave: keeps what the editor holds as the article's pending draft (or the "new" slot's), and a
 * coalesced revision. Nothing visitors see changes.
 */
export async function saveArticleDraft(db: Kysely<Database>, articleId: number | "new", input: ArticleDraft): Promise<SavedDraft> {
  const draft = sanitizeDraft(input);
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    if (articleId === "new") {
      await upsertDraftRow(trx, "new", draft, now);
      return { savedAt: now, pending: true, revision: null };
    }
    const article = await requireArticle(trx, articleId);
    const text = textOfDraft(draft);
    const revision = await recordAutosaveRevision(trx, articleId, text, now);
    if (sameText(textOfArticle(article), text)) {
      await deleteDraftRow(trx, articleId);
      return { savedAt: now, pending: false, revision };
    }
    await upsertDraftRow(trx, articleId, draft, now);
    return { savedAt: now, pending: true, revision };
  });
}

/** The autosaved draft, or null when nothing is pending (not an error: the editor asks on every open). */
export async function getArticleDraft(db: Kysely<Database>, articleId: number | "new"): Promise<ArticleDraftState | null> {
  if (articleId !== "new") await requireArticle(db, articleId);
  return (await findDraftRow(db, articleId)) ?? null;
}

/** The latest text of an article: its autosaved draft when there is one, else what is saved. */
export async function findLatestDraft(db: Kysely<Database>, articleId: number): Promise<ArticleDraftState | undefined> {
  return findDraftRow(db, articleId);
}

/** Discards the autosaved draft; idempotent (no draft: nothing to do). */
export async function discardArticleDraft(db: Kysely<Database>, articleId: number | "new"): Promise<void> {
  if (articleId !== "new") await requireArticle(db, articleId);
  await deleteDraftRow(db, articleId);
}

export async function listArticleRevisions(db: Kysely<Database>, articleId: number): Promise<ArticleRevisionSummary[]> {
  await requireArticle(db, articleId);
  return listRevisionRows(db, articleId);
}

export async function getArticleRevision(db: Kysely<Database>, articleId: number, revisionId: number): Promise<ArticleRevision> {
  await requireArticle(db, articleId);
  const revision = await findRevision(db, articleId, revisionId);
  if (!revision) throw new AppError("NOT_FOUND", REVISION_NOT_FOUND_MESSAGE);
  return revision;
}

/** The editor's fields for a saved article, publication settings included. */
export function draftOfArticle(article: Article): ArticleDraft {
  const text = textOfArticle(article);
  return {
    ...text,
    published: article.published,
    publishAt: article.publishAt,
    publishedAt: article.publishedAt,
    pt: text.pt && article.pt ? { ...text.pt, published: article.pt.published, publishAt: article.pt.publishAt, publishedAt: article.pt.publishedAt } : null,
  };
}

function withText(base: ArticleDraft, text: ArticleText): ArticleDraft {
  return {
    ...base,
    title: text.title,
    slug: text.slug,
    content: text.content,
    excerpt: text.excerpt,
    coverImage: text.coverImage,
    categoryId: text.categoryId,
    featured: text.featured,
    pt: text.pt ? { published: base.pt?.published, publishAt: base.pt?.publishAt ?? null, publishedAt: base.pt?.publishedAt ?? null, ...text.pt } : null,
  };
}

export interface RestoredRevision {
  draft: ArticleDraftState;
  revision: ArticleRevisionSummary;
}

/**
 * Restores a revision into the article's pending draft (the publication settings stay as they are) and
 * records it as a new revision. What visitors see changes only when the owner then saves (Update).
 */
export async function restoreArticleRevision(db: Kysely<Database>, articleId: number, revisionId: number, actor: AuditActor = {}): Promise<RestoredRevision> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const article = await requireArticle(trx, articleId);
    const source = await findRevision(trx, articleId, revisionId);
    if (!source) throw new AppError("NOT_FOUND", REVISION_NOT_FOUND_MESSAGE);
    const base = (await findDraftRow(trx, articleId))?.data ?? draftOfArticle(article);
    const data = withText(base, source.data);
    await upsertDraftRow(trx, articleId, data, now);
    const revision = await insertRevision(trx, {
      articleId,
      kind: "restore",
      data: source.data,
      size: textSize(source.data),
      summary: `Restored revision ${source.id}`,
      now,
    });
    await prune(trx, articleId);
    await recordAuditEvent(trx, actor, {
      action: "article.revision_restored",
      target: { type: "article", id: articleId, label: article.title || article.pt?.title || null },
      details: { revision: source.id },
    });
    return { draft: { data, savedAt: now }, revision };
  });
}

import type { Kysely } from "kysely";
import { type AuditActor, recordAuditEvent } from "#app/modules/audit/audit.service.server.ts";
import type { Database } from "#app/db/database.ts";
import type { Article } from "./article.ts";
import { type ArticleDraft, ArticleDraftSchema } from "./article.schema.ts";
import {
  type ArticleDraftState,
  type ArticleRevisionSummary,
  type ArticleText,
  textOfArticle,
  textOfDraft,
} from "./article-revision.ts";
import { findArticleById } from "./articles.repository.server.ts";
import { commonTextOf, revisionHistory } from "./revision-history.service.server.ts";

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
    ...commonTextOf(text),
    coverImage: text.coverImage,
    categoryId: text.categoryId,
    featured: text.featured,
    pt: text.pt ? { published: base.pt?.published, publishAt: base.pt?.publishAt ?? null, publishedAt: base.pt?.publishedAt ?? null, ...text.pt } : null,
  };
}

/** An article's revisions and autosaved drafts (ADR 021): the shared history over article_revisions and article_drafts. */
const history = revisionHistory<Article, ArticleText, ArticleDraft>({
  tables: { revisions: "article_revisions", drafts: "article_drafts", owner: "article_id", slotPrefix: "article" },
  notFoundMessage: "Article not found",
  findDocument: findArticleById,
  parseDraft: (json) => ArticleDraftSchema.parse(json),
  textOf: textOfArticle,
  textOfDraft,
  draftOf: draftOfArticle,
  withText,
  asArticleText: (text) => text,
});

/** After a create or update (inside its transaction): a "save" revision unless the text is unchanged. */
export async function recordSavedRevision(db: Kysely<Database>, article: Article, now: string, options: { clearDraft?: boolean } = {}): Promise<void> {
  await history.recordSavedRevision(db, article, now, options.clearDraft ? article.id : null);
}

/** Autosave, the pending draft (null when none), its discard, the revisions: the shared history's rules (above). */
export const { saveDraft: saveArticleDraft, getDraft: getArticleDraft, discardDraft: discardArticleDraft } = history;
export const { listRevisions: listArticleRevisions, getRevision: getArticleRevision } = history;

/** The latest text of an article: its autosaved draft when there is one, else what is saved. */
export async function findLatestDraft(db: Kysely<Database>, articleId: number): Promise<ArticleDraftState | undefined> {
  return history.findDraft(db, articleId);
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
  return db.transaction().execute(async (trx) => {
    const { document: article, source, restored } = await history.restoreRevision(trx, articleId, revisionId);
    await recordAuditEvent(trx, actor, {
      action: "article.revision_restored",
      target: { type: "article", id: articleId, label: article.title || article.pt?.title || null },
      details: { revision: source.id },
    });
    return restored;
  });
}

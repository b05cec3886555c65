import { type Request, type Response, Router } from "express";
import { saveNewsletterMarks, withNewsletterFlags } from "#app/modules/newsletter/newsletter.service.server.ts";
import { AppError } from "#app/lib/app-error.ts";
import type { Language } from "#app/lib/language.ts";
import { DAILY_CACHE_CONTROL, matchesEtag, NO_STORE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, weakEtag } from "#app/lib/http-cache.ts";
import { parseOrThrow } from "#app/lib/validation.ts";
import {
  ArticleDraftSchema,
  type ArticleInput,
  ArticleInputSchema,
  ArticlesPageQuerySchema,
  PreviewLinkInputSchema,
} from "#app/modules/articles/article.schema.ts";
import { PREVIEW_LINK_NOT_FOUND_MESSAGE } from "#app/modules/articles/article-preview.ts";
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from "#app/modules/articles/article-preview.service.server.ts";
import {
  discardArticleDraft,
  getArticleDraft,
  getArticleRevision,
  listArticleRevisions,
  restoreArticleRevision,
  saveArticleDraft,
} from "#app/modules/articles/article-revisions.service.server.ts";
import {
  ARTICLE_NOT_FOUND_MESSAGE,
  createArticle,
  deleteArticle,
  findArticleRedirect,
  getArticleBySlug,
  listAllArticles,
  updateArticle,
} from "#app/modules/articles/articles.service.server.ts";
import {
  findPublishedArticle,
  getPublishedArticlesPage,
  type PublishedArticlesPage,
} from "#app/modules/articles/published-articles.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { auditActor } from "./audit.ts";
import { addHistoryRoutes } from "./history-routes.ts";
import { parseId, parseLanguageInput, parseSlug } from "./params.ts";
import { requireAdmin, type SessionLocals } from "./session.ts";

/** Public reads: short shared caching, revalidated by the content version (no hashing per request). */
function notModified(req: Request, res: Response, etag: string): boolean {
  res.set({ ETag: etag, "Cache-Control": PUBLIC_CACHE_CONTROL });
  if (!matchesEtag(req.get("if-none-match"), etag)) return false;
  res.status(304).end();
  return true;
}

/**
 * The pagination links of `GET /api/articles` (RFC 8288, as GitHub's API writes them): first, prev,
 * next and last, relative to the site, keeping the language (ADR 035).
 */
function pageLinks(language: Language, page: number, pageSize: number, total: number): string {
  const last = Math.max(1, Math.ceil(total / pageSize));
  const href = (n: number) => `</api/articles?${language === "pt" ? "language=pt&" : ""}page=${n}&pageSize=${pageSize}>`;
  const links = [`${href(1)}; rel="first"`];
  if (page > 1) links.push(`${href(Math.min(page - 1, last))}; rel="prev"`);
  if (page < last) links.push(`${href(page + 1)}; rel="next"`);
  links.push(`${href(last)}; rel="last"`);
  return links.join(", ");
}

/** A built body, gzipped when the client takes it (built once per content version: nothing to compress per request). */
function sendBuilt(req: Request, res: Response, built: PublishedArticlesPage): void {
  res.type("application/json");
  // No Accept-Encoding: plain, as before (a client that names no encoding may not decode one).
  if (req.get("accept-encoding") && req.acceptsEncodings("gzip", "identity") === "gzip") {
    res.set("Content-Encoding", "gzip");
    res.send(built.gzip);
    return;
  }
  res.send(built.json);
}

/**
 * Issue 25: the article's `newsletter` and `pt.newsletter` flags, kept by the newsletter; a marked
 * version is e-mailed once, when it goes live (the worker is woken for one published now).
 */
async function saveNewsletterFlags(ctx: ServerContext, articleId: number, input: ArticleInput): Promise<{ newsletter: boolean }> {
  const marks = { en: input.newsletter, ...(input.pt ? { pt: input.pt.newsletter } : input.pt === null ? { pt: false } : {}) };
  await saveNewsletterMarks(ctx.db, articleId, marks);
  ctx.newsletter?.wake();
  return { newsletter: input.newsletter };
}

export function createArticlesRouter(ctx: ServerContext): Router {
  const router = Router();

  router.get("/", async (req, res) => {
    const language = parseLanguageInput(req.query.language);
    const { page, pageSize } = parseOrThrow(ArticlesPageQuerySchema, { page: req.query.page, pageSize: req.query.pageSize });
    const built = await getPublishedArticlesPage(ctx.publishedArticles, { language, page, pageSize });
    res.set({ "X-Total-Count": String(built.total), Link: pageLinks(language, page, pageSize, built.total), Vary: "Accept-Encoding" });
    if (notModified(req, res, weakEtag(`list-${language}-${built.version}-${page}-${pageSize}`))) return;
    sendBuilt(req, res, built);
  });

  router.get("/admin/all", requireAdmin, async (_req, res) => {
    res.set("Cache-Control", NO_STORE_CACHE_CONTROL);
    res.json(await withNewsletterFlags(ctx.db, await listAllArticles(ctx.db)));
  });

  router.get("/:slug", async (req, res) => {
    const locals = res.locals as SessionLocals;
    const language = parseLanguageInput(req.query.language);
    const slug = parseSlug(req.params.slug, ARTICLE_NOT_FOUND_MESSAGE);
    if (locals.user?.isAdmin) {
      // An admin may read drafts: always fresh, never shared.
      res.json(await getArticleBySlug(ctx.db, slug, language));
      return;
    }
    const found = await findPublishedArticle(ctx.publishedArticles, slug, language);
    if (!found) {
      // An old slug: 301 to the article's current address in this language (ADR 020).
      const moved = await findArticleRedirect(ctx.db, slug, language);
      if (moved?.status === 301) {
        res.set("Cache-Control", DAILY_CACHE_CONTROL);
        res.redirect(301, `/api/articles/${moved.slug}${language === "pt" ? "?language=pt" : ""}`);
        return;
      }
      throw new AppError("NOT_FOUND", ARTICLE_NOT_FOUND_MESSAGE);
    }
    if (notModified(req, res, weakEtag(`article-${language}-${found.version}`))) return;
    res.json(found.article);
  });

  // Each change is recorded in the audit log by its service, in the change's transaction (issue 26).
  router.post("/", requireAdmin, async (req, res) => {
    const input = parseOrThrow(ArticleInputSchema, req.body);
    const article = await createArticle(ctx.db, ctx.contentVersion, input, auditActor(req, res));
    res.status(201).json({ ...article, ...(await saveNewsletterFlags(ctx, article.id, input)) });
  });

  router.put("/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, ARTICLE_NOT_FOUND_MESSAGE);
    const input = parseOrThrow(ArticleInputSchema, req.body);
    const article = await updateArticle(ctx.db, ctx.contentVersion, id, input, auditActor(req, res));
    res.json({ ...article, ...(await saveNewsletterFlags(ctx, article.id, input)) });
  });

  router.delete("/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, ARTICLE_NOT_FOUND_MESSAGE);
    await deleteArticle(ctx.db, ctx.contentVersion, id, auditActor(req, res));
    res.json({ success: true, message: "Article deleted successfully" });
  });

  // Autosave and revisions (ADR 021): the editor's pending draft of an article, or of a new one ("new").
  addHistoryRoutes(router, ctx, {
    notFoundMessage: ARTICLE_NOT_FOUND_MESSAGE,
    draftSchema: ArticleDraftSchema,
    handlers: {
      getDraft: getArticleDraft,
      saveDraft: saveArticleDraft,
      discardDraft: discardArticleDraft,
      listRevisions: listArticleRevisions,
      getRevision: getArticleRevision,
      restoreRevision: restoreArticleRevision,
    },
  });

  // Signed preview links (ADR 021).
  router.get("/:id/preview-links", requireAdmin, async (req, res) => {
    res.json(await listPreviewLinks(ctx.db, parseId(req.params.id, ARTICLE_NOT_FOUND_MESSAGE), ctx.config.siteUrl));
  });

  router.post("/:id/preview-links", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, ARTICLE_NOT_FOUND_MESSAGE);
    const input = parseOrThrow(PreviewLinkInputSchema, req.body);
    res.status(201).json(await createPreviewLink(ctx.db, id, { expiresInDays: input.expiresInDays, siteUrl: ctx.config.siteUrl }, auditActor(req, res)));
  });

  router.delete("/:id/preview-links/:linkId", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, ARTICLE_NOT_FOUND_MESSAGE);
    const link = await revokePreviewLink(ctx.db, id, parseId(req.params.linkId, PREVIEW_LINK_NOT_FOUND_MESSAGE), ctx.config.siteUrl, auditActor(req, res));
    res.json({ success: true, message: "Preview link revoked", link });
  });

  return router;
}

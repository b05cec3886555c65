import { type Request, type Response, Router } from "express";
import { AppError } from "#app/lib/app-error.ts";
import { matchesEtag, PUBLIC_CACHE_CONTROL, weakEtag } from "#app/lib/http-cache.ts";
import { parseOrThrow } from "#app/lib/validation.ts";
import { ArticleInputSchema } from "#app/modules/articles/article.schema.ts";
import {
  ARTICLE_NOT_FOUND_MESSAGE,
  createArticle,
  deleteArticle,
  getArticleBySlug,
  listAllArticles,
  updateArticle,
} from "#app/modules/articles/articles.service.server.ts";
import {
  findPublishedArticle,
  getPublishedArticlesJson,
} from "#app/modules/articles/published-articles.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { parseId, parseSlug } from "./params.ts";
import { requireAdmin, type SessionLocals } from "./session.ts";

/** Public reads: short shared caching, revalidated by the content version (no hashing per request). */
function notModified(req: Request, res: Response, etag: string): boolean {
  res.set({ ETag: etag, "Cache-Control": PUBLIC_CACHE_CONTROL });
  if (!matchesEtag(req.get("if-none-match"), etag)) return false;
  res.status(304).end();
  return true;
}

export function createArticlesRouter(ctx: ServerContext): Router {
  const router = Router();

  router.get("/", async (req, res) => {
    const { json, version } = await getPublishedArticlesJson(ctx.publishedArticles);
    if (notModified(req, res, weakEtag(`list-${version}`))) return;
    res.type("application/json").send(json);
  });

  router.get("/admin/all", requireAdmin, async (_req, res) => {
    res.set("Cache-Control", "no-store");
    res.json(await listAllArticles(ctx.db));
  });

  router.get("/:slug", async (req, res) => {
    const locals = res.locals as SessionLocals;
    const slug = parseSlug(req.params.slug, ARTICLE_NOT_FOUND_MESSAGE);
    if (locals.user?.isAdmin) {
      // An admin may read drafts: always fresh, never shared.
      res.json(await getArticleBySlug(ctx.db, slug, { includeDrafts: true }));
      return;
    }
    const found = await findPublishedArticle(ctx.publishedArticles, slug);
    if (!found) throw new AppError("NOT_FOUND", ARTICLE_NOT_FOUND_MESSAGE);
    if (notModified(req, res, weakEtag(`article-${found.version}`))) return;
    res.json(found.article);
  });

  router.post("/", requireAdmin, async (req, res) => {
    const input = parseOrThrow(ArticleInputSchema, req.body);
    res.status(201).json(await createArticle(ctx.db, ctx.contentVersion, input));
  });

  router.put("/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, ARTICLE_NOT_FOUND_MESSAGE);
    const input = parseOrThrow(ArticleInputSchema, req.body);
    res.json(await updateArticle(ctx.db, ctx.contentVersion, id, input));
  });

  router.delete("/:id", requireAdmin, async (req, res) => {
    await deleteArticle(ctx.db, ctx.contentVersion, parseId(req.params.id, ARTICLE_NOT_FOUND_MESSAGE));
    res.json({ success: true, message: "Article deleted successfully" });
  });

  return router;
}

import { type Request, type Response, Router } from "express";
import { AppError } from "#app/lib/app-error.ts";
import { parseOrThrow } from "#app/lib/validation.ts";
import type { Article } from "#app/modules/articles/article.ts";
import { ArticleInputSchema } from "#app/modules/articles/article.schema.ts";
import {
  ARTICLE_NOT_FOUND_MESSAGE,
  createArticle,
  deleteArticle,
  findArticle,
  getArticleBySlug,
  listAllArticles,
  updateArticle,
} from "#app/modules/articles/articles.service.server.ts";
import {
  findPublishedArticle,
  getPublishedArticlesJson,
} from "#app/modules/articles/published-articles.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { audit } from "./audit.ts";
import { parseId, parseSlug } from "./params.ts";
import { requireAdmin, type SessionLocals } from "./session.ts";

/** Public reads: short shared caching, revalidated by the content version (no hashing per request). */
const PUBLIC_CACHE = "public, max-age=60, stale-while-revalidate=600";

function notModified(req: Request, res: Response, etag: string): boolean {
  res.set({ ETag: etag, "Cache-Control": PUBLIC_CACHE });
  const header = req.get("if-none-match");
  if (!header || !header.split(/\s*,\s*/).includes(etag)) return false;
  res.status(304).end();
  return true;
}

function articleTarget(article: Article) {
  return { type: "article", id: article.id, label: article.title };
}

export function createArticlesRouter(ctx: ServerContext): Router {
  const router = Router();

  router.get("/", async (req, res) => {
    const { json, version } = await getPublishedArticlesJson(ctx.db);
    if (notModified(req, res, `W/"list-${version}"`)) return;
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
    const found = await findPublishedArticle(ctx.db, slug);
    if (!found) throw new AppError("NOT_FOUND", ARTICLE_NOT_FOUND_MESSAGE);
    if (notModified(req, res, `W/"article-${found.version}"`)) return;
    res.json(found.article);
  });

  // Changes are recorded in the audit log once they succeeded (ADR 015).
  router.post("/", requireAdmin, async (req, res) => {
    const input = parseOrThrow(ArticleInputSchema, req.body);
    const article = await createArticle(ctx.db, input);
    await audit(ctx, req, res, { action: "article.created", target: articleTarget(article), details: { published: article.published } });
    res.status(201).json(article);
  });

  router.put("/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, ARTICLE_NOT_FOUND_MESSAGE);
    const input = parseOrThrow(ArticleInputSchema, req.body);
    const before = await findArticle(ctx.db, id);
    const article = await updateArticle(ctx.db, id, input);
    const action = before?.published === article.published ? "article.updated" : article.published ? "article.published" : "article.unpublished";
    await audit(ctx, req, res, { action, target: articleTarget(article), details: before && before.slug !== article.slug ? { previousSlug: before.slug } : undefined });
    res.json(article);
  });

  router.delete("/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, ARTICLE_NOT_FOUND_MESSAGE);
    const before = await findArticle(ctx.db, id);
    await deleteArticle(ctx.db, id);
    await audit(ctx, req, res, { action: "article.deleted", target: { type: "article", id, label: before?.title ?? null }, details: before ? { slug: before.slug } : undefined });
    res.json({ success: true, message: "Article deleted successfully" });
  });

  return router;
}

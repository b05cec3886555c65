import { Router } from "express";
import { parseOrThrow } from "#app/lib/validation.ts";
import { ArticleInputSchema } from "#app/modules/articles/article.schema.ts";
import {
  ARTICLE_NOT_FOUND_MESSAGE,
  createArticle,
  deleteArticle,
  getArticleBySlug,
  listAllArticles,
  listPublishedArticles,
  updateArticle,
} from "#app/modules/articles/articles.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { parseId } from "./params.ts";
import { requireAdmin, type SessionLocals } from "./session.ts";

export function createArticlesRouter(ctx: ServerContext): Router {
  const router = Router();

  router.get("/", async (_req, res) => {
    res.json(await listPublishedArticles(ctx.db));
  });

  router.get("/admin/all", requireAdmin, async (_req, res) => {
    res.set("Cache-Control", "no-store");
    res.json(await listAllArticles(ctx.db));
  });

  router.get("/:slug", async (req, res) => {
    const locals = res.locals as SessionLocals;
    const article = await getArticleBySlug(ctx.db, req.params.slug, { includeDrafts: locals.user?.isAdmin === true });
    if (!article.published) res.set("Cache-Control", "no-store");
    res.json(article);
  });

  router.post("/", requireAdmin, async (req, res) => {
    const input = parseOrThrow(ArticleInputSchema, req.body);
    res.status(201).json(await createArticle(ctx.db, input));
  });

  router.put("/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, ARTICLE_NOT_FOUND_MESSAGE);
    const input = parseOrThrow(ArticleInputSchema, req.body);
    res.json(await updateArticle(ctx.db, id, input));
  });

  router.delete("/:id", requireAdmin, async (req, res) => {
    await deleteArticle(ctx.db, parseId(req.params.id, ARTICLE_NOT_FOUND_MESSAGE));
    res.json({ success: true, message: "Article deleted successfully" });
  });

  return router;
}

import { Router } from "express";
import {
  createSampleArticles,
  describeSampleArticlesResult,
} from "#app/modules/articles/sample-articles.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { auditActor } from "./audit.ts";
import { requireAdmin } from "./session.ts";

export function createSampleArticlesRouter(ctx: ServerContext): Router {
  const router = Router();
  router.post("/", requireAdmin, async (req, res) => {
    const result = await createSampleArticles(ctx.db, ctx.contentVersion, auditActor(req, res));
    res.status(result.created.length > 0 ? 201 : 200).json({
      success: true,
      message: describeSampleArticlesResult(result),
      ...result,
    });
  });
  return router;
}

import { Router } from "express";
import { parseOrThrow } from "#app/lib/validation.ts";
import { CategoryInputSchema } from "#app/modules/categories/category.schema.ts";
import {
  CATEGORY_NOT_FOUND_MESSAGE,
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from "#app/modules/categories/categories.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { auditActor } from "./audit.ts";
import { parseId } from "./params.ts";
import { requireAdmin } from "./session.ts";

export function createCategoriesRouter(ctx: ServerContext): Router {
  const router = Router();

  router.get("/", async (_req, res) => {
    res.json(await listCategories(ctx.db));
  });

  router.post("/", requireAdmin, async (req, res) => {
    res.status(201).json(await createCategory(ctx.db, ctx.contentVersion, parseOrThrow(CategoryInputSchema, req.body), auditActor(req, res)));
  });

  router.put("/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, CATEGORY_NOT_FOUND_MESSAGE);
    res.json(await updateCategory(ctx.db, ctx.contentVersion, id, parseOrThrow(CategoryInputSchema, req.body), auditActor(req, res)));
  });

  router.delete("/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, CATEGORY_NOT_FOUND_MESSAGE);
    await deleteCategory(ctx.db, ctx.contentVersion, id, auditActor(req, res));
    res.json({ success: true, message: "Category deleted successfully" });
  });

  return router;
}

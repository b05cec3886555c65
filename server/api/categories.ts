import { Router } from "express";
import { parseOrThrow } from "#app/lib/validation.ts";
import { CategoryInputSchema } from "#app/modules/categories/category.schema.ts";
import {
  CATEGORY_NOT_FOUND_MESSAGE,
  createCategory,
  deleteCategory,
  findCategoryById,
  listCategories,
  updateCategory,
} from "#app/modules/categories/categories.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { audit } from "./audit.ts";
import { parseId } from "./params.ts";
import { requireAdmin } from "./session.ts";

export function createCategoriesRouter(ctx: ServerContext): Router {
  const router = Router();

  router.get("/", async (_req, res) => {
    res.json(await listCategories(ctx.db));
  });

  router.post("/", requireAdmin, async (req, res) => {
    const category = await createCategory(ctx.db, ctx.contentVersion, parseOrThrow(CategoryInputSchema, req.body));
    await audit(ctx, req, res, { action: "category.created", target: { type: "category", id: category.id, label: category.name } });
    res.status(201).json(category);
  });

  router.put("/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, CATEGORY_NOT_FOUND_MESSAGE);
    const category = await updateCategory(ctx.db, ctx.contentVersion, id, parseOrThrow(CategoryInputSchema, req.body));
    await audit(ctx, req, res, { action: "category.updated", target: { type: "category", id, label: category.name } });
    res.json(category);
  });

  router.delete("/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, CATEGORY_NOT_FOUND_MESSAGE);
    const before = await findCategoryById(ctx.db, id);
    await deleteCategory(ctx.db, ctx.contentVersion, id);
    await audit(ctx, req, res, { action: "category.deleted", target: { type: "category", id, label: before?.name ?? null } });
    res.json({ success: true, message: "Category deleted successfully" });
  });

  return router;
}

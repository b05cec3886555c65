import { Router } from "express";
import { parseOrThrow } from "#app/lib/validation.ts";
import { PreviewLinkInputSchema } from "#app/modules/articles/article.schema.ts";
import { PageDraftSchema, PageInputSchema } from "#app/modules/pages/page.schema.ts";
import {
  discardPageDraft,
  getPageDraft,
  getPageRevision,
  listPageRevisions,
  restorePageRevision,
  savePageDraft,
} from "#app/modules/pages/page-revisions.service.server.ts";
import { createPagePreviewLink } from "#app/modules/pages/page-preview.service.server.ts";
import { createPage, deletePage, getPage, listPages, PAGE_NOT_FOUND_MESSAGE, updatePage } from "#app/modules/pages/pages.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { auditActor } from "./audit.ts";
import { addHistoryRoutes } from "./history-routes.ts";
import { parseId } from "./params.ts";
import { requireAdmin } from "./session.ts";

/** `/api/pages`: the owner's own pages (issue 27); drafts included, so admin only. */
export function createPagesRouter(ctx: ServerContext): Router {
  const router = Router();
  router.get("/", requireAdmin, async (_req, res) => {
    res.json(await listPages(ctx.db));
  });
  router.get("/:id", requireAdmin, async (req, res) => {
    res.json(await getPage(ctx.db, parseId(req.params.id, PAGE_NOT_FOUND_MESSAGE)));
  });
  router.post("/", requireAdmin, async (req, res) => {
    res.status(201).json(await createPage(ctx.db, ctx.contentVersion, ctx.reservedSlugs, parseOrThrow(PageInputSchema, req.body), auditActor(req, res)));
  });
  router.put("/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, PAGE_NOT_FOUND_MESSAGE);
    res.json(await updatePage(ctx.db, ctx.contentVersion, ctx.reservedSlugs, id, parseOrThrow(PageInputSchema, req.body), auditActor(req, res)));
  });
  router.delete("/:id", requireAdmin, async (req, res) => {
    await deletePage(ctx.db, ctx.contentVersion, parseId(req.params.id, PAGE_NOT_FOUND_MESSAGE), auditActor(req, res));
    res.json({ success: true, message: "Page deleted successfully" });
  });

  // Autosave, revisions (ADR 044, as articles' ADR 021): the editor's pending draft of a page, or of a new one ("new").
  addHistoryRoutes(router, ctx, {
    notFoundMessage: PAGE_NOT_FOUND_MESSAGE,
    draftSchema: PageDraftSchema,
    handlers: {
      getDraft: getPageDraft,
      saveDraft: savePageDraft,
      discardDraft: discardPageDraft,
      listRevisions: listPageRevisions,
      getRevision: getPageRevision,
      restoreRevision: restorePageRevision,
    },
  });

  // A signed preview link (ADR 047, as articles' ADR 021): the page as it will be published, for someone without an account.
  router.post("/:id/preview-links", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, PAGE_NOT_FOUND_MESSAGE);
    const input = parseOrThrow(PreviewLinkInputSchema, req.body);
    res.status(201).json(await createPagePreviewLink(ctx.db, id, { expiresInDays: input.expiresInDays, siteUrl: ctx.config.siteUrl }, auditActor(req, res)));
  });
  return router;
}

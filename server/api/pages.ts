import { Router } from "express";
import { parseOrThrow } from "#app/lib/validation.ts";
import { PreviewLinkInputSchema } from "#app/modules/articles/article.schema.ts";
import { PageDraftSchema, PageInputSchema } from "#app/modules/pages/page.schema.ts";
import {
  discardPageDraft,
  getPageDraft,
  getPageRevision,
  listPageRevisions,
  PAGE_REVISION_NOT_FOUND_MESSAGE,
  restorePageRevision,
  savePageDraft,
} from "#app/modules/pages/page-revisions.service.server.ts";
import { createPagePreviewLink } from "#app/modules/pages/page-preview.service.server.ts";
import { createPage, deletePage, getPage, listPages, PAGE_NOT_FOUND_MESSAGE, updatePage } from "#app/modules/pages/pages.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { auditActor } from "./audit.ts";
import { parseId } from "./params.ts";
import { requireAdmin } from "./session.ts";

/** A page id, or "new" for the draft of a page not created yet. */
function parseDraftOwner(value: unknown): number | "new" {
  return value === "new" ? "new" : parseId(value, PAGE_NOT_FOUND_MESSAGE);
}

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
  router.get("/:id/draft", requireAdmin, async (req, res) => {
    res.json({ draft: await getPageDraft(ctx.db, parseDraftOwner(req.params.id)) });
  });
  router.put("/:id/draft", requireAdmin, async (req, res) => {
    const owner = parseDraftOwner(req.params.id);
    res.json(await savePageDraft(ctx.db, owner, parseOrThrow(PageDraftSchema, req.body)));
  });
  router.delete("/:id/draft", requireAdmin, async (req, res) => {
    await discardPageDraft(ctx.db, parseDraftOwner(req.params.id));
    res.json({ success: true, message: "Draft discarded" });
  });
  router.get("/:id/revisions", requireAdmin, async (req, res) => {
    res.json(await listPageRevisions(ctx.db, parseId(req.params.id, PAGE_NOT_FOUND_MESSAGE)));
  });
  router.get("/:id/revisions/:revisionId", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, PAGE_NOT_FOUND_MESSAGE);
    res.json(await getPageRevision(ctx.db, id, parseId(req.params.revisionId, PAGE_REVISION_NOT_FOUND_MESSAGE)));
  });
  router.post("/:id/revisions/:revisionId/restore", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, PAGE_NOT_FOUND_MESSAGE);
    res.json(await restorePageRevision(ctx.db, id, parseId(req.params.revisionId, PAGE_REVISION_NOT_FOUND_MESSAGE), auditActor(req, res)));
  });

  // A signed preview link (ADR 047, as articles' ADR 021): the page as it will be published, for someone without an account.
  router.post("/:id/preview-links", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, PAGE_NOT_FOUND_MESSAGE);
    const input = parseOrThrow(PreviewLinkInputSchema, req.body);
    res.status(201).json(await createPagePreviewLink(ctx.db, id, { expiresInDays: input.expiresInDays, siteUrl: ctx.config.siteUrl }, auditActor(req, res)));
  });
  return router;
}

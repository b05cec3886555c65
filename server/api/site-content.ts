import { Router } from "express";
import {
  getSiteContentRevision,
  listSiteContentRevisions,
  readSiteContent,
  REVISION_NOT_FOUND_MESSAGE,
  saveSiteContent,
} from "#app/modules/site-content/site-content.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { auditActor } from "./audit.ts";
import { parseId, parseLanguageSegment } from "./params.ts";
import { requireAdmin, type SessionLocals } from "./session.ts";

export const UNKNOWN_LANGUAGE_MESSAGE = "Unknown language: use en or pt";


/** `/api/site-content/{en|pt}`: the site's content per language, edited by the admin (ADR 023). */
export function createSiteContentRouter(ctx: ServerContext): Router {
  const router = Router();
  router.use(requireAdmin);

  router.get("/:language", async (req, res) => {
    res.json(await readSiteContent(ctx.db, parseLanguageSegment(req.params.language, UNKNOWN_LANGUAGE_MESSAGE)));
  });

  router.put("/:language", async (req, res) => {
    const language = parseLanguageSegment(req.params.language, UNKNOWN_LANGUAGE_MESSAGE);
    const user = (res.locals as SessionLocals).user;
    res.json(await saveSiteContent(ctx.db, ctx.contentVersion, language, req.body, user?.id ?? null, auditActor(req, res)));
  });

  router.get("/:language/revisions", async (req, res) => {
    res.json(await listSiteContentRevisions(ctx.db, parseLanguageSegment(req.params.language, UNKNOWN_LANGUAGE_MESSAGE)));
  });

  router.get("/:language/revisions/:id", async (req, res) => {
    const language = parseLanguageSegment(req.params.language, UNKNOWN_LANGUAGE_MESSAGE);
    res.json(await getSiteContentRevision(ctx.db, language, parseId(req.params.id, REVISION_NOT_FOUND_MESSAGE)));
  });

  return router;
}

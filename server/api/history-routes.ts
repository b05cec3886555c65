import type { Router } from "express";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { type SafeParser, parseOrThrow } from "#app/lib/validation.ts";
import { REVISION_NOT_FOUND_MESSAGE } from "#app/modules/articles/revision-history.service.server.ts";
import type { AuditActor } from "#app/modules/audit/audit.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { auditActor } from "./audit.ts";
import { parseId } from "./params.ts";
import { requireAdmin } from "./session.ts";

/** The service functions of one kind of document's history (articles: ADR 021, pages: ADR 044). */
export interface HistoryHandlers<Draft> {
  getDraft: (db: Kysely<Database>, id: number | "new") => Promise<unknown>;
  saveDraft: (db: Kysely<Database>, id: number | "new", draft: Draft) => Promise<unknown>;
  discardDraft: (db: Kysely<Database>, id: number | "new") => Promise<void>;
  listRevisions: (db: Kysely<Database>, id: number) => Promise<unknown>;
  getRevision: (db: Kysely<Database>, id: number, revisionId: number) => Promise<unknown>;
  restoreRevision: (db: Kysely<Database>, id: number, revisionId: number, actor: AuditActor) => Promise<unknown>;
}

/**
 * The admin's autosave and revision endpoints of a document (`/:id/draft`, `/:id/revisions`, ...), the
 * same for articles and pages: the pending draft of a saved document or of a new one ("new"), its
 * revisions and the restore of one. `notFoundMessage` answers an id that is not a number.
 */
export function addHistoryRoutes<Draft>(
  router: Router,
  ctx: ServerContext,
  options: { notFoundMessage: string; draftSchema: SafeParser<Draft>; handlers: HistoryHandlers<Draft> },
): void {
  const { notFoundMessage, draftSchema, handlers } = options;
  const parseOwner = (value: unknown): number | "new" => (value === "new" ? "new" : parseId(value, notFoundMessage));

  router.get("/:id/draft", requireAdmin, async (req, res) => {
    res.json({ draft: await handlers.getDraft(ctx.db, parseOwner(req.params.id)) });
  });
  router.put("/:id/draft", requireAdmin, async (req, res) => {
    const owner = parseOwner(req.params.id);
    res.json(await handlers.saveDraft(ctx.db, owner, parseOrThrow(draftSchema, req.body)));
  });
  router.delete("/:id/draft", requireAdmin, async (req, res) => {
    await handlers.discardDraft(ctx.db, parseOwner(req.params.id));
    res.json({ success: true, message: "Draft discarded" });
  });
  router.get("/:id/revisions", requireAdmin, async (req, res) => {
    res.json(await handlers.listRevisions(ctx.db, parseId(req.params.id, notFoundMessage)));
  });
  router.get("/:id/revisions/:revisionId", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, notFoundMessage);
    res.json(await handlers.getRevision(ctx.db, id, parseId(req.params.revisionId, REVISION_NOT_FOUND_MESSAGE)));
  });
  router.post("/:id/revisions/:revisionId/restore", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, notFoundMessage);
    res.json(await handlers.restoreRevision(ctx.db, id, parseId(req.params.revisionId, REVISION_NOT_FOUND_MESSAGE), auditActor(req, res)));
  });
}

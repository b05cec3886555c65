import { Router } from "express";
import { parseOrThrow } from "#app/lib/validation.ts";
import { TalkInputSchema } from "#app/modules/talks/talk.schema.ts";
import { createTalk, deleteTalk, getTalk, listTalks, TALK_NOT_FOUND_MESSAGE, updateTalk } from "#app/modules/talks/talks.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { auditActor } from "./audit.ts";
import { parseId } from "./params.ts";
import { requireAdmin } from "./session.ts";

/** `/api/talks`: upcoming and past talks, public to read, the admin's to write. */
export function createTalksRouter(ctx: ServerContext): Router {
  const router = Router();

  router.get("/", async (_req, res) => {
    res.json(await listTalks(ctx.db));
  });

  router.get("/:id", async (req, res) => {
    res.json(await getTalk(ctx.db, parseId(req.params.id, TALK_NOT_FOUND_MESSAGE)));
  });

  router.post("/", requireAdmin, async (req, res) => {
    res.status(201).json(await createTalk(ctx.db, ctx.contentVersion, parseOrThrow(TalkInputSchema, req.body), auditActor(req, res)));
  });

  router.put("/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, TALK_NOT_FOUND_MESSAGE);
    res.json(await updateTalk(ctx.db, ctx.contentVersion, id, parseOrThrow(TalkInputSchema, req.body), auditActor(req, res)));
  });

  router.delete("/:id", requireAdmin, async (req, res) => {
    await deleteTalk(ctx.db, ctx.contentVersion, parseId(req.params.id, TALK_NOT_FOUND_MESSAGE), auditActor(req, res));
    res.json({ success: true, message: "Talk deleted successfully" });
  });

  return router;
}

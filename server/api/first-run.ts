import { type Response, Router } from "express";
import { readFirstRunChecklist } from "#app/modules/first-run/first-run.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { NO_STORE_CACHE_CONTROL } from "#app/lib/http-cache.ts";
import { requireAdmin, type SessionLocals } from "./session.ts";

/** `GET /api/first-run`: the owner's first-run checklist, each step read from the server's state (issue 30). */
export function createFirstRunRouter(ctx: ServerContext): Router {
  const router = Router();
  router.get("/", requireAdmin, async (_req, res: Response<unknown, SessionLocals>) => {
    const user = res.locals.user;
    if (!user) throw new Error("requireAdmin did not run");
    res.set("Cache-Control", NO_STORE_CACHE_CONTROL);
    res.json(await readFirstRunChecklist(ctx.db, user.id, Boolean(ctx.notifier?.email)));
  });
  return router;
}

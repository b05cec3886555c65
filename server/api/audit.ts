import { type Request, type Response, Router } from "express";
import { parseOrThrow } from "#app/lib/validation.ts";
import { AuditFilterSchema } from "#app/modules/audit/audit.schema.ts";
import { type AuditActor, listAuditEvents, purgeOldAuditEvents } from "#app/modules/audit/audit.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { clientIp } from "./client-ip.ts";
import { requireAdmin, type SessionLocals } from "./session.ts";

/** The signed-in user (if any) and where the request comes from: handed to the service, which records the event in its transaction. */
export function auditActor(req: Request, res: Response): AuditActor {
  const user = (res.locals as SessionLocals).user;
  return { userId: user?.id ?? null, username: user?.username ?? null, ip: clientIp(req), userAgent: req.get("user-agent") ?? null };
}

/** `GET /api/audit`: the log, newest first, filtered; admins only (docs/operations.md#audit-log). */
export function createAuditRouter(ctx: ServerContext): Router {
  const router = Router();
  router.get("/", requireAdmin, async (req, res) => {
    const filter = parseOrThrow(AuditFilterSchema, req.query);
    await purgeOldAuditEvents(ctx.db, ctx.config.auditRetentionDays);
    res.json(await listAuditEvents(ctx.db, filter));
  });
  return router;
}

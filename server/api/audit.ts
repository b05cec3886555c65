import { type Request, type Response, Router } from "express";
import { parseOrThrow } from "#app/lib/validation.ts";
import { AuditFilterSchema } from "#app/modules/audit/audit.schema.ts";
import { type AuditActor, type AuditEntry, listAuditEvents, purgeOldAuditEvents, recordAuditEvent } from "#app/modules/audit/audit.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { clientIp } from "./client-ip.ts";
import { requireAdmin, type SessionLocals } from "./session.ts";

/** The signed-in user (if any) and where the request comes from. */
export function auditActor(req: Request, res: Response): AuditActor {
  const user = (res.locals as SessionLocals).user;
  return { userId: user?.id ?? null, username: user?.username ?? null, ip: clientIp(req), userAgent: req.get("user-agent") ?? null };
}

/** Records an event of this request (for changes whose own transaction is not ours to join). */
export function audit(ctx: ServerContext, req: Request, res: Response, entry: AuditEntry): Promise<void> {
  return recordAuditEvent(ctx.db, auditActor(req, res), entry);
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

import { Router } from "express";
import { AppError } from "#app/lib/app-error.ts";
import { parseOrThrow } from "#app/lib/validation.ts";
import { ImportInputSchema, SubscribeInputSchema, SubscriberQuerySchema, TestSendSchema } from "#app/modules/newsletter/newsletter.schema.ts";
import { deleteSubscriber, growth, importSubscribers, listSends, listSubscribers, sendTest, subscribe } from "#app/modules/newsletter/newsletter.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { auditActor } from "./audit.ts";
import { clientIp } from "./client-ip.ts";
import { parseId } from "./params.ts";
import { requireAdmin } from "./session.ts";

const SUBSCRIBER_NOT_FOUND = "Subscriber not found";

/** `/api/newsletter` (issue 25): the public subscribe, and the admin's subscribers and sends. */
export function createNewsletterRouter(ctx: ServerContext): Router {
  const router = Router();
  router.use((_req, _res, next) => {
    if (ctx.newsletter?.enabled === false) throw new AppError("NOT_FOUND", "The newsletter is off");
    next();
  });

  router.post("/subscribe", async (req, res) => {
    const input = parseOrThrow(SubscribeInputSchema, req.body);
    const { message } = await subscribe(ctx.db, ctx.notifier, input, clientIp(req));
    res.status(202).json({ success: true, message });
  });

  router.get("/subscribers", requireAdmin, async (req, res) => {
    const query = parseOrThrow(SubscriberQuerySchema, req.query);
    res.json(await listSubscribers(ctx.db, { status: query.status || undefined, language: query.language || undefined, q: query.q }, query.page, query.pageSize));
  });

  router.delete("/subscribers/:id", requireAdmin, async (req, res) => {
    const removed = await deleteSubscriber(ctx.db, parseId(req.params.id, SUBSCRIBER_NOT_FOUND), auditActor(req, res));
    res.json({ success: true, message: "Subscriber erased", subscriber: removed });
  });

  router.get("/sends", requireAdmin, async (_req, res) => {
    res.json(await listSends(ctx.db));
  });

  router.get("/growth", requireAdmin, async (_req, res) => {
    res.json(await growth(ctx.db));
  });

  router.post("/import", requireAdmin, async (req, res) => {
    const input = parseOrThrow(ImportInputSchema, req.body);
    res.json({ success: true, ...(await importSubscribers(ctx.db, input.source, input.rows, auditActor(req, res))) });
  });

  router.post("/test", requireAdmin, async (req, res) => {
    const input = parseOrThrow(TestSendSchema, req.body);
    await sendTest(ctx.db, ctx.notifier, input.articleId, input.language, auditActor(req, res));
    res.status(202).json({ success: true, message: "Test e-mail queued" });
  });

  return router;
}

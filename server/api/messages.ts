import { Router } from "express";
import { parseOrThrow } from "#app/lib/validation.ts";
import { createMessageInputSchema } from "#app/modules/contact/message.schema.ts";
import {
  MessageFilterSchema,
  MessageListQuerySchema,
  MessageUpdateSchema,
  NotificationSettingsUpdateSchema,
  ResendSchema,
} from "#app/modules/contact/message-admin.schema.ts";
import {
  deleteMessage,
  exportMessagesCsv,
  getInvitationCalendar,
  getMessage,
  listMessages,
  MESSAGE_NOT_FOUND_MESSAGE,
  readNotificationSettings,
  resendMessageNotification,
  submitMessage,
  updateMessage,
  updateNotificationSettings,
} from "#app/modules/contact/messages.service.server.ts";
import { readMailSettings, sendTestMail, updateMailSettings } from "#app/modules/contact/mail-settings.service.server.ts";
import { MailSettingsUpdateSchema } from "#app/modules/notifications/mail-settings.schema.ts";
import { NO_STORE_CACHE_CONTROL } from "#app/lib/http-cache.ts";
import type { ServerContext } from "#server/context.ts";
import { auditActor } from "./audit.ts";
import { clientIp } from "./client-ip.ts";
import { parseId } from "./params.ts";
import { DEFAULT_LANGUAGE, type Language, parseLanguage } from "#app/lib/language.ts";
import { requireAdmin } from "./session.ts";

/** The language of the form's messages; a language that is not one is then refused by the schema itself (400). */
function messagesLanguage(body: unknown): Language {
  return parseLanguage(typeof body === "object" && body !== null ? (body as { language?: unknown }).language : undefined) ?? DEFAULT_LANGUAGE;
}

/** `attachment; filename=...` with an ASCII name (ours always are). */
function attachment(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\w.-]/g, "_")}"`;
}

export function createMessagesRouter(ctx: ServerContext): Router {
  const router = Router();

  router.post("/", async (req, res) => {
    const input = parseOrThrow(createMessageInputSchema(messagesLanguage(req.body)), req.body);
    const { message } = await submitMessage(ctx.db, input, clientIp(req), ctx.notifier);
    res.status(201).json({ success: true, message });
  });

  // One page of the filtered inbox; the whole count in X-Total-Count (the body stays an array).
  router.get("/", requireAdmin, async (req, res) => {
    const query = parseOrThrow(MessageListQuerySchema, req.query);
    const { items, total } = await listMessages(ctx.db, query);
    res.set({ "X-Total-Count": String(total), "X-Page": String(query.page), "X-Page-Size": String(query.pageSize) });
    res.json(items);
  });

  router.get("/export.csv", requireAdmin, async (req, res) => {
    const csv = await exportMessagesCsv(ctx.db, parseOrThrow(MessageFilterSchema, req.query));
    const day = new Date().toISOString().slice(0, 10);
    res.type("text/csv; charset=utf-8").set("Content-Disposition", attachment(`messages-${day}.csv`)).send(csv);
  });

  router.get("/:id", requireAdmin, async (req, res) => {
    res.json(await getMessage(ctx.db, parseId(req.params.id, MESSAGE_NOT_FOUND_MESSAGE)));
  });

  router.patch("/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, MESSAGE_NOT_FOUND_MESSAGE);
    res.json(await updateMessage(ctx.db, id, parseOrThrow(MessageUpdateSchema, req.body), auditActor(req, res)));
  });

  router.delete("/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, MESSAGE_NOT_FOUND_MESSAGE);
    await deleteMessage(ctx.db, id, auditActor(req, res));
    res.json({ success: true, message: "Message deleted" });
  });

  router.post("/:id/resend", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, MESSAGE_NOT_FOUND_MESSAGE);
    const { notification } = parseOrThrow(ResendSchema, req.body ?? {});
    res.status(202).json(await resendMessageNotification(ctx.db, ctx.notifier, id, notification));
  });

  router.get("/:id/invitation.ics", requireAdmin, async (req, res) => {
    const { fileName, ics } = await getInvitationCalendar(ctx.db, parseId(req.params.id, MESSAGE_NOT_FOUND_MESSAGE), ctx.config.siteUrl);
    res.type("text/calendar; charset=utf-8").set("Content-Disposition", attachment(fileName)).send(ics);
  });

  return router;
}

/** Settings › Notifications: what is switched on (from the environment) and the acknowledgement switch. */
export function createNotificationSettingsRouter(ctx: ServerContext): Router {
  const router = Router();
  router.get("/settings", requireAdmin, async (_req, res) => {
    res.json(await readNotificationSettings(ctx.db, ctx.notifier));
  });
  router.put("/settings", requireAdmin, async (req, res) => {
    res.json(await updateNotificationSettings(ctx.db, ctx.contentVersion, ctx.notifier, parseOrThrow(NotificationSettingsUpdateSchema, req.body), auditActor(req, res)));
  });
  // Settings › E-mail (issue 30, ADR 048): the SMTP server set from the admin; the password is never sent back.
  router.get("/mail", requireAdmin, async (_req, res) => {
    res.set("Cache-Control", NO_STORE_CACHE_CONTROL);
    res.json(await readMailSettings(ctx.notifier));
  });
  router.put("/mail", requireAdmin, async (req, res) => {
    res.set("Cache-Control", NO_STORE_CACHE_CONTROL);
    res.json(await updateMailSettings(ctx.db, ctx.contentVersion, ctx.notifier, parseOrThrow(MailSettingsUpdateSchema, req.body), auditActor(req, res)));
  });
  router.post("/mail/test", requireAdmin, async (req, res) => {
    res.set("Cache-Control", NO_STORE_CACHE_CONTROL);
    res.json(await sendTestMail(ctx.db, ctx.notifier, auditActor(req, res)));
  });
  return router;
}

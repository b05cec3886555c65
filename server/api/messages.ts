import { Router } from "express";
import { parseOrThrow } from "#app/lib/validation.ts";
import { createMessageInputSchema } from "#app/modules/contact/message.schema.ts";
import { MessageFilterSchema, MessageUpdateSchema } from "#app/modules/contact/message-admin.schema.ts";
import {
  deleteMessage,
  listMessages,
  MESSAGE_NOT_FOUND_MESSAGE,
  submitMessage,
  updateMessage,
} from "#app/modules/contact/messages.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { audit } from "./audit.ts";
import { clientIp } from "./client-ip.ts";
import { parseId } from "./params.ts";
import { requireAdmin } from "./session.ts";

function languageOf(body: unknown): "en" | "pt" {
  return typeof body === "object" && body !== null && (body as { language?: unknown }).language === "pt" ? "pt" : "en";
}

export function createMessagesRouter(ctx: ServerContext): Router {
  const router = Router();

  router.post("/", async (req, res) => {
    const input = parseOrThrow(createMessageInputSchema(languageOf(req.body)), req.body);
    const { message } = await submitMessage(ctx.db, input, clientIp(req));
    res.status(201).json({ success: true, message });
  });

  router.get("/", requireAdmin, async (req, res) => {
    res.set("Cache-Control", "no-store");
    res.json(await listMessages(ctx.db, parseOrThrow(MessageFilterSchema, req.query)));
  });

  router.patch("/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, MESSAGE_NOT_FOUND_MESSAGE);
    res.json(await updateMessage(ctx.db, id, parseOrThrow(MessageUpdateSchema, req.body)));
  });

  router.delete("/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, MESSAGE_NOT_FOUND_MESSAGE);
    await deleteMessage(ctx.db, id);
    await audit(ctx, req, res, { action: "message.deleted", target: { type: "message", id } });
    res.json({ success: true, message: "Message deleted" });
  });

  return router;
}

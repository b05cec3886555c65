import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/lib/app-error.ts";
import { nowIso } from "#app/lib/time.ts";
import { consumeRateLimit, type RateLimit } from "#app/modules/rate-limits/rate-limits.service.server.ts";
import type { Message } from "./message.ts";
import type { MessageFilter, MessageUpdate } from "./message-admin.schema.ts";
import type { MessageInput } from "./message.schema.ts";
import { deleteMessageRow, insertMessage, listMessageRows, updateMessageRow } from "./messages.repository.server.ts";

export const MESSAGE_LIMIT_PER_IP: RateLimit = { limit: 5, windowMs: 10 * 60 * 1000 };
export const MESSAGE_NOT_FOUND_MESSAGE = "Message not found";

const SUCCESS = {
  contact: { en: "Message sent successfully!", pt: "Mensagem enviada com sucesso!" },
  speaking: { en: "Request sent successfully!", pt: "Solicitação enviada com sucesso!" },
} as const;

const TOO_MANY = {
  en: "You have sent several messages in a short time. Please wait a few minutes and try again, or write by e-mail.",
  pt: "Você enviou várias mensagens em pouco tempo. Aguarde alguns minutos e tente novamente, ou escreva por e-mail.",
} as const;

export interface SubmitResult {
  message: string;
  stored: Message | null;
}

/** Stores a visitor's message. A filled honeypot is answered as a success and dropped (bots only). */
export async function submitMessage(db: Kysely<Database>, input: MessageInput, ip: string): Promise<SubmitResult> {
  const successText = SUCCESS[input.kind][input.language];
  if (input.website && input.website.trim() !== "") return { message: successText, stored: null };
  await consumeRateLimit(db, `message:ip:${ip}`, MESSAGE_LIMIT_PER_IP, TOO_MANY[input.language]);
  const stored = await insertMessage(db, {
    kind: input.kind,
    name: input.name,
    email: input.email,
    event_details: input.eventDetails,
    message: input.message,
    language: input.language,
    status: "new",
    created_at: nowIso(),
  });
  return { message: successText, stored };
}

export function listMessages(db: Kysely<Database>, filter: MessageFilter): Promise<Message[]> {
  return listMessageRows(db, filter);
}

export async function updateMessage(db: Kysely<Database>, id: number, update: MessageUpdate): Promise<Message> {
  const values: { read_at?: string | null; status?: string } = {};
  if (update.read !== undefined) values.read_at = update.read ? nowIso() : null;
  if (update.status !== undefined) values.status = update.status;
  const updated = await updateMessageRow(db, id, values);
  if (!updated) throw new AppError("NOT_FOUND", MESSAGE_NOT_FOUND_MESSAGE);
  return updated;
}

export async function deleteMessage(db: Kysely<Database>, id: number): Promise<void> {
  if (!(await deleteMessageRow(db, id))) throw new AppError("NOT_FOUND", MESSAGE_NOT_FOUND_MESSAGE);
}

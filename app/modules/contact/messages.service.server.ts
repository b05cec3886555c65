import type { Kysely } from "kysely";
import { type AuditActor, recordAuditEvent } from "#app/modules/audit/audit.service.server.ts";
import type { Database } from "#app/db/database.ts";
import type { Language } from "#app/lib/language.ts";
import { AppError } from "#app/lib/app-error.ts";
import { nowIso } from "#app/lib/time.ts";
import type { MessageNotification, NotificationPurpose, NotificationSettings } from "#app/modules/notifications/notification.ts";
import { describeChannels, type Notifier } from "#app/modules/notifications/notifier.server.ts";
import {
  enqueueNotifications,
  listNotificationsForMessages,
  type NewNotification,
  resendNotification,
} from "#app/modules/notifications/outbox.service.server.ts";
import { consumeRateLimit, hitRateLimit, type RateLimit } from "#app/modules/rate-limits/rate-limits.service.server.ts";
import type { ContentVersionTracker } from "#app/modules/settings/content-version.service.server.ts";
import { readFlagSetting, writeFlagSetting } from "#app/modules/settings/settings.service.server.ts";
import { readSiteContent } from "#app/modules/site-content/site-content.service.server.ts";
import { mailboxDomain, mailboxKey } from "./acknowledgement.ts";
import type { Message } from "./message.ts";
import type { MessageFilter, MessageListQuery, MessageUpdate } from "./message-admin.schema.ts";
import { invitationIcsFileName, invitationToIcs } from "./message-calendar.ts";
import { messagesToCsv } from "./message-csv.ts";
import { messageAdminUrl, renderAcknowledgement, renderOwnerNotification, renderWebhookCall } from "./message-notifications.server.ts";
import type { MessageInput } from "./message.schema.ts";
import {
  countMessageRows,
  findOwnerLanguageRow,
  deleteMessageRow,
  findMessageRow,
  insertMessage,
  listMessageRows,
  updateMessageRow,
} from "./messages.repository.server.ts";

export const MESSAGE_LIMIT_PER_IP: RateLimit = { limit: 5, windowMs: 10 * 60 * 1000 };
/**
 * The acknowledgement's limits (issue 22): the form cannot be used to flood a mailbox or to make the
 * owner's sender address a relay. At most one per mailbox per hour (the address as the mailbox sees it:
 * `V.ictim+2@GMail.com` is `victim@gmail.com`, see acknowledgement.ts), ten per recipient domain per hour
 * and thirty in all per hour. A message over a limit is stored and notified to the owner as usual; only
 * its acknowledgement is left out.
 */
export const ACKNOWLEDGEMENT_LIMIT_PER_ADDRESS: RateLimit = { limit: 1, windowMs: 60 * 60 * 1000 };
export const ACKNOWLEDGEMENT_LIMIT_PER_DOMAIN: RateLimit = { limit: 10, windowMs: 60 * 60 * 1000 };
export const ACKNOWLEDGEMENT_LIMIT_TOTAL: RateLimit = { limit: 30, windowMs: 60 * 60 * 1000 };
export const ACKNOWLEDGEMENTS_SETTING = "notifications.acknowledgements";
export const MESSAGE_NOT_FOUND_MESSAGE = "Message not found";
export const EXPORT_ROWS_MAX = 50_000;

const SUCCESS = {
  contact: { en: "Message sent successfully!", pt: "Mensagem enviada com sucesso!" },
  speaking: { en: "Request sent successfully!", pt: "Solicitação enviada com sucesso!" },
} as const;

const TOO_MANY = {
  en: "You have sent several messages in a short time. Please wait a few minutes and try again, or write by e-mail.",
  pt: "Você enviou várias mensagens em pouco tempo. Aguarde alguns minutos e tente novamente, ou escreva por e-mail.",
} as const;

/** A message as the admin sees it: with the state of its outgoing notifications. */
export type AdminMessage = Message & { notifications: MessageNotification[] };

export interface SubmitResult {
  message: string;
  stored: Message | null;
}

type EmailNotifier = Notifier & { email: NonNullable<Notifier["email"]> };
type WebhookNotifier = Notifier & { webhook: NonNullable<Notifier["webhook"]> };
const hasEmail = (notifier: Notifier | undefined): notifier is EmailNotifier => !!notifier?.email;
const hasWebhook = (notifier: Notifier | undefined): notifier is WebhookNotifier => !!notifier?.webhook;

/**
 * Stores a visitor's message and, in the same transaction, its notifications (ADR 016): the owner's
 * e-mail, the sender's acknowledgement (when switched on, within the ACKNOWLEDGEMENT_LIMIT_* above) and the
 * webhook call. A filled honeypot is answered as a success and dropped (bots only).
 */
/** The owner's name as the site shows it in that language (the acknowledgement is signed with it). */
async function ownerNameIn(db: Kysely<Database>, language: Language): Promise<string> {
  return (await readSiteContent(db, language)).content.name;
}

/** The owner's notifications are written in her admin language (issue 26): the first admin's choice, English until she makes one. */
async function ownerLanguage(db: Kysely<Database>): Promise<"en" | "pt"> {
  return (await findOwnerLanguageRow(db)) === "pt" ? "pt" : "en";
}

export async function submitMessage(db: Kysely<Database>, input: MessageInput, ip: string, notifier?: Notifier): Promise<SubmitResult> {
  const successText = SUCCESS[input.kind][input.language];
  if (input.website && input.website.trim() !== "") return { message: successText, stored: null };
  await consumeRateLimit(db, `message:ip:${ip}`, MESSAGE_LIMIT_PER_IP, TOO_MANY[input.language]);
  const stored = await db.transaction().execute(async (trx) => {
    const message = await insertMessage(trx, {
      kind: input.kind,
      name: input.name,
      email: input.email,
      event_details: input.eventDetails,
      message: input.message,
      language: input.language,
      status: "new",
      created_at: nowIso(),
      event_name: input.eventName,
      event_date: input.eventDate,
      event_city: input.eventCity,
      event_country: input.eventCountry,
      event_format: input.eventFormat,
      audience_size: input.audienceSize,
      talk_language: input.talkLanguage,
      budget: input.budget,
      decision_deadline: input.decisionDeadline,
      source_page: input.sourcePage,
      landing_referrer: input.landingReferrer,
      utm_source: input.utmSource,
      utm_medium: input.utmMedium,
      utm_campaign: input.utmCampaign,
      utm_term: input.utmTerm,
      utm_content: input.utmContent,
    });
    const notifications: NewNotification[] = [];
    if (hasEmail(notifier)) {
      notifications.push(renderOwnerNotification(message, notifier, 1, await ownerLanguage(trx)));
      if (await shouldAcknowledge(trx, message)) notifications.push(renderAcknowledgement(message, notifier, await ownerNameIn(trx, message.language)));
    }
    if (hasWebhook(notifier)) notifications.push(renderWebhookCall(message, notifier));
    if (notifier) await enqueueNotifications(trx, notifications, notifier.retryWindowMs);
    return message;
  });
  notifier?.wake();
  return { message: successText, stored };
}

async function shouldAcknowledge(db: Kysely<Database>, message: Message): Promise<boolean> {
  if (!(await readFlagSetting(db, ACKNOWLEDGEMENTS_SETTING, true))) return false;
  const limits: [string, RateLimit][] = [
    [`ack:email:${mailboxKey(message.email)}`, ACKNOWLEDGEMENT_LIMIT_PER_ADDRESS],
    [`ack:domain:${mailboxDomain(message.email)}`, ACKNOWLEDGEMENT_LIMIT_PER_DOMAIN],
    ["ack:total", ACKNOWLEDGEMENT_LIMIT_TOTAL],
  ];
  // In order, stopping at the first refusal: a refused address uses up nothing of its domain's or the total.
  for (const [key, rule] of limits) {
    if ((await hitRateLimit(db, key, rule)) !== undefined) return false;
  }
  return true;
}

async function withNotifications(db: Kysely<Database>, messages: Message[]): Promise<AdminMessage[]> {
  const byMessage = await listNotificationsForMessages(
    db,
    messages.map((message) => message.id),
  );
  return messages.map((message) => ({ ...message, notifications: byMessage.get(message.id) ?? [] }));
}

/** One page of the filtered inbox, newest first, and how many messages match in all. */
export async function listMessages(db: Kysely<Database>, query: MessageListQuery): Promise<{ items: AdminMessage[]; total: number }> {
  const { page, pageSize, ...filter } = query;
  const [total, messages] = await Promise.all([
    countMessageRows(db, filter),
    listMessageRows(db, filter, { offset: (page - 1) * pageSize, limit: pageSize }),
  ]);
  return { items: await withNotifications(db, messages), total };
}

export async function getMessage(db: Kysely<Database>, id: number): Promise<AdminMessage> {
  const message = await findMessageRow(db, id);
  if (!message) throw new AppError("NOT_FOUND", MESSAGE_NOT_FOUND_MESSAGE);
  return (await withNotifications(db, [message]))[0] ?? { ...message, notifications: [] };
}

/** Marks a message read or unread, or changes its status; audited in the same transaction. */
export async function updateMessage(db: Kysely<Database>, id: number, update: MessageUpdate, actor: AuditActor = {}): Promise<AdminMessage> {
  const values: { read_at?: string | null; status?: string } = {};
  if (update.read !== undefined) values.read_at = update.read ? nowIso() : null;
  if (update.status !== undefined) values.status = update.status;
  const updated = await db.transaction().execute(async (trx) => {
    const row = await updateMessageRow(trx, id, values);
    if (!row) throw new AppError("NOT_FOUND", MESSAGE_NOT_FOUND_MESSAGE);
    await recordAuditEvent(trx, actor, { action: "message.updated", target: { type: "message", id }, details: update });
    return row;
  });
  return (await withNotifications(db, [updated]))[0] ?? { ...updated, notifications: [] };
}

export async function deleteMessage(db: Kysely<Database>, id: number, actor: AuditActor = {}): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await deleteMessageRow(trx, id))) throw new AppError("NOT_FOUND", MESSAGE_NOT_FOUND_MESSAGE);
    await recordAuditEvent(trx, actor, { action: "message.deleted", target: { type: "message", id } });
  });
}

/** The filtered inbox as CSV (every matching message, newest first). */
export async function exportMessagesCsv(db: Kysely<Database>, filter: MessageFilter): Promise<string> {
  const messages = await listMessageRows(db, filter, { offset: 0, limit: EXPORT_ROWS_MAX });
  return messagesToCsv(await withNotifications(db, messages));
}

/** An accepted invitation with an event date as a calendar file for the owner. */
export async function getInvitationCalendar(db: Kysely<Database>, id: number, siteUrl: string): Promise<{ fileName: string; ics: string }> {
  const message = await findMessageRow(db, id);
  if (!message) throw new AppError("NOT_FOUND", MESSAGE_NOT_FOUND_MESSAGE);
  if (message.kind !== "speaking" || message.status !== "accepted") {
    throw new AppError("CONFLICT", "Only an accepted speaking invitation has a calendar file");
  }
  const eventDate = message.eventDate;
  if (!eventDate) throw new AppError("CONFLICT", "This invitation has no event date");
  const dated = { ...message, eventDate };
  return { fileName: invitationIcsFileName(dated), ics: invitationToIcs(dated, { siteUrl, adminUrl: messageAdminUrl(siteUrl, id) }) };
}

const CHANNEL_OFF: Record<NotificationPurpose, string> = {
  owner: "E-mail notifications are off: set SMTP_URL, MAIL_FROM and OWNER_EMAIL (see the README)",
  acknowledgement: "E-mail notifications are off: set SMTP_URL, MAIL_FROM and OWNER_EMAIL (see the README)",
  webhook: "The webhook is off: set NOTIFY_WEBHOOK_URL and NOTIFY_WEBHOOK_SECRET (see the README)",
  account: "E-mail is off: set SMTP_URL, MAIL_FROM and OWNER_EMAIL (see the README)",
  newsletter: "E-mail is off: set SMTP_URL, MAIL_FROM and OWNER_EMAIL (see the README)",
};

/** The owner's "Resend" of one notification of a message (a new attempt now, or a new copy once sent). */
export async function resendMessageNotification(
  db: Kysely<Database>,
  notifier: Notifier | undefined,
  id: number,
  purpose: NotificationPurpose,
): Promise<MessageNotification> {
  const message = await findMessageRow(db, id);
  if (!message) throw new AppError("NOT_FOUND", MESSAGE_NOT_FOUND_MESSAGE);
  let render: (sequence: number) => NewNotification;
  if (purpose === "webhook") {
    if (!hasWebhook(notifier)) throw new AppError("CONFLICT", CHANNEL_OFF.webhook);
    render = (sequence) => renderWebhookCall(message, notifier, sequence);
  } else {
    if (!hasEmail(notifier)) throw new AppError("CONFLICT", CHANNEL_OFF[purpose]);
    const owner = await ownerNameIn(db, message.language);
    const language = await ownerLanguage(db);
    render = (sequence) =>
      purpose === "owner" ? renderOwnerNotification(message, notifier, sequence, language) : renderAcknowledgement(message, notifier, owner, sequence);
  }
  const notification = await resendNotification(db, id, purpose, notifier.retryWindowMs, render);
  notifier.wake();
  return notification;
}

export async function readNotificationSettings(db: Kysely<Database>, notifier: Notifier | undefined): Promise<NotificationSettings> {
  return describeChannels(notifier, await readFlagSetting(db, ACKNOWLEDGEMENTS_SETTING, true));
}

/**
 * Saves the acknowledgement switch with a new content version (issue 27): the privacy notice, a cached
 * page that states whether acknowledgements are sent, changes at once on every instance.
 */
export async function updateNotificationSettings(
  db: Kysely<Database>,
  contentVersion: ContentVersionTracker,
  notifier: Notifier | undefined,
  update: { acknowledgements: boolean },
  actor: AuditActor = {},
): Promise<NotificationSettings> {
  await contentVersion.commit(db, async (trx) => {
    await writeFlagSetting(trx, ACKNOWLEDGEMENTS_SETTING, update.acknowledgements);
    await recordAuditEvent(trx, actor, { action: "settings.notifications_updated", target: { type: "setting", id: ACKNOWLEDGEMENTS_SETTING }, details: update });
  });
  return readNotificationSettings(db, notifier);
}

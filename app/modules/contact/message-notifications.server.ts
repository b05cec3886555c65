import { escapeXml } from "#app/lib/xml.ts";
import type { NotificationPurpose } from "#app/modules/notifications/notification.ts";
import type { Notifier } from "#app/modules/notifications/notifier.server.ts";
import type { EmailPayload, NewNotification } from "#app/modules/notifications/outbox.service.server.ts";
import { greetingName } from "./acknowledgement.ts";
import { EVENT_FORMAT_LABELS, type Message, TALK_LANGUAGE_LABELS } from "./message.ts";

/**
 * What a message sends (ADR 016): the owner's notification (English, like the admin), the sender's
 * acknowledgement (in the form's language) and the webhook's JSON. Rendered when the message is stored,
 * so that retries send the same bytes.
 */

type Lang = "en" | "pt";

const LABELS = {
  en: {
    name: "Name",
    email: "E-mail",
    eventName: "Event",
    eventDate: "Date",
    place: "City and country",
    eventFormat: "Format",
    audienceSize: "Expected audience",
    talkLanguage: "Talk language",
    budget: "Fee or budget",
    decisionDeadline: "Decision needed by",
    eventDetails: "Event details",
    message: "Message",
    people: "people",
  },
  pt: {
    name: "Nome",
    email: "E-mail",
    eventName: "Evento",
    eventDate: "Data",
    place: "Cidade e país",
    eventFormat: "Formato",
    audienceSize: "Público esperado",
    talkLanguage: "Idioma da palestra",
    budget: "Cachê ou orçamento",
    decisionDeadline: "Decisão até",
    eventDetails: "Detalhes do evento",
    message: "Mensagem",
    people: "pessoas",
  },
} as const;

const ACK = {
  en: {
    subject: { contact: "We received your message", speaking: "We received your speaking invitation" },
    hello: (name: string) => (name ? `Hello ${name},` : "Hello,"),
    thanks: (owner: string, kind: Message["kind"]) =>
      `Thank you for your ${kind === "speaking" ? "speaking invitation" : "message"}. It has reached ${owner}, who reads every message personally.`,
    promise: "You will receive a reply within 24-48 hours.",
    notYou: "If you did not send this, you can ignore this e-mail.",
  },
  pt: {
    subject: { contact: "Recebemos sua mensagem", speaking: "Recebemos seu convite para palestra" },
    hello: (name: string) => (name ? `Olá, ${name},` : "Olá,"),
    thanks: (owner: string, kind: Message["kind"]) =>
      `Obrigado pelo seu ${kind === "speaking" ? "convite para palestra" : "contato"}. Ele chegou a ${owner}, que lê pessoalmente cada mensagem.`,
    promise: "Você receberá uma resposta em até 48 horas.",
    notYou: "Se não foi você quem enviou, ignore este e-mail.",
  },
} as const;

/** The message in the admin: the inbox opens on it. */
export function messageAdminUrl(siteUrl: string, messageId: number): string {
  return `${siteUrl}/admin?tab=inbox&message=${messageId}`;
}

/** Stable for one message and purpose across retries and restarts, unique across installations. */
export function notificationKey(message: Message, purpose: NotificationPurpose, sequence = 1): string {
  return `message-${message.id}-${Date.parse(message.createdAt)}.${purpose}${sequence > 1 ? `.${sequence}` : ""}`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Visitor text bound for a mail header (Subject, a display name): one line, no control characters. */
function headerText(text: string): string {
  return oneLine(text.replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, " "));
}

/** Label/value pairs of every field the sender filled in, in `lang`. */
function fieldsOf(message: Message, lang: Lang, options: { contact: boolean }): [string, string][] {
  const l = LABELS[lang];
  const rows: [string, string | null][] = [];
  if (options.contact) rows.push([l.name, message.name], [l.email, message.email]);
  const place = [message.eventCity, message.eventCountry].filter(Boolean).join(", ");
  rows.push(
    [l.eventName, message.eventName],
    [l.eventDate, message.eventDate],
    [l.place, place || null],
    [l.eventFormat, message.eventFormat ? EVENT_FORMAT_LABELS[lang][message.eventFormat] : null],
    [l.audienceSize, message.audienceSize ? `${message.audienceSize.toLocaleString(lang === "pt" ? "pt-BR" : "en-US")} ${l.people}` : null],
    [l.talkLanguage, message.talkLanguage ? TALK_LANGUAGE_LABELS[lang][message.talkLanguage] : null],
    [l.budget, message.budget],
    [l.decisionDeadline, message.decisionDeadline],
  );
  return rows.filter((row): row is [string, string] => !!row[1]);
}

/**
 * Visitor text in the one line chat tools show (`text`, `content`): without the marks Slack and Discord
 * read as links, mentions or formatting (`<url|text>`, `[text](url)`, `@everyone`, `*`, `_`, `~`, `` ` ``).
 * The JSON's `message` keeps everything as sent.
 */
function chatText(text: string): string {
  return headerText(text.replace(/[<>[\]*_~`|@\\]/g, " "));
}

/** "page /articles/x · referrer https://... · utm_source=newsletter" or null. */
export function describeAttribution(message: Message): string | null {
  const parts: string[] = [];
  if (message.sourcePage) parts.push(`page ${message.sourcePage}`);
  if (message.landingReferrer) parts.push(`referrer ${message.landingReferrer}`);
  const utm = (
    [
      ["utm_source", message.utmSource],
      ["utm_medium", message.utmMedium],
      ["utm_campaign", message.utmCampaign],
      ["utm_term", message.utmTerm],
      ["utm_content", message.utmContent],
    ] as const
  ).filter(([, value]) => value);
  for (const [key, value] of utm) parts.push(`${key}=${value}`);
  return parts.length > 0 ? parts.join(" · ") : null;
}

function htmlRows(rows: [string, string][]): string {
  return rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#555;font-weight:600;white-space:nowrap">${escapeXml(label)}</th>` +
        `<td style="padding:4px 0">${escapeXml(value)}</td></tr>`,
    )
    .join("");
}

function htmlBlock(label: string, text: string): string {
  return `<p style="margin:16px 0 4px;color:#555;font-weight:600">${escapeXml(label)}</p><div style="white-space:pre-wrap;border-left:3px solid #d4a017;padding:4px 12px">${escapeXml(text)}</div>`;
}

function htmlPage(lang: Lang, inner: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111">${inner}</body></html>`;
}

function hostOf(siteUrl: string): string {
  return new URL(siteUrl).hostname;
}

/** The owner's e-mail: every field, a link to the message in the admin, and Reply-To the sender. */
/** The owner's notification in her admin language (issue 26). */
const OWNER_MAIL = {
  en: {
    subject: (kind: Message["kind"], name: string) => `New ${kind === "speaking" ? "speaking invitation" : "message"} from ${name}`,
    intro: (kind: Message["kind"], received: string, form: Lang) =>
      `A new ${kind === "speaking" ? "speaking invitation" : "message"} arrived on ${received} through the ${form === "pt" ? "Portuguese" : "English"} form.`,
    eventDetails: "Event details",
    message: "Message",
    cameFrom: "Came from",
    open: "Open it in the admin",
    reply: (name: string) => `Reply to this e-mail to answer ${name} directly.`,
  },
  pt: {
    subject: (kind: Message["kind"], name: string) => `${kind === "speaking" ? "Novo convite para palestra" : "Nova mensagem"} de ${name}`,
    intro: (kind: Message["kind"], received: string, form: Lang) =>
      `${kind === "speaking" ? "Um novo convite para palestra chegou" : "Uma nova mensagem chegou"} em ${received} pelo formulário em ${form === "pt" ? "português" : "inglês"}.`,
    eventDetails: "Detalhes do evento",
    message: "Mensagem",
    cameFrom: "Veio de",
    open: "Abrir na área administrativa",
    reply: (name: string) => `Responda a este e-mail para falar diretamente com ${name}.`,
  },
} as const;

export function renderOwnerNotification(
  message: Message,
  notifier: Notifier & { email: NonNullable<Notifier["email"]> },
  sequence = 1,
  ownerLanguage: Lang = "en",
): NewNotification {
  const t = OWNER_MAIL[ownerLanguage];
  const subject = headerText(
    t.subject(message.kind, message.name) + (message.eventName ? `: ${message.eventName}` : "") + (message.eventDate ? ` (${message.eventDate})` : ""),
  );
  const adminUrl = messageAdminUrl(notifier.siteUrl, message.id);
  const rows = fieldsOf(message, ownerLanguage, { contact: true });
  const attribution = describeAttribution(message);
  const received = `${message.createdAt.slice(0, 16).replace("T", " ")} UTC`;
  const intro = t.intro(message.kind, received, message.language === "pt" ? "pt" : "en");

  const text = [
    intro,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(message.eventDetails ? ["", `${t.eventDetails}:`, message.eventDetails] : []),
    "",
    `${t.message}:`,
    message.message,
    "",
    ...(attribution ? [`${t.cameFrom}: ${attribution}`, ""] : []),
    `${t.open}: ${adminUrl}`,
    t.reply(message.name),
  ].join("\n");
  const html = htmlPage(
    ownerLanguage,
    `<p>${escapeXml(intro)}</p><table style="border-collapse:collapse">${htmlRows(rows)}</table>` +
      (message.eventDetails ? htmlBlock(t.eventDetails, message.eventDetails) : "") +
      htmlBlock(t.message, message.message) +
      (attribution ? `<p style="margin-top:16px;color:#555">${t.cameFrom}: ${escapeXml(attribution)}</p>` : "") +
      `<p style="margin-top:20px"><a href="${escapeXml(adminUrl)}">${t.open}</a></p>` +
      `<p style="color:#555">${escapeXml(t.reply(message.name))}</p>`,
  );
  const dedupeKey = notificationKey(message, "owner", sequence);
  const payload: EmailPayload = {
    to: notifier.email.ownerEmail,
    // An address object, never a string built from the name: Nodemailer would read commas and
    // parentheses in a name as address syntax (issue 22: "Alice attacker@evil.test (" hijacked Reply-To).
    replyTo: { name: headerText(message.name), address: message.email },
    subject,
    text,
    html,
    messageId: `${dedupeKey}@${hostOf(notifier.siteUrl)}`,
    headers: { "X-Site-Message-Id": String(message.id) },
  };
  return { messageId: message.id, purpose: "owner", recipient: notifier.email.ownerEmail, dedupeKey, payload };
}

/**
 * The sender's acknowledgement, in the form's language: thanks and the reply promise. It never quotes
 * what the sender wrote and greets by at most a short, plain name (acknowledgement.ts): whoever types
 * someone else's address cannot make the owner's mail carry their text (issue 22).
 */
export function renderAcknowledgement(
  message: Message,
  notifier: Notifier & { email: NonNullable<Notifier["email"]> },
  owner: string,
  sequence = 1,
): NewNotification {
  const lang = message.language;
  const t = ACK[lang];
  const hello = t.hello(greetingName(message.name));
  const text = [hello, "", t.thanks(owner, message.kind), t.promise, "", t.notYou, "", owner, notifier.siteUrl].join("\n");
  const html = htmlPage(
    lang,
    `<p>${escapeXml(hello)}</p><p>${escapeXml(t.thanks(owner, message.kind))} <strong>${escapeXml(t.promise)}</strong></p>` +
      `<p style="color:#555">${escapeXml(t.notYou)}</p>` +
      `<p>${escapeXml(owner)}<br><a href="${escapeXml(notifier.siteUrl)}">${escapeXml(notifier.siteUrl)}</a></p>`,
  );
  const dedupeKey = notificationKey(message, "acknowledgement", sequence);
  const payload: EmailPayload = {
    to: message.email,
    replyTo: { name: "", address: notifier.email.ownerEmail },
    subject: t.subject[message.kind],
    text,
    html,
    messageId: `${dedupeKey}@${hostOf(notifier.siteUrl)}`,
    // RFC 3834: an automatic message; auto-responders must not answer it.
    headers: { "Auto-Submitted": "auto-generated", "X-Auto-Response-Suppress": "All" },
  };
  return { messageId: message.id, purpose: "acknowledgement", recipient: message.email, dedupeKey, payload };
}

/** The webhook's JSON: the whole message, a link, and a one-line `text`/`content` that chat tools show as is. */
export function renderWebhookCall(message: Message, notifier: Notifier & { webhook: NonNullable<Notifier["webhook"]> }, sequence = 1): NewNotification {
  const dedupeKey = notificationKey(message, "webhook", sequence);
  const adminUrl = messageAdminUrl(notifier.siteUrl, message.id);
  const summary = oneLine(
    `New ${message.kind === "speaking" ? "speaking invitation" : "message"} from ${chatText(message.name)}` +
      (message.eventName ? `: ${chatText(message.eventName)}` : "") +
      (message.eventDate ? ` (${message.eventDate})` : ""),
  );
  const body = JSON.stringify({
    event: "message.received",
    id: dedupeKey,
    text: `${summary} ${adminUrl}`,
    content: `${summary} ${adminUrl}`,
    adminUrl,
    message,
  });
  return { messageId: message.id, purpose: "webhook", recipient: notifier.webhook.host, dedupeKey, payload: { body } };
}

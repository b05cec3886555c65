import type { MessageNotification } from "#app/modules/notifications/notification.ts";
import { EVENT_FORMAT_LABELS, type Message, TALK_LANGUAGE_LABELS } from "./message.ts";

type Row = Message & { notifications?: MessageNotification[] };

const COLUMNS: [string, (message: Row) => string | number | boolean | null][] = [
  ["id", (m) => m.id],
  ["received", (m) => m.createdAt],
  ["kind", (m) => m.kind],
  ["status", (m) => (m.kind === "speaking" ? m.status : "")],
  ["read", (m) => m.read],
  ["form language", (m) => m.language],
  ["name", (m) => m.name],
  ["email", (m) => m.email],
  ["event name", (m) => m.eventName],
  ["event date", (m) => m.eventDate],
  ["city", (m) => m.eventCity],
  ["country", (m) => m.eventCountry],
  ["format", (m) => (m.eventFormat ? EVENT_FORMAT_LABELS.en[m.eventFormat] : null)],
  ["audience size", (m) => m.audienceSize],
  ["talk language", (m) => (m.talkLanguage ? TALK_LANGUAGE_LABELS.en[m.talkLanguage] : null)],
  ["fee or budget", (m) => m.budget],
  ["decision deadline", (m) => m.decisionDeadline],
  ["event details", (m) => m.eventDetails],
  ["message", (m) => m.message],
  ["source page", (m) => m.sourcePage],
  ["landing referrer", (m) => m.landingReferrer],
  ["utm_source", (m) => m.utmSource],
  ["utm_medium", (m) => m.utmMedium],
  ["utm_campaign", (m) => m.utmCampaign],
  ["utm_term", (m) => m.utmTerm],
  ["utm_content", (m) => m.utmContent],
  ["owner notification", (m) => m.notifications?.filter((n) => n.purpose === "owner").at(-1)?.status ?? null],
];

/**
 * One CSV cell (RFC 4180): quoted when needed. A text starting with = + - @ or a tab/CR is prefixed with
 * an apostrophe, so that a spreadsheet shows it instead of running it as a formula (CSV injection).
 */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The inbox as CSV: a header row, one row per message, CRLF line ends, UTF-8 with a BOM (spreadsheets read accents). */
export function messagesToCsv(messages: Row[]): string {
  const lines = [COLUMNS.map(([header]) => csvCell(header)).join(",")];
  for (const message of messages) lines.push(COLUMNS.map(([, read]) => csvCell(read(message))).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

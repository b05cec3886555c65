import { stringify } from "csv-stringify/sync";
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

/** A cell, or a piece of one, that a spreadsheet would run as a formula (CSV injection). */
const FORMULA_START = /^ *[=+\-@\t\r]/;

/**
 * Defuses formulas in a text cell by putting an apostrophe (which spreadsheets show as "text follows")
 * before each formula start: at the start of the cell, and at the start of every piece after a `,`,
 * `;`, tab or line break. A reader that splits fields on `;` (Excel in pt-BR) or ignores quotes then
 * sees no piece starting with = + - @ tab or CR either (issue 22): `Joe;=cmd` is written `Joe;'=cmd`.
 */
export function defuseFormulas(text: string): string {
  const pieces = text.replace(/([,;\t\r\n])( *)(?=[=+\-@\t\r])/g, "$1$2'");
  return FORMULA_START.test(pieces) ? `'${pieces}` : pieces;
}

/**
 * The inbox as CSV (RFC 4180, written by csv-stringify): a header row, one row per message, CRLF line
 * ends, UTF-8 with a BOM (spreadsheets read accents). Text is defused (above) and quoted when it holds
 * a comma, a semicolon, a quote, a line break or surrounding spaces; numbers and booleans stay as they are.
 */
export function messagesToCsv(messages: Row[]): string {
  return stringify(
    messages.map((message) => COLUMNS.map(([, read]) => read(message))),
    {
      header: true,
      columns: COLUMNS.map(([header]) => header),
      bom: true,
      record_delimiter: "windows",
      // csv-stringify quotes only the record delimiter itself (CRLF): a lone CR or LF must be quoted too.
      quoted_match: [/[;\r\n]/, /^\s|\s$/],
      cast: { string: defuseFormulas, boolean: (value) => String(value) },
    },
  );
}

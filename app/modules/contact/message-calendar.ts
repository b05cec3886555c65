import { EVENT_FORMAT_LABELS, type Message } from "./message.ts";

/** Escapes a TEXT value of RFC 5545 (backslash, semicolon, comma, new lines). */
function icsText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

const ENCODER = new TextEncoder();

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = ENCODER.encode(char).length;
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function basicDate(iso: string): string {
  return iso.replaceAll("-", "");
}

function nextDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function stamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/**
 * An all-day calendar event (iCalendar, RFC 5545) for an accepted invitation with an event date: the
 * event's name, place, format, the organiser's contact, the details and a link to the message.
 */
export function invitationToIcs(message: Message & { eventDate: string }, options: { siteUrl: string; adminUrl: string; now?: Date }): string {
  const title = message.eventName ? `Talk: ${message.eventName}` : `Talk for ${message.name}`;
  const place = [message.eventCity, message.eventCountry].filter(Boolean).join(", ");
  const location = message.eventFormat === "online" ? "Online" : place;
  const description = [
    `Organiser: ${message.name} <${message.email}>`,
    message.eventFormat ? `Format: ${EVENT_FORMAT_LABELS.en[message.eventFormat]}` : null,
    message.audienceSize ? `Expected audience: ${message.audienceSize}` : null,
    message.budget ? `Fee or budget: ${message.budget}` : null,
    "",
    message.eventDetails,
    "",
    message.message,
    "",
    `In the admin: ${options.adminUrl}`,
  ]
    .filter((line) => line !== null)
    .join("\n");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//executive-site//inbox//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:message-${message.id}-${Date.parse(message.createdAt)}@${new URL(options.siteUrl).hostname}`,
    `DTSTAMP:${stamp(options.now ?? new Date())}`,
    `DTSTART;VALUE=DATE:${basicDate(message.eventDate)}`,
    `DTEND;VALUE=DATE:${basicDate(nextDay(message.eventDate))}`,
    `SUMMARY:${icsText(title)}`,
    ...(location ? [`LOCATION:${icsText(location)}`] : []),
    `DESCRIPTION:${icsText(description)}`,
    `URL:${options.adminUrl}`,
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** A file name for the download: `talk-ai-summit-2026-03-12.ics`. */
export function invitationIcsFileName(message: Message & { eventDate: string }): string {
  const slug = (message.eventName ?? message.name)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 50)
    .replace(/^-+|-+$/g, "");
  return `talk-${slug || "invitation"}-${message.eventDate}.ics`;
}

import { basicDate, fileSlug, icsFile, icsText, nextDay, stamp } from "#app/lib/icalendar.ts";
import { EVENT_FORMAT_LABELS, type Message } from "./message.ts";

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
  return icsFile(lines);
}

/** A file name for the download: `talk-ai-summit-2026-03-12.ics`. */
export function invitationIcsFileName(message: Message & { eventDate: string }): string {
  const slug = fileSlug(message.eventName ?? message.name);
  return `talk-${slug || "invitation"}-${message.eventDate}.ics`;
}

import { allDayEventIcs, fileSlug } from "#app/lib/icalendar.ts";
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
  return allDayEventIcs({
    product: "inbox",
    uid: `message-${message.id}-${Date.parse(message.createdAt)}@${new URL(options.siteUrl).hostname}`,
    stamp: options.now ?? new Date(),
    date: message.eventDate,
    summary: title,
    location,
    description,
    url: options.adminUrl,
    transparent: false,
  });
}

/** A file name for the download: `talk-ai-summit-2026-03-12.ics`. */
export function invitationIcsFileName(message: Message & { eventDate: string }): string {
  const slug = fileSlug(message.eventName ?? message.name);
  return `talk-${slug || "invitation"}-${message.eventDate}.ics`;
}

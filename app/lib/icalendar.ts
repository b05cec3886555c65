import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from "ical-generator";

/**
 * iCalendar (RFC 5545) files: the inbox's invitations and the public talks' calendar files. Written by
 * ical-generator, which escapes TEXT values (backslash, `;`, `,`, CR, LF: a lone CR cannot start a new
 * property, issue 22) and folds lines at 75 octets.
 */

export interface AllDayEvent {
  /** PRODID's product: `-//executive-site//<product>//EN`. */
  product: string;
  uid: string;
  /** DTSTAMP. */
  stamp: Date;
  /** `YYYY-MM-DD`: the event covers that whole day. */
  date: string;
  summary: string;
  location?: string;
  description: string;
  url: string;
  /** TRANSP: a talk in the public's calendar does not block their time; the owner's own talk does. */
  transparent: boolean;
}

/** The day after a `YYYY-MM-DD` day (an all-day event ends the next day, exclusive). */
export function nextDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A calendar file of one all-day event, published (METHOD:PUBLISH), every line ending in CRLF. */
export function allDayEventIcs(event: AllDayEvent): string {
  const calendar = ical({
    prodId: { company: "executive-site", product: event.product, language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    scale: "GREGORIAN",
  });
  calendar.createEvent({
    id: event.uid,
    stamp: event.stamp,
    // All-day dates are written from the UTC day: midnight UTC of the day and of the next.
    start: new Date(`${event.date}T00:00:00Z`),
    end: new Date(`${nextDay(event.date)}T00:00:00Z`),
    allDay: true,
    summary: event.summary,
    location: event.location || null,
    description: event.description,
    url: event.url,
    status: ICalEventStatus.CONFIRMED,
    transparency: event.transparent ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
  });
  // RFC 5545 §3.1 ends every content line, the last one too, with CRLF; ical-generator leaves the last bare.
  return `${calendar.toString()}\r\n`;
}

/** A name for a file: lowercase ASCII words joined by hyphens, at most 50 characters. */
export function fileSlug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 50)
    .replace(/^-+|-+$/g, "");
}

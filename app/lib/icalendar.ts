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

/** An event at a known instant: written in UTC (`DTSTART:20310520T170000Z`), the same instant in every calendar. */
export interface TimedEvent extends Omit<AllDayEvent, "date"> {
  start: Date;
  end: Date;
}

/** A calendar file of one all-day event, published (METHOD:PUBLISH), every line ending in CRLF. */
export function allDayEventIcs(event: AllDayEvent): string {
  // All-day dates are written from the UTC day: midnight UTC of the day and of the next.
  return eventIcs(event, { start: new Date(`${event.date}T00:00:00Z`), end: new Date(`${nextDay(event.date)}T00:00:00Z`), allDay: true });
}

/** A calendar file of one event with a start and an end instant (issue 28: a talk with its time). */
export function timedEventIcs(event: TimedEvent): string {
  return eventIcs(event, { start: event.start, end: event.end, allDay: false });
}

function eventIcs(event: Omit<AllDayEvent, "date">, time: { start: Date; end: Date; allDay: boolean }): string {
  const calendar = ical({
    prodId: { company: "executive-site", product: event.product, language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    scale: "GREGORIAN",
  });
  calendar.createEvent({
    id: event.uid,
    stamp: event.stamp,
    start: time.start,
    end: time.end,
    allDay: time.allDay,
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

import ical, { type VEvent } from "node-ical";

/** The content lines of an iCalendar file, unfolded (RFC 5545 §3.1). */
export function unfoldIcs(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, "").split("\r\n");
}

/** The file's component structure (`BEGIN:VCALENDAR`, `BEGIN:VEVENT`, ...), as a reader would nest it. */
export function icsComponents(ics: string): string[] {
  return unfoldIcs(ics).filter((line) => /^(BEGIN|END):/i.test(line));
}

/** The file's events as node-ical reads them (a real parser, not ours). */
export function icsEvents(ics: string): VEvent[] {
  return Object.values(ical.sync.parseICS(ics)).filter((component): component is VEvent => component?.type === "VEVENT");
}

/** A parsed text value as a string (node-ical gives `{ val, params }` when the property has parameters). */
export function icsText(value: unknown): string {
  if (typeof value === "string") return value;
  return String((value as { val?: unknown } | undefined)?.val ?? "");
}

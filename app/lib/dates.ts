/** Dates are shown in US English long form (spec §9), read in UTC so that server and browser agree. */
const LONG_DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "January 5, 2024", or null when the value is empty or not a date. */
export function formatLongDate(value: string | Date | null | undefined): string | null {
  const date = toDate(value);
  return date ? LONG_DATE.format(date) : null;
}

/** "Jan 5, 2024, 3:04 PM" in the viewer's own time zone (browser-only screens such as the admin inbox). */
export function formatDateTime(value: string | Date | null | undefined, timeZone?: string): string | null {
  const date = toDate(value);
  if (!date) return null;
  return new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).format(date);
}

const LONG_DATE_PT = new Intl.DateTimeFormat("pt-BR", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** "May 12, 2025" in English, "12 de maio de 2025" in Portuguese (dates the site's own content shows). */
export function formatLongDateIn(value: string | Date | null | undefined, language: "en" | "pt"): string | null {
  const date = toDate(value);
  if (!date) return null;
  return language === "pt" ? LONG_DATE_PT.format(date) : LONG_DATE.format(date);
}

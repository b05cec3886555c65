import type { AdminLanguage } from "./admin-dictionary.ts";

const LOCALE: Record<AdminLanguage, string> = { en: "en-US", pt: "pt-BR" };
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date and time for the admin, in the owner's time zone (the browser's unless given):
 * `27/11/2026 14:05` in Portuguese, `11/27/2026, 2:05 PM` in English.
 */
export function formatAdminDateTime(iso: string, language: AdminLanguage, timeZone?: string): string {
  const key = `${language} ${timeZone ?? ""}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE[language], {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: language === "pt" ? "2-digit" : "numeric",
      minute: "2-digit",
      hour12: language === "en",
      timeZone,
    });
    formats.set(key, format);
  }
  if (language === "en") return format.format(new Date(iso));
  // Intl writes "27/11/2026, 14:05"; Brazilian usage (and the issue) has no comma.
  const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const parts = format.formatToParts(new Date(iso));
  return `${part(parts, "day")}/${part(parts, "month")}/${part(parts, "year")} ${part(parts, "hour")}:${part(parts, "minute")}`;
}

/** A date alone: `27/11/2026` / `11/27/2026`. */
export function formatAdminDate(iso: string, language: AdminLanguage, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALE[language], { day: "2-digit", month: "2-digit", year: "numeric", timeZone }).format(new Date(iso));
}

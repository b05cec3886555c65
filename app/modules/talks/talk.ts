import type { Language } from "#app/lib/language.ts";
import { paths } from "#app/lib/paths.ts";

/** A talk the owner gives or gave (issue 13). */
export interface Talk {
  id: number;
  eventName: string;
  title: string;
  /** `YYYY-MM-DD`. */
  date: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. "BR". */
  country: string;
  language: TalkLanguage;
  eventUrl: string | null;
  slidesUrl: string | null;
  videoUrl: string | null;
  /** The page's address: `/talks/{slug}` (issue 28). */
  slug: string;
  /** `HH:MM` in `timeZone`, or null: the talk is an all-day event. */
  startTime: string | null;
  /** IANA time zone of the start time, e.g. "America/Sao_Paulo". */
  timeZone: string;
  durationMinutes: number | null;
  venue: string | null;
  format: TalkFormat;
  audience: string | null;
  /** Plain text, paragraphs separated by blank lines ("" when none). */
  abstract: string;
  /** The Portuguese title and abstract (null: the English ones are shown). */
  pt: { title: string | null; abstract: string | null };
  createdAt: string;
  updatedAt: string;
}

export const TALK_FORMATS = ["in_person", "online", "hybrid"] as const;
export type TalkFormat = (typeof TALK_FORMATS)[number];

/** A talk's length when no duration is given. */
export const DEFAULT_TALK_MINUTES = 60;

export const TALK_LANGUAGES = ["en", "pt", "es"] as const;
export type TalkLanguage = (typeof TALK_LANGUAGES)[number];

/** How many upcoming talks the home page's speaking section lists. */
export const HOME_UPCOMING_TALKS = 3;

/** Today's day (UTC) as `YYYY-MM-DD`: a talk of today is still upcoming. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function isUpcoming(talk: Pick<Talk, "date">, today: string = todayIso()): boolean {
  return talk.date >= today;
}

/** Upcoming talks soonest first, past talks latest first. */
export function splitTalks<T extends Pick<Talk, "date">>(talks: readonly T[], today: string = todayIso()): { upcoming: T[]; past: T[] } {
  const upcoming = talks.filter((t) => isUpcoming(t, today)).sort((a, b) => a.date.localeCompare(b.date));
  const past = talks.filter((t) => !isUpcoming(t, today)).sort((a, b) => b.date.localeCompare(a.date));
  return { upcoming, past };
}

/** "Brazil" / "Brasil" from "BR" (the code itself when the runtime does not know it). */
export function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([language === "pt" ? "pt-BR" : "en"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "English", "português", "Spanish"... named in the page's language. */
export function talkLanguageName(code: TalkLanguage, language: Language): string {
  const names: Record<Language, Record<TalkLanguage, string>> = {
    en: { en: "English", pt: "Portuguese", es: "Spanish" },
    pt: { en: "Inglês", pt: "Português", es: "Espanhol" },
  };
  return names[language][code];
}

/** The talk's calendar file: `/talks/12/calendar.ics` (Portuguese: under /pt). */
export function talkCalendarPath(id: number, language: Language): string {
  return paths.talkCalendar(id, language);
}

/** The talk's page: `/talks/{slug}` (Portuguese: under /pt). */
export function talkPagePath(slug: string, language: Language): string {
  return paths.talk(slug, language);
}

/** The title and abstract in the page's language (the English ones when no Portuguese is given). */
export function talkText(talk: Pick<Talk, "title" | "abstract" | "pt">, language: Language): { title: string; abstract: string; translated: boolean } {
  if (language === "pt") {
    return { title: talk.pt.title || talk.title, abstract: talk.pt.abstract || talk.abstract, translated: Boolean(talk.pt.title) };
  }
  return { title: talk.title, abstract: talk.abstract, translated: true };
}

/** The `lang` of the title shown: the talk's own language for the base title, none for a Portuguese title on a Portuguese page. */
export function talkTitleLang(talk: Pick<Talk, "language" | "pt">, language: Language): string | undefined {
  if (language === "pt" && talk.pt.title) return undefined;
  return talk.language === "pt" ? "pt-BR" : talk.language;
}

/** A URL-safe slug from free text: lowercase ASCII words joined by hyphens, at most 80 characters. */
export function talkSlugOf(text: string): string {
  const slug = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 80)
    .replace(/^-+|-+$/g, "");
  return slug || "talk";
}

/** Whether the runtime knows the IANA time zone (e.g. "America/Sao_Paulo"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Minutes east of UTC of `zone` at the instant `utcMs`. */
function zoneOffsetMinutes(zone: string, utcMs: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

/** The instant of a wall-clock `date` `HH:MM` in `zone` (a time skipped by a clock change moves forward). */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let utc = wall - zoneOffsetMinutes(zone, wall) * 60_000;
  utc = wall - zoneOffsetMinutes(zone, utc) * 60_000;
  return new Date(utc);
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** ISO 8601 with the zone's offset at that instant: "2031-05-20T14:00:00-03:00". */
export function isoWithOffset(instant: Date, zone: string): string {
  const offset = zoneOffsetMinutes(zone, instant.getTime());
  const local = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  return `${local}${offsetText(offset)}`;
}

/** Start and end of a timed talk (null for an all-day one): instants and ISO texts with the offset. */
export function talkSchedule(talk: Pick<Talk, "date" | "startTime" | "timeZone" | "durationMinutes">): { start: Date; end: Date; startIso: string; endIso: string } | null {
  if (!talk.startTime) return null;
  const start = zonedInstant(talk.date, talk.startTime, talk.timeZone);
  const end = new Date(start.getTime() + (talk.durationMinutes ?? DEFAULT_TALK_MINUTES) * 60_000);
  return { start, end, startIso: isoWithOffset(start, talk.timeZone), endIso: isoWithOffset(end, talk.timeZone) };
}

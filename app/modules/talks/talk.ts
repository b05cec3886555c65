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
  createdAt: string;
  updatedAt: string;
}

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

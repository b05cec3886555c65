import { describe, expect, it } from "vitest";
import { countryName, isTimeZone, splitTalks, talkCalendarPath, talkSchedule, talkSlugOf, talkText, zonedInstant } from "./talk.ts";

describe("talks", () => {
  it("lists upcoming talks soonest first (today included) and past talks latest first", () => {
    const talks = [{ date: "2026-01-01" }, { date: "2026-03-01" }, { date: "2026-02-01" }, { date: "2025-12-01" }, { date: "2026-02-10" }];
    const { upcoming, past } = splitTalks(talks, "2026-02-01");
    expect(upcoming.map((t) => t.date)).toEqual(["2026-02-01", "2026-02-10", "2026-03-01"]);
    expect(past.map((t) => t.date)).toEqual(["2026-01-01", "2025-12-01"]);
  });

  it("names the country in the page's language and links the calendar file under the language's path", () => {
    expect(countryName("BR", "en")).toBe("Brazil");
    expect(countryName("BR", "pt")).toBe("Brasil");
    expect(talkCalendarPath(7, "en")).toBe("/talks/7/calendar.ics");
    expect(talkCalendarPath(7, "pt")).toBe("/pt/talks/7/calendar.ics");
  });

  it("reads a wall-clock time in its IANA zone as the right instant, across clock changes (issue 28)", () => {
    expect(zonedInstant("2031-05-20", "14:00", "America/Sao_Paulo").toISOString()).toBe("2031-05-20T17:00:00.000Z");
    expect(zonedInstant("2031-07-01", "09:30", "Europe/Lisbon").toISOString()).toBe("2031-07-01T08:30:00.000Z");
    expect(zonedInstant("2031-01-15", "09:30", "Europe/Lisbon").toISOString()).toBe("2031-01-15T09:30:00.000Z");
    expect(zonedInstant("2031-03-09", "10:00", "America/New_York").toISOString()).toBe("2031-03-09T14:00:00.000Z");
    expect(zonedInstant("2031-03-08", "10:00", "America/New_York").toISOString()).toBe("2031-03-08T15:00:00.000Z");
    expect(zonedInstant("2031-05-20", "14:00", "Asia/Kolkata").toISOString()).toBe("2031-05-20T08:30:00.000Z");
  });

  it("gives a timed talk its start and end with the offset, and an all-day talk none", () => {
    expect(talkSchedule({ date: "2031-05-20", startTime: "14:00", timeZone: "America/Sao_Paulo", durationMinutes: 45 })).toMatchObject({
      startIso: "2031-05-20T14:00:00-03:00",
      endIso: "2031-05-20T14:45:00-03:00",
    });
    expect(talkSchedule({ date: "2031-05-20", startTime: "23:30", timeZone: "Asia/Kolkata", durationMinutes: null })).toMatchObject({
      startIso: "2031-05-20T23:30:00+05:30",
      endIso: "2031-05-21T00:30:00+05:30",
    });
    expect(talkSchedule({ date: "2031-05-20", startTime: null, timeZone: "UTC", durationMinutes: 45 })).toBeNull();
    expect(isTimeZone("America/Sao_Paulo")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });

  it("makes slugs from titles and shows the Portuguese title and abstract on Portuguese pages when given", () => {
    expect(talkSlugOf("Raízes & Algoritmos: IA 2031")).toBe("raizes-algoritmos-ia-2031");
    expect(talkSlugOf("!!!")).toBe("talk");
    const talk = { title: "Roots", abstract: "About roots", pt: { title: "Raízes", abstract: null } };
    expect(talkText(talk, "pt")).toEqual({ title: "Raízes", abstract: "About roots", translated: true });
    expect(talkText(talk, "en")).toEqual({ title: "Roots", abstract: "About roots", translated: true });
  });
});

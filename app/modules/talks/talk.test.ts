import { describe, expect, it } from "vitest";
import { countryName, splitTalks, talkCalendarPath } from "./talk.ts";

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
});

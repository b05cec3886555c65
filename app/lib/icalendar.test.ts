import { describe, expect, it } from "vitest";
import { icsComponents, icsEvents, icsText, unfoldIcs } from "#tests/setup/ics.ts";
import { allDayEventIcs, nextDay } from "./icalendar.ts";

const EVENT = {
  product: "talks",
  uid: "talk-1@caio.example",
  stamp: new Date("2026-11-23T12:00:00Z"),
  date: "2026-12-31",
  summary: "Roots and Algorithms (Lisbon Leadership Summit)",
  location: "Lisboa, Portugal",
  description: "Caio at Lisbon Leadership Summit\nLanguage: English",
  url: "https://summit.example/2026",
  transparent: true,
};

describe("allDayEventIcs", () => {
  it("writes one all-day event ending the next day, every line ending in CRLF and folded at 75 octets", () => {
    const ics = allDayEventIcs({ ...EVENT, summary: `${"Cúpula de IA do Nordeste — edição especial ".repeat(4)}` });
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:-\/\/executive-site\/\/talks\/\/EN\r\n/);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const lines = unfoldIcs(ics);
    expect(lines).toContain("DTSTART;VALUE=DATE:20261231");
    expect(lines).toContain("DTEND;VALUE=DATE:20270101");
    expect(lines).toContain("DTSTAMP:20261123T120000Z");
    expect(lines).toContain("TRANSP:TRANSPARENT");
    expect(lines).toContain("LOCATION:Lisboa\\, Portugal");
    for (const physical of ics.split("\r\n")) expect(new TextEncoder().encode(physical).length).toBeLessThanOrEqual(75);
    expect(ics).not.toContain("\uFFFD");
  });

  it("keeps CR, LF, commas, semicolons and backslashes of admin-entered text inside their value: no new property or component (issue 22)", () => {
    const hostile = {
      summary: "Talk: Conf\rBEGIN:VALARM\rTRIGGER:-PT1M\rACTION:AUDIO\rEND:VALARM",
      location: "Recife\nATTENDEE:mailto:x@evil.test",
      description: "a, b; c \\ d\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Injected",
    };
    const ics = allDayEventIcs({ ...EVENT, ...hostile });
    expect(icsComponents(ics)).toEqual(["BEGIN:VCALENDAR", "BEGIN:VEVENT", "END:VEVENT", "END:VCALENDAR"]);
    expect(unfoldIcs(ics).filter((line) => /^(ATTENDEE|TRIGGER|ACTION)/.test(line))).toEqual([]);
    const events = icsEvents(ics);
    expect(events).toHaveLength(1);
    const [event] = events;
    // Line breaks come back as LF (RFC 5545 has one escape for both); everything else byte for byte.
    expect(icsText(event!.summary)).toBe(hostile.summary.replace(/\r\n?/g, "\n"));
    expect(icsText(event!.location)).toBe(hostile.location);
    expect(icsText(event!.description)).toBe(hostile.description.replace(/\r\n?/g, "\n"));
    expect(event!.alarms ?? []).toEqual([]);
    expect(ics).not.toMatch(/\r(?!\n)/);
  });

  it("finds the next day across month and year ends", () => {
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
    expect(nextDay("2028-02-28")).toBe("2028-02-29");
  });
});

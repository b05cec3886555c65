import { describe, expect, it } from "vitest";
import { icsComponents, icsEvents, icsText } from "#tests/setup/ics.ts";
import type { Message } from "./message.ts";
import { invitationIcsFileName, invitationToIcs } from "./message-calendar.ts";

const MESSAGE: Message & { eventDate: string } = {
  id: 7,
  kind: "speaking",
  name: "Bruno Organizer",
  email: "bruno@example.org",
  eventDetails: "Opening keynote; 40 minutes, then Q&A.",
  message: "We would love to have you.\nSecond line, with a comma.",
  language: "pt",
  status: "accepted",
  read: true,
  readAt: null,
  createdAt: "2026-11-23T10:00:00.000Z",
  eventName: "Cúpula de IA do Nordeste — edição especial com um nome bem longo para dobrar a linha",
  eventDate: "2026-12-31",
  eventCity: "São Paulo",
  eventCountry: "Brasil",
  eventFormat: "online",
  audienceSize: 1200,
  talkLanguage: "pt",
  budget: null,
  decisionDeadline: null,
  sourcePage: null,
  landingReferrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
};

function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, "").split("\r\n");
}

describe("invitationToIcs", () => {
  const ics = invitationToIcs(MESSAGE, { siteUrl: "https://caio.example", adminUrl: "https://caio.example/admin?tab=inbox&message=7", now: new Date("2026-11-23T12:00:00Z") });

  it("is an all-day event on the event date, ending the next day (across a year end)", () => {
    const lines = unfold(ics);
    expect(lines).toContain("DTSTART;VALUE=DATE:20261231");
    expect(lines).toContain("DTEND;VALUE=DATE:20270101");
    expect(lines).toContain("DTSTAMP:20261123T120000Z");
    expect(lines).toContain(`UID:message-7-${Date.parse(MESSAGE.createdAt)}@caio.example`);
    expect(lines).toContain("LOCATION:Online");
  });

  it("escapes commas, semicolons and line breaks, and folds lines at 75 octets without splitting a character", () => {
    const lines = unfold(ics);
    const description = lines.find((line) => line.startsWith("DESCRIPTION:"));
    expect(description).toContain("Opening keynote\\; 40 minutes\\, then Q&A.");
    expect(description).toContain("We would love to have you.\\nSecond line\\, with a comma.");
    expect(lines).toContain(`SUMMARY:Talk: ${MESSAGE.eventName}`);
    for (const physical of ics.split("\r\n")) expect(new TextEncoder().encode(physical).length).toBeLessThanOrEqual(75);
    expect(ics).not.toContain("\uFFFD");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("keeps a lone CR in an organiser's field inside its value: a calendar reader sees one event and no alarm (issue 22)", () => {
    const hostile = invitationToIcs(
      { ...MESSAGE, eventName: "Conf\rBEGIN:VALARM\rACTION:DISPLAY\rEND:VALARM", eventCity: "Recife\rX-INJECTED:1", eventFormat: "in_person" },
      { siteUrl: "https://caio.example", adminUrl: "https://caio.example/admin?tab=inbox&message=7" },
    );
    expect(icsComponents(hostile)).toEqual(["BEGIN:VCALENDAR", "BEGIN:VEVENT", "END:VEVENT", "END:VCALENDAR"]);
    const [event, ...others] = icsEvents(hostile);
    expect(others).toEqual([]);
    expect(icsText(event!.summary)).toBe("Talk: Conf\nBEGIN:VALARM\nACTION:DISPLAY\nEND:VALARM");
    expect(icsText(event!.location)).toBe("Recife\nX-INJECTED:1, Brasil");
    expect(hostile).not.toMatch(/\r(?!\n)/);
  });

  it("names the file after the event, without accents", () => {
    expect(invitationIcsFileName(MESSAGE)).toBe("talk-cupula-de-ia-do-nordeste-edicao-especial-com-um-no-2026-12-31.ics");
  });
});

import { describe, expect, it } from "vitest";
import type { Message } from "./message.ts";
import { defuseFormulas, messagesToCsv } from "./message-csv.ts";

const MESSAGE: Message = {
  id: 7,
  kind: "contact",
  name: "Recife",
  email: "ana@example.org",
  eventDetails: null,
  message: "Hello",
  language: "pt",
  status: "new",
  read: true,
  readAt: null,
  createdAt: "2026-11-23T10:00:00.000Z",
  eventName: null,
  eventDate: null,
  eventCity: null,
  eventCountry: null,
  eventFormat: null,
  audienceSize: 450,
  talkLanguage: null,
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

/** The cells of the first data row, as RFC 4180 reads them (quotes respected). */
function cellsOf(csv: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  const body = csv.slice(csv.indexOf("\r\n") + 2);
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted && char === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ",") {
      cells.push(cell);
      cell = "";
    } else if (!quoted && char === "\r") {
      break;
    } else {
      cell += char;
    }
  }
  cells.push(cell);
  return cells;
}

const FORMULA = /^[=+\-@\t\r]/;

describe("messagesToCsv", () => {
  it("writes a BOM, a header row and CRLF rows; quotes commas, quotes, line breaks and padding; keeps numbers and booleans", () => {
    const csv = messagesToCsv([{ ...MESSAGE, message: 'Say "hi", please\ntwo lines', eventCity: " padded ", notifications: [] }]);
    expect(csv.startsWith("\uFEFFid,received,kind,status,read,form language,name,email,")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv).toContain('7,2026-11-23T10:00:00.000Z,contact,,true,pt,Recife,ana@example.org,');
    expect(csv).toContain('"Say ""hi"", please\ntwo lines"');
    expect(csv).toContain('," padded ",');
    expect(csv).toContain(",450,");
    const cells = cellsOf(csv);
    expect(cells[18]).toBe('Say "hi", please\ntwo lines');
  });

  it("defuses the formulas of issue 22, for readers that split on commas or on semicolons, quotes or not", () => {
    const names = ["Joe;=cmd|' /C calc'!A0", "x;-2+3;@SUM(A1:A9)", "=HYPERLINK(\"http://evil\")", "+1+1", "-2", "@SUM(A1)", "\tcmd", "\rcmd", "a,=1", "a; +1", "a\n=1"];
    for (const name of names) {
      const csv = messagesToCsv([{ ...MESSAGE, name }]);
      const line = csv.split("\r\n")[1]!;
      // A reader that respects quotes gets the cell with an apostrophe before each formula start.
      const cell = cellsOf(csv)[6]!;
      expect(cell.replaceAll("'", ""), name).toBe(name.replaceAll("'", ""));
      // Readers that split on , or ; or line breaks, with or without quotes: no piece starts a formula.
      for (const piece of csv.split(/[,;\r\n]/)) expect(piece.replace(/^[" ]*/, ""), `${name}: ${line}`).not.toMatch(FORMULA);
    }
    expect(messagesToCsv([{ ...MESSAGE, name: "Joe;=cmd|' /C calc'!A0" }])).toContain(`,"Joe;'=cmd|' /C calc'!A0",`);
    expect(messagesToCsv([{ ...MESSAGE, name: "x;-2+3;@SUM(A1:A9)" }])).toContain(`,"x;'-2+3;'@SUM(A1:A9)",`);
  });
});

describe("defuseFormulas", () => {
  it("leaves plain text as it is and puts an apostrophe before each formula start", () => {
    expect(defuseFormulas("Recife, Brazil; 2027")).toBe("Recife, Brazil; 2027");
    expect(defuseFormulas("=1+1")).toBe("'=1+1");
    expect(defuseFormulas("Joe;=cmd")).toBe("Joe;'=cmd");
    expect(defuseFormulas("x;-2+3;@SUM(A1:A9)")).toBe("x;'-2+3;'@SUM(A1:A9)");
    expect(defuseFormulas("a, +1")).toBe("a, '+1");
  });
});

import { describe, expect, it } from "vitest";
import { csvCell } from "./message-csv.ts";

describe("csvCell", () => {
  it("leaves plain values as they are and quotes commas, quotes and line breaks", () => {
    expect(csvCell("Recife")).toBe("Recife");
    expect(csvCell(450)).toBe("450");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(null)).toBe("");
    expect(csvCell('Say "hi", please')).toBe('"Say ""hi"", please"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(" padded ")).toBe('" padded "');
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvCell("=HYPERLINK(\"http://evil\")")).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell("+1+1")).toBe("'+1+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell(-2)).toBe("-2"); // a number stays a number
  });
});

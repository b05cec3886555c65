import { describe, expect, it } from "vitest";
import { AppError } from "#app/lib/app-error.ts";
import { LANGUAGE_MESSAGE, parseLanguageInput, parseLanguageSegment } from "./params.ts";

function thrown(run: () => unknown): AppError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  return undefined;
}

describe("the API's language parameters (one parser, lib/language.ts)", () => {
  it("reads ?language= and a body's language: absent is en, a bad value is a 400 with the field named", () => {
    expect(parseLanguageInput(undefined)).toBe("en");
    expect(parseLanguageInput("pt")).toBe("pt");
    for (const bad of ["es", "", ["pt"], 3]) {
      const error = thrown(() => parseLanguageInput(bad));
      expect(error?.code).toBe("VALIDATION");
      expect(error?.message).toBe(LANGUAGE_MESSAGE);
    }
  });

  it("reads a path segment: a value that is not a language names nothing, so 404", () => {
    expect(parseLanguageSegment("pt", "Unknown")).toBe("pt");
    for (const bad of ["es", "EN", undefined]) expect(thrown(() => parseLanguageSegment(bad, "Unknown"))?.code).toBe("NOT_FOUND");
  });
});

import { describe, expect, it } from "vitest";
import { formatLongDate, languageFromPath, localizePath, parseLanguage } from "./language.ts";

describe("language URLs", () => {
  it("reads the language from the path", () => {
    expect(languageFromPath("/")).toBe("en");
    expect(languageFromPath("/articles/x")).toBe("en");
    expect(languageFromPath("/pt")).toBe("pt");
    expect(languageFromPath("/pt/articles")).toBe("pt");
    expect(languageFromPath("/ptx")).toBe("en");
  });
  it("maps a page to the same page in the other language", () => {
    expect(localizePath("/", "pt")).toBe("/pt");
    expect(localizePath("/pt", "en")).toBe("/");
    expect(localizePath("/articles/a-b", "pt")).toBe("/pt/articles/a-b");
    expect(localizePath("/pt/articles/a-b", "en")).toBe("/articles/a-b");
    expect(localizePath("/pt/press-kit", "pt")).toBe("/pt/press-kit");
  });
});

describe("formatLongDate", () => {
  it("uses the US long form in English and the Brazilian long form in Portuguese", () => {
    expect(formatLongDate("2024-01-05T23:30:00.000Z", "en")).toBe("January 5, 2024");
    expect(formatLongDate("2024-01-05T23:30:00.000Z", "pt")).toBe("5 de janeiro de 2024");
  });
});

describe("parseLanguage", () => {
  it("reads en and pt, and takes an absent value as the default language", () => {
    expect(parseLanguage("en")).toBe("en");
    expect(parseLanguage("pt")).toBe("pt");
    expect(parseLanguage(undefined)).toBe("en");
  });

  it("never turns a bad value into en: anything else is no language", () => {
    for (const bad of ["es", "PT", "", " pt", "pt-BR", null, 1, ["pt"], { language: "pt" }]) expect(parseLanguage(bad)).toBeUndefined();
  });
});

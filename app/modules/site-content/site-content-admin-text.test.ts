import { describe, expect, it } from "vitest";
import { CONTENT_SECTIONS, type FieldSpec } from "./content-form.ts";
import { PORTUGUESE_FIELD_NAMES } from "./site-content-admin-text.ts";

/** Every word of a field the owner reads: labels, item names, option names and hints. */
function wordsOf(spec: FieldSpec): string[] {
  const own = [..."label" in spec && spec.label ? [spec.label] : [], ...("hint" in spec && spec.hint ? [spec.hint] : [])];
  switch (spec.kind) {
    case "group":
      return [...own, ...Object.values(spec.fields).flatMap(wordsOf)];
    case "list":
      return [...own, spec.itemLabel, ...wordsOf(spec.item)];
    case "select":
      return [...own, ...spec.options.map((option) => option.label)];
    default:
      return own;
  }
}

const ALL_WORDS = CONTENT_SECTIONS.flatMap((section) => [section.title, ...(section.intro ? [section.intro] : []), ...Object.values(section.fields).flatMap(wordsOf)]);

describe("the site content form's words", () => {
  it("has a Portuguese version of every label, hint and section intro", () => {
    expect(ALL_WORDS.filter((word) => !(word in PORTUGUESE_FIELD_NAMES))).toEqual([]);
  });

  it("names no technical term: no og: tags, no 'path', no 'structured data' (issue 30)", () => {
    expect(ALL_WORDS.filter((word) => /\bog:|\bpath\b|structured data/i.test(word))).toEqual([]);
  });

  it("says what the search-engine fields are for, in plain words", () => {
    const seo = CONTENT_SECTIONS.find((section) => section.id === "seo");
    expect(seo?.intro).toMatch(/search engines and link previews/);
    expect(ALL_WORDS).toContain("Title in search results");
    expect(ALL_WORDS).toContain("Search profile");
  });
});

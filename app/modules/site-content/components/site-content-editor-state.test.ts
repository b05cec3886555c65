import { describe, expect, it } from "vitest";
import type { SiteContentRevision } from "../site-content.ts";
import { changedLanguages, errorCountIn, firstSectionWithErrors, issuesByPath, lastSavedOf, withValue } from "./site-content-editor-state.ts";

describe("Site content editor: its state, without the screen", () => {
  it("names the languages whose draft differs from the saved content", () => {
    const saved = { en: { hero: { name: "A" } }, pt: { hero: { name: "A" } } };
    expect(changedLanguages(saved, saved)).toEqual([]);
    expect(changedLanguages({ ...saved, pt: { hero: { name: "B" } } }, saved)).toEqual(["pt"]);
  });

  it("writes a value in one language or, for a shared fact, in both", () => {
    const drafts = { en: { hero: { name: "A" } }, pt: { hero: { name: "A" } } };
    expect(withValue(drafts, "pt", ["hero", "name"], "B")).toEqual({ en: { hero: { name: "A" } }, pt: { hero: { name: "B" } } });
    expect(withValue(drafts, "both", ["hero", "name"], "C")).toEqual({ en: { hero: { name: "C" } }, pt: { hero: { name: "C" } } });
    expect(drafts.en.hero.name).toBe("A");
  });

  it("counts a section's wrong fields in both languages and opens the first section with one", () => {
    const errors = { en: { "hero.name": "x" }, pt: { "hero.role": "y", "about.title": "z" } };
    expect(errorCountIn(errors, "hero")).toBe(2);
    expect(errorCountIn(errors, "about")).toBe(1);
    expect(errorCountIn(errors, "press")).toBe(0);
    expect(firstSectionWithErrors(errors)).toBe("hero");
    expect(firstSectionWithErrors({ en: {}, pt: {} })).toBeUndefined();
  });

  it("keeps the first complaint of the schema per field, by dotted path", () => {
    expect(Object.keys(issuesByPath({})).length).toBeGreaterThan(0);
    for (const [path, message] of Object.entries(issuesByPath({ hero: 1 }))) {
      expect(path).not.toContain(",");
      expect(typeof message).toBe("string");
    }
  });

  it("takes the newest revision of either language for 'Last saved'", () => {
    const revision = (id: number) => ({ id, createdAt: "2026-01-01", createdBy: null }) as unknown as SiteContentRevision;
    expect(lastSavedOf([revision(3), revision(7)])?.id).toBe(7);
    expect(lastSavedOf([null, revision(2)])?.id).toBe(2);
    expect(lastSavedOf([null, null])).toBeUndefined();
  });
});

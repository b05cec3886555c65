import { describe, expect, it } from "vitest";
import { SITE_CONTENT_EN } from "#app/content/site-content.en.ts";
import { CONTENT_SECTIONS, type FieldSpec, getIn, setIn } from "./content-form.ts";

/** Paths of the content that no field of the form edits. */
function uncovered(value: unknown, spec: FieldSpec | undefined, path: string): string[] {
  if (!spec) return [path];
  switch (spec.kind) {
    case "group": {
      const object = value as Record<string, unknown>;
      return Object.keys(object).flatMap((key) => uncovered(object[key], spec.fields[key], `${path}.${key}`));
    }
    case "list":
      return (value as unknown[]).flatMap((item, index) => uncovered(item, spec.item, `${path}.${index}`));
    case "image":
      return Object.keys(value as object).filter((key) => !["src", "width", "height", "alt", "caption", "credit"].includes(key)).map((key) => `${path}.${key}`);
    case "switch":
      return typeof value === "boolean" ? [] : [path];
    case "date":
      return Object.keys(value as object).filter((key) => key !== "iso" && key !== "text").map((key) => `${path}.${key}`);
    default:
      return typeof value === "string" || typeof value === "number" ? [] : [path];
  }
}

describe("the site content form", () => {
  it("edits every field of the content, each in exactly one section", () => {
    const fields: Record<string, FieldSpec> = {};
    for (const section of CONTENT_SECTIONS) {
      for (const [name, field] of Object.entries(section.fields)) {
        expect(fields[name], `${name} appears in two sections`).toBeUndefined();
        fields[name] = field;
      }
    }
    // The book's language tag is a constant of the type ("pt-BR"), not something to edit.
    expect(uncovered(SITE_CONTENT_EN, { kind: "group", fields }, "$")).toEqual(["$.book.languageTag"]);
  });

  it("sets a value deep in a copy, leaving the original alone, and deletes a key set to undefined", () => {
    const original = { a: [{ b: "x", c: "y" }] };
    const next = setIn(original, ["a", 0, "b"], "z");
    expect(getIn(next, ["a", 0, "b"])).toBe("z");
    expect(original.a[0]?.b).toBe("x");
    expect(setIn(original, ["a", 0, "c"], undefined)).toEqual({ a: [{ b: "x" }] });
  });
});

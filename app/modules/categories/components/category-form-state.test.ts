import { describe, expect, it } from "vitest";
import type { Category } from "../category.ts";
import { categoryBody, categoryValuesOf, validateCategory, withName } from "./category-form-state.ts";

describe("Category dialog: its state, without the screen", () => {
  it("starts from the category, or empty", () => {
    expect(categoryValuesOf(null)).toEqual({ name: "", slug: "", description: "", ptName: "", ptDescription: "" });
    const category = { id: 1, name: "Art", slug: "art", description: "d", pt: { name: "Arte", description: "" } } as unknown as Category;
    expect(categoryValuesOf(category)).toMatchObject({ name: "Art", slug: "art", ptName: "Arte" });
  });

  it("sends the Portuguese only when some of it is given, everything trimmed", () => {
    const values = { name: " Art ", slug: " art ", description: "", ptName: "", ptDescription: " " };
    expect(categoryBody(values)).toEqual({ name: "Art", slug: "art", description: "", pt: null });
    expect(categoryBody({ ...values, ptName: " Arte " }).pt).toEqual({ name: "Arte", description: "" });
  });

  it("lets the slug follow the name until it is typed by hand", () => {
    const empty = categoryValuesOf(null);
    const first = withName(empty, "", "Museum Notes");
    expect(first.patch).toEqual({ name: "Museum Notes", slug: "museum-notes" });
    const second = withName({ ...empty, ...first.patch }, first.generated, "Museum Notes 2");
    expect(second.patch.slug).toBe("museum-notes-2");
    expect(withName({ ...empty, slug: "my-own" }, second.generated, "Other").patch).toEqual({ name: "Other" });
  });

  it("names the wrong fields by the form's names, the Portuguese ones included", () => {
    const errors = validateCategory({ name: "", slug: "Not A Slug", description: "", ptName: "", ptDescription: "x" });
    expect(Object.keys(errors).sort()).toEqual(["name", "ptName", "slug"].sort());
    expect(validateCategory({ name: "Art", slug: "art", description: "", ptName: "", ptDescription: "" })).toEqual({});
  });
});

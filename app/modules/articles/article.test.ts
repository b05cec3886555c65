import { describe, expect, it } from "vitest";
import { excerptOrFallback, foldForSearch, htmlToText, readingTimeMinutes } from "./article.ts";
import { ArticleInputSchema } from "./article.schema.ts";

describe("readingTimeMinutes", () => {
  it("divides the words of the tag-stripped text by 225 and rounds up, at least 1", () => {
    expect(readingTimeMinutes("")).toBe(1);
    expect(readingTimeMinutes(`<p>${"word ".repeat(225)}</p>`)).toBe(1);
    expect(readingTimeMinutes(`<p>${"word ".repeat(226)}</p>`)).toBe(2);
    expect(readingTimeMinutes(`<h2>a</h2><p>${"<strong>w</strong> ".repeat(449)}</p>`)).toBe(2);
  });
});

describe("excerptOrFallback", () => {
  it("uses the excerpt when there is one", () => {
    expect(excerptOrFallback("  Short summary ", "<p>Body</p>")).toBe("Short summary");
  });
  it("falls back to the first 120 characters of the text plus an ellipsis", () => {
    const body = `<p>${"a".repeat(100)}</p><p>${"b".repeat(100)}</p>`;
    const text = htmlToText(body);
    expect(excerptOrFallback(null, body)).toBe(`${text.slice(0, 120)}...`);
    expect(excerptOrFallback("", "<p>Short body</p>")).toBe("Short body");
  });
});

describe("ArticleInputSchema", () => {
  const valid = { title: "Title", slug: "a-slug", content: "Long enough content" };
  it("accepts the spec's payload and defaults published and featured to false", () => {
    expect(ArticleInputSchema.parse({ ...valid, excerpt: "", coverImage: "", categoryId: "none" })).toMatchObject({
      published: false,
      featured: false,
      excerpt: null,
      coverImage: null,
      categoryId: null,
    });
  });
  it("gives the spec's messages", () => {
    const message = (input: object) => ArticleInputSchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message;
    expect(message({ title: "ab" })).toBe("Title must be at least 3 characters");
    expect(message({ slug: "ab" })).toBe("Slug must be at least 3 characters");
    expect(message({ slug: "Not Valid" })).toBe("Slug can only contain lowercase letters, numbers, and hyphens");
    expect(message({ content: "too short" })).toBe("Content must be at least 10 characters");
    // The same rule as the form: readable text, not raw HTML (an empty editor sends "<p></p>").
    expect(message({ content: "<p></p><p><br></p>" })).toBe("Content must be at least 10 characters");
    expect(message({ content: "<p>&nbsp;&nbsp;&nbsp;&nbsp;</p>" })).toBe("Content must be at least 10 characters");
    expect(message({ content: '<p><img src="/uploads/images/a.webp" alt="A chart"></p>' })).toBeUndefined();
    expect(message({ content: "<p>Ten chars!</p>" })).toBeUndefined();
    expect(message({ coverImage: "javascript:alert(1)" })).toMatch(/Cover image/);
  });
});

describe("foldForSearch", () => {
  it("ignores case and accents, so that a query typed without them finds the text with them", () => {
    expect(foldForSearch("Inteligência Artificial")).toBe("inteligencia artificial");
    expect(foldForSearch("INTELIGENCIA")).toBe(foldForSearch("inteligência"));
    expect(foldForSearch("Ação, coração e pão")).toBe("acao, coracao e pao");
    expect(foldForSearch("Ñandú Über café")).toBe("nandu uber cafe");
  });
  it("keeps letters that have no accent to drop", () => {
    expect(foldForSearch("Grid power 2025 & AI")).toBe("grid power 2025 & ai");
  });
});

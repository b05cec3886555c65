import { describe, expect, it } from "vitest";
import { SITE_CONTENT_EN } from "#app/content/site-content.en.ts";
import { blogPostingJsonLd, bookFormatOf, breadcrumbJsonLd } from "./structured-data.ts";

const SITE = "https://example.com";
const ld = (meta: unknown) => (meta as { "script:ld+json": Record<string, unknown> })["script:ld+json"];

describe("bookFormatOf", () => {
  it("maps the formats the content names, in either language, to schema.org's BookFormatType", () => {
    expect(["Print", "Impresso", "Paperback", "Kindle", "E-book", "Capa dura", "Audiobook"].map(bookFormatOf)).toEqual([
      "https://schema.org/Paperback",
      "https://schema.org/Paperback",
      "https://schema.org/Paperback",
      "https://schema.org/EBook",
      "https://schema.org/EBook",
      "https://schema.org/Hardcover",
      "https://schema.org/AudiobookFormat",
    ]);
    expect(bookFormatOf("Signed limited run")).toBeUndefined();
  });
});

describe("blogPostingJsonLd", () => {
  const input = {
    siteUrl: SITE,
    content: SITE_CONTENT_EN,
    title: "T",
    description: "D",
    publishedAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-02T00:00:00.000Z",
    image: "/articles/a/share.jpg",
  };
  it("names the translation on the original and the original on the translation", () => {
    const alternates = { en: "/articles/a", pt: "/pt/articles/a" };
    const original = ld(blogPostingJsonLd({ ...input, language: "pt", alternates, originalLanguage: "pt" }));
    expect(original.workTranslation).toEqual({ "@type": "BlogPosting", "@id": `${SITE}/articles/a`, url: `${SITE}/articles/a`, inLanguage: "en-US" });
    expect(original).not.toHaveProperty("translationOfWork");
    const translation = ld(blogPostingJsonLd({ ...input, language: "en", alternates, originalLanguage: "pt" }));
    expect(translation.translationOfWork).toMatchObject({ "@id": `${SITE}/pt/articles/a`, inLanguage: "pt-BR" });
    expect(translation.inLanguage).toBe("en-US");
  });
  it("links nothing when the article has one language", () => {
    const only = ld(blogPostingJsonLd({ ...input, language: "en", alternates: { en: "/articles/a" }, originalLanguage: "en" }));
    expect(only).not.toHaveProperty("workTranslation");
    expect(only).not.toHaveProperty("translationOfWork");
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the items from 1 with absolute addresses", () => {
    expect(ld(breadcrumbJsonLd(SITE, [{ name: "Home", path: "/" }, { name: "Articles", path: "/articles" }])).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name: "Articles", item: `${SITE}/articles` },
    ]);
  });
});

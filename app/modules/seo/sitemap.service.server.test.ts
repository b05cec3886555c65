import { describe, expect, it } from "vitest";
import type { PublishedArticles, PublishedSnapshot } from "#app/modules/articles/published-articles.service.server.ts";
import { STATIC_PAGES } from "./sitemap.ts";
import { findSitemapPart, getSitemapIndex } from "./sitemap.service.server.ts";

const SITE = "https://site.example";

/** A view with `count` articles live in English only (what the sitemap reads of it), built without a database. */
function viewOf(count: number): PublishedArticles {
  const entries = Array.from({ length: count }, (_, i) => ({
    article: { id: i + 1, updatedAt: "2026-11-27T10:00:00.000Z" },
    text: { en: { slug: `article-${i + 1}` } },
  }));
  const snapshot = { version: "7", byLanguage: { en: entries, pt: [] }, derived: new Map() } as unknown as PublishedSnapshot;
  const view = {
    snapshot: () => Promise.resolve(snapshot),
    derive: <T>(key: string, build: (s: PublishedSnapshot) => T) => {
      if (!snapshot.derived.has(key)) snapshot.derived.set(key, build(snapshot));
      return Promise.resolve(snapshot.derived.get(key) as T);
    },
  };
  return view as unknown as PublishedArticles;
}

describe("the sitemap index and its parts per language (ADR 035)", () => {
  it("names one part per language for a small site, each listing only its language's addresses", async () => {
    const view = viewOf(2);
    const index = (await getSitemapIndex(view, SITE)).xml;
    expect(index).toContain("<sitemapindex");
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${SITE}/sitemaps/en-1.xml`,
      `${SITE}/sitemaps/pt-1.xml`,
    ]);
    const en = (await findSitemapPart(view, SITE, "en", 1))?.xml ?? "";
    const pt = (await findSitemapPart(view, SITE, "pt", 1))?.xml ?? "";
    expect(en).toContain(`<loc>${SITE}/articles/article-1</loc>`);
    expect(en).toContain(`<loc>${SITE}/press-kit</loc>`);
    expect(en).toContain(`hreflang="pt-BR" href="${SITE}/pt/press-kit"`); // alternates stay
    expect(en).not.toContain(`<loc>${SITE}/pt/press-kit</loc>`);
    expect(pt).toContain(`<loc>${SITE}/pt/press-kit</loc>`);
    expect(pt).not.toContain("article-1");
    expect(await findSitemapPart(view, SITE, "en", 2)).toBeUndefined();
  });

  it("splits a language past 50,000 addresses into parts of at most 50,000", async () => {
    const view = viewOf(50_000);
    const index = (await getSitemapIndex(view, SITE)).xml;
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${SITE}/sitemaps/en-1.xml`,
      `${SITE}/sitemaps/en-2.xml`,
      `${SITE}/sitemaps/pt-1.xml`,
    ]);
    const first = (await findSitemapPart(view, SITE, "en", 1))?.xml ?? "";
    const second = (await findSitemapPart(view, SITE, "en", 2))?.xml ?? "";
    expect(first.match(/<url>/g)).toHaveLength(50_000);
    expect(second.match(/<url>/g)).toHaveLength(STATIC_PAGES.length);
    expect(second).toContain(`<loc>${SITE}/articles/article-50000</loc>`);
    expect(await findSitemapPart(view, SITE, "en", 3)).toBeUndefined();
  });

  it("builds each part once per content version", async () => {
    const view = viewOf(3);
    expect(await findSitemapPart(view, SITE, "en", 1)).toBe(await findSitemapPart(view, SITE, "en", 1));
    expect((await view.snapshot()).derived.size).toBe(1);
  });
  it("counts the owner's pages in a language's parts, and names each file's content version in its ETag (ADR 054)", async () => {
    const view = viewOf(50_000 - STATIC_PAGES.length);
    const full = (await getSitemapIndex(viewOf(50_000 - STATIC_PAGES.length), SITE)).xml;
    expect(full.match(/<sitemap>/g)).toHaveLength(2);
    const index = await getSitemapIndex(view, SITE, { en: 1 });
    expect(index.xml).toContain(`${SITE}/sitemaps/en-2.xml`);
    expect(index.etag).toBe('W/"sitemap.7"');
    const page = { paths: { en: "/my-page" }, lastmod: "2026-11-27T10:00:00.000Z" };
    const first = await findSitemapPart(view, SITE, "en", 1, [page]);
    expect(first?.etag).toBe('W/"sitemap.en.1.7"');
    expect(first?.xml.match(/<url>/g)).toHaveLength(50_000);
    expect((await findSitemapPart(view, SITE, "en", 2, [page]))?.xml.match(/<url>/g)).toHaveLength(1);
  });
});

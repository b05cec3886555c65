import { describe, expect, it } from "vitest";
import { bothLanguages, buildRobotsTxt, buildSitemap, parseSitemapPart, sitemapPartPath } from "./sitemap.ts";

describe("sitemap and robots", () => {
  it("lists each language version with hreflang alternates, and articles with lastmod", () => {
    const xml = buildSitemap("https://site.example", [
      { paths: bothLanguages("/") },
      { paths: { en: "/articles/only-en" }, lastmod: "2025-01-05T10:00:00.000Z" },
      { paths: { pt: "/pt/articles/so-em-portugues" } },
      { paths: { en: "/articles/own-slugs", pt: "/pt/articles/slugs-proprios" } },
    ]);
    expect(xml).toContain("<loc>https://site.example/</loc>");
    expect(xml).toContain("<loc>https://site.example/pt</loc>");
    expect(xml).toContain('hreflang="pt-BR" href="https://site.example/pt"');
    expect(xml).toContain('hreflang="x-default" href="https://site.example/"');
    expect(xml).toContain("<loc>https://site.example/articles/only-en</loc>\n    <lastmod>2025-01-05</lastmod>\n  </url>");
    expect(xml).not.toContain("/pt/articles/only-en");
    expect(xml).toContain("<loc>https://site.example/pt/articles/so-em-portugues</loc>\n  </url>");
    expect(xml).not.toContain("https://site.example/articles/so-em-portugues");
  });

  it("pairs versions with slugs of their own, x-default on the English one", () => {
    const xml = buildSitemap("https://site.example", [{ paths: { en: "/articles/own-slugs", pt: "/pt/articles/slugs-proprios" } }]);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml.match(/hreflang="pt-BR" href="https:\/\/site.example\/pt\/articles\/slugs-proprios"/g)).toHaveLength(2);
    expect(xml.match(/hreflang="en-US" href="https:\/\/site.example\/articles\/own-slugs"/g)).toHaveLength(2);
    expect(xml.match(/hreflang="x-default" href="https:\/\/site.example\/articles\/own-slugs"/g)).toHaveLength(2);
  });
  it("names a language's sitemap parts and reads the names back, refusing anything else", () => {
    expect(sitemapPartPath("pt", 2)).toBe("/sitemaps/pt-2.xml");
    expect(parseSitemapPart("pt-2.xml")).toEqual({ language: "pt", part: 2 });
    for (const file of ["es-1.xml", "en-0.xml", "en-01.xml", "en-1.xml.gz", "en-1234567.xml", "en.xml"]) expect(parseSitemapPart(file), file).toBeUndefined();
  });

  it("keeps admin and API out of robots and names the sitemap", () => {
    const robots = buildRobotsTxt("https://site.example");
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain("Sitemap: https://site.example/sitemap.xml");
  });
});

import { describe, expect, it } from "vitest";
import { buildRobotsTxt, buildSitemap } from "./sitemap.ts";

describe("sitemap and robots", () => {
  it("lists each language version with hreflang alternates, and articles with lastmod", () => {
    const xml = buildSitemap("https://site.example", [
      { path: "/", languages: ["en", "pt"] },
      { path: "/articles/only-en", lastmod: "2025-01-05T10:00:00.000Z", languages: ["en"] },
    ]);
    expect(xml).toContain("<loc>https://site.example/</loc>");
    expect(xml).toContain("<loc>https://site.example/pt</loc>");
    expect(xml).toContain('hreflang="pt-BR" href="https://site.example/pt"');
    expect(xml).toContain('hreflang="x-default" href="https://site.example/"');
    expect(xml).toContain("<loc>https://site.example/articles/only-en</loc>\n    <lastmod>2025-01-05</lastmod>\n  </url>");
    expect(xml).not.toContain("/pt/articles/only-en");
  });
  it("keeps admin and API out of robots and names the sitemap", () => {
    const robots = buildRobotsTxt("https://site.example");
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain("Sitemap: https://site.example/sitemap.xml");
  });
});

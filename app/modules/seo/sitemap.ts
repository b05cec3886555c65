import { HREFLANG, LANGUAGES, localizePath } from "#app/i18n/language.ts";
import { escapeXml } from "#app/lib/xml.ts";

export interface SitemapPage {
  /** English path; the Portuguese one is derived. */
  path: string;
  lastmod?: string;
  /** Languages the page exists in. */
  languages: readonly ("en" | "pt")[];
}


/** sitemap.xml with every language version of every page and its hreflang alternates. */
export function buildSitemap(siteUrl: string, pages: SitemapPage[]): string {
  const urls = pages.flatMap((page) =>
    page.languages.map((language) => {
      const alternates =
        page.languages.length > 1
          ? [
              ...page.languages.map(
                (other) =>
                  `    <xhtml:link rel="alternate" hreflang="${HREFLANG[other]}" href="${escapeXml(siteUrl + localizePath(page.path, other))}"/>`,
              ),
              `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(siteUrl + page.path)}"/>`,
            ]
          : [];
      return [
        "  <url>",
        `    <loc>${escapeXml(siteUrl + localizePath(page.path, language))}</loc>`,
        ...(page.lastmod ? [`    <lastmod>${page.lastmod.slice(0, 10)}</lastmod>`] : []),
        ...alternates,
        "  </url>",
      ].join("\n");
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}

export const STATIC_PAGES: SitemapPage[] = ["/", "/articles", "/talks", "/press-kit", "/media-kit", "/museum-letter"].map((path) => ({
  path,
  languages: LANGUAGES,
}));

export function buildRobotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api/", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
}

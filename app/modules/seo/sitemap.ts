import { HREFLANG, type Language, LANGUAGES, localizePath } from "#app/lib/language.ts";
import { PAGE_PATHS, paths } from "#app/lib/paths.ts";
import { escapeXml } from "#app/lib/xml.ts";

export interface SitemapPage {
  /** The page's path in each language it exists in (an article's slugs may differ by language). */
  paths: Partial<Record<Language, string>>;
  lastmod?: string;
}

/** A page at the same path in both languages: `/x` and `/pt/x`. */
export function bothLanguages(path: string): SitemapPage["paths"] {
  return { en: path, pt: localizePath(path, "pt") };
}

/** sitemaps.org: the most URLs one sitemap may list; a language with more has several parts. */
export const SITEMAP_URLS_MAX = 50_000;

/**
 * A sitemap with every language version of every page (or, given `only`, that language's version) and
 * its hreflang alternates.
 */
export function buildSitemap(siteUrl: string, pages: SitemapPage[], only?: Language): string {
  const urls = pages.flatMap((page) => {
    const versions = LANGUAGES.flatMap((language) => {
      const path = page.paths[language];
      return path === undefined ? [] : [{ language, path }];
    });
    const listed = only === undefined ? versions : versions.filter((v) => v.language === only);
    const xDefault = page.paths.en ?? versions[0]?.path ?? "/";
    const alternates =
      versions.length > 1
        ? [
            ...versions.map(
              ({ language, path }) => `    <xhtml:link rel="alternate" hreflang="${HREFLANG[language]}" href="${escapeXml(siteUrl + path)}"/>`,
            ),
            `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(siteUrl + xDefault)}"/>`,
          ]
        : [];
    return listed.map(({ path }) =>
      [
        "  <url>",
        `    <loc>${escapeXml(siteUrl + path)}</loc>`,
        ...(page.lastmod ? [`    <lastmod>${page.lastmod.slice(0, 10)}</lastmod>`] : []),
        ...alternates,
        "  </url>",
      ].join("\n"),
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}

/** The path of a language's sitemap part (from 1): `/sitemaps/en-1.xml`. */
export function sitemapPartPath(language: Language, part: number): string {
  return `/sitemaps/${language}-${part}.xml`;
}

/** Parses a sitemap part's file name (`pt-2.xml`), or undefined. */
export function parseSitemapPart(file: string): { language: Language; part: number } | undefined {
  const match = /^(en|pt)-([1-9]\d{0,5})\.xml$/.exec(file);
  return match ? { language: match[1] as Language, part: Number(match[2]) } : undefined;
}

/** The sitemap index (sitemaps.org) naming each part of each language's sitemap. */
export function buildSitemapIndex(siteUrl: string, paths: string[]): string {
  const entries = paths.map((path) => `  <sitemap>\n    <loc>${escapeXml(siteUrl + path)}</loc>\n  </sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join("\n")}
</sitemapindex>
`;
}

export const STATIC_PAGES: SitemapPage[] = [
  ...Object.values(PAGE_PATHS).map((path) => ({ paths: bothLanguages(path) })),
  // Issue 27: each language has its own words for these two.
  { paths: { en: paths.privacyNotice("en"), pt: paths.privacyNotice("pt") } },
  { paths: { en: paths.accessibilityStatement("en"), pt: paths.accessibilityStatement("pt") } },
];

export function buildRobotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api/", "Disallow: /preview/", "Disallow: /pt/preview/", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
}

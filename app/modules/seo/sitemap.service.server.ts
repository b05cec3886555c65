import { type Language, LANGUAGES } from "#app/lib/language.ts";
import {
  listSitemapArticles,
  type PublishedArticles,
  type PublishedSnapshot,
} from "#app/modules/articles/published-articles.service.server.ts";
import { buildSitemap, buildSitemapIndex, SITEMAP_URLS_MAX, sitemapPartPath, type SitemapPage, STATIC_PAGES } from "./sitemap.ts";

/** How many parts a language's sitemap has: its pages and live articles, 50,000 URLs a part (ADR 035). */
function partCount(snapshot: PublishedSnapshot, language: Language): number {
  return Math.max(1, Math.ceil((STATIC_PAGES.length + snapshot.byLanguage[language].length) / SITEMAP_URLS_MAX));
}

/** GET /sitemap.xml: the index of every language's parts, made once per content version. */
export function getSitemapIndex(articles: PublishedArticles, siteUrl: string): Promise<string> {
  return articles.derive(`sitemap-index ${siteUrl}`, (snapshot) =>
    buildSitemapIndex(
      siteUrl,
      LANGUAGES.flatMap((language) => Array.from({ length: partCount(snapshot, language) }, (_, i) => sitemapPartPath(language, i + 1))),
    ),
  );
}

/**
 * One part of a language's sitemap (from 1): the site's pages, then the articles live in the language,
 * newest first, each with its hreflang alternates; made once per content version. Undefined past the
 * last part.
 */
export async function findSitemapPart(
  articles: PublishedArticles,
  siteUrl: string,
  language: Language,
  part: number,
  /** The owner's live pages (issue 27), listed after the site's own in the first part. */
  ownPages: readonly SitemapPage[] = [],
): Promise<string | undefined> {
  if (part > partCount(await articles.snapshot(), language)) return undefined;
  return articles.derive(`sitemap ${siteUrl} ${language} ${part}`, (snapshot) => {
    const pages: SitemapPage[] = [
      ...STATIC_PAGES,
      ...ownPages,
      ...listSitemapArticles(snapshot, language).map((a) => ({ paths: a.paths, lastmod: a.updatedAt })),
    ];
    return buildSitemap(siteUrl, pages.slice((part - 1) * SITEMAP_URLS_MAX, part * SITEMAP_URLS_MAX), language);
  });
}

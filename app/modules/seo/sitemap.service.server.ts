import { weakEtag } from "#app/lib/http-cache.ts";
import { type Language, LANGUAGES } from "#app/lib/language.ts";
import {
  listSitemapArticles,
  type PublishedArticles,
  type PublishedSnapshot,
} from "#app/modules/articles/published-articles.service.server.ts";
import { buildSitemap, buildSitemapIndex, SITEMAP_URLS_MAX, sitemapPartPath, type SitemapPage, STATIC_PAGES } from "./sitemap.ts";

/** A sitemap file as served: its XML and its ETag (the content version it was made at: ADR 054). */
export interface SitemapFile {
  xml: string;
  etag: string;
}

/**
 * How many parts a language's sitemap has: its pages (the site's and the owner's) and live articles,
 * 50,000 URLs a part (ADR 035).
 */
function partCount(snapshot: PublishedSnapshot, language: Language, ownPages: number): number {
  return Math.max(1, Math.ceil((STATIC_PAGES.length + ownPages + snapshot.byLanguage[language].length) / SITEMAP_URLS_MAX));
}

/**
 * GET /sitemap.xml: the index of every language's parts, made once per content version. `ownPages`:
 * how many of the owner's pages each language lists (issue 27), which the first part carries.
 */
export function getSitemapIndex(articles: PublishedArticles, siteUrl: string, ownPages: Partial<Record<Language, number>> = {}): Promise<SitemapFile> {
  return articles.derive(`sitemap-index ${siteUrl}`, (snapshot) => ({
    xml: buildSitemapIndex(
      siteUrl,
      LANGUAGES.flatMap((language) =>
        Array.from({ length: partCount(snapshot, language, ownPages[language] ?? 0) }, (_, i) => sitemapPartPath(language, i + 1)),
      ),
    ),
    etag: weakEtag("sitemap", snapshot.version),
  }));
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
): Promise<SitemapFile | undefined> {
  if (part > partCount(await articles.snapshot(), language, ownPages.length)) return undefined;
  return articles.derive(`sitemap ${siteUrl} ${language} ${part}`, (snapshot) => {
    const pages: SitemapPage[] = [
      ...STATIC_PAGES,
      ...ownPages,
      ...listSitemapArticles(snapshot, language).map((a) => ({ paths: a.paths, lastmod: a.updatedAt })),
    ];
    return {
      xml: buildSitemap(siteUrl, pages.slice((part - 1) * SITEMAP_URLS_MAX, part * SITEMAP_URLS_MAX), language),
      etag: weakEtag("sitemap", language, String(part), snapshot.version),
    };
  });
}

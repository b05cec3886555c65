import { listSitemapArticles } from "#app/modules/articles/published-articles.service.server.ts";
import { buildSitemap, STATIC_PAGES } from "#app/modules/seo/sitemap.ts";
import type { Route } from "./+types/sitemap";
import { HOURLY_CACHE_CONTROL } from "#app/lib/http-cache.ts";

/** GET /sitemap.xml: every public page in both languages, and every published article with lastmod. */
export async function loader({ context }: Route.LoaderArgs) {
  const articles = await listSitemapArticles(context.publishedArticles);
  const xml = buildSitemap(context.siteUrl, [
    ...STATIC_PAGES,
    ...articles.map((a) => ({ paths: a.paths, lastmod: a.updatedAt })),
  ]);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": HOURLY_CACHE_CONTROL },
  });
}

import { getSitemapIndex } from "#app/modules/seo/sitemap.service.server.ts";
import type { Route } from "./+types/sitemap";
import { HOURLY_CACHE_CONTROL } from "#app/lib/http-cache.ts";

/** GET /sitemap.xml: the sitemap index naming each language's sitemap parts (ADR 035). */
export async function loader({ context }: Route.LoaderArgs) {
  const xml = await getSitemapIndex(context.publishedArticles, context.siteUrl);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": HOURLY_CACHE_CONTROL },
  });
}

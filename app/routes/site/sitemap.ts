import { LANGUAGES } from "#app/lib/language.ts";
import { listPublicPages } from "#app/modules/pages/pages.service.server.ts";
import { sitemapResponse } from "#app/modules/seo/sitemap-response.server.ts";
import { getSitemapIndex } from "#app/modules/seo/sitemap.service.server.ts";
import type { Route } from "./+types/sitemap";

/** GET /sitemap.xml: the sitemap index naming each language's sitemap parts (ADR 035), or a 304 (ADR 054). */
export async function loader({ context, request }: Route.LoaderArgs) {
  // The owner's pages (issue 27) count in the first part of each language.
  const ownPages = Object.fromEntries(await Promise.all(LANGUAGES.map(async (language) => [language, (await listPublicPages(context.db, language)).length] as const)));
  return sitemapResponse(request, await getSitemapIndex(context.publishedArticles, context.siteUrl, ownPages));
}

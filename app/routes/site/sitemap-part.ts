import { parseSitemapPart } from "#app/modules/seo/sitemap.ts";
import { sitemapResponse } from "#app/modules/seo/sitemap-response.server.ts";
import { findSitemapPart } from "#app/modules/seo/sitemap.service.server.ts";
import { listPublicPages } from "#app/modules/pages/pages.service.server.ts";
import { listTalks } from "#app/modules/talks/talks.service.server.ts";
import { paths } from "#app/lib/paths.ts";
import type { Route } from "./+types/sitemap-part";

/** GET /sitemaps/{en|pt}-{n}.xml: one part of a language's sitemap, at most 50,000 URLs (ADR 035), or a 304 (ADR 054). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const wanted = parseSitemapPart(params.file);
  // The owner's pages (issue 27) and each talk's page in both languages (issue 28); publishing a page or
  // saving a talk changes the content version the part is made at.
  const ownPages = wanted ? (await listPublicPages(context.db, wanted.language)).map((page) => ({ paths: page.alternates, lastmod: page.updatedAt })) : [];
  const talkPages = wanted ? (await listTalks(context.db)).map((talk) => ({ paths: { en: paths.talk(talk.slug, "en"), pt: paths.talk(talk.slug, "pt") }, lastmod: talk.updatedAt })) : [];
  const file = wanted && (await findSitemapPart(context.publishedArticles, context.siteUrl, wanted.language, wanted.part, [...ownPages, ...talkPages]));
  if (!file) throw new Response("Not Found", { status: 404 });
  return sitemapResponse(request, file);
}

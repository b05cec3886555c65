import { HOURLY_CACHE_CONTROL, matchesEtag } from "#app/lib/http-cache.ts";
import type { SitemapFile } from "./sitemap.service.server.ts";

/**
 * The answer for a sitemap file (the index or a part): its XML with its ETag, or a 304 when the
 * client's If-None-Match names it (ADR 054: a crawler asking again costs no bytes).
 */
export function sitemapResponse(request: Request, file: SitemapFile): Response {
  const headers = { "Cache-Control": HOURLY_CACHE_CONTROL, ETag: file.etag };
  if (matchesEtag(request.headers.get("if-none-match"), file.etag)) return new Response(null, { status: 304, headers });
  return new Response(file.xml, { headers: { ...headers, "Content-Type": "application/xml; charset=utf-8" } });
}

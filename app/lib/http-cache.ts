/**
 * The one HTTP caching vocabulary of the site: what public pages and the public `/api` reads send
 * (`PUBLIC_CACHE_CONTROL`), what fingerprinted files send (`IMMUTABLE_CACHE_CONTROL`), and the one
 * If-None-Match matcher every 304 goes through.
 */

/** Public pages and public `/api` reads: briefly cacheable by browsers and CDNs, revalidated by ETag. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=600";

/** Files whose URL changes with their bytes (hashed build output, uploaded images). */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** A weak ETag from its parts: `W/"a.b"`. */
export function weakEtag(...parts: string[]): string {
  return `W/"${parts.join(".")}"`;
}

/**
 * Whether an If-None-Match header names `etag`: weak comparison (RFC 9110 §13.1.2, as for GET and
 * HEAD), in a comma-separated list, or `*`.
 */
export function matchesEtag(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(/\s*,\s*/).some((tag) => tag === "*" || tag.replace(/^W\//, "") === bare);
}

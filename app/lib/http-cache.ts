/**
 * The one HTTP caching vocabulary of the site: what public pages and the public `/api` reads send
 * (`PUBLIC_CACHE_CONTROL`), what fingerprinted files send (`IMMUTABLE_CACHE_CONTROL`), and the one
 * If-None-Match matcher every 304 goes through.
 */

/** Public pages and public `/api` reads: briefly cacheable by browsers and CDNs, revalidated by ETag. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=600";

/** Files whose URL changes with their bytes (hashed build output, uploaded images). */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Feeds and text for machines (RSS, llms.txt, an article's Markdown): five minutes, then served stale while revalidated. */
export const FEED_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=3600";

/** Generated files that change with the content (calendar files, unversioned share cards, the press kit ZIP): five minutes. */
export const SHORT_CACHE_CONTROL = "public, max-age=300";

/** The sitemap: an hour. */
export const HOURLY_CACHE_CONTROL = "public, max-age=3600";

/** Permanent redirects and robots.txt: a day. */
export const DAILY_CACHE_CONTROL = "public, max-age=86400";

/** Answers that may be kept but must be asked again each time (a moved article's 404). */
export const REVALIDATE_CACHE_CONTROL = "no-cache";

/** Private or one-off answers (admin, sessions, previews, a form's answer): never kept. */
export const NO_STORE_CACHE_CONTROL = "no-store";

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

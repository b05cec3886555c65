/**
 * Rendered public pages, kept in memory per URL. The server makes one cache at start-up
 * (server/main.ts): React Router's entry (app/entry.server.tsx) stores each page whose route declares
 * `cacheable` (app/lib/page-handle.ts), and the server answers later requests for the same URL straight
 * from here, before Express and React Router run (server/page-cache.ts), while the content version the
 * page was rendered at is still current. The CSP nonce is rendered as a placeholder and replaced with
 * each response's own nonce.
 */

export interface RenderedPage {
  /** The page's ETag (build version + content version). */
  etag: string;
  /** The HTML (UTF-8) with the cache's nonce placeholder where each response's nonce goes. */
  body: Buffer;
  /** The response headers React Router produced, without the per-response CSP. */
  headers: Array<[string, string]>;
  /** The shared content version current when the render started: the page is valid while it is. */
  contentVersion: string;
}

export interface CachedPage extends Omit<RenderedPage, "body"> {
  /** The HTML cut at each placeholder: a response is these parts with its nonce between them. */
  parts: Buffer[];
}

export class PageCache {
  /**
   * Rendered in place of the nonce and swapped for each response's own. Random per cache (per
   * process): a fixed, public value could be typed into an article, whose text would then be
   * swapped for the response's nonce (a nonce leak, and not the text the author wrote).
   */
  readonly noncePlaceholder = `nonce-placeholder-${crypto.randomUUID()}`;
  readonly #entries = new Map<string, CachedPage>();
  readonly #maxEntries: number;
  #hits = 0;
  #misses = 0;

  constructor(maxEntries: number) {
    this.#maxEntries = maxEntries;
  }

  get enabled(): boolean {
    return this.#maxEntries > 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Since start: pages answered from the cache, and cacheable pages rendered because they were not in it (metrics). */
  get stats(): { hits: number; misses: number } {
    return { hits: this.#hits, misses: this.#misses };
  }

  /** The page for `key` rendered at `contentVersion`, or undefined. */
  find(key: string, contentVersion: string): CachedPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.contentVersion !== contentVersion) {
      this.#entries.delete(key);
      return undefined;
    }
    // Least recently used goes first: re-insert on every hit.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    this.#hits += 1;
    return entry;
  }

  /** A rendered page cut at this cache's placeholder, ready to serve (`pageBody`) and to keep (`store`). */
  prepare(rendered: RenderedPage): CachedPage {
    const { body, ...rest } = rendered;
    const placeholder = Buffer.from(this.noncePlaceholder);
    const parts: Buffer[] = [];
    let start = 0;
    for (let at = body.indexOf(placeholder); at !== -1; at = body.indexOf(placeholder, start)) {
      parts.push(body.subarray(start, at));
      start = at + placeholder.length;
    }
    parts.push(body.subarray(start));
    return { ...rest, parts };
  }

  /** Keeps the page for `key` (nothing when the cache is off), the least recently used going first. */
  store(key: string, page: CachedPage): void {
    if (!this.enabled) return;
    this.#misses += 1;
    this.#entries.delete(key);
    this.#entries.set(key, page);
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }
}

/**
 * A path of unreserved characters and an optional query of unreserved characters, `=`, `&` and `+`.
 * Each segment but the last ends with its slash: one way to match any URL, so a failing match costs
 * one pass (the earlier `(?:[...]+\/?)*` could split a long segment in exponentially many ways before
 * failing on a bare `?`, and one request of 20 digits and a `?` held the event loop for minutes).
 */
const PLAIN_URL = /^\/(?:[A-Za-z0-9._~-]+\/)*[A-Za-z0-9._~-]*(?:\?[A-Za-z0-9._~=&+-]+)?$/;

/**
 * The cache key of a request URL (path and query, as React Router sees them). A path is appended to an
 * origin, as React Router's Express adapter does, never resolved against one: "//x/articles" is the
 * path "//x/articles", not the host "x".
 */
export function pageCacheKey(url: string): string {
  // Most requests name a plain path (no dot segments, escapes or unusual characters): the key is the URL as sent.
  if (PLAIN_URL.test(url) && !url.includes("/.")) return url;
  const parsed = new URL(url.startsWith("/") ? `http://localhost${url}` : url);
  return parsed.pathname + parsed.search;
}

/** The length in bytes of `pageBody(page, nonce)`. */
export function pageBodyLength(page: CachedPage, nonce: string): number {
  let length = Buffer.byteLength(nonce) * (page.parts.length - 1);
  for (const part of page.parts) length += part.length;
  return length;
}

/** A cached page's bytes with `nonce` in every placeholder's place. */
export function pageBody(page: CachedPage, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  const chunks: Buffer[] = [];
  page.parts.forEach((part, i) => {
    if (i > 0) chunks.push(nonceBytes);
    chunks.push(part);
  });
  return Buffer.concat(chunks);
}

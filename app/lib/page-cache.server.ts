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
  /** The HTML with the cache's nonce placeholder where each response's nonce goes. */
  html: string;
  /** The response headers React Router produced, without the per-response CSP. */
  headers: Array<[string, string]>;
  /** The shared content version current when the render started: the page is valid while it is. */
  contentVersion: string;
}

export interface CachedPage extends RenderedPage {
  /** The HTML as UTF-8, cut at each placeholder: encoding the text per response costs ten times more. */
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

  constructor(maxEntries: number) {
    this.#maxEntries = maxEntries;
  }

  get enabled(): boolean {
    return this.#maxEntries > 0;
  }

  get size(): number {
    return this.#entries.size;
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
    return entry;
  }

  /** Keeps the page (when the cache is on) and returns it ready to serve. */
  store(key: string, rendered: RenderedPage): CachedPage {
    const page: CachedPage = { ...rendered, parts: rendered.html.split(this.noncePlaceholder).map((part) => Buffer.from(part)) };
    if (!this.enabled) return page;
    this.#entries.delete(key);
    this.#entries.set(key, page);
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    return page;
  }
}

/**
 * The cache key of a request URL (path and query, as React Router sees them). A path is appended to an
 * origin, as React Router's Express adapter does, never resolved against one: "//x/articles" is the
 * path "//x/articles", not the host "x".
 */
export function pageCacheKey(url: string): string {
  const parsed = new URL(url.startsWith("/") ? `http://localhost${url}` : url);
  return parsed.pathname + parsed.search;
}

/** A cached page's bytes with `nonce` in every placeholder's place. */
export function pageBody(page: CachedPage, nonce: string): Buffer<ArrayBuffer> {
  const nonceBytes = Buffer.from(nonce);
  const chunks: Buffer[] = [];
  page.parts.forEach((part, i) => {
    if (i > 0) chunks.push(nonceBytes);
    chunks.push(part);
  });
  // Buffer.concat allocates a new (never shared) ArrayBuffer.
  return Buffer.concat(chunks) as Buffer<ArrayBuffer>;
}

/**
 * Rendered public pages, kept in memory per URL. The server owns one cache (server/page-cache.ts):
 * React Router's entry (app/entry.server.tsx) stores each cacheable page it renders, and an Express
 * middleware answers later requests for the same URL straight from here, before React Router runs,
 * while the content version the page was rendered at is still current. The CSP nonce is rendered as a
 * placeholder and replaced with each response's own nonce.
 */
// Random per process, and shared through globalThis by every copy of this module (the server's and the
// page bundle's): a fixed, public value could be typed into an article, whose text would then be
// swapped for the response's nonce (a nonce leak, and not the text the author wrote).
const PLACEHOLDER_KEY = Symbol.for("site.cspNoncePlaceholder");
const shared = globalThis as unknown as Record<symbol, string | undefined>;
export const NONCE_PLACEHOLDER: string = (shared[PLACEHOLDER_KEY] ??= `nonce-placeholder-${crypto.randomUUID()}`);

export interface RenderedPage {
  /** The page's ETag (build version + the loader's content tag). */
  etag: string;
  /** The HTML with NONCE_PLACEHOLDER where each response's nonce goes. */
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
  private readonly entries = new Map<string, CachedPage>();
  private readonly maxEntries: number;

  constructor(maxEntries: number) {
    this.maxEntries = maxEntries;
  }

  get enabled(): boolean {
    return this.maxEntries > 0;
  }

  /** The page for `key` rendered at `contentVersion`, or undefined. */
  find(key: string, contentVersion: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.contentVersion !== contentVersion) {
      this.entries.delete(key);
      return undefined;
    }
    // Least recently used goes first: re-insert on every hit.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  store(key: string, rendered: RenderedPage): void {
    if (!this.enabled) return;
    const page: CachedPage = { ...rendered, parts: rendered.html.split(NONCE_PLACEHOLDER).map((part) => Buffer.from(part)) };
    this.entries.delete(key);
    this.entries.set(key, page);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
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

export function withNonce(html: string, nonce: string): string {
  return html.replaceAll(NONCE_PLACEHOLDER, nonce);
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

/** Whether an If-None-Match header names `etag` (weak comparison, as for GET). */
export function matchesEtag(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(/\s*,\s*/).some((tag) => tag === "*" || tag.replace(/^W\//, "") === bare);
}

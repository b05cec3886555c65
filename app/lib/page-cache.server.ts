/**
 * Rendered public pages, kept in memory per URL and served again while their ETag (build version +
 * content version) is unchanged, so a cached page costs no React render. The CSP nonce is rendered
 * as a placeholder and replaced with each response's own nonce.
 */
export const NONCE_PLACEHOLDER = "nOnCePlAcEhOlDeR00000000";

export interface CachedPage {
  etag: string;
  html: string;
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

  find(key: string, etag: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.etag !== etag) return undefined;
    // Least recently used goes first: re-insert on every hit.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  store(key: string, page: CachedPage): void {
    if (!this.enabled) return;
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

export function withNonce(html: string, nonce: string): string {
  return html.replaceAll(NONCE_PLACEHOLDER, nonce);
}

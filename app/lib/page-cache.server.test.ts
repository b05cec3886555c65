import { describe, expect, it } from "vitest";
import { matchesEtag, NONCE_PLACEHOLDER, PageCache, pageBody, pageCacheKey, withNonce } from "./page-cache.server.ts";

const page = (html: string, contentVersion = "v1") => ({ etag: `W/"b.${contentVersion}"`, html, headers: [], contentVersion });

describe("PageCache", () => {
  it("serves a page only while the content version it was rendered at is current, and forgets the least recently used", () => {
    const cache = new PageCache(2);
    cache.store("/a", page("a"));
    cache.store("/b", page("b"));
    expect(cache.find("/a", "v1")?.html).toBe("a");
    cache.store("/c", page("c"));
    expect(cache.find("/b", "v1")).toBeUndefined();
    expect(cache.find("/a", "v1")?.html).toBe("a");
    expect(cache.size).toBe(2);
    // A newer version drops the stale entry at once.
    expect(cache.find("/a", "v2")).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it("is off with zero entries and puts each response's nonce in place of the placeholder", () => {
    const off = new PageCache(0);
    off.store("/a", page("a"));
    expect(off.find("/a", "v1")).toBeUndefined();
    expect(withNonce(`<script nonce="${NONCE_PLACEHOLDER}"></script><link nonce="${NONCE_PLACEHOLDER}">`, "abc")).toBe(
      '<script nonce="abc"></script><link nonce="abc">',
    );
  });

  it("gives a cached page's bytes with the nonce in every placeholder's place, non-ASCII text intact", () => {
    const cache = new PageCache(1);
    cache.store("/pt", page(`<script nonce="${NONCE_PLACEHOLDER}"></script><p>Análises — “IA”</p><link nonce="${NONCE_PLACEHOLDER}">`));
    const stored = cache.find("/pt", "v1");
    expect(stored && pageBody(stored, "n0nce").toString("utf8")).toBe('<script nonce="n0nce"></script><p>Análises — “IA”</p><link nonce="n0nce">');
  });

  it("keys pages by path and query as React Router sees them", () => {
    expect(pageCacheKey("/articles?page=2")).toBe("/articles?page=2");
    expect(pageCacheKey("http://localhost:3000/pt/artigos/x?q=a%20b")).toBe("/pt/artigos/x?q=a%20b");
    expect(pageCacheKey("/a/./b/../c")).toBe("/a/c");
    // Found by the fuzzer: "//" was read as a scheme-relative URL (an exception, so a 500).
    expect(pageCacheKey("//")).toBe("//");
    expect(pageCacheKey("//x/articles")).toBe("//x/articles");
    expect(pageCacheKey("http://localhost:3000//x/articles")).toBe("//x/articles");
  });

  it("matches If-None-Match weakly, in lists and with *", () => {
    expect(matchesEtag('W/"b.v1"', 'W/"b.v1"')).toBe(true);
    expect(matchesEtag('"b.v1"', 'W/"b.v1"')).toBe(true);
    expect(matchesEtag('W/"x", W/"b.v1"', 'W/"b.v1"')).toBe(true);
    expect(matchesEtag("*", 'W/"b.v1"')).toBe(true);
    expect(matchesEtag('W/"b.v2"', 'W/"b.v1"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"b.v1"')).toBe(false);
  });
});

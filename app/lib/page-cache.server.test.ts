import { describe, expect, it } from "vitest";
import { PageCache, pageBody, pageCacheKey } from "./page-cache.server.ts";

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

  it("keeps nothing with zero entries, yet gives the page it was handed ready to serve", () => {
    const off = new PageCache(0);
    const served = off.store("/a", page(`<script nonce="${off.noncePlaceholder}"></script>`));
    expect(off.find("/a", "v1")).toBeUndefined();
    expect(off.size).toBe(0);
    expect(pageBody(served, "abc").toString("utf8")).toBe('<script nonce="abc"></script>');
  });

  it("gives a cached page's bytes with the nonce in every placeholder's place, non-ASCII text intact", () => {
    const cache = new PageCache(1);
    const placeholder = cache.noncePlaceholder;
    cache.store("/pt", page(`<script nonce="${placeholder}"></script><p>Análises — “IA”</p><link nonce="${placeholder}">`));
    const stored = cache.find("/pt", "v1");
    expect(stored && pageBody(stored, "n0nce").toString("utf8")).toBe('<script nonce="n0nce"></script><p>Análises — “IA”</p><link nonce="n0nce">');
  });

  it("uses a nonce placeholder no one can know in advance: random per cache, so per process", () => {
    const a = new PageCache(1);
    const b = new PageCache(1);
    expect(a.noncePlaceholder).not.toBe(b.noncePlaceholder);
    expect(a.noncePlaceholder).toMatch(/^nonce-placeholder-[0-9a-f-]{36}$/);
    // Another cache's placeholder (what an author could have learnt) is text like any other.
    a.store("/x", page(`<p>${b.noncePlaceholder}</p>`));
    const stored = a.find("/x", "v1");
    expect(stored && pageBody(stored, "n0nce").toString("utf8")).toBe(`<p>${b.noncePlaceholder}</p>`);
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
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CachedPage, PageCache, pageBody, pageCacheKey } from "./page-cache.server.ts";

const rendered = (html: string, contentVersion = "v1") => ({ etag: `W/"b.${contentVersion}"`, body: Buffer.from(html), headers: [], contentVersion });
const text = (page: CachedPage | undefined, nonce = "n0nce") => (page ? pageBody(page, nonce).toString("utf8") : undefined);

describe("PageCache", () => {
  it("serves a page only while the content version it was rendered at is current, and forgets the least recently used", () => {
    const cache = new PageCache(2);
    const keep = (key: string, html: string) => cache.store(key, cache.prepare(rendered(html)));
    keep("/a", "a");
    keep("/b", "b");
    expect(text(cache.find("/a", "v1"))).toBe("a");
    keep("/c", "c");
    expect(cache.find("/b", "v1")).toBeUndefined();
    expect(text(cache.find("/a", "v1"))).toBe("a");
    expect(cache.size).toBe(2);
    // A newer version drops the stale entry at once.
    expect(cache.find("/a", "v2")).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it("keeps nothing with zero entries, yet prepares the page it is handed for serving", () => {
    const off = new PageCache(0);
    const page = off.prepare(rendered(`<script nonce="${off.noncePlaceholder}"></script>`));
    off.store("/a", page);
    expect(off.find("/a", "v1")).toBeUndefined();
    expect(off.size).toBe(0);
    expect(text(page, "abc")).toBe('<script nonce="abc"></script>');
  });

  it("gives a cached page's bytes with the nonce in every placeholder's place, non-ASCII text intact", () => {
    const cache = new PageCache(1);
    const placeholder = cache.noncePlaceholder;
    const html = `<script nonce="${placeholder}"></script><p>Análises — “IA”</p><link nonce="${placeholder}">`;
    cache.store("/pt", cache.prepare(rendered(html)));
    expect(text(cache.find("/pt", "v1"))).toBe('<script nonce="n0nce"></script><p>Análises — “IA”</p><link nonce="n0nce">');
    expect(text(cache.prepare(rendered(`${placeholder}${placeholder}`)))).toBe("n0ncen0nce");
  });

  it("uses a nonce placeholder no one can know in advance: random per cache, so per process", () => {
    const a = new PageCache(1);
    const b = new PageCache(1);
    expect(a.noncePlaceholder).not.toBe(b.noncePlaceholder);
    expect(a.noncePlaceholder).toMatch(/^nonce-placeholder-[0-9a-f-]{36}$/);
    // Another cache's placeholder (what an author could have learnt) is text like any other.
    expect(text(a.prepare(rendered(`<p>${b.noncePlaceholder}</p>`)))).toBe(`<p>${b.noncePlaceholder}</p>`);
  });

  it("keys pages by path and query as React Router sees them", () => {
    expect(pageCacheKey("/articles?page=2")).toBe("/articles?page=2");
    expect(pageCacheKey("http://localhost:3000/pt/artigos/x?q=a%20b")).toBe("/pt/artigos/x?q=a%20b");
    expect(pageCacheKey("/a/./b/../c")).toBe("/a/c");
    // Found by the fuzzer: "//" was read as a scheme-relative URL (an exception, so a 500).
    expect(pageCacheKey("//")).toBe("//");
    // A long segment and a bare "?": one linear pass, never a backtracking blow-up (found by the fuzzer:
    // "/preview/articles/99999999999999999999?" held the server for minutes).
    expect(pageCacheKey(`/preview/articles/${"9".repeat(40)}?`)).toBe(`/preview/articles/${"9".repeat(40)}`);
    expect(pageCacheKey(`/${"a".repeat(5000)}/${"b".repeat(5000)}?`)).toBe(`/${"a".repeat(5000)}/${"b".repeat(5000)}`);
    expect(pageCacheKey("//x/articles")).toBe("//x/articles");
    expect(pageCacheKey("http://localhost:3000//x/articles")).toBe("//x/articles");
    expect(pageCacheKey("/?")).toBe("/");
    expect(pageCacheKey("/a/../b?x=1")).toBe("/b?x=1");
  });

  it("gives every URL the key the URL parser gives it, shortcut or not", () => {
    const parsed = (url: string) => {
      const u = new URL(`http://localhost${url}`);
      return u.pathname + u.search;
    };
    const alphabet = fc.constantFrom(..."abzAZ09-._~/?=&+%# \"'<>é".split(""), "..", "/.", "%2e", "%2F");
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 20 }), (pieces) => {
        const url = `/${pieces.join("")}`;
        expect(pageCacheKey(url)).toBe(parsed(url));
      }),
      { numRuns: 2000 },
    );
  });
});

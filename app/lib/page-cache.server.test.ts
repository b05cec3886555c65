import { describe, expect, it } from "vitest";
import { NONCE_PLACEHOLDER, PageCache, withNonce } from "./page-cache.server.ts";

describe("PageCache", () => {
  it("serves a page only while its ETag is unchanged, and forgets the least recently used", () => {
    const cache = new PageCache(2);
    cache.store("/a", { etag: "1", html: "a" });
    cache.store("/b", { etag: "1", html: "b" });
    expect(cache.find("/a", "1")?.html).toBe("a");
    expect(cache.find("/a", "2")).toBeUndefined();
    cache.store("/c", { etag: "1", html: "c" });
    expect(cache.find("/b", "1")).toBeUndefined();
    expect(cache.find("/a", "1")?.html).toBe("a");
    expect(cache.size).toBe(2);
  });
  it("is off with zero entries and puts each response's nonce in place of the placeholder", () => {
    const off = new PageCache(0);
    off.store("/a", { etag: "1", html: "a" });
    expect(off.find("/a", "1")).toBeUndefined();
    expect(withNonce(`<script nonce="${NONCE_PLACEHOLDER}"></script><link nonce="${NONCE_PLACEHOLDER}">`, "abc")).toBe(
      '<script nonce="abc"></script><link nonce="abc">',
    );
  });
});

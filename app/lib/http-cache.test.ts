import { describe, expect, it } from "vitest";
import { matchesEtag, weakEtag } from "./http-cache.ts";

describe("the one If-None-Match matcher", () => {
  it("matches weakly, in lists and with *", () => {
    expect(matchesEtag('W/"b.v1"', 'W/"b.v1"')).toBe(true);
    expect(matchesEtag('"b.v1"', 'W/"b.v1"')).toBe(true);
    expect(matchesEtag('W/"b.v1"', '"b.v1"')).toBe(true);
    expect(matchesEtag('W/"x", W/"b.v1"', 'W/"b.v1"')).toBe(true);
    expect(matchesEtag('W/"x",W/"b.v1"', 'W/"b.v1"')).toBe(true);
    expect(matchesEtag("*", 'W/"b.v1"')).toBe(true);
    expect(matchesEtag('W/"b.v2"', 'W/"b.v1"')).toBe(false);
    expect(matchesEtag('"b.v1-and-more"', '"b.v1"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"b.v1"')).toBe(false);
    expect(matchesEtag("", 'W/"b.v1"')).toBe(false);
  });

  it("builds weak ETags from their parts", () => {
    expect(weakEtag("build", "v1")).toBe('W/"build.v1"');
    expect(weakEtag("list-v1")).toBe('W/"list-v1"');
  });
});

import { describe, expect, it } from "vitest";
import { siteUrlMismatch } from "./site-url-check.ts";

describe("the SITE_URL check at start", () => {
  it("warns when SITE_URL names this machine on another port (only PORT was changed)", () => {
    const warning = siteUrlMismatch("http://localhost:3000", 4000);
    expect(warning).toContain("SITE_URL is http://localhost:3000 but the server listens on port 4000");
    expect(warning).toContain("SITE_URL=http://localhost:4000");
    expect(siteUrlMismatch("http://127.0.0.1", 8080)).toBeDefined();
  });

  it("stays quiet when they match, or when SITE_URL is a public address (a proxy in front)", () => {
    expect(siteUrlMismatch("http://localhost:3000", 3000)).toBeUndefined();
    expect(siteUrlMismatch("http://localhost", 80)).toBeUndefined();
    expect(siteUrlMismatch("https://example.com", 3000)).toBeUndefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "#tests/setup/test-db.ts";
import { startTestServer, type TestServer } from "#tests/setup/test-server.ts";

const article = (slug: string, published = true) => ({
  title: `Article ${slug}`,
  slug,
  content: "<p>Enough content for the rules.</p>",
  published,
});

describe.each(ENGINES)("public article reads are cached and revalidated (%s)", (engine) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    token = (await server.signInAdmin()).token;
    await server.request("POST", "/api/articles", { body: article("first"), token });
  });
  afterAll(() => server.close());

  it("answers the list with an ETag and a short public Cache-Control, and 304 to a matching If-None-Match", async () => {
    const first = await server.request("GET", "/api/articles");
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"list-/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=600");
    const again = await server.request("GET", "/api/articles", { headers: { "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
  });

  it("changes the ETag as soon as an article is written, so the next read is fresh", async () => {
    const before = await server.request("GET", "/api/articles");
    const etag = before.headers.get("etag") ?? "";
    await server.request("POST", "/api/articles", { body: article("second"), token });
    const after = await server.request("GET", "/api/articles", { headers: { "if-none-match": etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(after.body.map((a: { slug: string }) => a.slug)).toContain("second");
  });

  it("revalidates one article, and never caches what an admin reads", async () => {
    const first = await server.request("GET", "/api/articles/first");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"article-/);
    expect((await server.request("GET", "/api/articles/first", { headers: { "if-none-match": etag } })).status).toBe(304);
    await server.request("POST", "/api/articles", { body: article("draft", false), token });
    const draft = await server.request("GET", "/api/articles/draft", { token });
    expect(draft.status).toBe(200);
    expect(draft.headers.get("cache-control")).toBe("no-store");
    expect(draft.headers.get("etag")).toBeNull();
  });
});

import http from "node:http";
import { beforeEach, describe, expect, it } from "vitest";
import type { Article } from "#app/modules/articles/article.ts";
import { articlePayload, useApiServer } from "#tests/factories.ts";
import { ENGINES } from "#tests/setup/test-db.ts";
import type { TestServer } from "#tests/setup/test-server.ts";

/** ADR 035: GET /api/articles in pages, built once per content version. */
describe.each(ENGINES)("the public articles list in pages (%s)", (engine) => {
  let server: TestServer;
  let adminToken: string;
  useApiServer(engine, (context) => {
    ({ server, adminToken } = context);
  });

  // One server for the file: each case starts from an empty archive.
  beforeEach(async () => {
    const all = await server.request<Article[]>("GET", "/api/articles/admin/all", { token: adminToken });
    for (const article of all.body)
      expect(
        (
          await server.request("DELETE", `/api/articles/${article.id}`, {
            token: adminToken,
          })
        ).status,
      ).toBe(200);
  });

  async function publish(count: number, overrides: (i: number) => Record<string, unknown> = () => ({})) {
    const made: Article[] = [];
    for (let i = 0; i < count; i++) {
      const res = await server.request<Article>("POST", "/api/articles", {
        body: articlePayload({ published: true, ...overrides(i) }),
        token: adminToken,
      });
      expect(res.status, res.text).toBe(201);
      made.push(res.body);
    }
    return made.reverse(); // newest first, as the list shows them
  }

  it("answers a client that asks for no page with every article of a small site, as spec §7's client reads it", async () => {
    const made = await publish(3);
    const plain = await server.request<Article[]>("GET", "/api/articles");
    expect(plain.status).toBe(200);
    expect(plain.body.map((a) => a.slug)).toEqual(made.map((a) => a.slug));
    expect(Object.keys(plain.body[0] ?? {})).toEqual(
      expect.arrayContaining(["id", "slug", "title", "content", "excerpt", "coverImage", "publishedAt", "featured"]),
    );
    expect(plain.headers.get("x-total-count")).toBe("3");
    expect(plain.headers.get("link")).toBe(
      '</api/articles?page=1&pageSize=100>; rel="first", </api/articles?page=1&pageSize=100>; rel="last"',
    );
    const first = await server.request<Article[]>("GET", "/api/articles?page=1&pageSize=100");
    expect(first.text).toBe(plain.text);
    expect(first.headers.get("etag")).toBe(plain.headers.get("etag"));
  });

  it("pages with next, prev, first and last links and the total, newest first", async () => {
    const made = await publish(5);
    const slugs = made.map((a) => a.slug);
    const page = (n: number) => server.request<Article[]>("GET", `/api/articles?page=${n}&pageSize=2`);
    const [one, two, three, beyond] = await Promise.all([page(1), page(2), page(3), page(4)]);
    expect([one, two, three].flatMap((res) => res.body.map((a) => a.slug))).toEqual(slugs);
    for (const res of [one, two, three, beyond]) expect(res.headers.get("x-total-count")).toBe("5");
    const href = (n: number) => `</api/articles?page=${n}&pageSize=2>`;
    expect(one.headers.get("link")).toBe(`${href(1)}; rel="first", ${href(2)}; rel="next", ${href(3)}; rel="last"`);
    expect(two.headers.get("link")).toBe(`${href(1)}; rel="first", ${href(1)}; rel="prev", ${href(3)}; rel="next", ${href(3)}; rel="last"`);
    expect(three.headers.get("link")).toBe(`${href(1)}; rel="first", ${href(2)}; rel="prev", ${href(3)}; rel="last"`);
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get("link")).toBe(`${href(1)}; rel="first", ${href(3)}; rel="prev", ${href(3)}; rel="last"`);
  });

  it("reads the whole archive by following next", async () => {
    const made = await publish(5);
    const seen: string[] = [];
    let next: string | undefined = "/api/articles?pageSize=2";
    while (next) {
      const res: Awaited<ReturnType<typeof server.request<Article[]>>> = await server.request<Article[]>("GET", next);
      seen.push(...res.body.map((a) => a.slug ?? ""));
      next = /<([^>]+)>; rel="next"/.exec(res.headers.get("link") ?? "")?.[1];
    }
    expect(seen).toEqual(made.map((a) => a.slug));
  });

  it("serves a page larger than 100 as 100 and refuses page numbers that are not whole numbers from 1", async () => {
    await publish(1);
    const large = await server.request("GET", "/api/articles?pageSize=100000");
    expect(large.status).toBe(200);
    expect(large.headers.get("link")).toContain("pageSize=100>");
    for (const [query, message] of [
      ["page=0", "page must be at least 1"],
      ["page=abc", "page must be a whole number"],
      ["pageSize=1.5", "pageSize must be a whole number"],
      ["page=1&page=2", "page must be a whole number"],
      ["page=1000001", "page must be at most 1000000"],
    ]) {
      const res = await server.request("GET", `/api/articles?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
  });

  it("answers 304 to a page's ETag until a write, and each page has its own ETag", async () => {
    await publish(3);
    const one = await server.request("GET", "/api/articles?pageSize=2");
    const two = await server.request("GET", "/api/articles?pageSize=2&page=2");
    const etag = one.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\//);
    expect(two.headers.get("etag")).not.toBe(etag);
    const again = await server.request("GET", "/api/articles?pageSize=2", {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("x-total-count")).toBe("3");
    await publish(1);
    const changed = await server.request("GET", "/api/articles?pageSize=2", {
      headers: { "if-none-match": etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("x-total-count")).toBe("4");
  });

  it("sends the page gzipped when the client takes gzip, and plain otherwise, with the same JSON", async () => {
    await publish(2);
    const zipped = await fetch(`${server.baseUrl}/api/articles`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toContain("Accept-Encoding");
    const plain = await fetch(`${server.baseUrl}/api/articles`, {
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers.get("content-encoding")).toBeNull();
    const refused = await fetch(`${server.baseUrl}/api/articles`, { headers: { "accept-encoding": "gzip;q=0, identity" } });
    expect(refused.headers.get("content-encoding")).toBeNull();
    const unnamed = await new Promise<string | undefined>((resolve, reject) => {
      // fetch always names encodings: a raw request names none.
      http
        .get(`${server.baseUrl}/api/articles`, (res) => {
          res.resume();
          resolve(res.headers["content-encoding"]);
        })
        .on("error", reject);
    });
    expect(unnamed).toBeUndefined();
    expect(await zipped.text()).toBe(await plain.text());
  });

  it("pages the Portuguese list the same way, keeping the language in the links", async () => {
    const made = await publish(3, (i) => ({
      pt: {
        title: `Artigo ${i} em português`,
        content: "<p>Corpo do artigo em português.</p>",
      },
    }));
    const res = await server.request<Article[]>("GET", "/api/articles?language=pt&pageSize=2");
    expect(res.body.map((a) => a.id)).toEqual(made.slice(0, 2).map((a) => a.id));
    expect(res.headers.get("x-total-count")).toBe("3");
    expect(res.headers.get("link")).toContain('</api/articles?language=pt&page=2&pageSize=2>; rel="next"');
  });
});

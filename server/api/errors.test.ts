import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "#tests/setup/test-db.ts";
import { type ApiResponse, startTestServer, type TestServer } from "#tests/setup/test-server.ts";

/** What no /api answer may ever contain: an HTML error page or a stack frame of our code. */
const LEAK = /<html|at .*\.ts:\d+/i;

function expectJsonError(res: ApiResponse, status: number): void {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(res.body).toEqual(expect.objectContaining({ message: expect.any(String), code: expect.any(String) }));
  expect(res.text).not.toMatch(LEAK);
}

async function categorySlugs(server: TestServer): Promise<string[]> {
  const rows = await server.database.db.selectFrom("categories").select("slug").execute();
  return rows.map((r) => r.slug);
}

describe.each(ENGINES)("API errors and request guards (%s)", (engine) => {
  let server: TestServer;
  let adminToken: string;
  let sessionCookie: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const admin = await server.signInAdmin();
    adminToken = admin.token;
    const login = await server.request("POST", "/api/auth/login", {
      body: { username: admin.username, password: admin.password },
    });
    const header = login.headers.getSetCookie().find((c) => c.startsWith("session="));
    sessionCookie = header?.split(";")[0] ?? "";
    expect(sessionCookie).toMatch(/^session=[A-Za-z0-9_-]{20,}$/);
  });
  afterAll(() => server.close());

  it("answers malformed JSON with 400 'Malformed JSON in request body'", async () => {
    const res = await server.request("POST", "/api/auth/login", { body: '{"username": "admin", "password": ' });
    expectJsonError(res, 400);
    expect(res.body.message).toBe("Malformed JSON in request body");
    const scalar = await server.request("POST", "/api/auth/login", { body: '"just a string"' });
    expectJsonError(scalar, 400);
  });

  it("answers a 2 MB JSON body with 413 JSON", async () => {
    const body = JSON.stringify({ username: "admin", password: "x".repeat(2 * 1024 * 1024) });
    const res = await server.request("POST", "/api/auth/login", { body });
    expectJsonError(res, 413);
    expect(res.body.message).toMatch(/too large/);

    const before = await categorySlugs(server);
    const category = await server.request("POST", "/api/categories", {
      token: adminToken,
      body: { name: "Huge", slug: "huge", description: "d".repeat(2 * 1024 * 1024) },
    });
    expectJsonError(category, 413);
    expect(await categorySlugs(server)).toEqual(before);
  });

  it("answers a text/plain body on POST /api/categories with 415 JSON and creates nothing", async () => {
    const before = await categorySlugs(server);
    const res = await server.request("POST", "/api/categories", {
      token: adminToken,
      body: JSON.stringify({ name: "Plain", slug: "plain" }),
      headers: { "content-type": "text/plain" },
    });
    expectJsonError(res, 415);
    expect(res.body.message).toMatch(/application\/json/);
    expect(await categorySlugs(server)).toEqual(before);
  });

  it.each(["GET", "POST", "DELETE"])("answers %s on an unknown /api path with 404 JSON", async (method) => {
    const res = await server.request(method, "/api/does-not-exist/42", { token: adminToken });
    expectJsonError(res, 404);
    expect(res.body.message).toBe(`No API endpoint ${method} /does-not-exist/42`);
  });

  it("refuses a cookie-authenticated write from another origin with 403 and creates nothing", async () => {
    const before = await categorySlugs(server);
    const evil = await server.request("POST", "/api/categories", {
      body: { name: "Evil", slug: "evil-category" },
      headers: { cookie: sessionCookie, origin: "https://evil.example" },
    });
    expectJsonError(evil, 403);
    expect(evil.body.message).toBe("Cross-origin requests are not allowed");

    const crossSite = await server.request("POST", "/api/categories", {
      body: { name: "Evil", slug: "evil-category" },
      headers: { cookie: sessionCookie, "sec-fetch-site": "cross-site" },
    });
    expectJsonError(crossSite, 403);

    const nullOrigin = await server.request("DELETE", "/api/categories/1", {
      headers: { cookie: sessionCookie, origin: "null" },
    });
    expectJsonError(nullOrigin, 403);
    expect(await categorySlugs(server)).toEqual(before);
  });

  it("accepts the same cookie-authenticated write from the server's own origin", async () => {
    const res = await server.request("POST", "/api/categories", {
      body: { name: "Own origin", slug: "own-origin" },
      headers: { cookie: sessionCookie, origin: server.baseUrl, "sec-fetch-site": "same-origin" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: "Own origin", slug: "own-origin" });
    expect(await categorySlugs(server)).toContain("own-origin");

    // The configured public site URL (behind a proxy) counts as the own origin too.
    const viaSiteUrl = await server.request("POST", "/api/categories", {
      body: { name: "Site origin", slug: "site-origin" },
      headers: { cookie: sessionCookie, origin: "http://localhost:3000" },
    });
    expect(viaSiteUrl.status).toBe(201);
  });

  it("never answers /api with an HTML error page or a stack trace", async () => {
    const attempts: [string, string, { body?: unknown; headers?: Record<string, string>; token?: string }][] = [
      ["POST", "/api/auth/login", { body: "{not json" }],
      ["POST", "/api/auth/login", { body: "[]" }],
      ["POST", "/api/auth/login", { body: { username: ["admin"], password: { $ne: 1 } } }],
      ["GET", "/api/%E0%A4%A", {}],
      ["GET", "/api/articles/%E0%A4%A", {}],
      ["PUT", "/api/auth/login", { body: {} }],
      ["POST", "/api/categories", { token: adminToken, body: "x=1", headers: { "content-type": "application/x-www-form-urlencoded" } }],
      ["POST", "/api/categories", { token: adminToken, body: {}, headers: { "content-type": "application/json; charset=utf-7" } }],
      ["PUT", "/api/categories/not-a-number", { token: adminToken, body: { name: "Name", slug: "name" } }],
      ["DELETE", "/api/categories/99999999999999999999", { token: adminToken }],
      ["GET", "/api/articles/admin/all", { headers: { authorization: "Bearer " + "x".repeat(5000) } }],
    ];
    for (const [method, path, options] of attempts) {
      const res = await server.request(method, path, options);
      const label = `${method} ${path}`;
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      expect(res.headers.get("content-type"), label).toMatch(/^application\/json/);
      expect(res.body?.message, label).toEqual(expect.any(String));
      expect(res.text, label).not.toMatch(LEAK);
    }
  });

  it("sends security headers that forbid framing on /healthz and on /api answers", async () => {
    for (const path of ["/healthz", "/api/categories", "/api/nope"]) {
      const res = await server.request("GET", path);
      expect(res.headers.get("content-security-policy"), path).toMatch(/frame-ancestors 'none'/);
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
    const health = await server.request("GET", "/healthz");
    expect(health.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    const api = await server.request("GET", "/api/categories");
    expect(api.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    expect(api.headers.get("cache-control")).toMatch(/no-store/);
  });
});

describe.each(ENGINES)("GET /healthz (%s)", (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
    // The last test closes the database itself; the final close must not close it twice.
    const closeDatabase = server.database.close;
    let closed: Promise<void> | undefined;
    server.database.close = () => (closed ??= closeDatabase());
  });
  afterAll(() => server.close());

  it("answers 200 {status:'ok'} when the database answers", async () => {
    const res = await server.request("GET", "/healthz");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
  });

  // Must stay the last test of this server: it closes the database.
  it("answers 503 once the database is gone", async () => {
    await server.database.close();
    const res = await server.request("GET", "/healthz");
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: "unavailable" });
    expect(res.text).not.toMatch(LEAK);
  });
});

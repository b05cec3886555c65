import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, initAndSignIn, type ServerProcess, startServerProcess } from "#tests/durability/server-process.ts";
import { articlePayload, uniqueSlug } from "#tests/factories.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";

/**
 * Analytics against the built server as a child process (issue 24): crawlers counted by the server on
 * the resources they read, and, on PostgreSQL, two instances counting into one database once.
 */
const GPTBOT = "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)";
const CLAUDEBOT = "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

interface Report {
  pages: { path: string; views: number; visitors: number }[];
  crawlers: { name: string; requests: number }[];
  totals: { views: number; visitors: number };
}

describe.each(ENGINES)("analytics in the built server (%s)", (engine) => {
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;
  let env: Record<string, string>;
  const servers: ServerProcess[] = [];
  let token: string;

  const report = async (base: string) => (await api(base, "GET", "/api/analytics", { token })).body as Report;

  beforeAll(async () => {
    if (engine === "postgres") {
      database = await createTestDatabase("postgres");
      // The instances of one site share its SITE_URL (part of the visitor's hash).
      env = { DATABASE_URL: database.location, SITE_URL: "http://site.test" };
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-analytics-"));
      env = { DATA_DIR: dataDir };
    }
    servers.push(await startServerProcess(env));
    token = await initAndSignIn(servers[0]!.baseUrl);
  }, 90_000);
  afterAll(async () => {
    for (const server of servers) await server.kill();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("counts crawlers' requests to llms.txt, a Markdown article, the feed and a page; not a 404, not a person", async () => {
    const base = servers[0]!.baseUrl;
    const slug = uniqueSlug("crawled");
    expect((await api(base, "POST", "/api/articles", { token, body: articlePayload({ slug }) })).status).toBe(201);
    const get = async (pathname: string, userAgent: string) => (await fetch(base + pathname, { headers: { "user-agent": userAgent } })).status;
    expect(await get("/llms.txt", GPTBOT)).toBe(200);
    expect(await get(`/articles/${slug}.md`, GPTBOT)).toBe(200);
    expect(await get("/rss.xml", GPTBOT)).toBe(200);
    expect(await get(`/articles/${slug}`, CLAUDEBOT)).toBe(200);
    expect(await get("/articles/no-such-article", CLAUDEBOT)).toBe(404);
    expect(await get("/llms.txt", BROWSER)).toBe(200);
    // Within 5 s (writes are batched within a second).
    await expect.poll(async () => (await report(base)).crawlers, { timeout: 5_000 }).toEqual([
      { name: "GPTBot", requests: 3 },
      { name: "ClaudeBot", requests: 1 },
    ]);
    // A crawler is no visitor.
    expect((await report(base)).totals.views).toBe(0);
  });

  it.runIf(engine === "postgres")("two instances on one database count each view once, with one salt for the day", async () => {
    servers.push(await startServerProcess(env));
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const beacon = (base: string, page: string) =>
      fetch(`${base}/api/analytics/event`, { method: "POST", headers: { "content-type": "text/plain", "user-agent": BROWSER }, body: JSON.stringify({ t: "view", p: page }) });
    expect((await beacon(a.baseUrl, "/talks")).status).toBe(204);
    expect((await beacon(b.baseUrl, "/talks")).status).toBe(204);
    expect((await beacon(b.baseUrl, "/pt/talks")).status).toBe(204);
    await expect.poll(async () => (await report(a.baseUrl)).pages.find((p) => p.path === "/talks"), { timeout: 5_000 }).toEqual({ path: "/talks", views: 2, visitors: 1 });
    // Both instances answer the same report.
    expect((await report(b.baseUrl)).totals).toEqual((await report(a.baseUrl)).totals);
    expect((await report(a.baseUrl)).totals).toMatchObject({ views: 3, visitors: 1 });
  });
});

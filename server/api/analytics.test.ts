import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Engine } from "#app/db/db.server.ts";
import { openDatabase } from "#app/db/db.server.ts";
import { Analytics, addDays } from "#app/modules/analytics/analytics.service.server.ts";
import { createApp, createHttpServer } from "#server/app.ts";
import { createServerContext } from "#server/context.ts";
import { articlePayload, uniqueSlug } from "#tests/factories.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";

const SITE_URL = "http://localhost:3000";
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GPTBOT = "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)";

/** A clock the tests move across days (the analytics' days are UTC here). */
class Clock {
  time = Date.now();
  now = () => new Date(this.time);
  advanceDays(days: number) {
    this.time += days * 86_400_000;
  }
}

interface Site {
  baseUrl: string;
  analytics: Analytics;
  close: () => Promise<void>;
}

async function startSite(database: TestDatabase, clock: Clock, flushMs = 20): Promise<Site> {
  const analytics = new Analytics(database.db, { retentionDays: 30, siteUrl: SITE_URL, timeZone: "UTC", now: clock.now, flushMs, maintenanceMs: 3_600_000 });
  const ctx = createServerContext(database.db, { production: true, siteUrl: SITE_URL, cookieSecure: false, auditRetentionDays: 365 }, { pageCacheEntries: 0, analytics });
  const server: Server = createHttpServer(ctx, createApp(ctx));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    analytics,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await analytics.stop();
    },
  };
}

function beacon(site: Site, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${site.baseUrl}/api/analytics/event`, {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": DESKTOP, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe.each(ENGINES)("analytics over HTTP (%s)", (engine: Engine) => {
  let database: TestDatabase;
  let site: Site;
  let adminToken: string;
  const clock = new Clock();
  let articleSlug: string;

  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(site.baseUrl + path, {
      method,
      headers: { authorization: `Bearer ${adminToken}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as any };
  };
  const events = () => database.db.selectFrom("analytics_events").selectAll().orderBy("id").execute();
  const today = () => site.analytics.today();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    site = await startSite(database, clock);
    const init = await (await fetch(`${site.baseUrl}/api/init`, { method: "POST" })).json();
    const login = await fetch(`${site.baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: init.username, password: init.password }),
    });
    adminToken = ((await login.json()) as { token: string }).token;
    articleSlug = uniqueSlug("counted");
    const created = await api("POST", "/api/articles", articlePayload({ slug: articleSlug }));
    expect(created.status).toBe(201);
  });
  afterAll(async () => {
    await site.close();
    await database.close();
  });

  it("counts a view of a public page, with its language, device, source and campaign; keeps no address nor user agent", async () => {
    const before = (await events()).length;
    const sent = await beacon(site, { t: "view", p: `/articles/${articleSlug}?utm_source=linkedin&utm_medium=social&utm_campaign=Launch%20Post`, r: "https://lnkd.in/abc" }, { "user-agent": PHONE });
    expect(sent.status).toBe(204);
    expect((await beacon(site, { t: "view", p: "/pt", r: "https://www.google.com/" })).status).toBe(204);
    await site.analytics.flush();
    const rows = (await events()).slice(before);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ kind: "view", path: `/articles/${articleSlug}`, language: "en", entry: 1, source: "LinkedIn", referrer_host: "lnkd.in", utm_source: "linkedin", utm_medium: "social", utm_campaign: "launch post", device: "mobile", country: "unknown" });
    expect(rows[1]).toMatchObject({ path: "/pt", language: "pt", source: "Google", device: "desktop" });
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain("127.0.0.1");
    expect(stored).not.toContain("iPhone");
    expect(stored).not.toContain("Chrome/131");
  });

  it("refuses paths that are not public pages and oversize fields, and counts nothing for them", async () => {
    const before = (await events()).length;
    for (const p of ["/admin", "/api/articles", "/articles/no-such-article", "/made-up", "/pt/made-up", "/talks/no-such-talk", "https://evil.example/", "//evil.example/x", "/pt/articles/" + "a".repeat(600)]) {
      expect((await beacon(site, { t: "view", p })).status, p).toBe(400);
    }
    expect((await beacon(site, { t: "view", p: "/", r: `https://x.example/${"r".repeat(2_000)}` })).status).toBe(400);
    expect((await beacon(site, { t: "view", p: `/?utm_campaign=${"c".repeat(101)}` })).status).toBe(400);
    expect((await beacon(site, { t: "view", p: "/", r: "x".repeat(5_000) })).status).toBe(413);
    expect((await beacon(site, "not json")).status).toBe(400);
    expect((await beacon(site, { t: "vitals", p: "/", lcp: -1 })).status).toBe(400);
    await site.analytics.flush();
    expect(await events()).toHaveLength(before);
    // The privacy notice and the accessibility statement are public pages in each language (issue 27).
    for (const p of ["/privacy", "/pt/privacidade", "/accessibility", "/pt/acessibilidade"]) expect((await beacon(site, { t: "vitals", p, lcp: 1200 })).status, p).toBe(204);
    await site.analytics.flush();
  });

  it("does not count bots, prefetches, the signed-in owner, or a visitor over the rate limit", async () => {
    const before = (await events()).length;
    expect((await beacon(site, { t: "view", p: "/" }, { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" })).status).toBe(204);
    expect((await beacon(site, { t: "view", p: "/" }, { "user-agent": "" })).status).toBe(204);
    expect((await beacon(site, { t: "view", p: "/" }, { "sec-purpose": "prefetch;prerender" })).status).toBe(204);
    // The owner browsing her own site: her session cookie is sent with the beacon.
    expect((await beacon(site, { t: "view", p: "/" }, { cookie: `session=${adminToken}`, origin: site.baseUrl })).status).toBe(204);
    await site.analytics.flush();
    expect(await events()).toHaveLength(before);

    const ua = `${DESKTOP} rate-limit-test`;
    for (let i = 0; i < 40; i++) await beacon(site, { t: "view", p: "/talks" }, { "user-agent": ua });
    await site.analytics.flush();
    expect((await events()).slice(before).filter((e) => e.path === "/talks")).toHaveLength(30);
  });

  it("records vitals per page and device, and reports p75 with sample counts", async () => {
    for (const lcp of [1000, 2000, 3000, 4000]) {
      expect((await beacon(site, { t: "vitals", p: "/press-kit", lcp, inp: lcp / 10, cls: 0.1 }, { "user-agent": PHONE })).status).toBe(204);
    }
    const report = await api("GET", `/api/analytics?from=${today()}&to=${today()}`);
    expect(report.body.vitals).toContainEqual({ path: "/press-kit", device: "mobile", samples: 4, lcp: 3000, inp: 300, cls: 0.1 });
  });

  it("writes views, vitals and crawls that arrive in the same second in one batch (a page left and the next one shown)", async () => {
    const batched = await startSite(database, clock, 60_000);
    try {
      const before = (await events()).length;
      expect((await beacon(batched, { t: "vitals", p: "/", lcp: 900, cls: 0 })).status).toBe(204);
      expect((await beacon(batched, { t: "view", p: "/articles", r: `${SITE_URL}/` })).status).toBe(204);
      batched.analytics.countCrawl("GPTBot", "/llms.txt");
      await batched.analytics.flush();
      expect((await events()).slice(before).map((e) => [e.kind, e.path, e.entry])).toEqual([
        ["vitals", "/", 0],
        ["view", "/articles", 0],
        ["crawl", "/llms.txt", 0],
      ]);
      // The tests after this one count from a known state.
      const added = (await events()).slice(before).map((e) => e.id);
      await database.db.deleteFrom("analytics_events").where("id", "in", added).execute();
    } finally {
      await batched.close();
    }
  });

  it("counts crawlers' requests, never the API or the health check, and reports them per crawler", async () => {
    // This server answers the API only (the pages' crawls are counted in tests/durability/analytics.test.ts,
    // against the built server): neither the API nor /healthz counts as a crawled page.
    const before = (await events()).length;
    for (const path of ["/healthz", "/api/articles"]) await fetch(site.baseUrl + path, { headers: { "user-agent": GPTBOT } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await site.analytics.flush();
    expect((await events()).slice(before)).toEqual([]);
    site.analytics.countCrawl("GPTBot", "/llms.txt");
    site.analytics.countCrawl("ClaudeBot", "/rss.xml");
    site.analytics.countCrawl("GPTBot", `/articles/${articleSlug}.md`);
    const report = await api("GET", `/api/analytics?from=${today()}&to=${today()}`);
    expect(report.body.crawlers).toEqual([
      { name: "GPTBot", requests: 2 },
      { name: "ClaudeBot", requests: 1 },
    ]);
  });

  it("answers the report in the documented shape, admin only, with messages and accepted invitations under their campaign", async () => {
    const sent = await fetch(`${site.baseUrl}/api/messages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "speaking", name: "Ana Organiser", email: "ana@example.com", eventDetails: "Summit 2031, Lisbon", message: "Would you speak at our summit?", language: "en", utmSource: "linkedin", utmMedium: "social", utmCampaign: "launch post" }),
    });
    expect(sent.status).toBe(201);
    const { id: messageId } = await database.db.selectFrom("messages").select("id").where("email", "=", "ana@example.com").executeTakeFirstOrThrow();
    expect((await api("PATCH", `/api/messages/${messageId}`, { status: "accepted" })).status).toBe(200);

    expect((await fetch(`${site.baseUrl}/api/analytics`)).status).toBe(401);
    expect((await api("GET", "/api/analytics?from=2026-13-01")).status).toBe(400);
    expect((await api("GET", "/api/analytics?from=2026-02-02&to=2026-02-01")).status).toBe(400);
    const report = await api("GET", `/api/analytics?from=${addDays(today(), -1)}&to=${today()}`);
    expect(report.status).toBe(200);
    expect(Object.keys(report.body).sort()).toEqual(["campaigns", "countries", "crawlers", "days", "devices", "from", "languages", "pages", "sources", "to", "totals", "vitals"]);
    const body = report.body;
    expect(body.days).toHaveLength(2);
    expect(body.days[1]).toMatchObject({ date: today(), views: expect.any(Number), visitors: expect.any(Number) });
    expect(body.totals).toMatchObject({ messages: 1, invitations: 1 });
    expect(body.totals.views).toBe(body.days[1].views);
    expect(body.pages).toContainEqual({ path: `/articles/${articleSlug}`, views: 1, visitors: 1 });
    expect(body.sources).toContainEqual({ source: "LinkedIn", visitors: 1, views: 1 });
    expect(body.campaigns).toContainEqual({ source: "linkedin", medium: "social", campaign: "launch post", visitors: 1, messages: 1, invitations: 1 });
    expect(body.countries).toContainEqual({ country: "unknown", visitors: expect.any(Number) });
    expect(body.devices.map((d: { device: string }) => d.device).sort()).toEqual(["desktop", "mobile"]);
    expect(body.languages).toContainEqual({ language: "pt", visitors: 1 });
    // The default range: the last 30 days.
    const defaults = await api("GET", "/api/analytics");
    expect(defaults.body.days).toHaveLength(30);
    expect(defaults.body.to).toBe(today());
  });

  it("rotates the salt: a visitor's hash differs across days, the old salt is deleted, the day is rolled up once, raw events expire", async () => {
    const visitorOn = async () => {
      await beacon(site, { t: "view", p: "/museum-letter" }, { "user-agent": `${DESKTOP} salt-test` });
      await site.analytics.flush();
      return (await events()).filter((e) => e.path === "/museum-letter").at(-1)?.visitor;
    };
    const first = await visitorOn();
    expect(await visitorOn()).toBe(first);
    const firstDay = today();
    const beforeRotation = await api("GET", `/api/analytics?from=${firstDay}&to=${firstDay}`);
    const salts = () => database.db.selectFrom("analytics_salts").select("day").execute();
    expect((await salts()).map((s) => s.day)).toEqual([firstDay]);

    clock.advanceDays(1);
    const second = await visitorOn();
    expect(second).not.toBe(first);
    const maintenance = await site.analytics.runMaintenance();
    expect(maintenance.rolledUp).toEqual([firstDay]);
    expect((await salts()).map((s) => s.day)).toEqual([today()]);
    // The day's aggregates say what its raw events said.
    const afterRollup = await api("GET", `/api/analytics?from=${firstDay}&to=${firstDay}`);
    expect(afterRollup.body).toEqual(beforeRotation.body);
    expect((await site.analytics.runMaintenance()).rolledUp).toEqual([]);

    clock.advanceDays(31);
    const expired = await site.analytics.runMaintenance();
    expect(expired.eventsDeleted).toBeGreaterThan(0);
    expect((await events()).some((e) => e.day === firstDay)).toBe(false);
    // The aggregates stay: the expired day reads the same.
    expect((await api("GET", `/api/analytics?from=${firstDay}&to=${firstDay}`)).body).toEqual(beforeRotation.body);
  });
});

describe.runIf(ENGINES.includes("postgres"))("analytics on two instances (postgres)", () => {
  it("share the day's salt and roll a day up exactly once", async () => {
    const database = await createTestDatabase("postgres");
    const second = openDatabase({ engine: "postgres", url: database.location });
    const clock = new Clock();
    const a = await startSite(database, clock);
    const b = await startSite({ ...second, location: database.location }, clock);
    try {
      await beacon(a, { t: "view", p: "/" });
      await beacon(b, { t: "view", p: "/" });
      await beacon(b, { t: "view", p: "/talks" });
      await Promise.all([a.analytics.flush(), b.analytics.flush()]);
      const rows = await database.db.selectFrom("analytics_events").select(["visitor"]).execute();
      expect(rows).toHaveLength(3);
      expect(new Set(rows.map((r) => r.visitor)).size).toBe(1);
      const day = a.analytics.today();
      clock.advanceDays(1);
      const [ra, rb] = await Promise.all([a.analytics.runMaintenance(), b.analytics.runMaintenance()]);
      expect([...ra.rolledUp, ...rb.rolledUp]).toEqual([day]);
      const total = await database.db.selectFrom("analytics_daily").selectAll().where("metric", "=", "total").execute();
      expect(total).toEqual([{ day, metric: "total", key: "", views: 3, visitors: 1, value: null }]);
    } finally {
      await a.close();
      await b.close();
      await second.close();
      await database.close();
    }
  });
});

import fs from "node:fs";
import path from "node:path";
import { type APIRequestContext, chromium, type Page } from "@playwright/test";
import puppeteer from "puppeteer-core";
import { islandNames } from "../budgets/js-budget.ts";
import { TRANSLATIONS } from "../../app/i18n/translations.ts";
import { expect, test } from "./fixtures.ts";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";

/**
 * Privacy-first analytics (issue 24) against the built server: what a visitor's browser does and what
 * the owner sees. A fresh server of its own (counts start at zero); desktop project only.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: FreshServer;
const owner = { username: "", password: "", token: "" };
const WEB_VITALS_DIR = path.resolve(import.meta.dirname, "../../node_modules/web-vitals/dist");
const url = (path: string) => `${server.baseURL}${path}`;

test.beforeAll(async ({ request }) => {
  server = await startFreshServer();
  const init = await request.post(url("/api/init"));
  Object.assign(owner, await init.json());
  const login = await request.post(url("/api/auth/login"), { data: { username: owner.username, password: owner.password } });
  owner.token = ((await login.json()) as { token: string }).token;
});
test.afterAll(async () => {
  await server?.stop();
});

interface Report {
  pages: { path: string; views: number; visitors: number }[];
  sources: { source: string; visitors: number; views: number }[];
  campaigns: { source: string; medium: string; campaign: string; visitors: number; messages: number; invitations: number }[];
  vitals: { path: string; device: string; samples: number; lcp: number | null; inp: number | null; cls: number | null }[];
}

async function report(request: APIRequestContext): Promise<Report> {
  const response = await request.get(url("/api/analytics"), { headers: { authorization: `Bearer ${owner.token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Report;
}

const viewsOf = async (request: APIRequestContext, path: string) => (await report(request)).pages.find((p) => p.path === path)?.views ?? 0;

async function open(page: Page, path: string, options: { referer?: string } = {}) {
  await page.goto(url(path), options);
  await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");
}

test("a view is counted once per page shown, and nothing is written to cookies or storage for it", async ({ page, context, request }) => {
  await open(page, "/talks");
  await expect.poll(() => viewsOf(request, "/talks"), { timeout: 5_000 }).toBe(1);
  await page.waitForTimeout(1_500);
  expect(await viewsOf(request, "/talks")).toBe(1);
  expect(await context.cookies()).toEqual([]);
  const keys = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  expect(keys.filter((key) => /analytic|visit|vital|beacon/i.test(key))).toEqual([]);
  // What the site keeps for itself in the tab (the forms' attribution, the fonts flag) is older than analytics and not about it.
  const local = await page.evaluate(() => Object.keys(localStorage));
  expect(local).toEqual([]);
});

test("a hover prerenders the next page in Chromium, which is counted only once it is activated", async ({ request }) => {
  // A real prerender by the site's speculation rules. Not through Playwright: Chromium turns
  // prerendering off for pages its DevTools sessions attached without a tab target, as Playwright's are
  // (Preload.prerenderStatusUpdated: PrerenderingDisabledByDevTools); Puppeteer attaches through the tab (ADR 042).
  const browser = await puppeteer.launch({
    executablePath: test.info().project.use.launchOptions?.executablePath ?? chromium.executablePath(),
    // The project's user agent: Chromium's own says HeadlessChrome, a bot to isbot.
    args: ["--no-sandbox", "--disable-gpu", `--user-agent=${test.info().project.use.userAgent ?? ""}`],
    defaultViewport: { width: 1280, height: 800 },
  });
  try {
    const page = await browser.newPage();
    await page.goto(url("/"));
    await page.waitForSelector('html[data-islands="ready"]');
    await page.hover('header a[href="/articles"]');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await viewsOf(request, "/articles")).toBe(0);
    await page.click('header a[href="/articles"]');
    await page.waitForFunction(() => location.pathname === "/articles" && document.documentElement.dataset.islands === "ready");
    // The page shown is the prerendered one: its navigation was activated, not loaded.
    expect(await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceEntry & { activationStart: number }).activationStart)).toBeGreaterThan(0);
    await expect.poll(() => viewsOf(request, "/articles"), { timeout: 5_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await viewsOf(request, "/articles")).toBe(1);
  } finally {
    await browser.close();
  }
});

test("the owner's own visits, bots and clients without script are not counted", async ({ browser, request }) => {
  const ownerContext = await browser.newContext();
  await ownerContext.addCookies([{ name: "session", value: owner.token, url: server.baseURL }]);
  const bot = await browser.newContext({ userAgent: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" });
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  for (const context of [ownerContext, bot]) {
    const page = await context.newPage();
    await open(page, "/media-kit");
  }
  await (await noScript.newPage()).goto(url("/media-kit"));
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(await viewsOf(request, "/media-kit")).toBe(0);
  await Promise.all([ownerContext.close(), bot.close(), noScript.close()]);
});

test("a campaign visit is attributed to its source and campaign, and the message sent after it counts under that campaign", async ({ page, request }) => {
  await open(page, "/?utm_source=linkedin&utm_medium=social&utm_campaign=e2e-post", { referer: "https://www.linkedin.com/feed/" });
  const form = page.locator("#speaking form");
  const t = TRANSLATIONS.en;
  await form.getByLabel(t.name).fill("Organiser from LinkedIn");
  await form.getByLabel(t.email).fill("organiser@example.org");
  await form.getByLabel(t.eventDetails).fill("Summit of the AI association");
  await form.getByLabel(t.message).fill("Would you open our summit?");
  await form.getByRole("button", { name: t.sendInvite }).click();
  await expect(page.locator('[data-slot="toast"]')).toBeVisible();
  await expect
    .poll(async () => (await report(request)).campaigns.find((c) => c.campaign === "e2e-post"), { timeout: 5_000 })
    .toEqual({ source: "linkedin", medium: "social", campaign: "e2e-post", visitors: 1, messages: 1, invitations: 0 });
  expect((await report(request)).sources).toContainEqual(expect.objectContaining({ source: "LinkedIn", visitors: 1 }));
});

test("the Core Web Vitals of a page are recorded once the visitor leaves it", async ({ page, request }) => {
  const beacons: string[] = [];
  page.on("request", (r) => r.url().endsWith("/api/analytics/event") && beacons.push(r.postData() ?? ""));
  const vitalsPart = page.waitForResponse(/\/core-web-vitals-[^/]+\.js$/);
  await open(page, "/museum-letter");
  await vitalsPart;
  await page.mouse.click(600, 600);
  await page.waitForTimeout(1_000);
  // Leaving: the visitor closes the tab (the page is hidden, then unloaded).
  await page.close({ runBeforeUnload: true });
  await expect
    .poll(async () => (await report(request)).vitals.find((v) => v.path === "/museum-letter"), { timeout: 5_000, message: beacons.join("\n") })
    .toMatchObject({ device: "desktop", samples: 1, lcp: expect.any(Number), cls: expect.any(Number) });
});

test("the vitals sent are the values Google's web-vitals measures in the same page (LCP, CLS, INP)", async ({ page, request }) => {
  // web-vitals (its browser build, from the package) watches the page from its start, every change kept.
  await page.addInitScript({ content: `${fs.readFileSync(path.join(WEB_VITALS_DIR, "web-vitals.iife.js"), "utf8")}\nwindow.webVitals = webVitals;` });
  await page.addInitScript(() => {
    const w = window as unknown as { webVitals: Record<string, (report: (metric: { value: number }) => void, options: object) => void>; measured: Record<string, number> };
    w.measured = {};
    for (const name of ["LCP", "CLS", "INP"]) w.webVitals[`on${name}`]?.((metric) => (w.measured[name.toLowerCase()] = metric.value), { reportAllChanges: true });
  });
  const vitalsPart = page.waitForResponse(/\/core-web-vitals-[^/]+\.js$/);
  await open(page, "/press-kit");
  await vitalsPart;
  // A layout shift without input, then a slow interaction (a click whose handler takes 150 ms).
  await page.evaluate(() => {
    const block = document.createElement("div");
    block.style.height = "240px";
    document.querySelector("main")?.prepend(block);
    document.addEventListener("click", () => {
      const end = performance.now() + 150;
      while (performance.now() < end);
    });
  });
  await page.waitForTimeout(500);
  await page.mouse.click(5, 400);
  await page.waitForTimeout(1_500);
  const measured = await page.evaluate(() => (window as unknown as { measured: Record<string, number> }).measured);
  expect(measured.cls).toBeGreaterThan(0);
  expect(measured.inp).toBeGreaterThanOrEqual(150);
  await page.close({ runBeforeUnload: true });
  await expect
    .poll(async () => (await report(request)).vitals.find((v) => v.path === "/press-kit"), { timeout: 5_000 })
    .toEqual({ path: "/press-kit", device: "desktop", samples: 1, lcp: Math.round(measured.lcp ?? -1), inp: measured.inp, cls: Math.round((measured.cls ?? -1) * 1000) / 1000 });
});

test("the owner sees the analytics tab in English and in Portuguese", async ({ page, request }) => {
  await page.goto(url("/admin/login"));
  await page.getByLabel("Username").fill(owner.username);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("tab", { name: "Analytics" }).click();
  await expect(page.getByRole("heading", { name: "Analytics", level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Top pages" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "/talks", exact: true }).first()).toBeVisible();
  await expect(page.getByRole("cell", { name: "e2e-post" })).toBeVisible();
  await expect(page.locator("[data-analytics-chart] canvas")).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^analytics-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);

  // The owner's own language (issue 26) turned to Portuguese.
  const patched = await request.patch(url("/api/auth/me"), { headers: { authorization: `Bearer ${owner.token}` }, data: { language: "pt" } });
  expect(patched.status()).toBe(200);
  await page.goto(url("/admin?tab=analytics"));
  await expect(page.getByRole("heading", { name: "Estatísticas", level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Páginas mais vistas" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Exportar CSV" })).toBeVisible();
});

test("ANALYTICS=off: no counting island on the pages, nothing counted, no report", async ({ request }) => {
  const off = await startFreshServer({ ANALYTICS: "off" });
  try {
    const html = await (await request.get(`${off.baseURL}/talks`)).text();
    expect(islandNames(html)).not.toContain("analytics");
    const beacon = await request.post(`${off.baseURL}/api/analytics/event`, { data: JSON.stringify({ t: "view", p: "/talks" }), headers: { "content-type": "text/plain" } });
    expect(beacon.status()).toBe(204);
    const init = await (await request.post(`${off.baseURL}/api/init`)).json();
    const login = await (await request.post(`${off.baseURL}/api/auth/login`, { data: { username: init.username, password: init.password } })).json();
    expect((await request.get(`${off.baseURL}/api/analytics`, { headers: { authorization: `Bearer ${login.token}` } })).status()).toBe(404);
  } finally {
    await off.stop();
  }
});

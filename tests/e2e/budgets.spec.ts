import { type APIRequestContext, expect, test } from "@playwright/test";
import {
  ADMIN_MARKERS,
  FRAMEWORK_MARKERS,
  gzipBytes,
  importsOf,
  islandFile,
  pageJavaScript,
  PUBLIC_PAGE_BUDGETS_KB,
  reachableFiles,
  readClientFile,
  scriptUrls,
} from "../budgets/js-budget.ts";
import { pageClasses, PUBLIC_STYLESHEET_BUDGET_KB, selectorClasses, stylesheet, stylesheetUrls } from "../budgets/css-budget.ts";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";

/** Every public page kind in both languages (the article needs one: the sample articles are created first). */
const PAGES: { path: string; budget: keyof typeof PUBLIC_PAGE_BUDGETS_KB }[] = [
  { path: "/", budget: "home" },
  { path: "/pt", budget: "home" },
  { path: "/articles", budget: "content" },
  { path: "/pt/articles", budget: "content" },
  { path: "/articles/the-rise-of-multimodal-ai-models-2025", budget: "content" },
  { path: "/pt/articles/the-rise-of-multimodal-ai-models-2025", budget: "content" },
  { path: "/press-kit", budget: "content" },
  { path: "/pt/press-kit", budget: "content" },
  { path: "/media-kit", budget: "content" },
  { path: "/pt/media-kit", budget: "content" },
  { path: "/museum-letter", budget: "content" },
  { path: "/pt/museum-letter", budget: "content" },
  { path: "/talks", budget: "content" },
  { path: "/pt/talks", budget: "content" },
];

// Deterministic budgets from the production build and the pages' HTML (no timing involved).
test.describe("JavaScript of the public pages", () => {
  test.describe.configure({ mode: "serial" });
  test.beforeEach(() => {
    test.skip(test.info().project.name !== "desktop", "build facts: checked once");
  });

  // A server of its own, with the sample articles for the article pages.
  let server: FreshServer | undefined;
  const get = (request: APIRequestContext, path: string) => request.get(`${server?.baseURL ?? ""}${path}`);
  test.beforeAll(async ({ request }) => {
    if (test.info().project.name !== "desktop") return;
    server = await startFreshServer();
    const init = await request.post(`${server.baseURL}/api/init`);
    const { username, password } = (await init.json()) as { username: string; password: string };
    const login = await request.post(`${server.baseURL}/api/auth/login`, { data: { username, password } });
    const { token } = (await login.json()) as { token: string };
    const samples = await request.post(`${server.baseURL}/api/sample-articles`, { headers: { Authorization: `Bearer ${token}` } });
    expect(samples.ok()).toBe(true);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  for (const { path, budget } of PAGES) {
    test(`${path} loads at most ${PUBLIC_PAGE_BUDGETS_KB[budget]} KB of gzip'd JavaScript, none of it React, React Router or admin code`, async ({ request }) => {
      const response = await get(request, path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html.includes("__reactRouterContext"), "no hydration data").toBe(false);
      for (const url of scriptUrls(html)) expect(url, "only the islands' scripts").toMatch(/^\/_assets\/islands\//);

      const loaded = pageJavaScript(html);
      const bytes = loaded.reduce((sum, file) => sum + gzipBytes(file), 0);
      test.info().annotations.push({ type: "gzip bytes", description: `${bytes} (${loaded.length} files)` });
      expect(bytes).toBeLessThanOrEqual(PUBLIC_PAGE_BUDGETS_KB[budget] * 1024);

      // Everything the page could ever load (dynamic imports included).
      for (const file of reachableFiles(scriptUrls(html), { dynamic: true })) {
        const code = readClientFile(file);
        for (const marker of [...FRAMEWORK_MARKERS, ...ADMIN_MARKERS]) expect(marker.test(code), `${path}: ${file} contains ${marker}`).toBe(false);
      }
    });
  }

  test("the counting island is at most 1.5 KB gzip'd, and 2.5 KB with its Core Web Vitals part (issue 24)", async ({ request }) => {
    const html = await (await get(request, "/talks")).text();
    const boot = scriptUrls(html).find((url) => /\/islands\/boot-/.test(url)) ?? "";
    const island = islandFile(boot, "analytics");
    const parts = importsOf(island, { dynamic: true });
    expect(parts.static, "the island imports nothing before it counts").toEqual([]);
    expect(parts.dynamic.map((file) => file.replace(/-[A-Z0-9]+\.js$/, "")), "the vitals part is a chunk of its own").toEqual(["/_assets/islands/core-web-vitals"]);
    const islandBytes = gzipBytes(island);
    const withVitals = islandBytes + reachableFiles(parts.dynamic, { dynamic: true }).reduce((sum, file) => sum + gzipBytes(file), 0);
    test.info().annotations.push({ type: "gzip bytes", description: `island ${islandBytes}, with the vitals part ${withVitals}` });
    expect(islandBytes).toBeLessThanOrEqual(1.5 * 1024);
    expect(withVitals).toBeLessThanOrEqual(2.5 * 1024);
  });

  test(`public pages link one stylesheet of at most ${PUBLIC_STYLESHEET_BUDGET_KB} KB gzip'd, which styles every class they use`, async ({ request }) => {
    const adminHtml = await (await get(request, "/admin/login")).text();
    const [adminUrl] = stylesheetUrls(adminHtml).filter((url) => !/\/fonts-/.test(url));
    expect(adminUrl, "the admin's stylesheet").toBeTruthy();
    const adminClasses = selectorClasses(stylesheet(adminUrl ?? "").css);
    const publicUrls = new Set<string>();
    for (const { path } of PAGES) {
      const html = await (await get(request, path)).text();
      const urls = stylesheetUrls(html);
      expect(urls, `${path}: one stylesheet (the web fonts come after the first paint)`).toHaveLength(1);
      const url = urls[0] ?? "";
      expect(url, `${path}: not the admin's stylesheet`).not.toBe(adminUrl);
      publicUrls.add(url);
      const { css, gzipBytes } = stylesheet(url);
      expect(gzipBytes, `${path}: ${url}`).toBeLessThanOrEqual(PUBLIC_STYLESHEET_BUDGET_KB * 1024);
      // A class the full build (the admin's, over the whole app) styles must be styled here too: a
      // public component left out of the public build's sources shows up here.
      const defined = selectorClasses(css);
      const missing = [...pageClasses(html)].filter((name) => adminClasses.has(name) && !defined.has(name));
      expect(missing, `${path}: classes the public stylesheet lacks`).toEqual([]);
    }
    expect(publicUrls.size, "every public page links the same stylesheet").toBe(1);
  });

  test("the stylesheet check can fail: the admin's classes are not in the public stylesheet", async ({ request }) => {
    const adminHtml = await (await get(request, "/admin/login")).text();
    const publicHtml = await (await get(request, "/articles")).text();
    const adminClasses = selectorClasses(stylesheet(stylesheetUrls(adminHtml).find((url) => !/\/fonts-/.test(url)) ?? "").css);
    const publicClasses = selectorClasses(stylesheet(stylesheetUrls(publicHtml)[0] ?? "").css);
    for (const name of ["lg:grid-cols-2", "bg-white/10", "md:max-w-[420px]"]) expect(adminClasses.has(name) && publicClasses.has(name), `escaped selector ${name} is read`).toBe(true);
    const adminOnly = [...pageClasses(adminHtml)].filter((name) => adminClasses.has(name) && !publicClasses.has(name));
    expect(adminOnly.length, "classes of the admin's markup that only the admin's stylesheet styles").toBeGreaterThan(0);
  });

  test("the budget checks catch framework code: the admin's scripts contain React and React Router", async ({ request }) => {
    const html = await (await get(request, "/admin/login")).text();
    const files = reachableFiles(scriptUrls(html), { dynamic: false });
    const code = files.map(readClientFile).join("\n");
    expect(FRAMEWORK_MARKERS.some((marker) => marker.test(code))).toBe(true);
  });
});

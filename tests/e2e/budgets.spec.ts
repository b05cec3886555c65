import { type APIRequestContext, expect, test } from "@playwright/test";
import {
  ADMIN_MARKERS,
  FRAMEWORK_MARKERS,
  gzipBytes,
  pageJavaScript,
  PUBLIC_PAGE_BUDGETS_KB,
  reachableFiles,
  readClientFile,
  scriptUrls,
} from "../budgets/js-budget.ts";
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

  test("the budget checks catch framework code: the admin's scripts contain React and React Router", async ({ request }) => {
    const html = await (await get(request, "/admin/login")).text();
    const files = reachableFiles(scriptUrls(html), { dynamic: false });
    const code = files.map(readClientFile).join("\n");
    expect(FRAMEWORK_MARKERS.some((marker) => marker.test(code))).toBe(true);
  });
});

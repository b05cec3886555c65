import { expect, type Page, test } from "@playwright/test";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";

/**
 * Issue 28: a talk's video and the speaker reel show as a poster; nothing is requested from YouTube,
 * Vimeo or their image and video hosts before the visitor clicks; the click loads the
 * youtube-nocookie.com player in the poster's place. On a fresh install with one talk and a reel.
 */

const VIDEO_HOSTS = /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|ggpht\.com|vimeo\.com|vimeocdn\.com)$/;
const VIDEO_ID = "dQw4w9WgXcQ";

async function api<T>(server: FreshServer, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.baseURL}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** Every request the page makes to a video host, recorded (and answered with nothing: no internet in tests). */
async function watchVideoHosts(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route(
    (url) => VIDEO_HOSTS.test(url.hostname),
    async (route) => {
      seen.push(route.request().url());
      await route.fulfill({ status: 204, body: "" });
    },
  );
  return seen;
}

test.describe("video without a third party until asked", () => {
  let server: FreshServer;

  test.beforeAll(async () => {
    server = await startFreshServer();
    const init = await api<{ username: string; password: string }>(server, "POST", "/api/init");
    const { token } = await api<{ token: string }>(server, "POST", "/api/auth/login", { username: init.username, password: init.password });
    await api(server, "POST", "/api/talks", {
      eventName: "AI Summit Brasil",
      title: "Infrastructure for the AI decade",
      date: "2024-05-10",
      city: "São Paulo",
      country: "BR",
      language: "en",
      videoUrl: `https://www.youtube.com/watch?v=${VIDEO_ID}`,
      slug: "ai-summit-keynote",
      pt: { title: "Infraestrutura para a década da IA" },
    }, token);
    for (const language of ["en", "pt"] as const) {
      const { content } = await api<{ content: Record<string, unknown> }>(server, "GET", `/api/site-content/${language}`, undefined, token);
      await api(server, "PUT", `/api/site-content/${language}`, { ...content, speakerReel: "https://vimeo.com/76979871" }, token);
    }
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  for (const prefix of ["", "/pt"]) {
    test(`a talk's video loads nothing from YouTube before the click, then the no-cookie player (${prefix || "/"})`, async ({ page }) => {
      const requests = await watchVideoHosts(page);
      await page.goto(`${server.baseURL}${prefix}/talks/ai-summit-keynote`);
      await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");
      const play = page.getByRole("link", { name: prefix ? /Assistir ao vídeo: Infraestrutura/ : /Play video: Infrastructure/ });
      await expect(play).toBeVisible();
      await page.mouse.wheel(0, 2000);
      await page.waitForLoadState("networkidle");
      expect(requests).toEqual([]);
      expect(await page.locator("iframe").count()).toBe(0);

      await play.click();
      const player = page.locator("iframe");
      await expect(player).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1&rel=0`);
      await expect.poll(() => requests.filter((url) => url.startsWith("https://www.youtube-nocookie.com/embed/")).length).toBeGreaterThan(0);
      expect(requests.every((url) => new URL(url).hostname === "www.youtube-nocookie.com")).toBe(true);
    });
  }

  test("the speaker reel in the speaking section waits for the click too, then plays from Vimeo without tracking", async ({ page }) => {
    const requests = await watchVideoHosts(page);
    await page.goto(`${server.baseURL}/#speaking`);
    await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");
    const play = page.getByRole("link", { name: "Play video: Speaker reel" });
    await play.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(requests).toEqual([]);
    await play.click();
    await expect(page.locator("#speaking iframe")).toHaveAttribute("src", "https://player.vimeo.com/video/76979871?autoplay=1&dnt=1");
  });

  test("the page's policy lets only the two players in frames", async () => {
    const response = await fetch(`${server.baseURL}/talks/ai-summit-keynote`);
    expect(response.headers.get("content-security-policy")).toContain("frame-src https://www.youtube-nocookie.com https://player.vimeo.com");
    await response.body?.cancel();
  });
});

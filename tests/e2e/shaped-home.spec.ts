import fs from "node:fs";
import type { Page } from "@playwright/test";
import { getSiteContent } from "../../app/content/site.ts";
import { HIDEABLE_HOME_SECTIONS, type SiteContent } from "../../app/content/site-content.ts";
import { CONTENT_LIST_LIMITS } from "../../app/modules/site-content/site-content.schema.ts";
import { checkHtml } from "../seo/html-checker.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";

/**
 * Issue 28: home content the owner shapes. The site content at the minimum and at the maximum of every
 * list, and with each home section hidden one at a time, renders without layout faults (no sideways
 * scrolling, no card left alone on one side of a grid) at 390x844 and 1366x900, in both languages, and
 * passes the Nu HTML Checker and axe. Screenshots go to /tmp/t28-shots/ to be looked at.
 */

const SHOTS = "/tmp/t28-shots";
const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 900 },
] as const;
const LANGUAGES = [
  { language: "en", prefix: "" },
  { language: "pt", prefix: "/pt" },
] as const;

let server: FreshServer;
let token = "";
const url = (path: string) => `${server.baseURL}${path}`;

async function api(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(url(path), { method, headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
}

type Json = Record<string, any>;

/** A text as React writes it into HTML. */
const inHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

/** `count` items made from `list`'s, each told apart by its number (titles are keys on the page). */
function cycle(list: readonly unknown[], count: number, mark: (item: any, n: number) => unknown): unknown[] {
  return Array.from({ length: count }, (_, index) => mark(structuredClone(list[index % list.length]), index + 1));
}
const titled = (key: string) => (item: Json, n: number) => ({ ...item, [key]: `${item[key]} ${n}` });

/** The content with every shaped list at its minimum or its maximum. */
function shaped(content: SiteContent, bound: "min" | "max"): Json {
  const c = JSON.parse(JSON.stringify(content)) as Json;
  const n = (name: keyof typeof CONTENT_LIST_LIMITS) => CONTENT_LIST_LIMITS[name][bound];
  c.taglines = cycle(content.taglines, n("taglines"), (tagline: string, i) => `${tagline} ${i}`);
  c.stats = cycle(content.stats, n("stats"), (stat: Json, i) => ({ ...stat, value: `${i}${stat.value}` }));
  c.journey = cycle(content.journey, n("journey"), titled("title"));
  c.superpowers = cycle(content.superpowers, n("superpowers"), titled("title"));
  c.keynotes = cycle(content.keynotes, n("keynotes"), titled("title"));
  c.portfolio.items = cycle(content.portfolio.items, n("portfolio"), titled("title"));
  c.pressKit.keyProjects = cycle(content.pressKit.keyProjects, n("keyProjects"), titled("name"));
  c.mediaKit.images = cycle(content.mediaKit.images, n("mediaKitImages"), (image: Json, i) => ({ ...image, caption: `${image.caption} ${i}` }));
  return c;
}

async function save(make: (content: SiteContent) => Json): Promise<void> {
  for (const { language } of LANGUAGES) {
    const response = await api("PUT", `/api/site-content/${language}`, make(getSiteContent(language)));
    expect(response.status, await response.clone().text()).toBe(200);
  }
}

/**
 * Layout faults on the page: sideways scrolling, and in each grid a last row that leaves a hole on one
 * side (its cards neither fill the row nor sit in its middle).
 */
async function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) faults.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${window.innerWidth}`);
    for (const list of document.querySelectorAll<HTMLElement>("#hero dl, #superpowers ul, #recognitions ul, #portfolio ul, #key-projects ul, #speaking ol")) {
      // Grids only: a row of wrapping links (the kits' buttons) starts on the left by design.
      if (getComputedStyle(list).display !== "grid") continue;
      const box = list.getBoundingClientRect();
      const cells = [...list.children].map((child) => child.getBoundingClientRect()).filter((rect) => rect.width > 0);
      if (cells.length === 0) continue;
      const rows = new Map<number, DOMRect[]>();
      for (const cell of cells) rows.set(Math.round(cell.top), [...(rows.get(Math.round(cell.top)) ?? []), cell]);
      const last = [...rows.entries()].sort((a, b) => a[0] - b[0]).at(-1)?.[1] ?? [];
      const left = Math.min(...last.map((r) => r.left)) - box.left;
      const right = box.right - Math.max(...last.map((r) => r.right));
      if (Math.abs(left - right) > 4) faults.push(`${list.closest("section")?.id ?? "?"}: last row leaves a hole (${Math.round(left)} px left, ${Math.round(right)} px right)`);
    }
    return faults;
  });
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  if (test.info().project.name !== "desktop") return;
  fs.mkdirSync(SHOTS, { recursive: true });
  server = await startFreshServer();
  const init = (await (await fetch(url("/api/init"), { method: "POST" })).json()) as { username: string; password: string };
  const login = await fetch(url("/api/auth/login"), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(init) });
  token = ((await login.json()) as { token: string }).token;
  // A published article and an upcoming talk: the articles section and the talk list show.
  expect((await api("POST", "/api/articles", { title: "A published article", slug: "a-published-article", content: "<p>Some words to read on the home page.</p>", published: true })).status).toBe(201);
  expect((await api("POST", "/api/talks", { eventName: "AI Summit", title: "A future talk", date: "2099-05-10", city: "São Paulo", country: "BR", language: "en", eventUrl: null, slidesUrl: null, videoUrl: null })).status).toBe(201);
});

test.afterAll(async () => {
  await server?.stop();
});

for (const bound of ["min", "max"] as const) {
  test(`every shaped list at its ${bound === "min" ? "minimum" : "maximum"}: no layout fault at 390 and 1366 px, valid HTML, no axe violation, in both languages`, async ({ page }) => {
    test.skip(test.info().project.name !== "desktop", "one run sets both viewports itself");
    test.setTimeout(240_000);
    await save((content) => shaped(content, bound));
    const pages: { label: string; html: string }[] = [];
    for (const { language, prefix } of LANGUAGES) {
      for (const path of ["/", "/press-kit", "/media-kit"]) {
        const html = await (await fetch(url(path === "/" ? prefix || "/" : `${prefix}${path}`))).text();
        pages.push({ label: `${bound} ${prefix}${path}`, html });
      }
      const home = pages.at(-3)!.html;
      const content = getSiteContent(language);
      // What the lists hold is what the page shows.
      const frames = CONTENT_LIST_LIMITS.journey[bound];
      expect(home, "the last journey frame").toContain(`${content.journey[(frames - 1) % content.journey.length]!.title} ${frames}`);
      expect(home).not.toContain(`${content.journey[frames % content.journey.length]!.title} ${frames + 1}<`);
      if (bound === "min") {
        expect(home).not.toContain('id="portfolio"');
        expect(pages.at(-2)!.html).not.toContain('id="key-projects"');
      } else {
        expect(home).toContain(`${content.portfolio.items[23 % content.portfolio.items.length]!.title} 24`);
        expect(pages.at(-2)!.html).toContain(`${content.pressKit.keyProjects[11 % content.pressKit.keyProjects.length]!.name} 12`);
      }
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        for (const path of ["/", "/press-kit", "/media-kit"]) {
          // A query of its own: the browser keeps public pages a minute (max-age=60), the previous shape's included.
          await page.goto(url(`${path === "/" ? prefix || "/" : `${prefix}${path}`}?shape=${bound}`));
          await page.emulateMedia({ reducedMotion: "reduce" });
          expect(await layoutFaults(page), `${bound} ${prefix}${path} at ${viewport.width}`).toEqual([]);
          if (path === "/") await page.screenshot({ path: `${SHOTS}/${bound}-${language}-${viewport.name}.png`, fullPage: true });
          else if (viewport.name === "desktop") await page.screenshot({ path: `${SHOTS}/${bound}-${language}${path.replace("/", "-")}.png`, fullPage: true });
          if (viewport.name === "desktop") await expectNoAxeViolations(page);
        }
      }
    }
    expect(await checkHtml(pages)).toEqual([]);
  });
}

test("each home section hidden in turn: gone with every link to it in both languages, the rest laid out, valid and accessible", async ({ page }) => {
  test.skip(test.info().project.name !== "desktop", "one run sets both viewports itself");
  test.setTimeout(300_000);
  const pages: { label: string; html: string }[] = [];
  for (const hidden of HIDEABLE_HOME_SECTIONS) {
    await save((content) => ({ ...JSON.parse(JSON.stringify(content)), showOnSite: { ...content.showOnSite, [hidden]: false } }));
    for (const { language, prefix } of LANGUAGES) {
      const content = getSiteContent(language);
      const home = await (await fetch(url(prefix || "/"))).text();
      const pressKit = await (await fetch(url(`${prefix}/press-kit`))).text();
      pages.push({ label: `${hidden} hidden ${prefix || "/"}`, html: home });
      if (hidden === "chatTeaser") {
        expect(home).not.toContain(inHtml(content.chatTeaser.title));
        expect(home).toContain('id="contact"');
      } else {
        expect(home, `${hidden} section`).not.toContain(`id="${hidden}"`);
        // No link to it from the header, the drawer, the footer, the bottom bar, the hero or the press pages.
        for (const html of [home, pressKit]) expect(html.match(new RegExp(`href="[^"]*#${hidden}"`, "g")) ?? [], `${hidden} links`).toEqual([]);
      }
      if (hidden === "contact") expect(home, "the teaser stays when only contact is hidden").toContain(inHtml(content.chatTeaser.title));
      // (The article is in English only: the Portuguese home has no latest articles to show.)
      const others = HIDEABLE_HOME_SECTIONS.filter((id) => id !== hidden && id !== "chatTeaser" && (id !== "articles" || language === "en"));
      for (const other of others) expect(home, `${other} stays`).toContain(`id="${other}"`);
    }
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(url(`/pt?hidden=${hidden}`));
      expect(await layoutFaults(page), `${hidden} hidden at ${viewport.width}`).toEqual([]);
    }
    await expectNoAxeViolations(page);
  }
  await page.screenshot({ path: `${SHOTS}/contact-hidden-pt-desktop.png`, fullPage: true });
  expect(await checkHtml(pages)).toEqual([]);
  // The sample again: every section shown.
  await save((content) => JSON.parse(JSON.stringify(content)) as Json);
});

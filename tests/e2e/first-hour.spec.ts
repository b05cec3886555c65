import type { Page } from "@playwright/test";
import { getSiteContent } from "../../app/content/site.ts";
import { TRANSLATIONS } from "../../app/i18n/translations.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

/**
 * A visitor's first hour (issue 30), read-only on the shared server: a useful 404, the kits and talks
 * in the navigation, and the first screen's main action fully visible on phones in both languages.
 */
const LANGS = [
  { lang: "en", prefix: "" },
  { lang: "pt", prefix: "/pt" },
] as const;
const localized = (prefix: string, path: string) => (prefix && path === "/" ? prefix : `${prefix}${path}`);
const isDesktop = () => test.info().project.name === "desktop";

for (const { lang, prefix } of LANGS) {
  const t = TRANSLATIONS[lang];

  test(`${lang}: the 404 page keeps the spec's heading and sentence and offers a way on`, async ({ page }) => {
    test.skip(!isDesktop(), "one viewport");
    const response = await page.goto(`${prefix}/no-such-page-here`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^404 · ${t.notFoundTitle} \\| `));
    await expect(page.getByRole("heading", { level: 2, name: t.notFoundTitle })).toBeVisible();
    await expect(page.getByText(t.notFoundHelp)).toBeVisible();
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: t.home, exact: true })).toHaveAttribute("href", localized(prefix, "/"));
    await expect(main.getByRole("link", { name: t.articles, exact: true })).toHaveAttribute("href", `${prefix}/articles`);
    await expect(main.getByRole("link", { name: t.talksPage, exact: true })).toHaveAttribute("href", `${prefix}/talks`);
    await expectNoAxeViolations(page);
    // The search box lands on the articles of the same language, filtered.
    const search = main.getByRole("searchbox", { name: t.searchLabel });
    await search.fill("data");
    await search.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${prefix}/articles\\?q=data$`));
  });

  test(`${lang}: talks, press kit and media kit are in the navigation and the footer; the kits' back link reads well`, async ({ page }) => {
    await page.goto(localized(prefix, "/"));
    const pages = [
      { name: t.talksPage, href: `${prefix}/talks` },
      { name: t.pressKit, href: `${prefix}/press-kit` },
      { name: t.mediaKit, href: `${prefix}/media-kit` },
    ];
    const footer = page.getByRole("contentinfo").getByRole("navigation", { name: t.navigation });
    for (const link of pages) await expect(footer.getByRole("link", { name: link.name, exact: true })).toHaveAttribute("href", link.href);
    if (isDesktop()) {
      const header = page.getByRole("banner").getByRole("navigation", { name: t.mainNavigation });
      for (const link of pages.slice(0, 2)) await expect(header.getByRole("link", { name: link.name, exact: true })).toHaveAttribute("href", link.href);
    } else {
      await page.getByRole("button", { name: t.openMenu }).click();
      const drawer = page.getByRole("dialog", { name: t.mainNavigation });
      for (const link of pages) await expect(drawer.getByRole("link", { name: link.name, exact: true })).toHaveAttribute("href", link.href);
      await drawer.getByRole("link", { name: t.pressKit, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/press-kit$`));
    }
    await page.goto(`${prefix}/media-kit`);
    const back = page.getByRole("link", { name: t.kitsBackToHome });
    await expect(back).toHaveAttribute("href", lang === "en" ? "/#recognitions" : "/pt#recognitions");
    await expect(page.getByText(/Back to recognitions|Voltar aos reconhecimentos/)).toHaveCount(0);
  });

  for (const size of [
    { width: 360, height: 640 },
    { width: 390, height: 844 },
  ]) {
    test(`${lang}: at ${size.width}x${size.height} the first screen shows the main action whole, above the bottom bar`, async ({ page }) => {
      test.skip(isDesktop(), "phone sizes");
      await page.setViewportSize(size);
      await page.goto(localized(prefix, "/"));
      const action = page.locator("#hero").getByRole("link", { name: t.inviteToSpeak });
      const box = await action.boundingBox();
      const bar = await page.getByRole("navigation", { name: t.sectionNavigation }).boundingBox();
      const header = await page.getByRole("banner").boundingBox();
      if (!box || !bar || !header) throw new Error("no layout");
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
      // Nothing floats over it: the topmost element at its corners and centre is the link itself.
      await expectOnTop(page, box);
      // The eyebrow never starts a line with its separator.
      const lines = await eyebrowLines(page);
      for (const line of lines) expect(line.trim().startsWith("·"), `eyebrow line "${line}"`).toBe(false);
      expect(lines.join(" ").replace(/\s+/g, " ").trim()).toBe(getSiteContent(lang).role.toUpperCase().replace(/\s+/g, " "));
    });
  }
}

test("without script the fixed header keeps its background, so text scrolled under it stays readable", async ({ browser }) => {
  test.skip(!isDesktop(), "one viewport");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${test.info().project.use.baseURL ?? ""}/articles`);
  await page.mouse.wheel(0, 600);
  const background = await page.getByRole("banner").evaluate((header) => getComputedStyle(header).backgroundColor);
  expect(background).not.toBe("rgba(0, 0, 0, 0)");
  await context.close();
});

async function expectOnTop(page: Page, box: { x: number; y: number; width: number; height: number }): Promise<void> {
  // Inside the pill: its ends are rounded, so the points sit half its height in from each end.
  const inset = box.height / 2;
  const points = [
    [box.x + inset, box.y + box.height / 2],
    [box.x + box.width - inset, box.y + box.height / 2],
    [box.x + box.width / 2, box.y + 2],
    [box.x + box.width / 2, box.y + box.height - 2],
  ];
  for (const [x, y] of points) {
    const onTop = await page.evaluate(([px, py]) => {
      const element = document.elementFromPoint(px ?? 0, py ?? 0);
      return Boolean(element?.closest("#hero a[href='#speaking']"));
    }, [x, y]);
    expect(onTop, `the main action is on top at (${x}, ${y})`).toBe(true);
  }
}

/** The eyebrow's rendered lines, read from the positions of its characters. */
async function eyebrowLines(page: Page): Promise<string[]> {
  return page.locator("#hero p").first().evaluate((element) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        const top = Math.round(rect.top);
        let line = lines.find((entry) => Math.abs(entry.top - top) < 4);
        if (!line) lines.push((line = { top, text: "" }));
        line.text += text[i] === "\u00a0" ? " " : text[i];
      }
    }
    return lines.map((line) => line.text.toUpperCase());
  });
}

test("on wide screens the five superpowers and recognitions leave no empty slot", async ({ page }) => {
  test.skip(!isDesktop(), "wide screens");
  await page.goto("/");
  const superpowers = await page.locator("#superpowers li").evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
  expect(superpowers).toHaveLength(5);
  const grid = await page.locator("#superpowers ul").first().boundingBox();
  if (!grid) throw new Error("no grid");
  // The last row's two cards sit in the middle: as far from the left edge as the right.
  const [fourth, fifth] = [superpowers[3], superpowers[4]];
  if (!fourth || !fifth) throw new Error("no cards");
  expect(Math.abs(fourth.left - grid.x - (grid.x + grid.width - fifth.right))).toBeLessThan(2);
  const recognitions = await page.locator("#recognitions ul").first().locator("> li").evaluateAll((items) => items.map((item) => item.getBoundingClientRect().width));
  const rowWidth = (await page.locator("#recognitions ul").first().boundingBox())?.width ?? 0;
  // An odd last recognition spans the row.
  if (recognitions.length % 2 === 1) expect(Math.abs((recognitions.at(-1) ?? 0) - rowWidth)).toBeLessThan(2);
});

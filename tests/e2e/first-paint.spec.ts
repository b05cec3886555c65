import { TRANSLATIONS } from "../../app/i18n/translations.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The first screen paints without waiting for what it does not need (issue 10): on a first visit the
 * web fonts, the islands' scripts (their boot module too) and the speculation rules come after the first
 * paint, the fonts then swap in without moving anything, and the next page of the visit, which has the
 * fonts, asks for them at once. Order of events, not timings.
 */
test.beforeEach(() => {
  test.skip(test.info().project.name !== "phone", "the mobile first screen is the one measured");
});

for (const path of ["/", "/pt/articles"]) {
  test(`${path}: fonts, islands and speculation rules come after the first paint, and the swap shifts nothing`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: number };
      w.__shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__shifts += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");
    // Every part of the page has taken the web fonts (ADR 031).
    await expect(page.locator("html")).toHaveAttribute("data-fonts", "web");

    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity;
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const started = (pattern: RegExp) => resources.filter((r) => pattern.test(r.name)).map((r) => r.startTime);
      return { paint, fonts: started(/\/_assets\/fonts-[^/]+\.css$|\.woff2$/), islands: started(/\/_assets\/islands\//) };
    });
    expect(timing.paint).toBeLessThan(Infinity);
    expect(timing.fonts.length).toBeGreaterThan(0);
    expect(timing.islands.some((start) => start > 0), "the boot module was requested").toBe(true);
    for (const start of timing.fonts) expect(start, "a font request before the first paint").toBeGreaterThan(timing.paint);
    for (const start of timing.islands) expect(start, "an island request before the first paint").toBeGreaterThan(timing.paint);
    // Metric-matched fallbacks: the swap moves nothing.
    expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBeLessThanOrEqual(0.02);
  });
}

test("the next page of a visit asks for the fonts at once, in time for its first paint", async ({ page }) => {
  await page.goto("/articles");
  await page.waitForFunction(() => sessionStorage.getItem("fontsSeen") === "1");
  await page.goto("/press-kit");
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  const early = await page.evaluate(() => {
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const fonts = resources.find((r) => /\/_assets\/fonts-[^/]+\.css$/.test(r.name));
    return fonts ? fonts.startTime < (performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0) : null;
  });
  expect(early).toBe(true);
});

test("a first page takes the web fonts one part per frame once both faces have loaded, then all of it", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __frames: number; __marks: Array<{ tag: string; frame: number; facesLoaded: boolean; rootStack: string; bodyFamily: string }> };
    w.__frames = 0;
    w.__marks = [];
    const tick = () => {
      w.__frames++;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    const loaded = (family: string) => [...document.fonts].some((face) => face.family.replace(/"/g, "") === family && face.status === "loaded");
    new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target as HTMLElement;
        if (element.dataset.fonts !== "web") continue;
        w.__marks.push({
          tag: element.tagName.toLowerCase(),
          frame: w.__frames,
          facesLoaded: loaded("Inter Variable") && loaded("Fraunces Variable"),
          rootStack: getComputedStyle(document.documentElement).getPropertyValue("--font-sans").trim(),
          bodyFamily: getComputedStyle(document.body).fontFamily,
        });
      }
    }).observe(document, { attributes: true, attributeFilter: ["data-fonts"], subtree: true });
  });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-fonts", "web");
  const marks = await page.evaluate(
    () => (window as unknown as { __marks: Array<{ tag: string; frame: number; facesLoaded: boolean; rootStack: string; bodyFamily: string }> }).__marks,
  );
  // The frame's parts in document order (the header before the sections, the first screen first), <html> last.
  const tags = marks.map((mark) => mark.tag);
  expect(tags.indexOf("header")).toBeGreaterThanOrEqual(0);
  expect(tags.indexOf("header")).toBeLessThan(tags.indexOf("section"));
  expect(tags.indexOf("section")).toBeLessThan(tags.indexOf("footer"));
  expect(tags.at(-1)).toBe("html");
  expect(marks.length).toBeGreaterThan(8);
  for (const mark of marks) expect(mark.facesLoaded, `${mark.tag} marked before both faces loaded`).toBe(true);
  // <body> holds the fallback stacks while the fonts arrive, and <html> keeps the web ones throughout: the
  // last switch changes <body> and the marked parts, never the custom properties every element inherits
  // from <html> (which restyled the whole document, some 670 elements on the home page, in one task).
  for (const mark of marks) expect(mark.rootStack, `<html>'s stack when ${mark.tag} was marked`).toMatch(/^"?Inter Variable/);
  expect(marks[0]?.bodyFamily).toMatch(/^"?Inter Fallback/);
  // One part per frame: never two in the same frame.
  for (let i = 1; i < marks.length; i++) expect(marks[i]?.frame ?? 0).toBeGreaterThan(marks[i - 1]?.frame ?? 0);
  // And the page's text is in the web faces now.
  const families = await page.evaluate(() => [getComputedStyle(document.querySelector("h1") ?? document.body).fontFamily, getComputedStyle(document.body).fontFamily]);
  expect(families[0]).toMatch(/^"?Fraunces Variable/);
  expect(families[1]).toMatch(/^"?Inter Variable/);
});

test("a next page of the visit never says the fonts are arriving", async ({ page }) => {
  await page.goto("/articles");
  await expect(page.locator("html")).toHaveAttribute("data-fonts", "web");
  await page.goto("/pt/articles");
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  await expect(page.locator("html")).not.toHaveAttribute("data-fonts", /.*/);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Inter Variable/);
});

test("the forms' checks load when the visitor turns to a form, not with the page", async ({ page }) => {
  const checks: string[] = [];
  page.on("request", (request) => {
    if (/\/_assets\/islands\/message-form-[^/]+\.js$/.test(request.url())) checks.push(request.url());
  });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");
  await expect(page.locator("html")).toHaveAttribute("data-fonts", "web");
  expect(checks, "the checks came with the page").toEqual([]);
  await page.locator("#contact-name").focus();
  await expect.poll(() => checks.length).toBe(1);
  // Checked in the browser: the empty form is refused where it is, without a page load.
  await page.locator("#contact-form").getByRole("button", { name: TRANSLATIONS.en.send }).click();
  await expect(page.locator("#contact-name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#contact-name")).toBeFocused();
});

test("a form whose checks cannot load posts to the page, which checks it on the server", async ({ page, pageErrors }) => {
  await page.route(/\/_assets\/islands\/message-form-[^/]+\.js$/, (route) => route.fulfill({ contentType: "text/javascript", body: 'throw new Error("not today")' }));
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");
  await page.locator("#contact-form").getByRole("button", { name: TRANSLATIONS.en.send }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.locator("#contact-name")).toHaveAttribute("aria-invalid", "true");
  expect(await page.evaluate(() => performance.getEntriesByType("navigation")[0]?.toJSON().type)).toBe("navigate");
  // The browser logs the server's 400 answer to the post, which is the point of this test.
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((entry) => !entry.includes("status of 400")));
});

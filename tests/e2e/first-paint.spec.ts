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
    await page.waitForFunction(() => document.fonts.status === "loaded" && [...document.fonts].some((f) => f.family.includes("Inter") && f.status === "loaded"));

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

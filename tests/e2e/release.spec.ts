import { expect, test } from "./fixtures.ts";

// After a deploy, a page that is already open (or cached) may ask for island chunks that no longer exist.

const TOOLTIP_CHUNK = /\/_assets\/islands\/tooltip\.client-[^/]+\.js$/;

test("an island chunk that fails to load raises islands:loaderror and the page reloads once, then works", async ({ page, pageErrors }) => {
  // Record the event across the reload.
  await page.addInitScript(() => {
    window.addEventListener("islands:loaderror", () => sessionStorage.setItem("loadErrorEvents", String(Number(sessionStorage.getItem("loadErrorEvents") ?? 0) + 1)));
  });
  let blocked = 0;
  await page.route(TOOLTIP_CHUNK, async (route) => {
    if (blocked++ === 0) await route.abort();
    else await route.continue();
  });
  await page.goto("/");
  // The first document's boot module fails on the chunk and reloads; the second gets it.
  await expect.poll(() => blocked).toBe(2);
  await page.waitForLoadState();
  await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");
  expect(await page.evaluate(() => sessionStorage.getItem("loadErrorEvents"))).toBe("1");
  expect(Number(await page.evaluate(() => sessionStorage.getItem("chunkReloadAt")))).toBeGreaterThan(0);
  // The second document's islands work: the taglines' pause button is there.
  await expect(page.getByRole("button", { name: "Pause the rotating taglines" })).toBeVisible();
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !/tooltip\.client-[^/]+\.js|ERR_FAILED/.test(e)));
});

test("a chunk that fails again right after a reload is thrown, not reloaded in a loop; the other islands work", async ({ page, pageErrors }) => {
  await page.goto("/");
  await page.evaluate(() => sessionStorage.setItem("chunkReloadAt", String(Date.now())));
  await page.route(TOOLTIP_CHUNK, (route) => route.abort());
  let loads = 0;
  page.on("load", () => loads++);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");
  await page.waitForTimeout(500);
  expect(loads).toBe(1);
  const thrown = pageErrors.filter((e) => /pageerror: .*(tooltip\.client|dynamically imported module)/.test(e));
  expect(thrown.length).toBeGreaterThan(0);
  // The header island loaded anyway.
  await expect(page.locator("header").first()).toHaveAttribute("data-scrolled", "false");
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !/tooltip\.client-[^/]+\.js|ERR_FAILED|dynamically imported module/.test(e)));
});

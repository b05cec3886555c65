import { expect, test } from "./fixtures.ts";

// After a deploy, a page that is already open may ask for code chunks that no longer exist.
test.beforeEach(() => {
  test.skip(test.info().project.name !== "desktop", "one viewport is enough for chunk loading");
});

test("a route chunk that fails to load makes the page reload, and the next navigation works", async ({ page, pageErrors }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  let blocked = 0;
  await page.route(/\/_assets\/articles-[^/]+\.js$/, async (route) => {
    if (blocked++ === 0) await route.abort();
    else await route.continue();
  });
  const reloaded = page.waitForEvent("load");
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Articles" }).click();
  // React Router reloads the page it is on: a fresh document with the current release's manifest.
  await reloaded;
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Articles" }).click();
  await expect(page).toHaveURL(/\/articles$/);
  await expect(page.getByRole("heading", { level: 1, name: "Articles & Insights" })).toBeVisible();
  expect(blocked).toBeGreaterThanOrEqual(2);
  // React Router reports the failed chunk before reloading; that is the expected path here.
  const expected = pageErrors.filter((e) => /articles-[^/]+\.js|Error loading route module|Failed to fetch dynamically imported module|ERR_FAILED/.test(e));
  expect(expected.length).toBeGreaterThan(0);
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !expected.includes(e)));
});

test("a lazily loaded chunk that fails raises vite:preloadError and the page reloads once", async ({ page, pageErrors }) => {
  await page.route("**/api/messages", (route) =>
    route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ success: true, message: "ok" }) }),
  );
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => sessionStorage.removeItem("chunkReloadAt"));
  await page.route(/\/_assets\/toaster-[^/]+\.js$/, (route) => route.abort());
  const form = page.locator("#contact form");
  await form.getByLabel("Name").fill("Ana");
  await form.getByLabel("Email").fill("ana@example.com");
  await form.getByLabel("Message").fill("Hello there");
  const reloaded = page.waitForEvent("load");
  await form.getByRole("button", { name: "Send message" }).click();
  await reloaded;
  const stamp = await page.evaluate(() => sessionStorage.getItem("chunkReloadAt"));
  expect(Number(stamp)).toBeGreaterThan(0);
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !/toaster-[^/]+\.js|ERR_FAILED/.test(e)));
});

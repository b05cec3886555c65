import { expect, test } from "./fixtures.ts";

// Spec §4: fade-ins start when their top is within 150 px of the viewport bottom.

test("below-the-fold content fades in once its top is within 150 px of the viewport bottom", async ({ page }) => {
  await page.goto("/");
  const frame = page.locator("#superpowers [data-fade]").first();
  await expect(frame).toHaveAttribute("data-fade", "waiting");
  const height = page.viewportSize()?.height ?? 800;
  // Put the element's top 200 px above the viewport bottom... after first placing it 100 px below the threshold.
  const top = await frame.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y), top - height + 100);
  await page.waitForTimeout(300);
  await expect(frame).toHaveAttribute("data-fade", "waiting");
  await page.evaluate((y) => window.scrollTo(0, y), top - height + 200);
  await expect(frame).toHaveAttribute("data-fade", "visible");
  await expect(frame).toHaveCSS("opacity", "1");
});

test("server-rendered content stays visible without motion: reduced motion shows every section at once", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await expect(page.locator('[data-fade="waiting"]')).toHaveCount(0);
});

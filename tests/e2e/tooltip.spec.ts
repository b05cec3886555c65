import { expect, test } from "./fixtures.ts";


test("tooltips open after 700 ms, at once within 300 ms of closing, and close on Escape", async ({ page }) => {
  await page.goto("/");
  const pause = page.getByRole("button", { name: "Pause the rotating taglines" });
  const tooltip = page.getByTestId("tooltip");

  await pause.hover();
  await page.waitForTimeout(400);
  await expect(tooltip).toHaveCount(0);
  await expect(tooltip).toHaveText("Pause the rotating taglines", { timeout: 1_000 });

  await page.mouse.move(5, 400);
  await expect(tooltip).toHaveCount(0);
  await pause.hover();
  await expect(tooltip).toBeVisible({ timeout: 450 });

  await page.keyboard.press("Escape");
  await expect(tooltip).toHaveCount(0);

  await page.mouse.move(5, 400);
  await page.waitForTimeout(500);
  await pause.hover();
  await page.waitForTimeout(300);
  await expect(tooltip).toHaveCount(0);
});

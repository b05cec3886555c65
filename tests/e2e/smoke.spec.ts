import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

test("the home page is rendered on the server and hydrates without errors", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expectNoAxeViolations(page);
});

test("an unknown path shows the not-found screen with status 404", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  await expectNoAxeViolations(page);
});

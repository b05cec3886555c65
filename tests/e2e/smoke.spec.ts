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

test("public pages carry an ETag and answer a matching If-None-Match with 304 and no CSP header", async ({ request }) => {
  const first = await request.get("/articles");
  expect(first.status()).toBe(200);
  expect(first.headers()["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=600");
  expect(first.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
  const etag = first.headers()["etag"];
  expect(etag).toMatch(/^W\/"/);
  const second = await request.get("/articles", { headers: { "If-None-Match": etag ?? "" } });
  expect(second.status()).toBe(304);
  expect(second.headers()["content-security-policy"]).toBeUndefined();
});

test("every page response has its own CSP nonce and the page is not frameable", async ({ request }) => {
  const nonces = await Promise.all(
    [0, 1].map(async () => {
      const response = await request.get("/");
      expect(response.headers()["x-frame-options"]).toBe("DENY");
      const csp = response.headers()["content-security-policy"] ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      return /'nonce-([^']+)'/.exec(csp)?.[1];
    }),
  );
  expect(nonces[0]).toBeTruthy();
  expect(nonces[0]).not.toBe(nonces[1]);
});

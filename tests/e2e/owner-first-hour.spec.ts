import type { Browser, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";

/**
 * Issue 30, the owner's first hour in the admin: a failed site-content save takes her to the bad field
 * (focused, in view, clear of the sticky save bar); toasts close once the situation moved on; the inbox
 * is a list with a detail view; on a phone the tabs show there are more, and the "Discard unsaved
 * changes?" dialog fits the screen. Its own server; desktop project only (each test sets its viewport).
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });

let server: FreshServer;
const owner = { username: "", password: "" };
const url = (pathname: string) => `${server.baseURL}${pathname}`;
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

test.beforeAll(async () => {
  if (test.info().project.name !== "desktop") return;
  server = await startFreshServer();
  Object.assign(owner, (await (await fetch(url("/api/init"), { method: "POST" })).json()) as { username: string; password: string });
});

test.afterAll(async () => {
  await server?.stop();
});

test.beforeEach(() => {
  test.skip(test.info().project.name !== "desktop", "Runs once, in the desktop project");
});

async function signIn(browser: Browser, viewport: { width: number; height: number }, tab?: string): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(url("/admin/login"));
  await page.getByLabel("Username").fill(owner.username);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible({ timeout: 15_000 });
  if (tab) await page.goto(url(`/admin?tab=${tab}`));
  return page;
}

/** The element is inside the viewport and not under the sticky save bar. */
async function expectClearOfSaveBar(page: Page, field: ReturnType<Page["getByLabel"]>): Promise<void> {
  const box = await field.boundingBox();
  const bar = await page.locator("form .sticky.bottom-0").boundingBox();
  const viewport = page.viewportSize();
  if (!box || !bar || !viewport) throw new Error("no layout");
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a failed site-content save focuses the first bad field, clear of the save bar (${viewport.width}px)`, async ({ browser }) => {
    const page = await signIn(browser, viewport, "content");
    await page.getByRole("navigation", { name: "Content sections" }).getByRole("button", { name: "Hero", exact: true }).click();
    const field = page.getByLabel("Tagline 1 (English)");
    await field.fill("");
    // Save from the bottom of the form, where the bad field is far off-screen.
    await page.getByRole("button", { name: "Save changes" }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 5000);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toBeInViewport();
    await expectClearOfSaveBar(page, field);

    // The error toast closes as soon as she edits again.
    await expect(toasts(page).getByText("Check the highlighted fields")).toBeVisible();
    await field.pressSequentially(`Leading Brazil's next AI chapter (${viewport.width}).`);
    await expect(toasts(page).getByText("Check the highlighted fields")).toHaveCount(0);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toasts(page).getByText("Site content saved")).toBeVisible();
    // A success toast closes when she moves on to another tab.
    await page.getByRole("tab", { name: "Settings" }).click();
    await expect(toasts(page).getByText("Site content saved")).toHaveCount(0);
    await page.context().close();
  });
}

import type { Browser, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";

/**
 * Issue 30, the owner's first hour in the admin: a failed site-content save takes her to the bad field
 * (focused, in view, clear of the sticky save bar); toasts close once the situation moved on; the inbox
 * is a list with a detail view; on a phone the tabs show there are more, and the "Discard unsaved
 * changes?" dialog fits the screen. Its own server; desktop project only (each test sets its viewport).
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

let server: FreshServer;
const owner = { username: "", password: "" };
const url = (pathname: string) => `${server.baseURL}${pathname}`;
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

test.beforeAll(async () => {
  server = await startFreshServer();
  Object.assign(owner, (await (await fetch(url("/api/init"), { method: "POST" })).json()) as { username: string; password: string });
});

test.afterAll(async () => {
  await server?.stop();
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
    // A success toast closes when she moves on to another tab (once it is older than the 400 ms in
    // which a toast is the answer to what she just did and stays).
    await page.waitForTimeout(500);
    await page.getByRole("tab", { name: "Settings" }).click();
    await expect(toasts(page).getByText("Site content saved")).toHaveCount(0);
    await page.context().close();
  });
}

test("on a phone the tab strip shows that there are more tabs, and its cue brings them into view", async ({ browser }) => {
  const page = await signIn(browser, { width: 390, height: 844 });
  const more = page.getByRole("button", { name: "Show more tabs" });
  await expect(more).toBeVisible();
  const audit = page.getByRole("tab", { name: "Audit log" });
  await expect(audit).not.toBeInViewport({ ratio: 1 });
  for (let i = 0; i < 6 && !(await audit.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth)); i++) {
    await more.click();
    await page.waitForTimeout(400);
  }
  await expect(audit).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("button", { name: "Show more tabs" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Show the previous tabs" })).toBeVisible();
  await audit.click();
  // The audit log is a list of cards on a phone: nothing is cut at the right edge.
  const first = page.getByRole("list", { name: /Audit log|events/i }).getByRole("listitem").first();
  await expect(first).toBeVisible();
  const box = await first.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await page.context().close();
});

test("on a phone the editor's two preview buttons are told apart at a glance: EN and PT beside their eyes", async ({ browser }) => {
  const login = await fetch(url("/api/auth/login"), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(owner) });
  const { token } = (await login.json()) as { token: string };
  const created = await fetch(url("/api/articles"), {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ title: "Two previews", slug: "two-previews", content: "<p>Two versions, two previews.</p>", published: true, pt: { title: "Duas prévias", slug: "duas-previas", content: "<p>Duas versões, duas prévias.</p>", published: true } }),
  });
  expect(created.status, await created.text()).toBe(201);
  const page = await signIn(browser, { width: 390, height: 844 }, "articles");
  await page.getByRole("button", { name: "Edit Two previews" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Article" });
  await expect(dialog.getByRole("toolbar")).toBeVisible({ timeout: 15_000 });
  // Issue 30's walk: two identical eye icons, one for each language, with nothing to tell which is which.
  for (const [name, tag] of [["Preview", "EN"], ["Preview in Portuguese", "PT"]] as const) {
    const button = dialog.getByRole("button", { name, exact: true });
    await expect(button).toBeInViewport({ ratio: 1 });
    await expect(button.getByText(tag, { exact: true })).toBeVisible();
  }
  await page.context().close();
  // From the small breakpoint up the names are written out, without the tags.
  const wide = await signIn(browser, { width: 1366, height: 900 }, "articles");
  await wide.getByRole("button", { name: "Edit Two previews" }).click();
  const wideDialog = wide.getByRole("dialog", { name: "Edit Article" });
  await expect(wideDialog.getByRole("button", { name: "Preview in Portuguese", exact: true })).toContainText("Preview in Portuguese");
  await expect(wideDialog.getByRole("button", { name: "Preview in Portuguese", exact: true }).getByText("PT", { exact: true })).toBeHidden();
  await wide.context().close();
});

test("on a phone another tab starts at its content: the checklist and the articles' buttons stay on Articles; on a desktop they stay in view", async ({ browser }) => {
  const phone = await signIn(browser, { width: 390, height: 844 }, "settings");
  const checklist = phone.getByRole("heading", { name: "Your first steps" });
  await expect(phone.getByRole("tab", { name: "Settings", selected: true })).toBeVisible();
  await expect(checklist).toBeHidden();
  await expect(phone.getByRole("button", { name: "New Article" })).toBeHidden();
  await phone.getByRole("tab", { name: "Articles" }).click();
  await expect(checklist).toBeVisible();
  await expect(phone.getByRole("button", { name: "New Article" })).toBeVisible();
  await phone.context().close();

  const desktop = await signIn(browser, { width: 1366, height: 900 }, "settings");
  await expect(desktop.getByRole("heading", { name: "Your first steps" })).toBeVisible();
  await expect(desktop.getByRole("button", { name: "New Article" })).toBeVisible();
  await desktop.context().close();
});

for (const [language, viewport] of [
  ["pt", { width: 1366, height: 900 }],
  ["en", { width: 390, height: 844 }],
  ["pt", { width: 390, height: 844 }],
] as const) {
  test(`the "Discard unsaved changes?" dialog is wholly on screen (${language}, ${viewport.width}px)`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, locale: language === "pt" ? "pt-BR" : "en-US" });
    const page = await context.newPage();
    await page.goto(url("/admin/login"));
    const login = await fetch(url("/api/auth/login"), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(owner) });
    const token = ((await login.json()) as { token: string }).token;
    await fetch(url("/api/auth/me"), { method: "PATCH", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ language }) });
    await page.getByLabel(language === "pt" ? "Usuário" : "Username").fill(owner.username);
    await page.getByLabel(language === "pt" ? "Senha" : "Password", { exact: true }).fill(owner.password);
    await page.getByRole("button", { name: language === "pt" ? "Entrar" : "Sign in", exact: true }).click();
    await page.getByRole("button", { name: language === "pt" ? "Novo artigo" : "New Article", exact: true }).click();
    await expect(page.getByRole("toolbar")).toBeVisible({ timeout: 15_000 });
    await page.getByRole("textbox", { name: language === "pt" ? "Título" : "Title", exact: true }).fill("A draft that will be left");
    await page.keyboard.press("Escape");
    const dialog = page.getByRole("alertdialog", { name: language === "pt" ? "Descartar as alterações não salvas?" : "Discard unsaved changes?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeInViewport({ ratio: 1 });
    for (const button of await dialog.getByRole("button").all()) await expect(button).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `/tmp/m30-shots/discard-${viewport.width}-${language}.png` });
    await dialog.getByRole("button", { name: language === "pt" ? /Descartar/ : "Discard changes" }).click();
    await expect(dialog).toHaveCount(0);
    await context.close();
  });
}

import { FIRST_RUN_ADMIN_TEXT } from "../../app/modules/first-run/first-run-admin-text.ts";
import { SAMPLE_ARTICLES_ADMIN_TEXT } from "../../app/modules/articles/sample-articles-admin-text.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";

/**
 * The owner's first run (issue 30) on a fresh install: the login page says there is no administrator
 * and offers the initialisation; after it, the dashboard's checklist ticks steps off from the server's
 * state; the sample articles are published only once confirmed.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

let server: FreshServer;
const owner = { username: "", password: "" };
const url = (path: string) => `${server.baseURL}${path}`;
const en = FIRST_RUN_ADMIN_TEXT.en;

test.beforeAll(async () => {
  server = await startFreshServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test("the faint Initialize System button sits below the form on a phone and in the corner of a wide screen, in both languages", async ({ browser }) => {
  for (const [locale, name] of [["en-US", "Initialize System"], ["pt-BR", "Inicializar o sistema"]] as const) {
    for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
      const context = await browser.newContext({ viewport, locale });
      const page = await context.newPage();
      await page.goto(url("/admin/login"));
      const button = page.getByRole("button", { name, exact: true });
      await expect(button).toBeVisible();
      const box = await button.boundingBox();
      const card = await page.locator("main .rounded-2xl").first().boundingBox();
      if (!box || !card) throw new Error("no box");
      const where = `${locale} ${viewport.width}px`;
      if (viewport.width < 640) {
        // Below the card, in the page's flow (fixed, it sat over the card's form).
        expect(box.y, where).toBeGreaterThanOrEqual(card.y + card.height);
        expect(await button.evaluate((element) => getComputedStyle(element).position), where).not.toBe("fixed");
      } else {
        expect(await button.evaluate((element) => getComputedStyle(element).position), where).toBe("fixed");
        expect(box.x + box.width, where).toBeGreaterThan(viewport.width - 40);
        expect(box.y + box.height, where).toBeGreaterThan(viewport.height - 40);
      }
      await context.close();
    }
  }
});

test("a fresh install's login page says there is no administrator, in the admin's language, and initialises from there", async ({ page }) => {
  expect(await (await fetch(url("/api/init"))).json()).toMatchObject({ initialized: false });
  await page.goto(url("/admin/login"));
  const notice = page.getByRole("region", { name: en.noAdminTitle });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(en.noAdminText);
  // The spec's faint link stays.
  await expect(page.getByRole("button", { name: "Initialize System" })).toBeVisible();
  await expectNoAxeViolations(page);

  // In Portuguese too.
  await page.getByRole("button", { name: "Ver em português" }).click();
  const pt = FIRST_RUN_ADMIN_TEXT.pt;
  await expect(page.getByRole("region", { name: pt.noAdminTitle })).toBeVisible();
  await page.getByRole("button", { name: "View in English" }).click();
  await expect(notice).toBeVisible();

  await notice.getByRole("button", { name: en.noAdminAction }).click();
  const dialog = page.getByRole("dialog", { name: "System Initialization" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Initialize System" }).click();
  await expect(dialog.getByText("Initialization Complete")).toBeVisible();
  owner.username = (await dialog.locator("dd.font-mono").first().textContent()) ?? "";
  owner.password = (await dialog.locator("dd.font-mono").nth(1).textContent()) ?? "";
  expect(owner.password.length).toBeGreaterThan(10);
  await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(notice).toBeHidden();
  expect(await (await fetch(url("/api/init"))).json()).toMatchObject({ initialized: true });
  // A later visit says nothing about a missing administrator.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(page.getByRole("region", { name: en.noAdminTitle })).toHaveCount(0);
});

test("the dashboard's checklist lists the first steps and ticks one off once done on the server", async ({ page, request }) => {
  await page.goto(url("/admin/login"));
  await page.getByLabel("Username").fill(owner.username);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

  const checklist = page.getByRole("region", { name: en.checklistTitle });
  await expect(checklist).toBeVisible();
  const steps = checklist.getByRole("listitem");
  await expect(steps).toHaveCount(5);
  // Replacing the sample photos comes first (issue 30).
  await expect(steps.first()).toHaveAttribute("data-step", "photos");
  for (const id of ["photos", "password", "email", "mail", "twoFactor"] as const) {
    await expect(checklist.locator(`[data-step="${id}"]`)).toContainText(en.steps[id].title);
    await expect(checklist.locator(`[data-step="${id}"]`)).toHaveAttribute("data-done", "false");
  }
  await expect(checklist).toContainText("0 of 5 done");
  await expectNoAxeViolations(page);

  // The password changed (through the API, as the Settings form does): the step ticks off.
  const token = await page.evaluate(() => localStorage.getItem("authToken"));
  const newPassword = "a-Much-Longer-Owner-Passphrase-2026";
  const change = await request.post(url("/api/auth/password"), {
    headers: { Authorization: `Bearer ${token}`, Origin: server.baseURL },
    data: { currentPassword: owner.password, newPassword, confirmPassword: newPassword },
  });
  expect(change.status()).toBe(200);
  owner.password = newPassword;
  // Read again when the owner changes tab.
  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(checklist.locator('[data-step="password"]')).toHaveAttribute("data-done", "true");
  await expect(checklist).toContainText("1 of 5 done");
  // "Open" goes to where a step is done; the photo step's button straight to the portrait's upload.
  await checklist.getByRole("button", { name: `${en.go}: ${en.steps.email.title}` }).click();
  await expect(page.getByRole("tab", { name: "Settings" })).toHaveAttribute("aria-selected", "true");
  await checklist.getByRole("button", { name: en.photosAction }).click();
  await expect(page.getByRole("tab", { name: "Site content" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: "Replace portrait" })).toBeFocused();
});

test("'Add AI Trend Articles' asks first, then steps back once articles exist", async ({ page }) => {
  const text = SAMPLE_ARTICLES_ADMIN_TEXT.en;
  await page.goto(url("/admin/login"));
  await page.getByLabel("Username").fill(owner.username);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

  const button = page.getByRole("button", { name: "Add AI Trend Articles" });
  await expect(button).toHaveAttribute("data-has-articles", "false");
  await button.click();
  const confirm = page.getByRole("alertdialog", { name: text.confirmTitle });
  await expect(confirm).toContainText(text.confirmText);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  expect((await fetch(url("/api/articles"))).headers.get("x-total-count")).toBe("0");

  const reloaded = page.waitForEvent("load");
  await button.click();
  await confirm.getByRole("button", { name: text.confirmAction }).click();
  await reloaded;
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  expect((await fetch(url("/api/articles"))).headers.get("x-total-count")).toBe("6");
  await expect(page.getByRole("button", { name: "Add AI Trend Articles" })).toHaveAttribute("data-has-articles", "true");
});

test("a new article's Portuguese slug is made from the Portuguese title", async ({ page }) => {
  await page.goto(url("/admin/login"));
  await page.getByLabel("Username").fill(owner.username);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "New Article" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Title", { exact: true }).fill("The future of AI leadership");
  await dialog.getByRole("tab", { name: /Portuguese/ }).click();
  await dialog.getByLabel("Portuguese title").fill("O futuro da liderança em IA");
  await expect(dialog.getByLabel("Portuguese slug (URL)")).toHaveValue("o-futuro-da-lideranca-em-ia");
});

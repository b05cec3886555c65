import type { Browser, Page } from "@playwright/test";
import { MAIL_SETTINGS_ADMIN_TEXT } from "#app/modules/contact/mail-settings-admin-text.ts";
import { SMTP_PASSWORD, SMTP_USER, startTestMailServer, type TestMailServer, waitFor } from "#tests/setup/mail-server.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";

/**
 * Issue 30: the owner sets e-mail up from Settings › E-mail (no environment variable, no restart), sends
 * the test e-mail and sees it arrive at a real SMTP server; a wrong password is explained in her
 * language; the acknowledgement switch says why it is off while mail is off. Its own server; desktop only.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

const OWNER_ADDRESS = "dona@example.org";
let server: FreshServer;
let mail: TestMailServer;
const owner = { username: "", password: "", token: "" };
const url = (pathname: string) => `${server.baseURL}${pathname}`;

test.beforeAll(async () => {
  mail = await startTestMailServer({ plain: true });
  server = await startFreshServer({ OUTBOX_POLL_MS: "100" });
  Object.assign(owner, (await (await fetch(url("/api/init"), { method: "POST" })).json()) as { username: string; password: string });
  const login = await fetch(url("/api/auth/login"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: owner.username, password: owner.password }),
  });
  owner.token = ((await login.json()) as { token: string }).token;
});

test.afterAll(async () => {
  await server?.stop();
  await mail?.close();
});


async function signIn(browser: Browser, language: "en" | "pt"): Promise<Page> {
  await fetch(url("/api/auth/me"), {
    method: "PATCH",
    headers: { "content-type": "application/json", authorization: `Bearer ${owner.token}` },
    body: JSON.stringify({ language }),
  });
  const context = await browser.newContext({ locale: language === "pt" ? "pt-BR" : "en-US", viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(url("/admin/login"));
  await page.getByLabel(language === "pt" ? "Usuário" : "Username").fill(owner.username);
  await page.getByLabel(language === "pt" ? "Senha" : "Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: language === "pt" ? "Entrar" : "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: language === "pt" ? "Painel" : "Dashboard", level: 1 })).toBeVisible({ timeout: 15_000 });
  await page.goto(url("/admin?tab=settings"));
  return page;
}

for (const language of ["en", "pt"] as const) {
  test(`the owner sets e-mail up from the admin and the test e-mail arrives (${language})`, async ({ browser }) => {
    const t = MAIL_SETTINGS_ADMIN_TEXT[language];
    const page = await signIn(browser, language);
    const card = page.locator("#mail-settings");
    await expect(card.getByTestId("mail-status")).toHaveText(t.statusOff);
    // While mail is off, the acknowledgement switch is off and says why.
    const acknowledge = page.getByRole("switch", { name: language === "pt" ? /Confirmar o recebimento/ : /Acknowledge each message/ });
    await expect(acknowledge).toBeDisabled();
    await expect(acknowledge).toHaveAttribute("aria-checked", "false");
    await expect(acknowledge).toHaveAccessibleDescription(t.needsMail);
    await expect(card.getByRole("button", { name: t.sendTest })).toBeDisabled();

    await card.getByLabel(t.host).fill("127.0.0.1");
    await card.getByLabel(t.port).fill(String(mail.port));
    await card.getByLabel(t.security).selectOption("none");
    await card.getByLabel(t.user).fill(SMTP_USER);
    await card.getByLabel(new RegExp(`^${t.password}`)).fill(SMTP_PASSWORD);
    await card.getByLabel(t.from).fill("Site <site@example.com>");
    await card.getByLabel(t.ownerEmail).fill(OWNER_ADDRESS);
    await card.getByRole("button", { name: t.save }).click();
    await expect(card.getByTestId("mail-status")).toHaveText(t.statusOn.replace("{owner}", OWNER_ADDRESS));
    // The password is never shown back: the field is empty and labelled "set".
    await expect(card.getByLabel(`${t.password} (${t.passwordSet})`)).toHaveValue("");
    await expect(acknowledge).toBeEnabled();

    const before = mail.to(OWNER_ADDRESS).length;
    await card.getByRole("button", { name: t.sendTest }).click();
    await expect(card.getByTestId("mail-test-result")).toHaveText(t.testSent.replace("{to}", OWNER_ADDRESS), { timeout: 15_000 });
    const received = await waitFor(() => mail.to(OWNER_ADDRESS)[before], "the test e-mail");
    expect(received.subject).toBe(language === "pt" ? "E-mail de teste do seu site" : "Test e-mail from your site");
    await expectNoAxeViolations(page);

    // A wrong password: the failure in plain words, in the owner's language.
    await card.getByLabel(`${t.password} (${t.passwordSet})`).fill("not the password");
    await card.getByRole("button", { name: t.save }).click();
    await expect(card.getByLabel(`${t.password} (${t.passwordSet})`)).toHaveValue("");
    await card.getByRole("button", { name: t.sendTest }).click();
    await expect(card.getByTestId("mail-test-result")).toContainText(t.failures.auth, { timeout: 15_000 });
    await expect(card.getByTestId("mail-test-result")).toContainText(t.testFailed);
    await page.screenshot({ path: `/tmp/m30-shots/mail-settings-failure-${language}.png`, fullPage: false });

    // Back to the right password, then off again (empty host) for the next language's run.
    await card.getByLabel(`${t.password} (${t.passwordSet})`).fill(SMTP_PASSWORD);
    await card.getByLabel(t.host).fill("");
    await card.getByRole("button", { name: t.save }).click();
    await expect(card.getByTestId("mail-status")).toHaveText(t.statusOff);
    await page.context().close();
  });
}

test("the form shows the environment's values read-only when SMTP_URL is set", async ({ browser }) => {
  const envMail = await startTestMailServer();
  const envServer = await startFreshServer({ SMTP_URL: envMail.url, MAIL_FROM: "Env <env@example.com>", OWNER_EMAIL: "env-owner@example.com" });
  try {
    const init = (await (await fetch(`${envServer.baseURL}/api/init`, { method: "POST" })).json()) as { username: string; password: string };
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${envServer.baseURL}/admin/login`);
    await page.getByLabel("Username").fill(init.username);
    await page.getByLabel("Password", { exact: true }).fill(init.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible({ timeout: 15_000 });
    await page.goto(`${envServer.baseURL}/admin?tab=settings`);
    const t = MAIL_SETTINGS_ADMIN_TEXT.en;
    const card = page.locator("#mail-settings");
    await expect(card.getByRole("note")).toHaveText(t.fromEnvironment);
    await expect(card.getByLabel(t.ownerEmail)).toHaveValue("env-owner@example.com");
    await expect(card.getByLabel(t.ownerEmail)).toHaveAttribute("readonly", "");
    await expect(card.getByRole("button", { name: t.save })).toHaveCount(0);
    await card.getByRole("button", { name: t.sendTest }).click();
    await expect(card.getByTestId("mail-test-result")).toHaveText(t.testSent.replace("{to}", "env-owner@example.com"), { timeout: 15_000 });
    await context.close();
  } finally {
    await envServer.stop();
    await envMail.close();
  }
});

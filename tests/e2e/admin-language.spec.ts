import type { Browser, BrowserContext } from "@playwright/test";
import { ADMIN_DICTIONARIES } from "#app/modules/admin-i18n/admin-dictionary.ts";
import { startTestMailServer, type TestMailServer, waitFor } from "#tests/setup/mail-server.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";

/**
 * Issue 26, before sign-in: the login screen follows the browser's language (and its switch), and a
 * forgotten password is reset from the mailbox on the reset page. Its own server, with e-mail through
 * a real SMTP server; desktop project only.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

const NEW_PASSWORD = "granite otter whistles beneath 41 lanterns";
const OWNER_ADDRESS = "dona@example.org";
let server: FreshServer;
let mail: TestMailServer;
const owner = { username: "", password: "" };

test.beforeAll(async () => {
  mail = await startTestMailServer();
  server = await startFreshServer({
    SMTP_URL: mail.url,
    MAIL_FROM: "Site <site@example.com>",
    OWNER_EMAIL: "owner@example.com",
    OUTBOX_POLL_MS: "100",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await mail?.close();
});


const url = (pathname: string) => `${server.baseURL}${pathname}`;

async function portugueseBrowser(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ locale: "pt-BR" });
}

function tokenOf(text: string, path: string): string {
  const token = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];
  if (!token) throw new Error(`no ${path} link in ${text}`);
  return token;
}

test("the login screen is in Portuguese for a Portuguese browser, with a switch to English", async ({ browser }) => {
  const context = await portugueseBrowser(browser);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(url("/admin/login"));
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  await expect(page).toHaveTitle("Acesso administrativo");
  await expect(page.getByRole("heading", { name: "Acesso administrativo" })).toBeVisible();
  await expect(page.getByText("Entre para acessar o painel administrativo")).toBeVisible();
  await expect(page.getByLabel("Usuário")).toBeVisible();
  await expect(page.getByLabel("Senha", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Inicializar o sistema" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Esqueceu sua senha?" })).toBeVisible();
  for (const english of ["Admin Login", "Username", "Sign in", "Back to site", "Initialize System"]) {
    await expect(page.getByText(english, { exact: true })).toHaveCount(0);
  }

  // Client-side validation in Portuguese.
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page.getByText("Informe o usuário")).toBeVisible();
  await expect(page.getByText("Informe a senha")).toBeVisible();

  // A wrong password: the API's English answer is shown in Portuguese.
  await page.getByLabel("Usuário").fill("nobody");
  await page.getByLabel("Senha", { exact: true }).fill("not the password");
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page.getByText("Usuário ou senha inválidos", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Inicializar o sistema" }).click();
  const dialog = page.getByRole("dialog", { name: "Inicialização do sistema" });
  await expect(dialog.getByText("Isto cria um usuário administrador e as tabelas do banco de dados.")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancelar" }).click();

  await expectNoAxeViolations(page);

  // The switch: English now, and on the next page load too.
  await page.getByRole("button", { name: "View in English" }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(page.getByLabel("Username")).toBeVisible();
  await page.getByRole("button", { name: "Ver em português" }).click();
  await expect(page.getByRole("heading", { name: "Acesso administrativo" })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test("an English browser keeps the spec's English login", async ({ page }) => {
  await page.goto(url("/admin/login"));
  await expect(page).toHaveTitle("Admin Login");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(page.getByText("Sign in to access the admin dashboard")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Ver em português" })).toBeVisible();
});

test("a forgotten password is reset from the mailbox on the reset page, in Portuguese", async ({ browser, request }) => {
  // The owner: initialized, signed in once from a Portuguese browser, her address verified.
  const init = await request.post(url("/api/init"));
  expect(init.status()).toBe(201);
  Object.assign(owner, { username: (await init.json()).username, password: (await init.json()).password });
  const login = await request.post(url("/api/auth/login"), { data: owner, headers: { "accept-language": "pt-BR" } });
  const token = (await login.json()).token as string;
  expect((await request.post(url("/api/auth/email"), { data: { email: OWNER_ADDRESS, currentPassword: owner.password }, headers: { authorization: `Bearer ${token}` } })).status()).toBe(202);
  const verification = await waitFor(() => mail.to(OWNER_ADDRESS)[0], "the verification e-mail");
  expect(verification.subject).toBe("Confirme o endereço de e-mail da sua conta de administrador");

  const context = await portugueseBrowser(browser);
  const page = await context.newPage();
  // The confirmation page: opening it changes nothing, its button confirms.
  await page.goto(url(`/admin/verify-email?token=${tokenOf(verification.text, "/admin/verify-email")}`));
  await expect(page.getByRole("heading", { name: "Confirme seu endereço de e-mail" })).toBeVisible();
  const before = await (await request.get(url("/api/auth/me"), { headers: { authorization: `Bearer ${token}` } })).json();
  expect(before.emailVerified).toBe(false);
  await page.getByRole("button", { name: "Confirmar este endereço" }).click();
  await expect(page.getByText("Endereço confirmado")).toBeVisible();

  // Forgot password -> e-mail -> reset page.
  await page.goto(url("/admin/login"));
  await page.getByRole("link", { name: "Esqueceu sua senha?" }).click();
  await expect(page.getByRole("heading", { name: "Redefinir sua senha" })).toBeVisible();
  await page.getByLabel("Endereço de e-mail").fill(OWNER_ADDRESS);
  await page.getByRole("button", { name: "Enviar o link" }).click();
  await expect(page.getByText("Confira sua caixa de entrada")).toBeVisible();
  const reset = await waitFor(() => mail.to(OWNER_ADDRESS)[1], "the reset e-mail");
  expect(reset.subject).toBe("Redefina a senha da sua conta de administrador");
  const resetPath = `/admin/reset-password?token=${tokenOf(reset.text, "/admin/reset-password")}`;

  await page.goto(url(resetPath));
  await expect(page.getByRole("heading", { name: "Escolha uma nova senha" })).toBeVisible();
  await expect(page.getByLabel("Código de verificação")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByLabel("Nova senha", { exact: true }).fill("curta");
  await page.getByRole("button", { name: "Definir a nova senha" }).click();
  await expect(page.getByText("A nova senha deve ter pelo menos 12 caracteres")).toBeVisible();
  await page.getByLabel("Nova senha", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirme a nova senha").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Definir a nova senha" }).click();
  // The server loads the strength dictionaries on first use and hashes with scrypt: allow it the time.
  await expect(page.getByText("Sua senha foi alterada")).toBeVisible({ timeout: 20_000 });

  // The old session ended; the link works once; the new password signs in.
  expect((await request.get(url("/api/auth/me"), { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  await page.goto(url(resetPath));
  await expect(page.getByRole("heading", { name: "Este link não é válido" })).toBeVisible();
  await page.goto(url("/admin/login"));
  await page.getByLabel("Usuário").fill(owner.username);
  await page.getByLabel("Senha", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page).toHaveURL(url("/admin"), { timeout: 15_000 });
  await context.close();
});

test("with a passkey as the second factor, the reset page takes the passkey instead of a code", async ({ browser, request }) => {
  const pt = ADMIN_DICTIONARIES.pt.text;
  const context = await portugueseBrowser(browser);
  const page = await context.newPage();
  // Chromium's virtual authenticator: a platform passkey, for this page.
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  // The owner of the test above (password NEW_PASSWORD, address verified) adds a passkey in Settings.
  await page.goto(url("/admin/login"));
  await page.getByLabel("Usuário").fill(owner.username);
  await page.getByLabel("Senha", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page).toHaveURL(url("/admin"), { timeout: 15_000 });
  // Signed in once the dashboard shows (the address changes first): only then is Settings opened.
  await expect(page.getByRole("heading", { name: "Painel", level: 1 })).toBeVisible({ timeout: 15_000 });
  await page.goto(url("/admin?tab=settings"));
  await page.getByLabel(pt.newPasskeyName).fill("Chave virtual");
  await page.getByRole("button", { name: pt.addPasskey }).click();
  await expect(page.getByRole("list", { name: pt.passkeys }).getByText("Chave virtual")).toBeVisible({ timeout: 15_000 });

  const sent = mail.to(OWNER_ADDRESS).length;
  expect((await request.post(url("/api/auth/password-reset"), { data: { email: OWNER_ADDRESS } })).status()).toBe(202);
  const reset = await waitFor(() => mail.to(OWNER_ADDRESS)[sent], "the reset e-mail");
  await page.goto(url(`/admin/reset-password?token=${tokenOf(reset.text, "/admin/reset-password")}`));
  await expect(page.getByLabel(pt.authenticationCode)).toBeVisible();
  await expectNoAxeViolations(page);
  const newer = "pelican quartz lanterns drift past 19 harbours";
  await page.getByLabel("Nova senha", { exact: true }).fill(newer);
  await page.getByLabel("Confirme a nova senha").fill(newer);
  await page.getByRole("button", { name: pt.setPasswordWithPasskey }).click();
  await expect(page.getByText("Sua senha foi alterada")).toBeVisible({ timeout: 20_000 });
  const signIn = await request.post(url("/api/auth/login"), { data: { username: owner.username, password: newer } });
  expect(signIn.status()).toBe(401); // the second factor is asked for: the password itself was accepted
  expect((await signIn.json()).code).toBe("SECOND_FACTOR_REQUIRED");
  await context.close();
});

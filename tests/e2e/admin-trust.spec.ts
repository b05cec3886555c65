import type { Page } from "@playwright/test";
import { totpCode } from "#app/modules/auth/totp.server.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";

/**
 * Issue 15, the owner's side: a fresh install claimed with its setup token, a strong password, an
 * authenticator app and recovery codes, the list of sessions, the audit log and a passkey. Its own
 * server (SETUP_TOKEN set) and database; desktop project only.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

const SETUP_TOKEN = "e2e-setup-token-0123456789";
let server: FreshServer;
const owner = { username: "", password: "", totpSecret: "", recoveryCodes: [] as string[] };

test.beforeAll(async () => {
  server = await startFreshServer({ SETUP_TOKEN });
});

test.afterAll(async () => {
  await server?.stop();
});


const url = (pathname: string) => `${server.baseURL}${pathname}`;
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

async function expectConsoleError(pageErrors: string[], pattern: RegExp): Promise<void> {
  await expect.poll(() => pageErrors.some((entry) => pattern.test(entry)), { message: `a console error matching ${pattern}` }).toBe(true);
  for (let i = pageErrors.length - 1; i >= 0; i--) if (pattern.test(pageErrors[i] ?? "")) pageErrors.splice(i, 1);
}

async function enterPassword(page: Page): Promise<void> {
  await page.goto(url("/admin/login"));
  await page.getByLabel("Username").fill(owner.username);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function openSettings(page: Page): Promise<void> {
  await page.goto(url("/admin?tab=settings"));
  await expect(page.getByRole("heading", { name: "Site Settings" })).toBeVisible();
}

/** The code of the next time step: accepted, and later than the one enrolment used (a code works once). */
const nextStepCode = () => totpCode(owner.totpSecret, Date.now() + 30_000);

test("Initialize System asks for the setup token, refuses a wrong one, then creates the admin", async ({ page, pageErrors }) => {
  await page.goto(url("/admin/login"));
  await page.getByRole("button", { name: "Initialize System" }).click();
  const dialog = page.getByRole("dialog", { name: "System Initialization" });
  const token = dialog.getByLabel("Setup token");
  await expect(token).toBeVisible();
  const initialize = dialog.getByRole("button", { name: "Initialize System" });
  await expect(initialize).toBeDisabled();
  await expectNoAxeViolations(page);

  await token.fill("not-the-token-at-all");
  await initialize.click();
  await expect(dialog.getByRole("heading", { name: "Initialization Failed" })).toBeVisible();
  await expect(dialog.getByText("The setup token is not correct.")).toBeVisible();
  await expectConsoleError(pageErrors, /403/);
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Initialize System" }).click();
  await dialog.getByLabel("Setup token").fill(SETUP_TOKEN);
  await dialog.getByRole("button", { name: "Initialize System" }).click();
  await expect(dialog.getByRole("heading", { name: "Initialization Complete" })).toBeVisible();
  owner.username = (await dialog.locator("dd.font-mono").nth(0).textContent()) ?? "";
  owner.password = (await dialog.locator("dd.font-mono").nth(1).textContent()) ?? "";
  expect(owner.username).toBe("admin");
  await dialog.getByRole("button", { name: "Close" }).first().click();
});

test("the change-password form shows the strength as you type and refuses a guessable password", async ({ page, pageErrors }) => {
  await enterPassword(page);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await openSettings(page);
  const next = page.getByLabel("New password", { exact: true });
  await page.getByLabel("Current password").fill(owner.password);
  await next.fill("password1234");
  await page.getByLabel("Confirm new password").fill("password1234");
  await expect(page.getByText("Strength: Weak")).toBeVisible();
  await expect(page.getByText("This is similar to a commonly used password.")).toBeVisible();
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText(/^This password is too easy to guess/)).toBeVisible();
  await expectNoAxeViolations(page);

  const strong = "quiet-harbour-lantern-ribbon-42";
  await next.fill(strong);
  await page.getByLabel("Confirm new password").fill(strong);
  await expect(page.getByText("Strength: Very strong")).toBeVisible();
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(toasts(page).getByText("Password changed", { exact: true })).toBeVisible();
  owner.password = strong;
  expect(pageErrors).toEqual([]);
});

test("the owner turns on an authenticator app with a QR code and gets ten recovery codes", async ({ page }) => {
  await enterPassword(page);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await openSettings(page);
  const card = page.getByRole("tabpanel", { name: "Settings" });
  await card.getByRole("button", { name: "Set up an authenticator app" }).click();
  const qr = card.getByRole("img", { name: "QR code for your authenticator app" });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
  // The key shown beside the QR code (other cards of the tab show code too, e.g. SMTP_URL).
  owner.totpSecret = ((await card.locator("p", { hasText: "Key:" }).locator("code").textContent()) ?? "").replace(/\s/g, "");
  expect(owner.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page);

  await card.getByLabel("2. Enter the 6-digit code the app shows").fill(totpCode(owner.totpSecret));
  await card.getByRole("button", { name: "Turn on" }).click();
  const codes = card.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  owner.recoveryCodes = await codes.allTextContents();
  await expectNoAxeViolations(page);
  await card.getByRole("button", { name: "I have saved them" }).click();
  await expect(card.getByText("Recovery codes left:")).toContainText("10");
});

test("sign-in asks for the code after the password; a wrong one is refused, the right one lets the owner in", async ({ page, pageErrors }) => {
  await enterPassword(page);
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  await expectConsoleError(pageErrors, /401/);
  await expectNoAxeViolations(page);
  const code = page.getByLabel("Authentication code");
  const wrong = nextStepCode() === "000000" ? "111111" : "000000";
  await code.fill(wrong);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("The authentication code is not correct").first()).toBeVisible();
  await expectConsoleError(pageErrors, /401/);
  await code.fill(nextStepCode());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
});

test("a recovery code signs the owner in once", async ({ page, pageErrors }) => {
  await enterPassword(page);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(owner.recoveryCodes[0] ?? "");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await openSettings(page);
  await expect(page.getByText("Recovery codes left:")).toContainText("9");
  await expectConsoleError(pageErrors, /401/);
});

/** Signs the owner in from "another device" over the API (a recovery code as second factor); returns its token. */
async function signInElsewhere(userAgent: string, recoveryCode: string): Promise<string> {
  const headers = { "content-type": "application/json", "user-agent": userAgent };
  const first = await fetch(url("/api/auth/login"), { method: "POST", headers, body: JSON.stringify({ username: owner.username, password: owner.password }) });
  const { challenge } = (await first.json()) as { challenge: string };
  const second = await fetch(url("/api/auth/login/second-factor"), { method: "POST", headers, body: JSON.stringify({ challenge, code: recoveryCode }) });
  expect(second.status).toBe(200);
  return ((await second.json()) as { token: string }).token;
}

async function isSignedIn(token: string): Promise<boolean> {
  return (await fetch(url("/api/auth/me"), { headers: { authorization: `Bearer ${token}` } })).status === 200;
}

test("the owner sees where the account is signed in and signs other sessions out", async ({ page, pageErrors }) => {
  const phone = await signInElsewhere(
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    owner.recoveryCodes[1] ?? "",
  );
  const laptop = await signInElsewhere("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0", owner.recoveryCodes[2] ?? "");
  await enterPassword(page);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(owner.recoveryCodes[3] ?? "");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expectConsoleError(pageErrors, /401/);
  await openSettings(page);

  const list = page.getByRole("list", { name: "Active sessions" });
  await expect(list.getByText("Safari 18 on iOS")).toBeVisible();
  await expect(list.getByText("Firefox 133 on Windows")).toBeVisible();
  await expect(list.getByRole("listitem").filter({ hasText: "This device" })).toContainText(/Chrome \d+ on /);
  await expectNoAxeViolations(page);

  await list.getByRole("button", { name: "Sign out Safari 18 on iOS" }).click();
  await expect(list.getByText("Safari 18 on iOS")).toHaveCount(0);
  expect(await isSignedIn(phone)).toBe(false);
  expect(await isSignedIn(laptop)).toBe(true);

  await page.getByRole("button", { name: "Sign out all other sessions" }).click();
  await expect(list.getByText("Firefox 133 on Windows")).toHaveCount(0);
  expect(await isSignedIn(laptop)).toBe(false);
  await expect(list.getByRole("listitem")).toHaveCount(1);
  // This session is still signed in.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Site Settings" })).toBeVisible();
});

test("the audit log shows who did what and when, and filters it", async ({ page, pageErrors }) => {
  await enterPassword(page);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(owner.recoveryCodes[4] ?? "");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expectConsoleError(pageErrors, /401/);

  await page.getByRole("tab", { name: "Audit log" }).click();
  const table = page.getByRole("table", { name: "Audit events, newest first" });
  await expect(table.getByRole("row").filter({ hasText: "System initialized" })).toHaveCount(1);
  await expect(table.getByRole("row").filter({ hasText: "Two-factor authentication turned on" })).toHaveCount(1);
  await expect(table.getByRole("row").filter({ hasText: "Password changed" })).toHaveCount(1);
  await expect(table.getByRole("row").filter({ hasText: "Signed in" }).first()).toContainText("admin");
  await expectNoAxeViolations(page);

  await page.getByLabel("Outcome").click();
  await page.getByRole("option", { name: "Failed" }).click();
  const rows = table.getByRole("row").filter({ hasText: "Sign-in failed" });
  await expect(rows.first()).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: "System initialized" })).toHaveCount(0);
  await page.getByLabel("User").fill("nobody-at-all");
  await expect(page.getByText("No events match these filters.")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(table.getByRole("row").filter({ hasText: "System initialized" })).toHaveCount(1);
});

test("the owner adds a passkey, then signs in with it alone and as the second step after the password", async ({ page, pageErrors }) => {
  // Chromium's virtual authenticator: a platform passkey with user verification, for this page.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });

  await enterPassword(page);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(owner.recoveryCodes[5] ?? "");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expectConsoleError(pageErrors, /401/);
  await openSettings(page);
  await page.getByLabel("Name of the new passkey (optional)").fill("Virtual key");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(toasts(page).getByText("Passkey added", { exact: true })).toBeVisible();
  const list = page.getByRole("list", { name: "Passkeys" });
  await expect(list.getByText("Virtual key")).toBeVisible();
  await expect(list.getByText("never used")).toBeVisible();
  await expectNoAxeViolations(page);

  // Password-less.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(url("/"));
  await page.goto(url("/admin/login"));
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

  // The second step after the password.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(url("/"));
  await enterPassword(page);
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  await expectConsoleError(pageErrors, /401/);
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

  await page.getByRole("tab", { name: "Audit log" }).click();
  const table = page.getByRole("table", { name: "Audit events, newest first" });
  await expect(table.getByRole("row").filter({ hasText: "Passkey added" })).toHaveCount(1);
  await expect(table.getByRole("row").filter({ hasText: "(passkey)" })).toHaveCount(2);
});

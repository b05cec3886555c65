import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createUserWithGeneratedPassword } from "#app/modules/auth/auth.service.server.ts";
import { PASSWORD_RESET_REQUESTED_MESSAGE } from "#app/modules/auth/account.service.server.ts";
import { totpCode } from "#app/modules/auth/totp.server.ts";
import { ENGINES } from "#tests/setup/test-db.ts";
import { type ReceivedMail, startTestMailServer, type TestMailServer, waitFor } from "#tests/setup/mail-server.ts";
import { SITE_URL, startTestServer, type TestServer } from "#tests/setup/test-server.ts";
import { createSoftwarePasskey } from "#tests/webauthn-authenticator.ts";

const OWNER = "owner@example.com";
const FAST_OUTBOX = { pollIntervalMs: 50, backoffBaseMs: 100, backoffMaxMs: 400, leaseMs: 60_000, retryWindowMs: 60 * 60 * 1000 };
const NEW_PASSWORD = "granite otter whistles beneath 41 lanterns";
const PT_BROWSER = { "accept-language": "pt-BR,pt;q=0.9,en;q=0.5" };

interface Account {
  username: string;
  password: string;
  token: string;
}

let accounts = 0;
async function createAccount(server: TestServer, headers: Record<string, string> = {}): Promise<Account> {
  const username = `owner${++accounts}`;
  const password = await createUserWithGeneratedPassword(server.database.db, username, { isAdmin: true });
  const res = await server.request("POST", "/api/auth/login", { body: { username, password }, headers });
  expect(res.status).toBe(200);
  return { username, password, token: res.body.token };
}

function linkIn(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https?://[^\\s"<]+${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[1];
}

async function verifyAddress(server: TestServer, mail: TestMailServer, account: Account, email: string): Promise<void> {
  const res = await server.request("POST", "/api/auth/email", { token: account.token, body: { email, currentPassword: account.password } });
  expect(res.status).toBe(202);
  const message = await waitFor(() => mail.to(email).at(-1), `the verification e-mail to ${email}`);
  const token = linkIn(message, "/admin/verify-email");
  const confirmed = await server.request("POST", "/api/auth/email/verify", { body: { token } });
  expect(confirmed.status).toBe(200);
}

async function resetMailFor(mail: TestMailServer, email: string, count: number): Promise<ReceivedMail> {
  return waitFor(() => mail.to(email)[count - 1], `reset e-mail #${count} to ${email}`);
}

describe.each(ENGINES)("account language, e-mail and password reset (%s)", (engine) => {
  let server: TestServer;
  let mail: TestMailServer;

  beforeAll(async () => {
    mail = await startTestMailServer();
    server = await startTestServer(engine, {
      notifications: { email: { smtpUrl: mail.url, from: "Site <site@example.com>", ownerEmail: OWNER }, webhook: null, outbox: FAST_OUTBOX },
    });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });
  beforeEach(async () => {
    await server.database.db.deleteFrom("throttles").execute();
  });

  it("GET /api/auth/me answers the account with its language and e-mail; PATCH sets the language, audited", async () => {
    const account = await createAccount(server);
    const me = await server.request("GET", "/api/auth/me", { token: account.token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ id: expect.any(Number), username: account.username, isAdmin: true, language: "en", email: null, emailVerified: false });

    const patched = await server.request("PATCH", "/api/auth/me", { token: account.token, body: { language: "pt" } });
    expect(patched.status).toBe(200);
    expect(patched.body.language).toBe("pt");
    expect((await server.request("GET", "/api/auth/me", { token: account.token })).body.language).toBe("pt");

    const wrong = await server.request("PATCH", "/api/auth/me", { token: account.token, body: { language: "fr" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("language must be en or pt");
    expect((await server.request("PATCH", "/api/auth/me", { body: { language: "en" } })).status).toBe(401);

    const events = await server.database.db.selectFrom("audit_events").selectAll().where("action", "=", "auth.language_changed").where("target_label", "=", account.username).execute();
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]?.details ?? "{}")).toEqual({ from: "en", to: "pt" });
  });

  it("the first sign-in takes the browser's language; a choice made since stays", async () => {
    const account = await createAccount(server, PT_BROWSER);
    expect((await server.request("GET", "/api/auth/me", { token: account.token })).body.language).toBe("pt");
    await server.request("PATCH", "/api/auth/me", { token: account.token, body: { language: "en" } });
    const again = await server.request("POST", "/api/auth/login", { body: { username: account.username, password: account.password }, headers: PT_BROWSER });
    expect((await server.request("GET", "/api/auth/me", { token: again.body.token })).body.language).toBe("en");
  });

  it("an address counts once the link's page confirms it with a POST; the wrong current password is refused", async () => {
    const account = await createAccount(server);
    const email = `${account.username}@example.org`;
    const wrong = await server.request("POST", "/api/auth/email", { token: account.token, body: { email, currentPassword: "not it at all" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("The current password is not correct");
    const invalid = await server.request("POST", "/api/auth/email", { token: account.token, body: { email: "nope", currentPassword: account.password } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe("Enter a valid e-mail address");

    const res = await server.request("POST", "/api/auth/email", { token: account.token, body: { email: email.toUpperCase(), currentPassword: account.password } });
    expect(res.status).toBe(202);
    expect((await server.request("GET", "/api/auth/me", { token: account.token })).body).toMatchObject({ email, emailVerified: false });
    const message = await waitFor(() => mail.to(email).at(-1), "the verification e-mail");
    expect(message.subject).toBe("Confirm the e-mail address of your admin account");
    const token = linkIn(message, "/admin/verify-email");

    // Opening the link (a GET, as a mail scanner would) changes nothing.
    const page = await fetch(`${server.baseUrl}/admin/verify-email?token=${token}`);
    expect(page.status).toBeLessThan(500);
    expect((await server.request("GET", "/api/auth/me", { token: account.token })).body.emailVerified).toBe(false);

    const confirmed = await server.request("POST", "/api/auth/email/verify", { body: { token } });
    expect(confirmed.status).toBe(200);
    expect((await server.request("GET", "/api/auth/me", { token: account.token })).body).toMatchObject({ email, emailVerified: true });
    const reused = await server.request("POST", "/api/auth/email/verify", { body: { token } });
    expect(reused.status).toBe(400);
  });

  it("resets a forgotten password from the mailbox: single use, every session ended, old password refused", async () => {
    const account = await createAccount(server);
    const other = await server.request("POST", "/api/auth/login", { body: { username: account.username, password: account.password } });
    const email = `${account.username}@example.org`;
    await verifyAddress(server, mail, account, email);

    const asked = await server.request("POST", "/api/auth/password-reset", { body: { email } });
    const unknown = await server.request("POST", "/api/auth/password-reset", { body: { email: "nobody-here@example.org" } });
    expect(asked.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(asked.body);
    expect(asked.body).toEqual({ success: true, message: PASSWORD_RESET_REQUESTED_MESSAGE });

    const message = await resetMailFor(mail, email, 2);
    expect(message.subject).toBe("Reset the password of your admin account");
    const token = linkIn(message, "/admin/reset-password");
    expect(mail.to("nobody-here@example.org")).toHaveLength(0);

    const weak = await server.request("POST", "/api/auth/password-reset/complete", { body: { token, newPassword: "password1234" } });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/^This password is too easy to guess/);

    const done = await server.request("POST", "/api/auth/password-reset/complete", { body: { token, newPassword: NEW_PASSWORD } });
    expect(done.status).toBe(200);
    expect((await server.request("GET", "/api/auth/me", { token: account.token })).status).toBe(401);
    expect((await server.request("GET", "/api/auth/me", { token: other.body.token })).status).toBe(401);

    const old = await server.request("POST", "/api/auth/login", { body: { username: account.username, password: account.password } });
    expect(old.status).toBe(401);
    const fresh = await server.request("POST", "/api/auth/login", { body: { username: account.username, password: NEW_PASSWORD } });
    expect(fresh.status).toBe(200);

    const reused = await server.request("POST", "/api/auth/password-reset/complete", { body: { token, newPassword: "another granite otter 77 whistles" } });
    expect(reused.status).toBe(400);
    const events = await server.database.db.selectFrom("audit_events").select("action").where("action", "=", "auth.password_reset_by_email").where("target_label", "=", account.username).execute();
    expect(events).toHaveLength(1);
  });

  it("with TOTP on, the reset asks for a code and refuses a wrong one", async () => {
    const account = await createAccount(server);
    const setup = await server.request("POST", "/api/auth/2fa/totp/setup", { token: account.token });
    const enable = await server.request("POST", "/api/auth/2fa/totp/enable", { token: account.token, body: { code: totpCode(setup.body.secret) } });
    expect(enable.status).toBe(200);
    const email = `${account.username}@example.org`;
    await verifyAddress(server, mail, account, email);

    await server.request("POST", "/api/auth/password-reset", { body: { email } });
    const token = linkIn(await resetMailFor(mail, email, 2), "/admin/reset-password");
    const page = await fetch(`${server.baseUrl}/admin/reset-password?token=${token}`);
    expect(page.status).toBeLessThan(500);

    const noCode = await server.request("POST", "/api/auth/password-reset/complete", { body: { token, newPassword: NEW_PASSWORD } });
    expect(noCode.status).toBe(400);
    expect(noCode.body.issues).toEqual([{ path: "code", message: expect.any(String) }]);
    const current = totpCode(setup.body.secret, Date.now() + 30_000);
    const wrong = await server.request("POST", "/api/auth/password-reset/complete", { body: { token, newPassword: NEW_PASSWORD, code: current === "000000" ? "111111" : "000000" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("The authentication code is not correct");
    const done = await server.request("POST", "/api/auth/password-reset/complete", { body: { token, newPassword: NEW_PASSWORD, code: current } });
    expect(done.status).toBe(200);
  });

  it("with a passkey as the second factor, the reset takes the passkey's answer to the link's own challenge", { timeout: 60_000 }, async () => {
    const account = await createAccount(server);
    const passkey = createSoftwarePasskey(SITE_URL);
    const registration = await server.request("POST", "/api/auth/passkeys/register/options", { token: account.token });
    const added = await server.request("POST", "/api/auth/passkeys/register/verify", { token: account.token, body: { response: passkey.register(registration.body), name: "Laptop" } });
    expect(added.status).toBe(201);
    const email = `${account.username}@example.org`;
    await verifyAddress(server, mail, account, email);
    await server.request("POST", "/api/auth/password-reset", { body: { email } });
    const token = linkIn(await resetMailFor(mail, email, 2), "/admin/reset-password");

    // Neither a code nor a passkey: refused; another account's passkey: refused.
    expect((await server.request("POST", "/api/auth/password-reset/complete", { body: { token, newPassword: NEW_PASSWORD } })).status).toBe(400);
    const stranger = await createAccount(server);
    const strangerKey = createSoftwarePasskey(SITE_URL);
    const strangerOptions = await server.request("POST", "/api/auth/passkeys/register/options", { token: stranger.token });
    await server.request("POST", "/api/auth/passkeys/register/verify", { token: stranger.token, body: { response: strangerKey.register(strangerOptions.body) } });
    const foreignOptions = await server.request("POST", "/api/auth/password-reset/passkey-options", { body: { token } });
    expect(foreignOptions.status).toBe(200);
    expect(foreignOptions.body.allowCredentials).toEqual([expect.objectContaining({ id: passkey.credentialId })]);
    const foreign = await server.request("POST", "/api/auth/password-reset/complete", { body: { token, newPassword: NEW_PASSWORD, passkey: strangerKey.authenticate(foreignOptions.body) } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe("The passkey could not be verified. Please try again.");
    // A sign-in challenge cannot stand in for the link's.
    const first = await server.request("POST", "/api/auth/login", { body: { username: account.username, password: account.password } });
    const loginOptions = await server.request("POST", "/api/auth/passkeys/login/options", { body: { challenge: first.body.challenge } });
    const borrowed = await server.request("POST", "/api/auth/password-reset/complete", { body: { token, newPassword: NEW_PASSWORD, passkey: passkey.authenticate(loginOptions.body) } });
    expect(borrowed.status).toBe(400);

    const options = await server.request("POST", "/api/auth/password-reset/passkey-options", { body: { token } });
    const answer = passkey.authenticate(options.body);
    const done = await server.request("POST", "/api/auth/password-reset/complete", { body: { token, newPassword: NEW_PASSWORD, passkey: answer } });
    expect(done.status).toBe(200);
    expect((await server.request("GET", "/api/auth/me", { token: account.token })).status).toBe(401);
    expect((await server.request("POST", "/api/auth/login", { body: { username: account.username, password: account.password } })).status).toBe(401);
    // The link and the answer are used up.
    expect((await server.request("POST", "/api/auth/password-reset/complete", { body: { token, newPassword: NEW_PASSWORD, passkey: answer } })).status).toBe(400);
    expect((await server.request("POST", "/api/auth/password-reset/passkey-options", { body: { token } })).status).toBe(400);
  });

  it("the reset e-mail is written in the account's language", async () => {
    const account = await createAccount(server, PT_BROWSER);
    const email = `${account.username}@example.org`;
    await verifyAddress(server, mail, account, email);
    expect(mail.to(email)[0]?.subject).toBe("Confirme o endereço de e-mail da sua conta de administrador");
    await server.request("POST", "/api/auth/password-reset", { body: { email } });
    const message = await resetMailFor(mail, email, 2);
    expect(message.subject).toBe("Redefina a senha da sua conta de administrador");
    expect(message.text).toContain("30 minutos");
  });

  it("asks per address are throttled without the answer changing", async () => {
    const account = await createAccount(server);
    const email = `${account.username}@example.org`;
    await verifyAddress(server, mail, account, email);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await server.request("POST", "/api/auth/password-reset", { body: { email } }));
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202, 202]);
    await waitFor(() => mail.to(email).length >= 4, "three reset e-mails");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.to(email)).toHaveLength(4); // the verification and three resets
  });
});

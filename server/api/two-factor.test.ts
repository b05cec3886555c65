import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUserWithGeneratedPassword } from "#app/modules/auth/auth.service.server.ts";
import { totpCode } from "#app/modules/auth/totp.server.ts";
import { ENGINES } from "#tests/setup/test-db.ts";
import { type ApiResponse, startTestServer, type TestServer } from "#tests/setup/test-server.ts";

const SECOND_FACTOR_REQUIRED = "Enter the code from your authenticator app (or a recovery code) to finish signing in.";
const WRONG_CODE = "The authentication code is not correct";
/** Issue 30: a code already used is called already used, not "not correct". */
const ALREADY_USED = "The authentication code has already been used. Wait for the next code in your app.";

interface Account {
  username: string;
  password: string;
  token: string;
}

async function createAccount(server: TestServer, username: string): Promise<Account> {
  const password = await createUserWithGeneratedPassword(server.database.db, username, { isAdmin: true });
  const res = await server.request("POST", "/api/auth/login", { body: { username, password } });
  expect(res.status).toBe(200);
  return { username, password, token: res.body.token };
}

/** Enrols TOTP for the account; returns the secret and the recovery codes. */
async function enrol(server: TestServer, account: Account): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await server.request("POST", "/api/auth/2fa/totp/setup", { token: account.token });
  expect(setup.status).toBe(200);
  const enable = await server.request("POST", "/api/auth/2fa/totp/enable", { token: account.token, body: { code: totpCode(setup.body.secret) } });
  expect(enable.status).toBe(200);
  return { secret: setup.body.secret, recoveryCodes: enable.body.recoveryCodes };
}

function passwordStep(server: TestServer, account: Account): Promise<ApiResponse> {
  return server.request("POST", "/api/auth/login", { body: { username: account.username, password: account.password } });
}

function codeStep(server: TestServer, challenge: string, code: string): Promise<ApiResponse> {
  return server.request("POST", "/api/auth/login/second-factor", { body: { challenge, code } });
}

/** A code for the next time step: within the accepted window, and later than the one enrolment used. */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

describe.each(ENGINES)("two-factor authentication (%s)", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it("enrols TOTP through a QR code drawn on the server, confirmed by a first code, with ten recovery codes", async () => {
    const account = await createAccount(server, "enrol-owner");
    const other = await server.request("POST", "/api/auth/login", { body: { username: account.username, password: account.password } });
    expect((await server.request("GET", "/api/auth/2fa", { token: account.token })).body).toEqual({ totpEnabled: false, totpEnabledAt: null, passkeys: 0, recoveryCodesLeft: 0 });

    const setup = await server.request("POST", "/api/auth/2fa/totp/setup", { token: account.token });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toBe(`otpauth://totp/localhost%3A3000:enrol-owner?secret=${setup.body.secret}&issuer=localhost%3A3000&algorithm=SHA1&digits=6&period=30`);
    expect(setup.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.body.qrCode.split(",")[1], "base64").toString()).toMatch(/^<svg[^>]*>.*<path/s);

    const wrong = await server.request("POST", "/api/auth/2fa/totp/enable", { token: account.token, body: { code: "000000" === totpCode(setup.body.secret) ? "111111" : "000000" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(WRONG_CODE);
    const notDigits = await server.request("POST", "/api/auth/2fa/totp/enable", { token: account.token, body: { code: "12ab56" } });
    expect(notDigits.status).toBe(400);
    expect(notDigits.body.message).toBe("Enter the 6-digit code from your authenticator app");

    const enable = await server.request("POST", "/api/auth/2fa/totp/enable", { token: account.token, body: { code: totpCode(setup.body.secret) } });
    expect(enable.status).toBe(200);
    expect(enable.body.recoveryCodes).toHaveLength(10);
    for (const code of enable.body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(enable.body.recoveryCodes).size).toBe(10);
    // Stored only as hashes.
    const rows = await server.database.db.selectFrom("recovery_codes").select("code_hash").execute();
    for (const row of rows) expect(enable.body.recoveryCodes).not.toContain(row.code_hash);

    const status = await server.request("GET", "/api/auth/2fa", { token: account.token });
    expect(status.body).toEqual({ totpEnabled: true, totpEnabledAt: expect.any(String), passkeys: 0, recoveryCodesLeft: 10 });
    // Turning it on ended the other session, not this one.
    expect((await server.request("GET", "/api/auth/me", { token: other.body.token })).status).toBe(401);
    expect((await server.request("GET", "/api/auth/me", { token: account.token })).status).toBe(200);
    // A second set-up is refused while it is on.
    expect((await server.request("POST", "/api/auth/2fa/totp/setup", { token: account.token })).status).toBe(409);
  });

  it("asks for the second factor after the right password, with 401 SECOND_FACTOR_REQUIRED and no session", async () => {
    const account = await createAccount(server, "signin-owner");
    const { secret } = await enrol(server, account);

    const first = await passwordStep(server, account);
    expect(first.status).toBe(401);
    expect(first.body).toEqual({
      message: SECOND_FACTOR_REQUIRED,
      code: "SECOND_FACTOR_REQUIRED",
      twoFactorRequired: true,
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
      methods: ["totp", "recovery"],
      expiresInSeconds: 300,
    });
    expect(first.headers.getSetCookie().some((c) => c.startsWith("session="))).toBe(false);
    // A wrong password still gets the plain answer: the second step is only offered after the right one.
    const wrongPassword = await server.request("POST", "/api/auth/login", { body: { username: account.username, password: "not-it" } });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: "Invalid username or password", code: "UNAUTHORIZED" });

    const wrong = await codeStep(server, first.body.challenge, "000000" === nextCode(secret) ? "111111" : "000000");
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(WRONG_CODE);

    const code = nextCode(secret);
    const ok = await codeStep(server, first.body.challenge, code);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ user: { id: expect.any(Number), username: account.username, isAdmin: true }, token: expect.any(String), expiresInSeconds: 604800 });
    expect(ok.headers.getSetCookie().some((c) => c.startsWith(`session=${ok.body.token}`))).toBe(true);
    expect((await server.request("GET", "/api/auth/me", { token: ok.body.token })).status).toBe(200);

    // The challenge opened its session and is gone; the code cannot be replayed on a new one.
    expect((await codeStep(server, first.body.challenge, code)).body.message).toMatch(/expired/);
    const again = await passwordStep(server, account);
    const replay = await codeStep(server, again.body.challenge, code);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe(ALREADY_USED);
    expect((await codeStep(server, "not-a-challenge", code)).body.message).toBe("This sign-in has expired. Please sign in again with your password.");
  });

  it("signs in with a recovery code once, however it is typed, and counts what is left", async () => {
    const account = await createAccount(server, "recovery-owner");
    const { recoveryCodes } = await enrol(server, account);
    const [code = ""] = recoveryCodes;

    const first = await passwordStep(server, account);
    const ok = await codeStep(server, first.body.challenge, ` ${code.toUpperCase().replace("-", " ")} `);
    expect(ok.status).toBe(200);
    const status = await server.request("GET", "/api/auth/2fa", { token: ok.body.token });
    expect(status.body.recoveryCodesLeft).toBe(9);

    const second = await passwordStep(server, account);
    const reused = await codeStep(server, second.body.challenge, code);
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe(ALREADY_USED);
  });

  it("ends a challenge after 5 wrong codes", async () => {
    const account = await createAccount(server, "challenge-owner");
    const { secret } = await enrol(server, account);
    const first = await passwordStep(server, account);
    const wrongCode = nextCode(secret) === "123456" ? "654321" : "123456";
    for (let attempt = 1; attempt <= 4; attempt++) expect((await codeStep(server, first.body.challenge, wrongCode)).body.message).toBe(WRONG_CODE);
    const fifth = await codeStep(server, first.body.challenge, wrongCode);
    expect(fifth.body.message).toBe(`${WRONG_CODE}. This sign-in has expired. Please sign in again with your password.`);
    expect((await codeStep(server, first.body.challenge, nextCode(secret))).status).toBe(401);
    // A fresh sign-in works (and clears the counters).
    const again = await passwordStep(server, account);
    expect((await codeStep(server, again.body.challenge, nextCode(secret))).status).toBe(200);
  });

  it("turns off with the password, ending other sessions; new recovery codes replace the old ones", async () => {
    const account = await createAccount(server, "disable-owner");
    const { secret, recoveryCodes } = await enrol(server, account);

    const noPassword = await server.request("POST", "/api/auth/2fa/recovery-codes", { token: account.token, body: { password: "wrong" } });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe("The password is not correct");
    const renewed = await server.request("POST", "/api/auth/2fa/recovery-codes", { token: account.token, body: { password: account.password } });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    const challenge = (await passwordStep(server, account)).body.challenge;
    expect((await codeStep(server, challenge, recoveryCodes[0] ?? "")).status).toBe(401);
    const signedIn = await codeStep(server, challenge, renewed.body.recoveryCodes[0]);
    expect(signedIn.status).toBe(200);
    expect(nextCode(secret)).toMatch(/^\d{6}$/);

    const wrong = await server.request("POST", "/api/auth/2fa/totp/disable", { token: account.token, body: { password: "not-it" } });
    expect(wrong.status).toBe(400);
    const off = await server.request("POST", "/api/auth/2fa/totp/disable", { token: account.token, body: { password: account.password } });
    expect(off.status).toBe(200);
    expect((await server.request("GET", "/api/auth/me", { token: signedIn.body.token })).status).toBe(401);
    expect((await server.request("GET", "/api/auth/2fa", { token: account.token })).body).toEqual({ totpEnabled: false, totpEnabledAt: null, passkeys: 0, recoveryCodesLeft: 0 });
    expect((await passwordStep(server, account)).status).toBe(200);
  });

  it("requires a signed-in user for every 2FA call", async () => {
    for (const [method, path] of [
      ["GET", "/api/auth/2fa"],
      ["POST", "/api/auth/2fa/totp/setup"],
      ["POST", "/api/auth/2fa/totp/enable"],
      ["POST", "/api/auth/2fa/totp/disable"],
      ["POST", "/api/auth/2fa/recovery-codes"],
    ] as const) {
      expect((await server.request(method, path, method === "GET" ? {} : { body: {} })).status, path).toBe(401);
    }
  });
});

describe.each(ENGINES)("two-factor throttling (%s)", (engine) => {
  it("charges wrong codes to the same counters as wrong passwords: 429 after 10 for the username", async () => {
    const server = await startTestServer(engine);
    try {
      const account = await createAccount(server, "throttled-owner");
      const { secret } = await enrol(server, account);
      const wrongCode = () => (nextCode(secret) === "123456" ? "654321" : "123456");
      // 2 password steps + 8 wrong codes = 10 attempts for the username.
      for (let round = 0; round < 2; round++) {
        const { challenge } = (await passwordStep(server, account)).body;
        for (let i = 0; i < 4; i++) expect((await codeStep(server, challenge, wrongCode())).status).toBe(401);
      }
      const blocked = await passwordStep(server, account);
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(blocked.body.message).toMatch(/^Too many failed sign-in attempts/);
    } finally {
      await server.close();
    }
  });

  it("throttles the code step itself, even with the right code", async () => {
    const server = await startTestServer(engine);
    try {
      const account = await createAccount(server, "throttled-code");
      const { secret } = await enrol(server, account);
      const challenges: string[] = [];
      for (let i = 0; i < 3; i++) challenges.push((await passwordStep(server, account)).body.challenge);
      const wrongCode = nextCode(secret) === "123456" ? "654321" : "123456";
      // 3 password steps + 7 wrong codes spread over the challenges = 10.
      for (let i = 0; i < 7; i++) expect((await codeStep(server, challenges[i % 3] ?? "", wrongCode)).status).toBe(401);
      const right = await codeStep(server, challenges[2] ?? "", nextCode(secret));
      expect(right.status).toBe(429);
    } finally {
      await server.close();
    }
  });
});

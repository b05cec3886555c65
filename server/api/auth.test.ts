import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "#tests/setup/test-db.ts";
import { type ApiResponse, startTestServer, type TestServer } from "#tests/setup/test-server.ts";

const INVALID_CREDENTIALS = "Invalid username or password";
const ADMIN_REQUIRED = "Access Denied: Admin privileges required";

/** The value of the `session` cookie a response sets, or undefined. */
function sessionCookieOf(res: ApiResponse): string | undefined {
  for (const header of res.headers.getSetCookie()) {
    const match = /^session=([^;]*)/.exec(header);
    if (match) return match[1];
  }
  return undefined;
}

/** The value of the trusted-device cookie a response sets (ADR 012), or undefined. */
function deviceCookieOf(res: ApiResponse): string | undefined {
  for (const header of res.headers.getSetCookie()) {
    const match = /^device=([^;]*)/.exec(header);
    if (match) return match[1];
  }
  return undefined;
}

function login(server: TestServer, username: string, password: string, headers?: Record<string, string>) {
  return server.request("POST", "/api/auth/login", { body: { username, password }, headers });
}

async function countAdmins(server: TestServer): Promise<number> {
  const row = await server.database.db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("is_admin", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(ENGINES)("POST /api/init (%s)", (engine) => {
  it("creates the first admin once and refuses every later call with a clear 409", async () => {
    const server = await startTestServer(engine);
    try {
      const first = await server.request("POST", "/api/init");
      expect(first.status).toBe(201);
      expect(first.body).toEqual({
        success: true,
        message: "System initialized successfully. You can now log in.",
        username: "admin",
        password: expect.any(String),
        note: expect.any(String),
      });
      expect(first.body.password.length).toBeGreaterThanOrEqual(16);
      expect(first.body.note).toMatch(/only once/);

      const second = await server.request("POST", "/api/init");
      expect(second.status).toBe(409);
      expect(second.headers.get("content-type")).toMatch(/application\/json/);
      expect(second.body.message).toMatch(/already initialized/);
      expect(second.body).not.toHaveProperty("password");
      expect(await countAdmins(server)).toBe(1);

      // The generated password really opens the account.
      const signIn = await login(server, first.body.username, first.body.password);
      expect(signIn.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it("creates exactly one admin when 20 initialisations race on a fresh server", async () => {
    const server = await startTestServer(engine);
    try {
      const results = await Promise.all(Array.from({ length: 20 }, () => server.request("POST", "/api/init")));
      const created = results.filter((r) => r.status === 201);
      const refused = results.filter((r) => r.status !== 201);
      expect(created).toHaveLength(1);
      expect(refused).toHaveLength(19);
      for (const res of refused) {
        expect(res.status).toBe(409);
        expect(res.body.message).toMatch(/already initialized/);
      }
      expect(await countAdmins(server)).toBe(1);
      const users = await server.database.db.selectFrom("users").select("username").execute();
      expect(users).toEqual([{ username: "admin" }]);
    } finally {
      await server.close();
    }
  });
});

describe.each(ENGINES)("sign-in and sessions (%s)", (engine) => {
  let server: TestServer;
  let admin: { token: string; username: string; password: string };

  beforeAll(async () => {
    server = await startTestServer(engine);
    admin = await server.signInAdmin();
  });
  afterAll(() => server.close());

  it("signs the admin in with the user, a token and an HttpOnly SameSite=Lax session cookie", async () => {
    const res = await login(server, admin.username, admin.password);
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({ id: expect.any(Number), username: "admin", isAdmin: true });
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("session="));
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(setCookie).toMatch(/;\s*Path=\//i);
    expect(sessionCookieOf(res)).toBe(res.body.token);
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
  });

  it("answers a wrong password and an unknown user with the same 401 'Invalid username or password'", async () => {
    const wrongPassword = await login(server, admin.username, "not-the-password");
    const unknownUser = await login(server, "nobody-here", "whatever-password");
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.body.message).toBe(INVALID_CREDENTIALS);
    expect(unknownUser.body).toEqual(wrongPassword.body);
    expect(wrongPassword.body).not.toHaveProperty("token");
    expect(wrongPassword.headers.getSetCookie().some((c) => c.startsWith("session="))).toBe(false);
  });

  it("requires a username and a password", async () => {
    const noUsername = await server.request("POST", "/api/auth/login", { body: { password: "secret-password" } });
    expect(noUsername.status).toBe(400);
    expect(noUsername.body.message).toBe("Username is required");

    const blankUsername = await login(server, "   ", "secret-password");
    expect(blankUsername.status).toBe(400);
    expect(blankUsername.body.message).toBe("Username is required");

    const noPassword = await server.request("POST", "/api/auth/login", { body: { username: "admin" } });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe("Password is required");
  });

  it("accepts the token as a bearer header on /api/auth/me", async () => {
    const res = await server.request("GET", "/api/auth/me", { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.any(Number), username: "admin", isAdmin: true, language: "en", email: null, emailVerified: false });
  });

  it("accepts the session cookie alone on /api/auth/me", async () => {
    const signIn = await login(server, admin.username, admin.password);
    const cookie = sessionCookieOf(signIn);
    expect(cookie).toBeTruthy();
    const res = await server.request("GET", "/api/auth/me", { headers: { cookie: `session=${cookie}` } });
    expect(res.status).toBe(200);
    expect(res.body.isAdmin).toBe(true);
  });

  it("answers /api/auth/me with a 401 JSON error when no credentials are sent", async () => {
    const res = await server.request("GET", "/api/auth/me");
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body).not.toHaveProperty("username");
  });

  it("treats 'Bearer authenticated' as no credentials, falling back to the cookie only", async () => {
    const alone = await server.request("GET", "/api/auth/me", { headers: { authorization: "Bearer authenticated" } });
    expect(alone.status).toBe(401);

    const withCookie = await server.request("GET", "/api/auth/me", {
      headers: { authorization: "Bearer authenticated", cookie: `session=${admin.token}` },
    });
    expect(withCookie.status).toBe(200);
    expect(withCookie.body.isAdmin).toBe(true);
  });

  it("ignores a token passed in the URL query", async () => {
    const res = await server.request("GET", `/api/auth/me?token=${encodeURIComponent(admin.token)}`);
    expect(res.status).toBe(401);
    const admin401 = await server.request("GET", `/api/articles/admin/all?token=${encodeURIComponent(admin.token)}`);
    expect(admin401.status).toBe(401);
  });

  it.each(["GET", "POST"])("ends the session on %s /api/auth/logout", async (method) => {
    const signIn = await login(server, admin.username, admin.password);
    const token: string = signIn.body.token;
    expect((await server.request("GET", "/api/auth/me", { token })).status).toBe(200);
    expect((await server.request("GET", "/api/articles/admin/all", { token })).status).toBe(200);

    const logout = await server.request(method, "/api/auth/logout", { token });
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie().find((c) => c.startsWith("session="))).toMatch(/Max-Age=0/i);

    const me = await server.request("GET", "/api/auth/me", { token });
    expect(me.status).toBe(401);
    const adminCall = await server.request("GET", "/api/articles/admin/all", { token });
    expect(adminCall.status).toBe(401);
    const byCookie = await server.request("GET", "/api/auth/me", { headers: { cookie: `session=${token}` } });
    expect(byCookie.status).toBe(401);
    // Other sessions of the same user are untouched.
    expect((await server.request("GET", "/api/auth/me", { token: admin.token })).status).toBe(200);
  });

  it("refuses a session whose expiry has passed", async () => {
    const { token } = await server.signInNonAdmin();
    const me = await server.request("GET", "/api/auth/me", { token });
    expect(me.status).toBe(200);
    await server.database.db
      .updateTable("sessions")
      .set({ expires_at: "2000-01-01T00:00:00.000Z" })
      .where("user_id", "=", me.body.id)
      .execute();
    const after = await server.request("GET", "/api/auth/me", { token });
    expect(after.status).toBe(401);
    const byCookie = await server.request("GET", "/api/auth/me", { headers: { cookie: `session=${token}` } });
    expect(byCookie.status).toBe(401);
  });

  it("answers a non-admin's admin call with 403 'Access Denied: Admin privileges required'", async () => {
    const { token } = await server.signInNonAdmin();
    const me = await server.request("GET", "/api/auth/me", { token });
    expect(me.status).toBe(200);
    expect(me.body.isAdmin).toBe(false);
    const res = await server.request("GET", "/api/articles/admin/all", { token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(ADMIN_REQUIRED);
  });

  it("ends the browser's previous session when it signs in again (session fixation)", async () => {
    const first = await login(server, admin.username, admin.password);
    const oldToken = sessionCookieOf(first);
    expect(oldToken).toBeTruthy();
    expect((await server.request("GET", "/api/auth/me", { headers: { cookie: `session=${oldToken}` } })).status).toBe(200);

    // As a browser sends it: a write carrying the session cookie also carries this site's Origin (ADR 014).
    const second = await login(server, admin.username, admin.password, { cookie: `session=${oldToken}`, origin: "http://localhost:3000" });
    expect(second.status).toBe(200);
    const newToken = sessionCookieOf(second);
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(oldToken);

    expect((await server.request("GET", "/api/auth/me", { headers: { cookie: `session=${oldToken}` } })).status).toBe(401);
    expect((await server.request("GET", "/api/auth/me", { token: oldToken })).status).toBe(401);
    expect((await server.request("GET", "/api/auth/me", { headers: { cookie: `session=${newToken}` } })).status).toBe(200);
  });
});

/** Sends the sign-ins at once: the throttle must hold under concurrency too. */
function failedLogins(server: TestServer, usernames: string[]) {
  return Promise.all(usernames.map((username, i) => login(server, username, `wrong-password-${i}`)));
}

function statusCounts(responses: ApiResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const res of responses) counts[res.status] = (counts[res.status] ?? 0) + 1;
  return counts;
}

describe.each(ENGINES)("sign-in throttling (%s)", (engine) => {
  // A server per test, so that counters never leak from one test into another.
  it("answers 429 with Retry-After after 10 failed sign-ins for one username, even with the right password", async () => {
    const server = await startTestServer(engine);
    try {
      const admin = await server.signInAdmin();
      // 15 wrong guesses at once: only 10 passwords may be checked, the rest is refused unchecked.
      const guesses = await failedLogins(server, Array.from({ length: 15 }, () => admin.username));
      expect(statusCounts(guesses)).toEqual({ 401: 10, 429: 5 });

      const blocked = await login(server, admin.username, admin.password);
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get("content-type")).toMatch(/application\/json/);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(blocked.body.message).toMatch(/Too many failed sign-in attempts/);
      expect(blocked.body).not.toHaveProperty("token");
      // The username is blocked whatever its spelling; the client IP itself is not blocked yet.
      expect((await login(server, "ADMIN", admin.password)).status).toBe(429);
      expect((await login(server, "someone-else", "wrong-password")).status).toBe(401);
    } finally {
      await server.close();
    }
  });

  it("answers 429 after 20 failed sign-ins from one IP spread over many usernames", async () => {
    const server = await startTestServer(engine);
    try {
      const admin = await server.signInAdmin();
      const failures = await failedLogins(server, Array.from({ length: 20 }, (_, i) => `visitor-${i}`));
      expect(statusCounts(failures)).toEqual({ 401: 20 });

      const blocked = await login(server, admin.username, admin.password);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(blocked.body.message).toMatch(/try again in \d+ minutes?\./);
      expect((await login(server, "visitor-new", "wrong-password")).status).toBe(429);
    } finally {
      await server.close();
    }
  });

  it("resets the username's failure count after a successful sign-in", async () => {
    const server = await startTestServer(engine);
    try {
      const admin = await server.signInAdmin();
      const six = Array.from({ length: 6 }, () => admin.username);
      expect(statusCounts(await failedLogins(server, six))).toEqual({ 401: 6 });
      expect((await login(server, admin.username, admin.password)).status).toBe(200);
      // Without the reset these six would bring the count past the limit of 10.
      expect(statusCounts(await failedLogins(server, six))).toEqual({ 401: 6 });
      expect((await login(server, admin.username, admin.password)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe.each(ENGINES)("trusted devices against lockout (%s)", (engine) => {
  it("sets an HttpOnly SameSite=Strict device cookie scoped to /api/auth on sign-in", async () => {
    const server = await startTestServer(engine);
    try {
      const admin = await server.signInAdmin();
      const res = await login(server, admin.username, admin.password);
      const header = res.headers.getSetCookie().find((h) => h.startsWith("device="));
      expect(header).toMatch(/HttpOnly/i);
      expect(header).toMatch(/SameSite=Strict/i);
      expect(header).toMatch(/Path=\/api\/auth(;|$)/);
      expect(res.body).not.toHaveProperty("deviceToken");
    } finally {
      await server.close();
    }
  });

  it("lets the owner sign in from a known device while an attacker has the username blocked", async () => {
    const server = await startTestServer(engine);
    try {
      const admin = await server.signInAdmin();
      const device = deviceCookieOf(await login(server, admin.username, admin.password));
      expect(device).toBeTruthy();

      const guesses = await failedLogins(server, Array.from({ length: 12 }, () => admin.username));
      expect(statusCounts(guesses)).toEqual({ 401: 10, 429: 2 });
      // A browser without the device cookie is blocked, even with the right password...
      expect((await login(server, admin.username, admin.password)).status).toBe(429);
      // ...the owner's known browser is not.
      const owner = await login(server, admin.username, admin.password, { cookie: `device=${device}` });
      expect(owner.status).toBe(200);
      expect(owner.body.token).toBeTruthy();
    } finally {
      await server.close();
    }
  });

  it("does not exempt a forged device cookie or one issued for another user", async () => {
    const server = await startTestServer(engine);
    try {
      const admin = await server.signInAdmin();
      const reader = await server.signInNonAdmin();
      expect(reader.token).toBeTruthy();
      const readerDevice = deviceCookieOf(await login(server, "reader1", "wrong-password-123"));
      expect(readerDevice).toBeUndefined(); // failed sign-ins get no device cookie

      const ownerDevice = deviceCookieOf(await login(server, admin.username, admin.password)) ?? "";
      const [issued, nonce, signature] = ownerDevice.split(".");
      // Two characters of the signature changed (never to what they were: then it would not be forged).
      const tail = (signature ?? "").endsWith("AA") ? "BA" : "AA";
      const forged = `${issued}.${nonce}.${(signature ?? "").slice(0, -2)}${tail}`;
      await failedLogins(server, Array.from({ length: 10 }, () => admin.username));
      expect((await login(server, admin.username, admin.password, { cookie: `device=${forged}` })).status).toBe(429);
      expect((await login(server, admin.username, admin.password, { cookie: "device=garbage" })).status).toBe(429);
    } finally {
      await server.close();
    }
  });

  it("throttles wrong passwords sent from a trusted device on the device's own counter", async () => {
    const server = await startTestServer(engine);
    try {
      const admin = await server.signInAdmin();
      const device = deviceCookieOf(await login(server, admin.username, admin.password));
      const headers = { cookie: `device=${device}` };
      const attempts: ApiResponse[] = [];
      for (let i = 0; i < 11; i++) attempts.push(await login(server, admin.username, `wrong-${i}-password`, headers));
      expect(statusCounts(attempts)).toEqual({ 401: 10, 429: 1 });
      expect((await login(server, admin.username, admin.password, headers)).status).toBe(429);
      // The username itself was not charged: a browser without the cookie still gets in.
      expect((await login(server, admin.username, admin.password)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe.each(ENGINES)("POST /api/auth/password (%s)", (engine) => {
  let server: TestServer;
  let admin: { token: string; username: string; password: string };
  const NEW_PASSWORD = "a-brand-new-passphrase-42";

  beforeAll(async () => {
    server = await startTestServer(engine);
    admin = await server.signInAdmin();
  });
  afterAll(() => server.close());

  function changePassword(token: string | undefined, body: Record<string, string>) {
    return server.request("POST", "/api/auth/password", { token, body });
  }

  it("requires a signed-in user", async () => {
    const res = await changePassword(undefined, {
      currentPassword: admin.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(401);
  });

  it("refuses a wrong current password, a short new password and a mismatched confirmation", async () => {
    const wrongCurrent = await changePassword(admin.token, {
      currentPassword: "not-the-current-one",
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.body.message).toBe("The current password is not correct");

    const tooShort = await changePassword(admin.token, {
      currentPassword: admin.password,
      newPassword: "short-11chr",
      confirmPassword: "short-11chr",
    });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.message).toBe("New password must be at least 12 characters");

    const mismatch = await changePassword(admin.token, {
      currentPassword: admin.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}!`,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe("The new passwords do not match");

    // Long enough, but zxcvbn-ts finds it in its dictionaries: refused with its advice, on the field.
    for (const weak of ["password1234", "qwertyuiop12", "admin-admin-admin"]) {
      const res = await changePassword(admin.token, { currentPassword: admin.password, newPassword: weak, confirmPassword: weak });
      expect(res.status, weak).toBe(400);
      expect(res.body.message, weak).toMatch(/^This password is too easy to guess/);
      expect(res.body.issues, weak).toEqual([{ path: "newPassword", message: res.body.message }]);
    }

    // None of them changed anything.
    expect((await login(server, admin.username, admin.password)).status).toBe(200);
  });

  it("replaces the password and signs out every other session of the user", async () => {
    const other = await login(server, admin.username, admin.password);
    const otherToken: string = other.body.token;
    expect((await server.request("GET", "/api/auth/me", { token: otherToken })).status).toBe(200);

    const res = await changePassword(admin.token, {
      currentPassword: admin.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);

    expect((await server.request("GET", "/api/auth/me", { token: otherToken })).status).toBe(401);
    expect((await server.request("GET", "/api/auth/me", { token: admin.token })).status).toBe(200);

    const oldPassword = await login(server, admin.username, admin.password);
    expect(oldPassword.status).toBe(401);
    expect(oldPassword.body.message).toBe(INVALID_CREDENTIALS);
    const newPassword = await login(server, admin.username, NEW_PASSWORD);
    expect(newPassword.status).toBe(200);
    expect(newPassword.body.user.isAdmin).toBe(true);
  });
});

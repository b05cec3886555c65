import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUserWithGeneratedPassword } from "#app/modules/auth/auth.service.server.ts";
import { ENGINES } from "#tests/setup/test-db.ts";
import { startTestServer, type TestServer } from "#tests/setup/test-server.ts";

const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

describe.each(ENGINES)("sessions the owner can see and end (%s)", (engine) => {
  let server: TestServer;
  let seq = 0;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  /** A user signed in from two browsers; returns both tokens. */
  async function signedInTwice() {
    const username = `sessions-owner-${++seq}`;
    const password = await createUserWithGeneratedPassword(server.database.db, username, { isAdmin: true });
    const signIn = async (userAgent: string) => {
      const res = await server.request("POST", "/api/auth/login", { body: { username, password }, headers: { "user-agent": userAgent } });
      expect(res.status).toBe(200);
      return res.body.token as string;
    };
    return { username, password, laptop: await signIn(FIREFOX_WINDOWS), phone: await signIn(SAFARI_IPHONE) };
  }

  it("lists the user's live sessions with browser, system, IP and times, marking the current one", async () => {
    const { laptop, phone } = await signedInTwice();
    const res = await server.request("GET", "/api/auth/sessions", { token: laptop });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    const mine = res.body.find((s: { current: boolean }) => s.current);
    const other = res.body.find((s: { current: boolean }) => !s.current);
    expect(mine).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      current: true,
      browser: "Firefox 133",
      os: "Windows",
      ip: "127.0.0.1",
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(other).toMatchObject({ current: false, browser: "Safari 18", os: "iOS" });
    // Nothing secret: no token and no token hash in the answer.
    expect(res.text).not.toContain(laptop);
    expect(res.text).not.toContain(phone);
    expect(res.text).not.toMatch(/[0-9a-f]{64}/);
  });

  it("shows only the user's own sessions", async () => {
    const first = await signedInTwice();
    const second = await signedInTwice();
    const res = await server.request("GET", "/api/auth/sessions", { token: first.laptop });
    const ids = res.body.map((s: { id: string }) => s.id);
    const others = await server.request("GET", "/api/auth/sessions", { token: second.laptop });
    for (const session of others.body) expect(ids).not.toContain(session.id);
    // Ending someone else's session by id answers 404 and ends nothing.
    const foreign = await server.request("DELETE", `/api/auth/sessions/${others.body[0].id}`, { token: first.laptop });
    expect(foreign.status).toBe(404);
    expect((await server.request("GET", "/api/auth/me", { token: second.laptop })).status).toBe(200);
    expect((await server.request("GET", "/api/auth/me", { token: second.phone })).status).toBe(200);
  });

  it("ends one session by its id", async () => {
    const { laptop, phone } = await signedInTwice();
    const list = await server.request("GET", "/api/auth/sessions", { token: laptop });
    const phoneSession = list.body.find((s: { current: boolean }) => !s.current);
    const res = await server.request("DELETE", `/api/auth/sessions/${phoneSession.id}`, { token: laptop });
    expect(res.status).toBe(200);
    expect((await server.request("GET", "/api/auth/me", { token: phone })).status).toBe(401);
    expect((await server.request("GET", "/api/auth/me", { token: laptop })).status).toBe(200);
    expect((await server.request("DELETE", `/api/auth/sessions/${phoneSession.id}`, { token: laptop })).status).toBe(404);
    expect((await server.request("DELETE", "/api/auth/sessions/not-an-id", { token: laptop })).status).toBe(404);
  });

  it("ends every other session and keeps this one", async () => {
    const { laptop, phone } = await signedInTwice();
    const res = await server.request("DELETE", "/api/auth/sessions", { token: laptop });
    expect(res.status).toBe(200);
    expect((await server.request("GET", "/api/auth/me", { token: phone })).status).toBe(401);
    const list = await server.request("GET", "/api/auth/sessions", { token: laptop });
    expect(list.body).toHaveLength(1);
    expect(list.body[0].current).toBe(true);
  });

  it("records when a session was last seen, at most once a minute", async () => {
    const { laptop } = await signedInTwice();
    const past = new Date(Date.now() - 10 * 60_000).toISOString();
    await server.database.db.updateTable("sessions").set({ last_seen_at: past }).execute();
    await server.request("GET", "/api/auth/me", { token: laptop });
    const list = await server.request("GET", "/api/auth/sessions", { token: laptop });
    const mine = list.body.find((s: { current: boolean }) => s.current);
    expect(Date.parse(mine.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("forgets every trusted browser: a device cookie no longer exempts from the username limit", async () => {
    const { username, password, laptop } = await signedInTwice();
    const login = await server.request("POST", "/api/auth/login", { body: { username, password } });
    const device = login.headers.getSetCookie().find((c) => c.startsWith("device="))?.split(";")[0] ?? "";
    expect(device).toMatch(/^device=.+/);
    const res = await server.request("DELETE", "/api/auth/trusted-devices", { token: laptop });
    expect(res.status).toBe(200);
    // 10 failures for the username: the old device cookie no longer has a counter of its own.
    for (let i = 0; i < 10; i++) await server.request("POST", "/api/auth/login", { body: { username, password: "wrong" }, headers: { cookie: device } });
    const blocked = await server.request("POST", "/api/auth/login", { body: { username, password }, headers: { cookie: device } });
    expect(blocked.status).toBe(429);
  });

  it("requires a signed-in user", async () => {
    expect((await server.request("GET", "/api/auth/sessions")).status).toBe(401);
    expect((await server.request("DELETE", "/api/auth/sessions")).status).toBe(401);
    expect((await server.request("DELETE", "/api/auth/trusted-devices")).status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUserWithGeneratedPassword } from "#app/modules/auth/auth.service.server.ts";
import { ENGINES } from "#tests/setup/test-db.ts";
import { startTestServer, type TestServer } from "#tests/setup/test-server.ts";
import { createSoftwarePasskey, type SoftwarePasskey } from "#tests/webauthn-authenticator.ts";

const ORIGIN = "http://localhost:3000";
const PASSKEY_FAILED = "The passkey could not be verified. Please try again.";

describe.each(ENGINES)("passkeys (%s)", (engine) => {
  let server: TestServer;
  let seq = 0;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  async function account() {
    const username = `passkey-owner-${++seq}`;
    const password = await createUserWithGeneratedPassword(server.database.db, username, { isAdmin: true });
    const token = (await server.request("POST", "/api/auth/login", { body: { username, password } })).body.token as string;
    return { username, password, token };
  }

  async function addPasskey(token: string, name = "Laptop"): Promise<{ passkey: SoftwarePasskey; body: any }> {
    const passkey = createSoftwarePasskey(ORIGIN);
    const options = await server.request("POST", "/api/auth/passkeys/register/options", { token });
    expect(options.status).toBe(200);
    const verify = await server.request("POST", "/api/auth/passkeys/register/verify", { token, body: { response: passkey.register(options.body), name } });
    expect(verify.status).toBe(201);
    return { passkey, body: verify.body };
  }

  it("registers a passkey from options the server made for this site, with recovery codes the first time", async () => {
    const owner = await account();
    const other = (await server.request("POST", "/api/auth/login", { body: { username: owner.username, password: owner.password } })).body.token;
    const options = await server.request("POST", "/api/auth/passkeys/register/options", { token: owner.token });
    expect(options.body).toMatchObject({
      rp: { id: "localhost", name: "localhost:3000" },
      user: { name: owner.username },
      challenge: expect.any(String),
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
      attestation: "none",
    });
    const passkey = createSoftwarePasskey(ORIGIN);
    const res = await server.request("POST", "/api/auth/passkeys/register/verify", { token: owner.token, body: { response: passkey.register(options.body), name: "  My laptop " } });
    expect(res.status).toBe(201);
    expect(res.body.passkey).toEqual({ id: passkey.credentialId, name: "My laptop", createdAt: expect.any(String), lastUsedAt: null, backedUp: false });
    expect(res.body.recoveryCodes).toHaveLength(10);
    // The challenge worked once.
    const again = await server.request("POST", "/api/auth/passkeys/register/verify", { token: owner.token, body: { response: createSoftwarePasskey(ORIGIN).register(options.body) } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(PASSKEY_FAILED);
    // A second factor change ends the other sessions.
    expect((await server.request("GET", "/api/auth/me", { token: other })).status).toBe(401);
    const list = await server.request("GET", "/api/auth/passkeys", { token: owner.token });
    expect(list.body).toEqual([res.body.passkey]);
    const second = await addPasskey(owner.token, "Phone");
    expect(second.body.recoveryCodes).toBeNull();
    expect((await server.request("GET", "/api/auth/2fa", { token: owner.token })).body).toMatchObject({ passkeys: 2, recoveryCodesLeft: 10 });
  });

  it("refuses an answer for another origin, or a forged one", async () => {
    const owner = await account();
    const passkey = createSoftwarePasskey("https://evil.example");
    const options = await server.request("POST", "/api/auth/passkeys/register/options", { token: owner.token });
    const res = await server.request("POST", "/api/auth/passkeys/register/verify", { token: owner.token, body: { response: passkey.register(options.body) } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PASSKEY_FAILED);
    const garbage = await server.request("POST", "/api/auth/passkeys/register/verify", { token: owner.token, body: { response: { id: "x" } } });
    expect(garbage.status).toBe(400);
    expect(garbage.body.message).toMatch(/WebAuthn JSON/);
  });

  it("finishes a password sign-in with the passkey as second factor", async () => {
    const owner = await account();
    const { passkey } = await addPasskey(owner.token);
    const first = await server.request("POST", "/api/auth/login", { body: { username: owner.username, password: owner.password } });
    expect(first.status).toBe(401);
    expect(first.body.methods).toEqual(["passkey", "recovery"]);
    const options = await server.request("POST", "/api/auth/passkeys/login/options", { body: { challenge: first.body.challenge } });
    expect(options.body.allowCredentials).toEqual([{ id: passkey.credentialId, type: "public-key", transports: ["internal"] }]);
    const res = await server.request("POST", "/api/auth/passkeys/login/verify", { body: { challenge: first.body.challenge, response: passkey.authenticate(options.body) } });
    expect(res.status).toBe(200);
    expect(res.body.user.username).toBe(owner.username);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("session="))).toBe(true);
    const list = await server.request("GET", "/api/auth/passkeys", { token: res.body.token });
    expect(list.body[0].lastUsedAt).toEqual(expect.any(String));
  });

  it("refuses another user's passkey, a replayed answer and a wrong origin as second factor", async () => {
    const owner = await account();
    const { passkey } = await addPasskey(owner.token);
    const stranger = await account();
    const { passkey: strangerKey } = await addPasskey(stranger.token);

    const first = await server.request("POST", "/api/auth/login", { body: { username: owner.username, password: owner.password } });
    const options = await server.request("POST", "/api/auth/passkeys/login/options", { body: { challenge: first.body.challenge } });
    const foreign = await server.request("POST", "/api/auth/passkeys/login/verify", { body: { challenge: first.body.challenge, response: strangerKey.authenticate(options.body) } });
    expect(foreign.status).toBe(401);
    expect(foreign.body.message).toBe(PASSKEY_FAILED);

    const options2 = await server.request("POST", "/api/auth/passkeys/login/options", { body: { challenge: first.body.challenge } });
    const evil = await server.request("POST", "/api/auth/passkeys/login/verify", {
      body: { challenge: first.body.challenge, response: passkey.authenticate(options2.body, { origin: "https://evil.example" }) },
    });
    expect(evil.status).toBe(401);

    const options3 = await server.request("POST", "/api/auth/passkeys/login/options", { body: { challenge: first.body.challenge } });
    const answer = passkey.authenticate(options3.body);
    expect((await server.request("POST", "/api/auth/passkeys/login/verify", { body: { challenge: first.body.challenge, response: answer } })).status).toBe(200);
    const replay = await server.request("POST", "/api/auth/passkeys/login/verify", { body: { challenge: first.body.challenge, response: answer } });
    expect(replay.status).toBe(401);
  });

  it("signs in without a password when the passkey verified its user; not without user verification", async () => {
    const owner = await account();
    const { passkey } = await addPasskey(owner.token);
    const options = await server.request("POST", "/api/auth/passkeys/login/options", { body: {} });
    expect(options.body).toMatchObject({ rpId: "localhost", userVerification: "required", allowCredentials: [] });
    const res = await server.request("POST", "/api/auth/passkeys/login/verify", { body: { response: passkey.authenticate(options.body) } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: { id: expect.any(Number), username: owner.username, isAdmin: true }, token: expect.any(String), expiresInSeconds: 604800 });

    const options2 = await server.request("POST", "/api/auth/passkeys/login/options");
    const noUv = await server.request("POST", "/api/auth/passkeys/login/verify", { body: { response: passkey.authenticate(options2.body, { userVerified: false }) } });
    expect(noUv.status).toBe(401);
    expect(noUv.body.message).toBe(PASSKEY_FAILED);
    const unknown = createSoftwarePasskey(ORIGIN);
    const options3 = await server.request("POST", "/api/auth/passkeys/login/options");
    expect((await server.request("POST", "/api/auth/passkeys/login/verify", { body: { response: unknown.authenticate(options3.body) } })).status).toBe(401);
  });

  it("removes a passkey (other sessions end); the last second factor takes the recovery codes with it", async () => {
    const owner = await account();
    const { passkey } = await addPasskey(owner.token);
    const stranger = await account();
    expect((await server.request("DELETE", `/api/auth/passkeys/${passkey.credentialId}`, { token: stranger.token })).status).toBe(404);
    const res = await server.request("DELETE", `/api/auth/passkeys/${passkey.credentialId}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect((await server.request("GET", "/api/auth/2fa", { token: owner.token })).body).toMatchObject({ passkeys: 0, recoveryCodesLeft: 0, totpEnabled: false });
    expect((await server.request("POST", "/api/auth/login", { body: { username: owner.username, password: owner.password } })).status).toBe(200);
  });

  it("records passkey changes and sign-ins in the audit log", async () => {
    const owner = await account();
    const { passkey } = await addPasskey(owner.token);
    const options = await server.request("POST", "/api/auth/passkeys/login/options");
    await server.request("POST", "/api/auth/passkeys/login/verify", { body: { response: passkey.authenticate(options.body) } });
    const rows = await server.database.db.selectFrom("audit_events").select(["action", "details"]).where("actor_username", "=", owner.username).orderBy("id").execute();
    expect(rows.map((r) => r.action)).toEqual(["auth.login", "auth.passkey_added", "auth.login"]);
    expect(JSON.parse(rows[2]?.details ?? "{}")).toEqual({ method: "passkey" });
  });

  it("requires a signed-in user to list, add or remove passkeys", async () => {
    expect((await server.request("GET", "/api/auth/passkeys")).status).toBe(401);
    expect((await server.request("POST", "/api/auth/passkeys/register/options")).status).toBe(401);
    expect((await server.request("DELETE", "/api/auth/passkeys/abc")).status).toBe(401);
  });
});

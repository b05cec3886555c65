import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpCode } from "#app/modules/auth/totp.server.ts";
import { ENGINES } from "#tests/setup/test-db.ts";
import { type SecurityServer, startSecurityServer } from "./security-server.ts";

const WRONG_CODE = "The authentication code is not correct";
const CONCURRENT_CODES = 30;

/**
 * A sign-in's second step takes 5 codes at most (issue 22, finding 8): 30 wrong codes sent at once on
 * one challenge once got 9 checked on PostgreSQL, because the tries were read, checked, then counted.
 */
describe.each(ENGINES)("sign-in challenge (%s)", (engine) => {
  let server: SecurityServer;
  beforeAll(async () => {
    server = await startSecurityServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("checks exactly 5 of 30 concurrent wrong codes on one challenge", async () => {
    const setup = await server.json("POST", "/api/auth/2fa/totp/setup", undefined, { token: server.token });
    const secret = (setup.json as { secret: string }).secret;
    expect((await server.json("POST", "/api/auth/2fa/totp/enable", { code: totpCode(secret) }, { token: server.token })).status).toBe(200);

    const login = await server.json("POST", "/api/auth/login", { username: server.username, password: server.password }, { headers: { "x-forwarded-for": "203.0.113.1" } });
    const challenge = (login.json as { challenge?: string }).challenge;
    expect(challenge, login.text).toBeTruthy();
    const valid = new Set([-1, 0, 1].map((step) => totpCode(secret, Date.now() + step * 30_000)));
    const wrong = ["123456", "654321", "111111"].find((code) => !valid.has(code)) ?? "222222";

    // Each from its own address, so that only the challenge's own limit (and the username's) applies.
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT_CODES }, (_, i) =>
        server.json("POST", "/api/auth/login/second-factor", { challenge, code: wrong }, { headers: { "x-forwarded-for": `198.51.100.${i + 1}` } }),
      ),
    );
    const checked = answers.filter((res) => res.status === 401 && String((res.json as { message?: string }).message).startsWith(WRONG_CODE));
    const others = answers.filter((res) => !checked.includes(res)).map((res) => `${res.status} ${(res.json as { message?: string }).message}`);
    expect(checked.length, `answers other than "wrong code": ${others.join(" | ")}`).toBe(5);
    for (const res of answers) expect([401, 429]).toContain(res.status);
  });
});

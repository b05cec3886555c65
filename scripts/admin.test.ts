import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { login } from "#app/modules/auth/auth.service.server.ts";
import { totpCode } from "#app/modules/auth/totp.server.ts";
import { enableTotp, getTwoFactorStatus, startTotpEnrolment } from "#app/modules/auth/two-factor.service.server.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";

const exec = promisify(execFile);

function runAdmin(database: TestDatabase, args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
  if (database.engine === "postgres") env.DATABASE_URL = database.location;
  else {
    delete env.DATABASE_URL;
    env.DATA_DIR = database.location.replace(/\/site\.db$/, "");
  }
  return exec(process.execPath, ["scripts/admin.ts", ...args], { env }).catch((error: { code: number; stdout: string; stderr: string }) => error);
}

describe.each(ENGINES)("npm run admin (%s)", (engine) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("creates an admin and resets its password, printing a password that then signs in", async () => {
    database = await createTestDatabase(engine);
    const created = await runAdmin(database, ["create", "owner"]);
    const first = /password: (\S+)/.exec(created.stdout)?.[1];
    expect(first).toMatch(/^[A-Za-z0-9-]{29}$/);

    const reset = await runAdmin(database, ["reset-password", "owner"]);
    const second = /"owner": (\S+)/.exec(reset.stdout)?.[1];
    expect(second).toMatch(/^[A-Za-z0-9-]{29}$/);
    expect(second).not.toBe(first);

    const db = database.db;
    // The script is its own process: production's cost, not the suite's lowered one (ADR 057).
    const { password_hash: stored } = await db.selectFrom("users").select("password_hash").where("username", "=", "owner").executeTakeFirstOrThrow();
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    await expect(login(db, { username: "owner", password: first ?? "" }, { ip: "10.0.0.1" })).rejects.toThrow("Invalid username or password");
    const session = await login(db, { username: "owner", password: second ?? "" }, { ip: "10.0.0.1" });
    expect(session).toMatchObject({ kind: "signed-in", user: { username: "owner", isAdmin: true } });
  });

  it("disable-2fa removes the second factor of an owner who lost the device, and ends their sessions", async () => {
    database = await createTestDatabase(engine);
    const created = await runAdmin(database, ["create", "owner"]);
    const password = /password: (\S+)/.exec(created.stdout)?.[1] ?? "";
    const db = database.db;
    const signedIn = await login(db, { username: "owner", password }, { ip: "10.0.0.2" });
    expect(signedIn.kind).toBe("signed-in");
    const user = await db.selectFrom("users").select("id").where("username", "=", "owner").executeTakeFirstOrThrow();
    const enrolment = await startTotpEnrolment(db, { id: user.id, username: "owner" }, "example.com");
    await enableTotp(db, user.id, totpCode(enrolment.secret), undefined);
    expect((await login(db, { username: "owner", password }, { ip: "10.0.0.2" })).kind).toBe("second-factor");

    await db
      .insertInto("passkeys")
      .values({ id: "lost-phone-passkey", user_id: user.id, name: "Lost phone", public_key: "AA", counter: 0, transports: null, backed_up: 0, created_at: new Date().toISOString(), last_used_at: null })
      .execute();

    const disabled = await runAdmin(database, ["disable-2fa", "owner"]);
    expect(disabled.stdout).toContain('Two-factor authentication is off for "owner"');
    expect(await getTwoFactorStatus(db, user.id)).toEqual({ totpEnabled: false, totpEnabledAt: null, passkeys: 0, recoveryCodesLeft: 0 });
    const sessions = await db.selectFrom("sessions").select("token_hash").where("user_id", "=", user.id).execute();
    expect(sessions).toEqual([]);
    expect(await db.selectFrom("passkeys").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
    // The password alone signs in again.
    expect((await login(db, { username: "owner", password }, { ip: "10.0.0.2" })).kind).toBe("signed-in");

    const unknown = await runAdmin(database, ["disable-2fa", "nobody"]);
    expect(unknown.stderr).toContain('No user named "nobody"');
  });

  it("explains what went wrong for an unknown user or a bad command", async () => {
    database = await createTestDatabase(engine);
    const unknown = await runAdmin(database, ["reset-password", "nobody"]);
    expect(unknown.stderr).toContain('No user named "nobody"');
    expect((unknown as { code?: number }).code).toBe(1);
    const bad = await runAdmin(database, ["explode"]);
    expect(bad.stderr).toContain("Usage:");
  });
});

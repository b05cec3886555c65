import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { login } from "#app/modules/auth/auth.service.server.ts";
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
    await expect(login(db, { username: "owner", password: first ?? "" }, "10.0.0.1")).rejects.toThrow("Invalid username or password");
    const session = await login(db, { username: "owner", password: second ?? "" }, "10.0.0.1");
    expect(session.user).toMatchObject({ username: "owner", isAdmin: true });
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

import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { createCategory } from "#app/modules/categories/categories.service.server.ts";
import { ContentVersionTracker } from "#app/modules/settings/content-version.service.server.ts";
import { categoryPayload } from "#tests/factories.ts";
import { createTestDatabase } from "#tests/setup/test-db.ts";

const exec = promisify(execFile);

async function backupCli(dataDir: string, args: string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, ...extraEnv };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await exec(process.execPath, ["scripts/backup.ts", ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("npm run backup -- --verify FILE", () => {
  it("restores the archive into a scratch database and says it holds, or says what does not", { timeout: 120_000 }, async () => {
    const database = await createTestDatabase("sqlite");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-verify-"));
    try {
      for (let i = 0; i < 2; i++) await createCategory(database.db, new ContentVersionTracker(), categoryPayload());
      const file = path.join(dir, "site.tar.gz");
      expect((await backupCli(path.dirname(database.location), ["--out", file])).code).toBe(0);

      const verified = await backupCli(path.dirname(database.location), ["--verify", file]);
      expect(verified.stderr).toBe("");
      expect(verified.code).toBe(0);
      expect(verified.stdout).toContain(`Verified ${file}: it restores into a scratch database with the same rows and checksums.`);
      expect(verified.stdout).toContain("categories 2");

      const bytes = fs.readFileSync(file);
      const damaged = path.join(dir, "damaged.tar.gz");
      fs.writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      const refused = await backupCli(path.dirname(database.location), ["--verify", damaged]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^Verification failed: /);
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("opens a sealed archive with its passphrase (BACKUP_PASSPHRASE) and refuses it with another", { timeout: 180_000 }, async () => {
    const database = await createTestDatabase("sqlite");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-verify-enc-"));
    try {
      await createCategory(database.db, new ContentVersionTracker(), categoryPayload());
      const file = path.join(dir, "site.tar.gz.enc");
      const data = path.dirname(database.location);
      expect((await backupCli(data, ["--out", file, "--encrypt"], { BACKUP_PASSPHRASE: "a passphrase of some length" })).code).toBe(0);
      const verified = await backupCli(data, ["--verify", file], { BACKUP_PASSPHRASE: "a passphrase of some length" });
      expect(verified.code).toBe(0);
      expect(verified.stdout).toContain("categories 1");
      const refused = await backupCli(data, ["--verify", file], { BACKUP_PASSPHRASE: "not the passphrase at all" });
      expect(refused.code).not.toBe(0);
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

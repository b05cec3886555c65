import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createUserWithGeneratedPassword } from "#app/modules/auth/auth.service.server.ts";
import { createCategory } from "#app/modules/categories/categories.service.server.ts";
import { ContentVersionTracker } from "#app/modules/settings/content-version.service.server.ts";
import { categoryPayload } from "#tests/factories.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";
import { isEncryptedBackup } from "./backup-encryption.server.ts";
import { BackupScheduler, readBackupStatus } from "./backup-scheduler.server.ts";
import { parseS3Url } from "./backup-upload.server.ts";
import { verifyBackupByRestore } from "./backup-verify.server.ts";

const DAILY_AT_3 = { hour: 3, minute: 0 };
const silent = { info: () => {}, error: (text: string) => console.warn(text) };

describe.each(ENGINES)("scheduled backups (%s)", (engine) => {
  let database: TestDatabase;
  let dir: string;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-backups-"));
    await createUserWithGeneratedPassword(database.db, "owner", { isAdmin: true });
    for (let i = 0; i < 3; i++) await createCategory(database.db, new ContentVersionTracker(), categoryPayload());
  });
  afterEach(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const scheduler = (holder: string, now: Date, extra: Partial<ConstructorParameters<typeof BackupScheduler>[1]> = {}) =>
    new BackupScheduler(database.db, { schedule: DAILY_AT_3, dir, holder, log: silent, now: () => now, ...extra });

  it("is taken by exactly one of two instances, verified by a restore, and not taken again for the same slot", { timeout: 60_000 }, async () => {
    const now = new Date("2026-11-27T03:00:30Z");
    const results = await Promise.all([scheduler("a", now).runOnce(), scheduler("b", now).runOnce()]);
    expect(results.filter((r) => r === "taken")).toHaveLength(1);
    expect(fs.readdirSync(dir)).toEqual(["site-backup-2026-11-27T03-00-30Z.tar.gz"]);
    const status = await readBackupStatus(database.db);
    expect(status).toMatchObject({ lastSlot: "2026-11-27T03:00:00.000Z", lastVerified: true, lastFile: "site-backup-2026-11-27T03-00-30Z.tar.gz", lastError: null });
    expect(["a", "b"]).toContain(status.takenBy);
    expect(await scheduler("b", new Date("2026-11-27T18:00:00Z")).runOnce()).toBe("not-due");
    expect(await scheduler("b", new Date("2026-11-28T03:01:00Z")).runOnce()).toBe("taken");
    expect(fs.readdirSync(dir)).toHaveLength(2);
  });

  it("rotates the folder: the newest of each of the last 7 days, 4 weeks and 12 months stay", { timeout: 60_000 }, async () => {
    // A year and a half of older daily backups (empty files: rotation reads names only).
    for (let day = 1; day <= 540; day++) {
      const at = new Date(Date.UTC(2025, 5, 1) + day * 86_400_000 - 86_400_000);
      fs.writeFileSync(path.join(dir, `site-backup-${at.toISOString().slice(0, 10)}T03-00-00Z.tar.gz`), "");
    }
    fs.writeFileSync(path.join(dir, "notes.txt"), "not a backup: left alone");
    expect(await scheduler("a", new Date("2026-11-27T03:00:30Z")).runOnce()).toBe("taken");
    const left = fs.readdirSync(dir).filter((name) => name.startsWith("site-backup-"));
    expect(left.length).toBeGreaterThanOrEqual(12);
    expect(left.length).toBeLessThanOrEqual(7 + 4 + 12);
    expect(left).toContain("site-backup-2026-11-27T03-00-30Z.tar.gz");
    expect(fs.existsSync(path.join(dir, "notes.txt"))).toBe(true);
  });

  it("seals each backup with BACKUP_PASSPHRASE, verifies the sealed file, and it restores only with that passphrase", { timeout: 120_000 }, async () => {
    const passphrase = "correct horse battery staple";
    expect(await scheduler("a", new Date("2026-11-27T03:00:30Z"), { passphrase }).runOnce()).toBe("taken");
    const name = "site-backup-2026-11-27T03-00-30Z.tar.gz.enc";
    expect(fs.readdirSync(dir)).toEqual([name]);
    const file = path.join(dir, name);
    const bytes = fs.readFileSync(file);
    expect(isEncryptedBackup(bytes)).toBe(true);
    // Nothing of the archive is readable: no gzip header, no table name, no password hash.
    expect(bytes.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b]))).toBe(false);
    expect(bytes.includes(Buffer.from("scrypt"))).toBe(false);
    expect(bytes.includes(Buffer.from("manifest.json"))).toBe(false);
    expect(await readBackupStatus(database.db)).toMatchObject({ lastVerified: true, lastFile: name, lastError: null });
    expect((await verifyBackupByRestore(file, undefined, passphrase)).tables.find((t) => t.table === "categories")?.rows).toBe(3);
    await expect(verifyBackupByRestore(file, undefined, "a wrong passphrase!")).rejects.toThrow();
    await expect(verifyBackupByRestore(file)).rejects.toThrow();
    // The rotation counts sealed archives like plain ones.
    expect(await scheduler("a", new Date("2026-11-28T03:00:30Z"), { passphrase }).runOnce()).toBe("taken");
    expect(fs.readdirSync(dir).sort()).toEqual([name, "site-backup-2026-11-28T03-00-30Z.tar.gz.enc"]);
  });

  it("records a failure (and no verified backup) when the backup cannot be written", { timeout: 60_000 }, async () => {
    const file = path.join(dir, "a-file");
    fs.writeFileSync(file, "");
    expect(await scheduler("a", new Date("2026-11-27T03:00:30Z"), { dir: path.join(file, "below-a-file") }).runOnce()).toBe("failed");
    const status = await readBackupStatus(database.db);
    expect(status.lastVerified).toBe(false);
    expect(status.lastFailureAt).not.toBeNull();
    expect(status.lastSuccessAt).toBeNull();
  });
});

describe("backup verification by restore", () => {
  it("refuses an archive damaged after it was written", { timeout: 60_000 }, async () => {
    const database = await createTestDatabase("sqlite");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-backups-"));
    try {
      await createCategory(database.db, new ContentVersionTracker(), categoryPayload());
      expect(await new BackupScheduler(database.db, { schedule: DAILY_AT_3, dir, holder: "a", log: silent }).runOnce()).toBe("taken");
      const file = path.join(dir, fs.readdirSync(dir)[0] ?? "");
      expect((await verifyBackupByRestore(file)).tables.find((t) => t.table === "categories")?.rows).toBe(1);
      const bytes = fs.readFileSync(file);
      const middle = Math.floor(bytes.length / 2);
      bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
      fs.writeFileSync(file, bytes);
      await expect(verifyBackupByRestore(file)).rejects.toThrow();
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("off-site copy to S3-compatible storage (s3rver on loopback)", () => {
  let s3: S3rver;
  let endpoint: string;
  let storage: string;
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  beforeAll(async () => {
    storage = fs.mkdtempSync(path.join(os.tmpdir(), "site-s3-"));
    s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: storage, configureBuckets: [{ name: "site-backups", configs: [] }] });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    // s3rver's fixed credentials, read by the AWS SDK from the environment as in production.
    process.env.AWS_ACCESS_KEY_ID = "S3RVER";
    process.env.AWS_SECRET_ACCESS_KEY = "S3RVER";
  });
  afterAll(async () => {
    await s3?.close();
    fs.rmSync(storage, { recursive: true, force: true });
    process.env.AWS_ACCESS_KEY_ID = saved.id;
    process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
    if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
    if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
  });

  it("parses BACKUP_S3_URL", () => {
    expect(parseS3Url("s3://bucket/some/prefix/?region=eu-west-1&endpoint=https://s3.example.net")).toEqual({
      bucket: "bucket",
      prefix: "some/prefix",
      region: "eu-west-1",
      endpoint: "https://s3.example.net",
    });
    expect(parseS3Url("https://bucket/x")).toBeUndefined();
    expect(parseS3Url("s3://bucket/x?endpoint=ftp://x")).toBeUndefined();
  });

  it("uploads each verified backup and records where", { timeout: 60_000 }, async () => {
    const database = await createTestDatabase("sqlite");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-backups-"));
    try {
      const target = parseS3Url(`s3://site-backups/nightly?endpoint=${endpoint}`);
      expect(target).toBeDefined();
      const now = new Date("2026-11-27T03:00:30Z");
      expect(await new BackupScheduler(database.db, { schedule: DAILY_AT_3, dir, holder: "a", log: silent, now: () => now, s3: target }).runOnce()).toBe("taken");
      const client = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true });
      const listed = await client.send(new ListObjectsV2Command({ Bucket: "site-backups" }));
      client.destroy();
      const local = fs.readdirSync(dir)[0] ?? "";
      expect(listed.Contents?.map((o) => [o.Key, o.Size])).toEqual([[`nightly/${local}`, fs.statSync(path.join(dir, local)).size]]);
      expect((await readBackupStatus(database.db)).lastUploadedTo).toBe(`s3://site-backups/nightly/${local}`);
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

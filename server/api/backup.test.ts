import { Readable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import { MIGRATION_NAMES } from "#app/db/migrate.server.ts";
import { readArchive } from "#app/modules/backup/backup-archive.server.ts";
import { backupDecryptor, isEncryptedBackup } from "#app/modules/backup/backup-encryption.server.ts";
import { restoreBackup } from "#app/modules/backup/backup.service.server.ts";
import { categoryPayload, photoBytes, uploadImage, useApiServer, type ApiTestContext } from "#tests/factories.ts";
import { createTestDatabase, ENGINES } from "#tests/setup/test-db.ts";

async function download(context: ApiTestContext, token?: string) {
  const res = await fetch(`${context.server.baseUrl}/api/backup`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe.each(ENGINES)("GET /api/backup (%s)", (engine) => {
  let context: ApiTestContext;
  useApiServer(engine, (ready) => (context = ready));
  let image: { id: string };

  beforeAll(async () => {
    await context.server.request("POST", "/api/categories", { token: context.adminToken, body: categoryPayload() });
    image = await uploadImage(context.server, context.adminToken, await photoBytes(300, 200));
  });

  it("is for the admin only", async () => {
    expect((await download(context)).status).toBe(401);
    const reader = await download(context, context.readerToken);
    expect(reader.status).toBe(403);
    expect(JSON.parse(reader.bytes.toString())).toMatchObject({ message: "Access Denied: Admin privileges required" });
  });

  it("downloads the archive as a dated .tar.gz that is never cached", async () => {
    const res = await download(context, context.adminToken);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/gzip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="site-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz"$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const paths: string[] = [];
    for await (const entry of readArchive(Readable.from([res.bytes]), () => {})) paths.push(entry.path);
    expect(paths[0]).toBe("manifest.json");
    expect(paths).toContain("tables/categories.json");
    expect(paths).toContain(`images/${image.id}.webp`);
    expect(paths).toContain(`images/${image.id}.jpg`);
  });

  it("gives an archive that restores into an empty database", async () => {
    const res = await download(context, context.adminToken);
    const target = await createTestDatabase(engine);
    try {
      const summary = await restoreBackup(target.db, () => Readable.from([res.bytes]), { knownMigrations: MIGRATION_NAMES });
      expect(summary.tables.find((t) => t.table === "categories")?.rows).toBe(1);
      expect(summary.tables.find((t) => t.table === "users")?.rows).toBe(2);
      expect(summary.files).toBe(2);
    } finally {
      await target.close();
    }
  });
});

const PASSPHRASE = "correct horse battery staple";

async function post(context: ApiTestContext, body: string, contentType: string, token: string | null = context.adminToken) {
  const res = await fetch(`${context.server.baseUrl}/api/backup`, {
    method: "POST",
    headers: { "content-type": contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Issue 22, finding 11: the archive holds password hashes and second-factor secrets, so the admin may seal it (ADR 032). */
describe.each(ENGINES)("POST /api/backup with a passphrase (%s)", (engine) => {
  let context: ApiTestContext;
  useApiServer(engine, (ready) => (context = ready));

  beforeAll(async () => {
    await context.server.request("POST", "/api/categories", { token: context.adminToken, body: categoryPayload() });
  });

  // One decryptor per passphrase, as the restore command makes: the key of an archive is derived once.
  const decryptors = new Map<string, ReturnType<typeof backupDecryptor>>();
  async function restoreInto(bytes: Buffer, passphrase: string) {
    const decrypt = decryptors.get(passphrase) ?? backupDecryptor(passphrase);
    decryptors.set(passphrase, decrypt);
    const target = await createTestDatabase(engine);
    try {
      return await restoreBackup(target.db, () => decrypt(Readable.from([bytes])), { knownMigrations: MIGRATION_NAMES });
    } finally {
      await target.close();
    }
  }

  it("gives an encrypted archive that restores only with its passphrase, and refuses any change", async () => {
    const res = await post(context, JSON.stringify({ passphrase: PASSPHRASE }), "application/json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/octet-stream");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="site-backup-[\dTZ-]+\.tar\.gz\.enc"$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(isEncryptedBackup(res.bytes)).toBe(true);
    // Nothing of the archive shows through: no gzip header, no table name, no password hash.
    expect(res.bytes.includes(Buffer.from("tables/users.json"))).toBe(false);
    expect(res.bytes.includes(Buffer.from("scrypt"))).toBe(false);

    const summary = await restoreInto(res.bytes, PASSPHRASE);
    expect(summary.tables.find((t) => t.table === "categories")?.rows).toBe(1);

    await expect(restoreInto(res.bytes, "not the passphrase at all")).rejects.toThrow("The passphrase is wrong, or the archive was altered. Nothing was restored.");
    const tampered = Buffer.from(res.bytes);
    tampered[tampered.length - 40] = (tampered[tampered.length - 40] ?? 0) ^ 1;
    await expect(restoreInto(tampered, PASSPHRASE)).rejects.toThrow(/altered|wrong/);
    // A changed header byte (the nonce prefix, after the salt) fails the first part.
    const header = Buffer.from(res.bytes);
    header[40] = (header[40] ?? 0) ^ 1;
    await expect(restoreInto(header, PASSPHRASE)).rejects.toThrow("The passphrase is wrong, or the archive was altered.");
    await expect(restoreInto(res.bytes.subarray(0, res.bytes.length - 10), PASSPHRASE)).rejects.toThrow(/altered|wrong/);
  }, 120_000);

  it("takes the backup card's form, and without a passphrase gives the plain archive as GET does", async () => {
    const form = await post(context, new URLSearchParams({ passphrase: PASSPHRASE }).toString(), "application/x-www-form-urlencoded");
    expect(form.status).toBe(200);
    expect(isEncryptedBackup(form.bytes)).toBe(true);
    const plain = await post(context, new URLSearchParams({ passphrase: "" }).toString(), "application/x-www-form-urlencoded");
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-type")).toBe("application/gzip");
    expect(plain.bytes.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  }, 60_000);

  it("refuses a short passphrase, and anyone but the admin", async () => {
    const short = await post(context, JSON.stringify({ passphrase: "short" }), "application/json");
    expect(short.status).toBe(400);
    expect(JSON.parse(short.bytes.toString()).message).toBe("The passphrase must have at least 12 characters.");
    expect((await post(context, JSON.stringify({ passphrase: PASSPHRASE }), "application/json", null)).status).toBe(401);
    expect((await post(context, JSON.stringify({ passphrase: PASSPHRASE }), "application/json", context.readerToken)).status).toBe(403);
  });
});

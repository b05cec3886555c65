import { Readable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import { MIGRATION_NAMES } from "#app/db/migrate.server.ts";
import { readArchive } from "#app/modules/backup/backup-archive.server.ts";
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

import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";

/**
 * Vitest global setup: migrates one SQLite file and (with TEST_DATABASE_URL) one PostgreSQL database
 * once per run, before any test file starts. `createTestDatabase` then copies the file or creates the
 * database `TEMPLATE` it, instead of running every migration again for each of its hundreds of calls.
 * The templates are handed over in the environment the test workers inherit, and removed at the end.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-template-"));
  const file = path.join(dir, "site.db");
  const sqlite = openDatabase({ engine: "sqlite", file });
  await migrateToLatest(sqlite.db);
  await sqlite.close();
  process.env.TEST_SQLITE_TEMPLATE = file;

  const adminUrl = process.env.TEST_DATABASE_URL;
  let templateName: string | undefined;
  if (adminUrl) {
    templateName = `site_template_${crypto.randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${templateName}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${templateName}`;
    const handle = openDatabase({ engine: "postgres", url: url.toString(), poolSize: 2 });
    await migrateToLatest(handle.db);
    await handle.close();
    process.env.TEST_POSTGRES_TEMPLATE = templateName;
  }

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (adminUrl && templateName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists "${templateName}" with (force)`);
      await admin.end();
    }
  };
}

import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import pg from "pg";
import { type DatabaseHandle, type Engine, openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI always sets it). */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export interface TestDatabase extends DatabaseHandle {
  /** Connection string (postgres) or file path (sqlite), for starting a second process on it. */
  location: string;
}

function withDatabaseName(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/**
 * A fresh, fully migrated database of its own: a temp SQLite file or a new PostgreSQL database. Under
 * Vitest it is a copy of the run's migrated template (tests/setup/database-templates.ts); elsewhere,
 * or with `migrate: false`, the migrations run (or not) here.
 */
export async function createTestDatabase(engine: Engine, options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  if (engine === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
    const file = path.join(dir, "site.db");
    const template = process.env.TEST_SQLITE_TEMPLATE;
    if (migrate && template) fs.copyFileSync(template, file);
    const handle = openDatabase({ engine: "sqlite", file });
    if (migrate && !template) await migrateToLatest(handle.db);
    return {
      ...handle,
      location: file,
      close: async () => {
        await handle.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `site_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = migrate ? process.env.TEST_POSTGRES_TEMPLATE : undefined;
  await admin.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  await admin.end();
  const url = withDatabaseName(adminUrl, name);
  const handle = openDatabase({ engine: "postgres", url, poolSize: 20 });
  if (migrate && !template) await migrateToLatest(handle.db);
  return {
    ...handle,
    location: url,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // pg's pool.end() resolves before its clients' sockets are closed; dropping "with (force)" then
      // would kill them mid-goodbye and their error handlers would log. Wait until they are gone.
      for (let i = 0; i < 100; i++) {
        const { rows } = await cleanup.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
        if ((rows[0] as { n: number }).n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

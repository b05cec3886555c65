// `npm run backup -- [--out FILE]`: the whole site (tables and images) in one portable archive (ADR 022).
import fs from "node:fs";
import path from "node:path";
import { openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { AppError } from "#app/lib/app-error.ts";
import { readServerConfig } from "#app/lib/env.server.ts";
import { backupFileName, writeBackup } from "#app/modules/backup/backup.service.server.ts";
import { runVerify } from "./backup-verify.ts";

const USAGE = `Usage:
  npm run backup -- [--out FILE]   write a backup archive (.tar.gz) of the site's database and images
  npm run backup -- --verify FILE  restore FILE into a scratch database and compare counts and checksums

Without --out the archive goes to ./backups/site-backup-<date>.tar.gz. The database is the site's own:
DATABASE_URL when set, otherwise DATA_DIR/site.db (default ./data/site.db). Safe while the site runs.`;

function parseArgs(args: string[]): { out: string } | undefined {
  if (args.length === 0) return { out: path.join("backups", backupFileName()) };
  if (args.length === 2 && args[0] === "--out" && args[1]) return { out: args[1] };
  return undefined;
}

async function run(args: string[]): Promise<number> {
  if (args[0] === "--verify") return runVerify(args.slice(1));
  const parsed = parseArgs(args);
  if (!parsed) {
    console.error(USAGE);
    return args.includes("--help") ? 0 : 1;
  }
  const out = path.resolve(parsed.out);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  // Written beside the target and renamed at the end: a failed backup never leaves a file that looks whole.
  const partial = `${out}.partial-${process.pid}`;
  const database = openDatabase(readServerConfig().database);
  try {
    await migrateToLatest(database.db);
    const summary = await writeBackup(database.db, fs.createWriteStream(partial));
    fs.renameSync(partial, out);
    const rows = summary.tables.map((t) => `${t.table} ${t.rows}`).join(", ");
    console.log(`Backup written to ${out} (${fs.statSync(out).size} bytes) from ${database.engine}: ${database.description}`);
    console.log(`Rows: ${rows}; image files: ${summary.files}.`);
    return 0;
  } catch (error) {
    fs.rmSync(partial, { force: true });
    if (error instanceof AppError) {
      console.error(`Backup failed: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await run(process.argv.slice(2));

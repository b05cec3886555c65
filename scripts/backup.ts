// `npm run backup -- [--out FILE] [--encrypt]`: the whole site (tables and images) in one portable archive (ADR 022),
// sealed with a passphrase when --encrypt is given (ADR 032).
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { readServerConfig } from "#app/lib/env.server.ts";
import { createBackupEncryption } from "#app/modules/backup/backup-encryption.server.ts";
import { BACKUP_PASSPHRASE_MIN_CHARS } from "#app/modules/backup/backup.schema.ts";
import { backupFileName, writeBackup } from "#app/modules/backup/backup.service.server.ts";
import { runVerify } from "./backup-verify.ts";
import { refusal, rowCounts } from "./outcome.ts";
import { readPassphrase } from "./passphrase.ts";

const USAGE = `Usage:
  npm run backup -- [--out FILE] [--encrypt]   write a backup archive (.tar.gz) of the site's database and images
  npm run backup -- --verify FILE               restore FILE into a scratch database and compare counts and checksums

Without --out the archive goes to ./backups/site-backup-<date>.tar.gz (.tar.gz.enc when encrypted). The
database is the site's own: DATABASE_URL when set, otherwise DATA_DIR/site.db (default ./data/site.db).
Safe while the site runs. An unencrypted archive holds password hashes, TOTP secrets, trusted-device and
preview-link secrets and visitors' messages: --encrypt seals it with a passphrase (BACKUP_PASSPHRASE, or
asked for; at least ${BACKUP_PASSPHRASE_MIN_CHARS} characters) with scrypt and AES-256-GCM (ADR 032).`;

function parseArgs(args: string[]): { out: string; encrypt: boolean } | undefined {
  const encrypt = args.includes("--encrypt");
  const rest = args.filter((arg) => arg !== "--encrypt");
  if (rest.length === 0) return { out: path.join("backups", `${backupFileName()}${encrypt ? ".enc" : ""}`), encrypt };
  if (rest.length === 2 && rest[0] === "--out" && rest[1]) return { out: rest[1], encrypt };
  return undefined;
}

async function run(args: string[]): Promise<number> {
  if (args[0] === "--verify") return runVerify(args.slice(1));
  const parsed = parseArgs(args);
  if (!parsed) {
    console.error(USAGE);
    return args.includes("--help") ? 0 : 1;
  }
  let passphrase: string | undefined;
  if (parsed.encrypt) {
    passphrase = await readPassphrase(true);
    if (passphrase.length < BACKUP_PASSPHRASE_MIN_CHARS) {
      console.error(`Backup failed: the passphrase must have at least ${BACKUP_PASSPHRASE_MIN_CHARS} characters.`);
      return 1;
    }
  }
  const out = path.resolve(parsed.out);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  // Written beside the target and renamed at the end: a failed backup never leaves a file that looks whole.
  const partial = `${out}.partial-${process.pid}`;
  const database = openDatabase(readServerConfig().database);
  try {
    await migrateToLatest(database.db);
    let summary;
    if (passphrase) {
      const encryption = await createBackupEncryption(passphrase);
      const written = pipeline(encryption, fs.createWriteStream(partial));
      summary = await writeBackup(database.db, encryption);
      await written;
    } else {
      summary = await writeBackup(database.db, fs.createWriteStream(partial));
    }
    fs.renameSync(partial, out);
    const rows = rowCounts(summary);
    console.log(`${passphrase ? "Encrypted backup" : "Backup"} written to ${out} (${fs.statSync(out).size} bytes) from ${database.engine}: ${database.description}`);
    console.log(`Rows: ${rows}; image files: ${summary.files}.`);
    return 0;
  } catch (error) {
    fs.rmSync(partial, { force: true });
    return refusal("Backup failed", error);
  } finally {
    await database.close();
  }
}

process.exitCode = await run(process.argv.slice(2));

// `npm run restore -- FILE [--force]`: a backup archive into the site's database, all or nothing (ADR 022).
import fs from "node:fs";
import { openDatabase } from "#app/db/db.server.ts";
import { MIGRATION_NAMES, migrateToLatest } from "#app/db/migrate.server.ts";
import { readServerConfig } from "#app/lib/env.server.ts";
import { backupDecryptor, ENCRYPTED_BACKUP_MAGIC, isEncryptedBackup } from "#app/modules/backup/backup-encryption.server.ts";
import { restoreBackup } from "#app/modules/backup/backup.service.server.ts";
import { refusal, rowCounts } from "./outcome.ts";
import { readPassphrase } from "./passphrase.ts";

const USAGE = `Usage:
  npm run restore -- FILE [--force]   restore a backup archive made by \`npm run backup\` or the admin

The database is the site's own: DATABASE_URL when set (PostgreSQL), otherwise DATA_DIR/site.db. It must be
empty (a fresh install) unless --force is given, which replaces everything in it. Every checksum is
checked before anything is written, and the restore runs in one transaction: it succeeds whole or not at all.
An encrypted archive (\`npm run backup -- --encrypt\`, or the admin's download with a passphrase) asks for
its passphrase, or takes BACKUP_PASSPHRASE.`;

/** The first bytes of the file: enough to tell an encrypted archive. */
function startOf(file: string): Buffer {
  const bytes = Buffer.alloc(ENCRYPTED_BACKUP_MAGIC.length);
  const fd = fs.openSync(file, "r");
  try {
    return bytes.subarray(0, fs.readSync(fd, bytes, 0, bytes.length, 0));
  } finally {
    fs.closeSync(fd);
  }
}

async function run(args: string[]): Promise<number> {
  const force = args.includes("--force");
  const files = args.filter((arg) => arg !== "--force");
  const file = files[0];
  if (files.length !== 1 || !file || file.startsWith("--")) {
    console.error(USAGE);
    return args.includes("--help") ? 0 : 1;
  }
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
    console.error(`Restore refused: ${file} is not a file.`);
    return 1;
  }
  const decrypt = isEncryptedBackup(startOf(file)) ? backupDecryptor(await readPassphrase(false)) : undefined;
  const open = () => (decrypt ? decrypt(fs.createReadStream(file)) : fs.createReadStream(file));
  const database = openDatabase(readServerConfig().database);
  try {
    await migrateToLatest(database.db);
    const summary = await restoreBackup(database.db, open, { force, knownMigrations: MIGRATION_NAMES });
    const rows = rowCounts(summary);
    console.log(`Restored ${file} into ${database.engine}: ${database.description}`);
    console.log(`Rows: ${rows}; image files: ${summary.files}. Sign in again: sessions are not part of a backup.`);
    return 0;
  } catch (error) {
    return refusal("Restore refused", error);
  } finally {
    await database.close();
  }
}

process.exitCode = await run(process.argv.slice(2));

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "#app/db/db.server.ts";
import { MIGRATION_NAMES, migrateToLatest } from "#app/db/migrate.server.ts";
import { AppError } from "#app/lib/app-error.ts";
import { backupDecryptor } from "./backup-encryption.server.ts";
import { countTableRows } from "./backup.repository.server.ts";
import { restoreBackup, verifyBackup, writeBackup } from "./backup.service.server.ts";

export interface VerifiedBackup {
  tables: { table: string; rows: number }[];
  files: number;
}

/**
 * Proves a backup restores (docs/operations-production.md, "Backups"): restores it into a scratch
 * SQLite database (every checksum is checked on the way in), counts every table's rows against the
 * manifest, then writes a backup of the scratch database and compares each table's (but settings',
 * which the restore changes on purpose) and image's checksum with the original's. Throws an AppError saying what differs; the scratch folder is removed.
 */
export async function verifyBackupByRestore(file: string, knownMigrations: readonly string[] = MIGRATION_NAMES, passphrase?: string): Promise<VerifiedBackup> {
  // An encrypted archive (ADR 032) is opened with its passphrase: what is proven is the file as stored.
  const decrypt = passphrase === undefined ? undefined : backupDecryptor(passphrase);
  const open = () => (decrypt ? decrypt(fs.createReadStream(file)) : fs.createReadStream(file));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-backup-verify-"));
  const scratch = openDatabase({ engine: "sqlite", file: path.join(dir, "scratch.db") });
  try {
    const original = await verifyBackup(open(), knownMigrations);
    await migrateToLatest(scratch.db);
    await restoreBackup(scratch.db, open, { knownMigrations });
    for (const entry of original.tables) {
      const rows = await countTableRows(scratch.db, entry.table);
      // A restore writes the content version into settings, adding its row when the backup had none.
      const expected = entry.table === "settings" ? rows >= entry.rows && rows <= entry.rows + 1 : rows === entry.rows;
      if (!expected) throw new AppError("CONFLICT", `Verification failed: ${entry.table} has ${rows} rows after a restore, the backup says ${entry.rows}.`);
    }
    const again = path.join(dir, "again.tar.gz");
    await writeBackup(scratch.db, fs.createWriteStream(again));
    const copy = await verifyBackup(fs.createReadStream(again), knownMigrations);
    const checksums = new Map([...copy.tables, ...copy.files].map((entry) => [entry.path, entry.sha256]));
    // settings: counted above; its bytes differ by design (a restore moves the content version on).
    for (const entry of [...original.tables.filter((t) => t.table !== "settings"), ...original.files]) {
      if (checksums.get(entry.path) !== entry.sha256) {
        throw new AppError("CONFLICT", `Verification failed: ${entry.path} reads back differently after a restore.`);
      }
    }
    return { tables: original.tables.map((t) => ({ table: t.table, rows: t.rows })), files: original.files.length };
  } finally {
    await scratch.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

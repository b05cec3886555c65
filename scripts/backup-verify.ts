// `npm run backup -- --verify FILE`: proves an archive restores, as each scheduled backup is proved.
import fs from "node:fs";
import { ENCRYPTED_BACKUP_MAGIC, isEncryptedBackup } from "#app/modules/backup/backup-encryption.server.ts";
import { verifyBackupByRestore } from "#app/modules/backup/backup-verify.server.ts";
import { refusal, rowCounts } from "./outcome.ts";
import { readPassphrase } from "./passphrase.ts";

/** The first bytes of a file: enough to tell a sealed archive by its header. */
function startOf(file: string): Buffer {
  const handle = fs.openSync(file, "r");
  try {
    const bytes = Buffer.alloc(ENCRYPTED_BACKUP_MAGIC.length + 16);
    return bytes.subarray(0, fs.readSync(handle, bytes, 0, bytes.length, 0));
  } finally {
    fs.closeSync(handle);
  }
}

/**
 * Restores FILE into a scratch SQLite database (the site's own database is not touched) and compares
 * every table's row count and checksum, and every image's, with the archive's manifest.
 */
export async function runVerify(args: string[]): Promise<number> {
  const file = args[0];
  if (args.length !== 1 || !file) {
    console.error("Usage: npm run backup -- --verify FILE");
    return 1;
  }
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
    console.error(`Verification failed: ${file} is not a file.`);
    return 1;
  }
  try {
    // A sealed archive (ADR 032) is opened with BACKUP_PASSPHRASE, else the passphrase asked for.
    const passphrase = isEncryptedBackup(startOf(file)) ? await readPassphrase(false) : undefined;
    const verified = await verifyBackupByRestore(file, undefined, passphrase);
    const rows = rowCounts(verified);
    console.log(`Verified ${file}: it restores into a scratch database with the same rows and checksums.`);
    console.log(`Rows: ${rows}; image files: ${verified.files}.`);
    return 0;
  } catch (error) {
    return refusal("Verification failed", error);
  }
}

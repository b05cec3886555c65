import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { PollingWorker } from "#app/lib/polling-worker.server.ts";
import {
  type BackupSchedule,
  backupsToKeep,
  backupTimeFromName,
  DEFAULT_ROTATION,
  dueSlot,
  EMPTY_BACKUP_STATUS,
  type RotationPolicy,
  type ScheduledBackupStatus,
} from "./backup-schedule.ts";
import { findStatusValue, releaseLease, saveStatusValue, takeLease } from "./backup-status.repository.server.ts";
import { type S3Target, uploadBackup } from "./backup-upload.server.ts";
import { createBackupEncryption } from "./backup-encryption.server.ts";
import { verifyBackupByRestore } from "./backup-verify.server.ts";
import { backupFileName, writeBackup } from "./backup.service.server.ts";

/** The last scheduled backup's status, as the admin's card and the metrics show it. */
export async function readBackupStatus(db: Kysely<Database>): Promise<ScheduledBackupStatus> {
  const value = await findStatusValue(db);
  if (!value) return EMPTY_BACKUP_STATUS;
  try {
    return { ...EMPTY_BACKUP_STATUS, ...(JSON.parse(value) as Partial<ScheduledBackupStatus>) };
  } catch {
    return EMPTY_BACKUP_STATUS;
  }
}

export interface BackupSchedulerOptions {
  schedule: BackupSchedule;
  /** BACKUP_DIR: where archives are written and rotated. */
  dir: string;
  /** BACKUP_S3_URL: where each verified archive is copied. */
  s3?: S3Target;
  rotation?: RotationPolicy;
  /** Names this instance in the lease and the status. */
  holder: string;
  /** How often the instance looks whether a backup is due (default: a minute). */
  pollIntervalMs?: number;
  /** Longer than any backup takes; a crashed holder's lease passes to another instance after it. */
  leaseMs?: number;
  /** BACKUP_PASSPHRASE: each archive is sealed with it (ADR 032), and verified by opening it with it. */
  passphrase?: string;
  log: { info: (text: string) => void; error: (text: string) => void };
  now?: () => Date;
}

export type BackupRunResult = "taken" | "failed" | "not-due" | "busy";

/**
 * Scheduled, rotated, verified and optionally off-site backups (docs/operations-production.md,
 * "Backups"). Made once per process in server/main.ts; any number of instances run one on the same
 * database: a lease in the database lets exactly one take each scheduled backup, and the status row
 * records which slot was taken so that no other instance takes it again.
 */
export class BackupScheduler {
  private readonly db: Kysely<Database>;
  private readonly options: BackupSchedulerOptions;
  private readonly worker: PollingWorker;

  constructor(db: Kysely<Database>, options: BackupSchedulerOptions) {
    this.db = db;
    this.options = options;
    // The server's one poll loop (also the scheduler's and the outbox's): a round at start, then one a minute.
    this.worker = new PollingWorker({
      intervalMs: options.pollIntervalMs ?? 60_000,
      round: () => this.runOnce(),
      onError: (message) => options.log.error(`[backup] could not check the backup schedule: ${message}`),
    });
  }

  start(): void {
    this.worker.start();
  }

  /** Stops looking; a backup in progress finishes (its lease is released when it does). */
  async stop(): Promise<void> {
    await this.worker.stop();
  }

  /** Takes the due backup if no instance has (and no other is taking it now). */
  async runOnce(): Promise<BackupRunResult> {
    const now = this.options.now?.() ?? new Date();
    const slot = dueSlot(this.options.schedule, now).toISOString();
    if (((await readBackupStatus(this.db)).lastSlot ?? "") >= slot) return "not-due";
    const lease = await takeLease(this.db, this.options.holder, now.toISOString(), new Date(now.getTime() + (this.options.leaseMs ?? 30 * 60_000)).toISOString());
    if (!lease) return "busy";
    try {
      const status = await readBackupStatus(this.db);
      if ((status.lastSlot ?? "") >= slot) return "not-due";
      return await this.take(slot, status, now);
    } finally {
      await releaseLease(this.db, lease);
    }
  }

  private async take(slot: string, previous: ScheduledBackupStatus, now: Date): Promise<BackupRunResult> {
    const { dir, s3, log, holder, passphrase } = this.options;
    const file = path.join(dir, `${backupFileName(now)}${passphrase ? ".enc" : ""}`);
    const partial = `${file}.partial-${process.pid}`;
    try {
      fs.mkdirSync(dir, { recursive: true });
      if (passphrase) {
        // Only sealed bytes reach the disk: the archive streams through the cipher into the file.
        const encryption = await createBackupEncryption(passphrase);
        const written = pipeline(encryption, fs.createWriteStream(partial, { mode: 0o600 }));
        await writeBackup(this.db, encryption, { withSecrets: true });
        await written;
      } else {
        await writeBackup(this.db, fs.createWriteStream(partial, { mode: 0o600 }));
      }
      fs.renameSync(partial, file);
      const verified = await verifyBackupByRestore(file, undefined, passphrase);
      const uploadedTo = s3 ? await uploadBackup(file, s3) : null;
      const removed = this.rotate();
      await saveStatusValue(
        this.db,
        JSON.stringify({
          ...previous,
          lastSlot: slot,
          lastSuccessAt: new Date().toISOString(),
          lastFile: path.basename(file),
          lastBytes: fs.statSync(file).size,
          lastVerified: true,
          lastUploadedTo: uploadedTo,
          takenBy: holder,
        } satisfies ScheduledBackupStatus),
      );
      const rows = verified.tables.reduce((sum, t) => sum + t.rows, 0);
      log.info(
        `[backup] ${path.basename(file)} written and verified by a restore (${rows} rows, ${verified.files} images)` +
          `${uploadedTo ? `, copied to ${uploadedTo}` : ""}${removed.length ? `; rotation removed ${removed.length}` : ""}`,
      );
      return "taken";
    } catch (error) {
      try {
        fs.rmSync(partial, { force: true });
      } catch {
        // the folder itself is unusable: nothing was written
      }
      const text = error instanceof Error ? error.message : String(error);
      await saveStatusValue(
        this.db,
        JSON.stringify({ ...previous, lastSlot: slot, lastFailureAt: new Date().toISOString(), lastError: text.slice(0, 500), lastVerified: false, takenBy: holder } satisfies ScheduledBackupStatus),
      ).catch(() => undefined);
      log.error(`[backup] scheduled backup failed: ${text}`);
      return "failed";
    }
  }

  /** Deletes the archives the rotation does not keep; returns their names. */
  private rotate(): string[] {
    const backups = fs
      .readdirSync(this.options.dir)
      .map((name) => ({ name, takenAt: backupTimeFromName(name) }))
      .filter((b): b is { name: string; takenAt: Date } => b.takenAt !== undefined);
    const keep = backupsToKeep(backups, this.options.rotation ?? DEFAULT_ROTATION);
    const removed = backups.filter((b) => !keep.has(b)).map((b) => b.name);
    for (const name of removed) fs.rmSync(path.join(this.options.dir, name), { force: true });
    return removed;
  }
}

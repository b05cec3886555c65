import { pipeline } from "node:stream/promises";
import express, { type Response, Router } from "express";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { NO_STORE_CACHE_CONTROL } from "#app/lib/http-cache.ts";
import { parseOrThrow } from "#app/lib/validation.ts";
import type { AuditActor } from "#app/modules/audit/audit.service.server.ts";
import { createBackupEncryption } from "#app/modules/backup/backup-encryption.server.ts";
import { BackupDownloadSchema } from "#app/modules/backup/backup.schema.ts";
import type { BackupStatusResponse } from "#app/modules/backup/backup-schedule.ts";
import { readBackupStatus } from "#app/modules/backup/backup-scheduler.server.ts";
import { backupFileName, writeBackup } from "#app/modules/backup/backup.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { auditActor } from "./audit.ts";
import { requireAdmin } from "./session.ts";

/** Streams the archive to the response, sealed with `passphrase` when there is one (ADR 032). */
async function sendBackup(ctx: ServerContext, res: Response, passphrase: string | undefined, downloadedBy: AuditActor): Promise<void> {
  const db: Kysely<Database> = ctx.db;
  const encryption = passphrase === undefined ? undefined : await createBackupEncryption(passphrase);
  res.set({
    "Content-Type": encryption ? "application/octet-stream" : "application/gzip",
    "Content-Disposition": `attachment; filename="${backupFileName()}${encryption ? ".enc" : ""}"`,
    "Cache-Control": NO_STORE_CACHE_CONTROL,
  });
  try {
    if (encryption) {
      const sent = pipeline(encryption, res);
      await writeBackup(db, encryption, { downloadedBy, withSecrets: true });
      await sent;
    } else {
      await writeBackup(db, res, { downloadedBy });
    }
  } catch (error) {
    // Once bytes are out, a clean error answer is impossible: cut the connection so the download
    // is visibly incomplete instead of a file that looks whole.
    if (!res.headersSent) throw error;
    const code = (error as { code?: unknown }).code;
    if (code !== "ERR_STREAM_PREMATURE_CLOSE") ctx.logger.error({ err: error }, "backup download failed");
    res.destroy();
  }
}

/**
 * The admin's "Download backup", the same archive as `npm run backup` (ADR 022):
 * `GET /api/backup` unencrypted (kept for existing callers), `POST /api/backup` with an optional
 * `passphrase` (JSON, or the backup card's form) encrypted with it (ADR 032).
 */
export function createBackupRouter(ctx: ServerContext): Router {
  const router = Router();
  // GET /api/backup/status: the scheduled backups' last result, for the admin's backup card.
  router.get("/status", requireAdmin, async (_req, res) => {
    const body: BackupStatusResponse = { schedule: ctx.config.backups?.schedule ?? null, status: await readBackupStatus(ctx.db) };
    res.json(body);
  });
  router.get("/", requireAdmin, async (req, res) => {
    await sendBackup(ctx, res, undefined, auditActor(req, res));
  });
  router.post("/", express.urlencoded({ extended: false, limit: "8kb" }), requireAdmin, async (req, res) => {
    const { passphrase } = parseOrThrow(BackupDownloadSchema, req.body ?? {});
    await sendBackup(ctx, res, passphrase, auditActor(req, res));
  });
  return router;
}

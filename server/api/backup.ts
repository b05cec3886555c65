import { Router } from "express";
import type { BackupStatusResponse } from "#app/modules/backup/backup-schedule.ts";
import { readBackupStatus } from "#app/modules/backup/backup-scheduler.server.ts";
import { backupFileName, writeBackup } from "#app/modules/backup/backup.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { requireAdmin } from "./session.ts";

/** GET /api/backup: the admin's "Download backup", the same archive as `npm run backup` (ADR 022). */
export function createBackupRouter(ctx: ServerContext): Router {
  const router = Router();
  // GET /api/backup/status: the scheduled backups' last result, for the admin's backup card.
  router.get("/status", requireAdmin, async (_req, res) => {
    const body: BackupStatusResponse = { schedule: ctx.config.backups?.schedule ?? null, status: await readBackupStatus(ctx.db) };
    res.json(body);
  });
  router.get("/", requireAdmin, async (_req, res) => {
    res.set({
      "Content-Type": "application/gzip",
      "Content-Disposition": `attachment; filename="${backupFileName()}"`,
    });
    try {
      await writeBackup(ctx.db, res);
    } catch (error) {
      // Once bytes are out, a clean error answer is impossible: cut the connection so the download
      // is visibly incomplete instead of a file that looks whole.
      if (!res.headersSent) throw error;
      const code = (error as { code?: unknown }).code;
      if (code !== "ERR_STREAM_PREMATURE_CLOSE") ctx.logger.error({ err: error }, "backup download failed");
      res.destroy();
    }
  });
  return router;
}

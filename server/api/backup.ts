import { Router } from "express";
import { backupFileName, writeBackup } from "#app/modules/backup/backup.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { auditActor } from "./audit.ts";
import { requireAdmin } from "./session.ts";

/** GET /api/backup: the admin's "Download backup", the same archive as `npm run backup` (ADR 022). */
export function createBackupRouter(ctx: ServerContext): Router {
  const router = Router();
  router.get("/", requireAdmin, async (req, res) => {
    res.set({
      "Content-Type": "application/gzip",
      "Content-Disposition": `attachment; filename="${backupFileName()}"`,
    });
    try {
      await writeBackup(ctx.db, res, { downloadedBy: auditActor(req, res) });
    } catch (error) {
      // Once bytes are out, a clean error answer is impossible: cut the connection so the download
      // is visibly incomplete instead of a file that looks whole.
      if (!res.headersSent) throw error;
      const code = (error as { code?: unknown }).code;
      if (code !== "ERR_STREAM_PREMATURE_CLOSE") console.error("[backup] download failed:", error);
      res.destroy();
    }
  });
  return router;
}

import { Router } from "express";
import { IMMUTABLE_CACHE_CONTROL, matchesEtag } from "#app/lib/http-cache.ts";
import { findImageFile } from "#app/modules/uploads/images.service.server.ts";
import type { ServerContext } from "#server/context.ts";

/** Serves uploaded images from the database under stable, immutable URLs (ADR 006). */
export function createUploadsRoute(ctx: ServerContext): Router {
  const router = Router();
  router.get("/images/:file", async (req, res) => {
    const file = await findImageFile(ctx.db, req.params.file);
    if (!file) {
      res.status(404).type("text/plain").send("Image not found");
      return;
    }
    res.set({
      "Content-Type": file.contentType,
      ETag: file.etag,
      "Cache-Control": IMMUTABLE_CACHE_CONTROL,
      "Content-Security-Policy": "default-src 'none'",
      "Cross-Origin-Resource-Policy": "cross-origin",
    });
    if (matchesEtag(req.get("if-none-match"), file.etag)) {
      res.status(304).end();
      return;
    }
    res.set("Content-Length", String(file.bytes.length));
    res.end(file.bytes);
  });
  return router;
}

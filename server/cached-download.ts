import type { Request, Response } from "express";
import { matchesEtag, SHORT_CACHE_CONTROL } from "#app/lib/http-cache.ts";

/**
 * Sends a file built from the site content (the press kit's zip, the one-sheet's PDF): short shared
 * caching, revalidated by `etag` (the content version), so an unchanged file answers 304 without a body.
 */
export function sendCachedDownload(req: Request, res: Response, file: { body: Buffer | Uint8Array; type: string; disposition: string; etag: string }): void {
  res.set({ "Content-Type": file.type, "Content-Disposition": file.disposition, "Cache-Control": SHORT_CACHE_CONTROL, ETag: file.etag });
  if (matchesEtag(req.get("if-none-match"), file.etag)) {
    res.status(304).end();
    return;
  }
  res.set("Content-Length", String(file.body.length));
  res.end(file.body);
}

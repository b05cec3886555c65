import path from "node:path";
import { Router } from "express";
import { formatLongDateIn } from "#app/lib/dates.ts";
import { fileSlug } from "#app/lib/icalendar.ts";
import { buildPressKitArchive } from "#app/modules/press/press-kit-archive.server.ts";
import { readSiteImage } from "#app/modules/uploads/site-images.server.ts";
import type { ServerContext } from "#server/context.ts";
import { sendCachedDownload } from "#server/cached-download.ts";

/** Images named by the content that are not uploads are files of the site's public folder. */
const PUBLIC_DIR = path.resolve("public");

/**
 * GET /api/press-kit.zip: the press kit in one download for journalists (issue 13), built on the first
 * request after a content change and kept until the next one.
 */
export function createPressKitRouter(ctx: ServerContext): Router {
  const router = Router();
  router.get("/press-kit.zip", async (req, res) => {
    const { value, version } = await ctx.siteContent.derive("press-kit.zip", (byLanguage) =>
      buildPressKitArchive({
        content: { en: byLanguage.en.content, pt: byLanguage.pt.content },
        updatedOn: `${formatLongDateIn(byLanguage.en.mediaKitUpdatedAt, "en")} / ${formatLongDateIn(byLanguage.pt.mediaKitUpdatedAt, "pt")}`,
        readImage: (src) => readSiteImage(ctx.db, src, PUBLIC_DIR),
      }),
    );
    const name = fileSlug((await ctx.siteContent.get("en")).content.name) || "site";
    const disposition = `attachment; filename="${name}-press-kit.zip"`;
    sendCachedDownload(req, res, { body: value, type: "application/zip", disposition, etag: `"press-kit-${version}"` });
  });
  return router;
}

import path from "node:path";
import { type Request, type Response, Router } from "express";
import type { Language } from "#app/lib/language.ts";
import { buildOneSheet } from "#app/modules/one-sheet/one-sheet.server.ts";
import { listTalks } from "#app/modules/talks/talks.service.server.ts";
import { listTestimonials } from "#app/modules/testimonials/testimonials.service.server.ts";
import { fileSlug } from "#app/lib/icalendar.ts";
import { readSiteImage } from "#app/modules/uploads/site-images.server.ts";
import { sendCachedDownload } from "./cached-download.ts";
import type { ServerContext } from "#server/context.ts";

/** Images named by the content that are not uploads are files of the site's public folder. */
const PUBLIC_DIR = path.resolve("public");

/**
 * GET /speaker-one-sheet.pdf and /pt/speaker-one-sheet.pdf (issue 28): built on the first request
 * after a content change (site content, talks and testimonials all bump the content version) and kept
 * until the next one.
 */
export function createOneSheetRoute(ctx: ServerContext): Router {
  const router = Router();
  for (const language of ["en", "pt"] as const satisfies readonly Language[]) {
    const pathname = language === "pt" ? "/pt/speaker-one-sheet.pdf" : "/speaker-one-sheet.pdf";
    router.get(pathname, async (req: Request, res: Response) => {
      const { value, version } = await ctx.siteContent.derive(`speaker-one-sheet ${language}`, async (byLanguage) => {
        const [talks, testimonials] = await Promise.all([listTalks(ctx.db), listTestimonials(ctx.db)]);
        return buildOneSheet({
          content: byLanguage[language].content,
          language,
          talks,
          testimonials,
          siteUrl: ctx.config.siteUrl,
          readImage: (src) => readSiteImage(ctx.db, src, PUBLIC_DIR),
        });
      });
      const name = fileSlug((await ctx.siteContent.get(language)).content.name) || "speaker";
      const disposition = `inline; filename="${name}-one-sheet${language === "pt" ? "-pt" : ""}.pdf"`;
      sendCachedDownload(req, res, { body: value, type: "application/pdf", disposition, etag: `"one-sheet-${language}-${version}"` });
    });
  }
  return router;
}

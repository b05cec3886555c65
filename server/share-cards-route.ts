import path from "node:path";
import { type Request, type Response, Router } from "express";
import type { Language } from "#app/lib/language.ts";
import { IMMUTABLE_CACHE_CONTROL, matchesEtag, NO_STORE_CACHE_CONTROL, SHORT_CACHE_CONTROL } from "#app/lib/http-cache.ts";
import { isShareCardPage } from "#app/modules/share-cards/share-card.ts";
import { type ShareCardImage, ShareCards } from "#app/modules/share-cards/share-cards.service.server.ts";
import type { ServerContext } from "#server/context.ts";

/** Without the version (or with an old one) the answer is the current card, cached briefly. */
const PUBLIC_DIR = path.resolve("public");

function send(req: Request, res: Response, card: ShareCardImage | undefined): void {
  if (!card) {
    res.status(404).type("text/plain").set("Cache-Control", NO_STORE_CACHE_CONTROL).send("Share card not found");
    return;
  }
  const etag = `"${card.version}"`;
  res.set({
    "Content-Type": "image/jpeg",
    ETag: etag,
    "Cache-Control": req.query.v === card.version ? IMMUTABLE_CACHE_CONTROL : SHORT_CACHE_CONTROL,
    "Content-Security-Policy": "default-src 'none'",
    // Link-preview crawlers and other sites' pages may load it.
    "Cross-Origin-Resource-Policy": "cross-origin",
  });
  if (matchesEtag(req.get("if-none-match"), etag)) {
    res.status(304).end();
    return;
  }
  res.set("Content-Length", String(card.jpeg.length));
  res.end(card.jpeg);
}

/**
 * The link-preview cards (ADR 025): `/share/{page}.jpg` for the pages other than articles and
 * `/articles/{slug}/share.jpg` for each article, the same under /pt in Portuguese.
 */
export function createShareCardsRoute(ctx: ServerContext): Router {
  const router = Router();
  const cards = new ShareCards(ctx.db, ctx.publishedArticles, ctx.siteContent, PUBLIC_DIR);
  for (const language of ["en", "pt"] as const satisfies readonly Language[]) {
    const prefix = language === "pt" ? "/pt" : "";
    router.get(`${prefix}/share/:file`, async (req, res) => {
      const page = /^(.+)\.jpg$/.exec(req.params.file)?.[1];
      send(req, res, page && isShareCardPage(page) ? await cards.pageCard(page, language) : undefined);
    });
    router.get(`${prefix}/articles/:slug/share.jpg`, async (req, res) => {
      send(req, res, await cards.articleCard(req.params.slug, language));
    });
  }
  return router;
}

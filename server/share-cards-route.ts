import { type Request, type Response, Router } from "express";
import type { Language } from "#app/lib/language.ts";
import { IMMUTABLE_CACHE_CONTROL, matchesEtag, NO_STORE_CACHE_CONTROL, SHORT_CACHE_CONTROL } from "#app/lib/http-cache.ts";
import { isShareCardPage } from "#app/modules/share-cards/share-card.ts";
import { ShareCardsBusy } from "#app/modules/share-cards/share-card-render-queue.server.ts";
import type { ShareCardImage } from "#app/modules/share-cards/share-cards.service.server.ts";
import type { ServerContext } from "#server/context.ts";

/** Without the version (or with an old one) the answer is the current card, cached briefly. */
/** When every drawing slot is taken: come back after this long. */
const BUSY_RETRY_AFTER_S = 5;

/** The card, or a 503 with Retry-After when the drawing queue is full (issue 22: drawing never crowds out pages). */
async function answer(req: Request, res: Response, find: () => Promise<ShareCardImage | undefined>): Promise<void> {
  let card: ShareCardImage | undefined;
  try {
    card = await find();
  } catch (error) {
    if (!(error instanceof ShareCardsBusy)) throw error;
    res.status(503).type("text/plain").set({ "Retry-After": String(BUSY_RETRY_AFTER_S), "Cache-Control": NO_STORE_CACHE_CONTROL }).send("Share cards are being drawn; try again shortly");
    return;
  }
  send(req, res, card);
}

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
 * `/articles/{slug}/share.jpg` for each article, `/share/pages/{slug}.jpg` for each page of the owner's, `/talks/{slug}/share.jpg` for each talk, the same under /pt in Portuguese.
 */
export function createShareCardsRoute(ctx: ServerContext): Router {
  const router = Router();
  const cards = ctx.shareCards;
  for (const language of ["en", "pt"] as const satisfies readonly Language[]) {
    const prefix = language === "pt" ? "/pt" : "";
    router.get(`${prefix}/share/:file`, async (req, res) => {
      const page = /^(.+)\.jpg$/.exec(req.params.file)?.[1];
      await answer(req, res, async () => (page && isShareCardPage(page) ? cards.pageCard(page, language) : undefined));
    });
    router.get(`${prefix}/share/pages/:file`, async (req, res) => {
      const slug = /^([a-z0-9-]{1,100})\.jpg$/.exec(req.params.file)?.[1];
      await answer(req, res, async () => (slug ? cards.ownerPageCard(slug, language) : undefined));
    });
    router.get(`${prefix}/articles/:slug/share.jpg`, async (req, res) => {
      await answer(req, res, () => cards.articleCard(req.params.slug, language));
    });
    router.get(`${prefix}/talks/:slug/share.jpg`, async (req, res) => {
      await answer(req, res, () => cards.talkCard(req.params.slug, language));
    });
  }
  return router;
}

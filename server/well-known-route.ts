import { Router } from "express";
import { NO_STORE_CACHE_CONTROL, SHORT_CACHE_CONTROL } from "#app/lib/http-cache.ts";
import type { ServerContext } from "#server/context.ts";

/**
 * GET /.well-known/atproto-did (issue 28): the owner's Bluesky DID as plain text when the site content
 * sets one, so that Bluesky accepts the site's domain as her handle; 404 otherwise.
 */
export function createWellKnownRoute(ctx: ServerContext): Router {
  const router = Router();
  router.get("/.well-known/atproto-did", async (_req, res) => {
    const did = (await ctx.siteContent.get("en")).content.person.blueskyDid;
    if (!did) {
      res.status(404).type("text/plain").set("Cache-Control", NO_STORE_CACHE_CONTROL).send("Not found");
      return;
    }
    res.status(200).type("text/plain").set({ "Cache-Control": SHORT_CACHE_CONTROL, "Access-Control-Allow-Origin": "*" }).send(did);
  });
  return router;
}

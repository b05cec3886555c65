import { type Request, Router } from "express";
import { ARTICLE_NOT_FOUND_MESSAGE } from "#app/modules/articles/articles.service.server.ts";
import type { Endpoint } from "#app/modules/articles/share-kit-fetch.server.ts";
import { buildShareKit } from "#app/modules/articles/share-kit.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { parseId, parseLanguageInput } from "./params.ts";
import { errorLanguageOf, requireAdmin } from "./session.ts";

/**
 * This server's address as the request reached it (ADR 026): where the share kit reads the page from
 * when the public origin (SITE_URL) cannot be reached from here. Loopback when it listens everywhere.
 */
function localOriginOf(req: Request): string | null {
  const { localAddress, localPort } = req.socket;
  if (!localAddress || !localPort) return null;
  const address = localAddress.replace(/^::ffff:/, "");
  const host = address === "0.0.0.0" || address === "::" ? "127.0.0.1" : address.includes(":") ? `[${address}]` : address;
  return `http://${host}:${localPort}`;
}

/** The socket address and port the request came in on: the one non-public address the share kit may read (its own pages). */
function ownEndpointOf(req: Request): Endpoint | null {
  const { localAddress, localPort } = req.socket;
  return localAddress && localPort ? { address: localAddress, port: localPort } : null;
}

/** `GET /api/articles/:id/share-kit?language=en|pt`: the LinkedIn share kit of one language version (admin only). */
export function createShareKitRouter(ctx: ServerContext): Router {
  const router = Router();
  // The report's sentences in the signed-in admin's language, as the API's refusals (ADR 045).
  const languageOf = errorLanguageOf(ctx);
  router.get("/:id/share-kit", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, ARTICLE_NOT_FOUND_MESSAGE);
    const language = parseLanguageInput(req.query.language);
    res.json(
      await buildShareKit(ctx.db, id, language, {
        siteUrl: ctx.config.siteUrl,
        localOrigin: localOriginOf(req),
        ownEndpoint: ownEndpointOf(req),
        trustedOrigins: ctx.shareKitTrustedOrigins,
        textLanguage: await languageOf(req, res),
      }),
    );
  });
  return router;
}

import type { RequestHandler } from "express";
import { matchesEtag, type PageCache, pageCacheKey, withNonce } from "#app/lib/page-cache.server.ts";
import { getPublishedSnapshot } from "#app/modules/articles/published-articles.service.server.ts";
import type { ServerContext } from "./context.ts";
import type { SecurityLocals } from "./security-headers.ts";

export interface PageCacheLocals extends SecurityLocals {
  /** The shared content version read before React Router renders this request. */
  pageContentVersion?: string;
}

/**
 * Answers GET and HEAD for a page rendered before, from memory, without running React Router: the
 * stored headers, this response's own CSP nonce in the HTML, or a 304 when the client's ETag matches.
 * A page is served only while the shared content version (re-read from the database at most every
 * 500 ms, at once after this process's own writes) equals the one read before it was rendered.
 */
export function servePagesFromCache(ctx: ServerContext, cache: PageCache): RequestHandler {
  return async (req, res, next) => {
    if (!cache.enabled || (req.method !== "GET" && req.method !== "HEAD")) return next();
    let version: string;
    try {
      version = (await getPublishedSnapshot(ctx.db)).version;
    } catch {
      return next(); // the database is unreachable: let the page's own error handling answer
    }
    const locals = res.locals as PageCacheLocals;
    locals.pageContentVersion = version;
    const page = cache.find(pageCacheKey(req.originalUrl), version);
    if (!page) return next();
    for (const [name, value] of page.headers) res.setHeader(name, value);
    if (matchesEtag(req.get("if-none-match"), page.etag)) {
      // A 304 carries no policy: the cached page keeps the nonce it came with.
      res.removeHeader("Content-Security-Policy");
      res.removeHeader("Content-Type");
      res.status(304).end();
      return;
    }
    res.status(200).send(withNonce(page.html, locals.cspNonce));
  };
}

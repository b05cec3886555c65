import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import type { RequestHandler } from "express";
import { matchesEtag } from "#app/lib/http-cache.ts";
import { type CachedPage, pageBody, pageBodyLength, pageCacheKey } from "#app/lib/page-cache.server.ts";
import type { ServerContext } from "./context.ts";
import { markRoute, REQUEST_ID_HEADER } from "./request-log.ts";
import { type SecurityLocals, securityHeaderSet } from "./security-headers.ts";

export interface PageLocals extends SecurityLocals {
  /** The shared content version read before React Router renders this request. */
  contentVersion?: string;
}

/** Paths that are never pages: the API, uploads, built assets, and anything with an extension. */
const NOT_A_PAGE = /^\/(?:api|uploads|_assets|healthz)(?:\/|$)|\.[^/]*$/;
/** The compression middleware's default threshold (bytes). */
const GZIP_MIN_BYTES = 1024;

/** Writes a cached page (its stored headers, this response's nonce) or a 304. */
function writeCachedPage(
  req: { method?: string; headers: IncomingMessage["headers"] },
  res: ServerResponse,
  page: CachedPage,
  nonce: string,
  compress: boolean,
): void {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("Vary", "Accept-Encoding");
  if (matchesEtag(req.headers["if-none-match"], page.etag)) {
    // A 304 carries no policy: the cached page keeps the nonce it came with.
    res.removeHeader("Content-Security-Policy");
    res.removeHeader("Content-Type");
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  const length = pageBodyLength(page, nonce);
  if (!compress || length < GZIP_MIN_BYTES || !/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
    res.setHeader("Content-Length", length);
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    writeParts(res, page, nonce);
    return;
  }
  const body = pageBody(page, nonce);
  zlib.gzip(body, (error, gzipped) => {
    if (error) {
      res.setHeader("Content-Length", body.length);
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", gzipped.length);
    res.end(req.method === "HEAD" ? undefined : gzipped);
  });
}

/** A cached page's fixed headers as `writeHead`'s flat list of names and values: for a 200, and for a 304. */
interface HeaderTemplate {
  ok: string[];
  notModified: string[];
}

/**
 * The fast path, in front of Express (server/main.ts): a GET or HEAD for a page rendered before is
 * answered from memory with the security headers, a new CSP nonce and the page's stored headers,
 * gzip when accepted, or a 304 when the client's ETag matches, while the shared content version it
 * was rendered at is known to be current. Returns false (Express then handles the request) whenever
 * it cannot answer, including when the content version needs re-reading from the database.
 *
 * Issue 23: an uncompressed answer and a 304 go out with one `writeHead` of a list made once per page
 * (the security headers, the page's own, `Vary`), with the request id, the policy and the length of
 * this response: no header is set, looked up or validated one by one.
 */
export function createCachedPageResponder(ctx: ServerContext) {
  const { pageCache: cache, publishedArticles } = ctx;
  const security = securityHeaderSet({ production: ctx.config.production });
  const templates = new WeakMap<CachedPage, HeaderTemplate>();
  const templateOf = (page: CachedPage): HeaderTemplate => {
    let template = templates.get(page);
    if (!template) {
      // As with setHeader one after the other: a header the page sets itself replaces the fixed one, `Vary` both.
      const names = new Set(page.headers.map(([name]) => name.toLowerCase()));
      const kept = security.fixed.filter(([name]) => !names.has(name.toLowerCase())).flat();
      const own = page.headers.filter(([name]) => name.toLowerCase() !== "vary");
      const ok = [...kept, ...own.flat(), "Vary", "Accept-Encoding"];
      const notModified = [...kept, ...own.filter(([name]) => name.toLowerCase() !== "content-type").flat(), "Vary", "Accept-Encoding"];
      template = { ok, notModified };
      templates.set(page, template);
    }
    return template;
  };
  return (req: IncomingMessage, res: ServerResponse, requestId: string): boolean => {
    if (!cache.enabled || (req.method !== "GET" && req.method !== "HEAD")) return false;
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    if (NOT_A_PAGE.test(query === -1 ? url : url.slice(0, query))) return false;
    const version = publishedArticles.peekVersion();
    if (version === undefined) return false;
    let key: string;
    try {
      key = pageCacheKey(url);
    } catch {
      return false;
    }
    const page = cache.find(key, version);
    if (!page) return false;
    if (matchesEtag(req.headers["if-none-match"], page.etag)) {
      // A 304 carries no policy: the cached page keeps the nonce it came with.
      res.writeHead(304, [REQUEST_ID_HEADER, requestId, ...templateOf(page).notModified]);
      res.end();
      return true;
    }
    const nonce = security.newNonce();
    const length = pageBodyLength(page, nonce);
    if (length >= GZIP_MIN_BYTES && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
      res.setHeader(REQUEST_ID_HEADER, requestId);
      res.setHeader("Content-Security-Policy", security.pageCsp(nonce));
      for (const [name, value] of security.fixed) res.setHeader(name, value);
      writeCachedPage(req, res, page, nonce, true);
      return true;
    }
    res.writeHead(200, [REQUEST_ID_HEADER, requestId, "Content-Security-Policy", security.pageCsp(nonce), ...templateOf(page).ok, "Content-Length", String(length)]);
    if (req.method === "HEAD") res.end();
    else writeParts(res, page, nonce);
    return true;
  };
}

/** The parts and the nonce in one gathered write: no copy of the page per response. */
function writeParts(res: ServerResponse, page: CachedPage, nonce: string): void {
  res.cork();
  const nonceBytes = Buffer.from(nonce);
  page.parts.forEach((part, i) => {
    if (i > 0) res.write(nonceBytes);
    res.write(part);
  });
  res.end();
  res.uncork();
}

/**
 * In front of React Router: reads the shared content version a render that follows is valid for (its
 * ETag, its cache entry), and answers from the cache as the fast path would, for the requests the
 * fast path passed on because the version had to be re-read first.
 */
export function servePagesFromCache(ctx: ServerContext): RequestHandler {
  const { pageCache: cache, publishedArticles } = ctx;
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let version: string;
    try {
      version = (await publishedArticles.snapshot()).version;
    } catch {
      return next(); // the database is unreachable: let the page's own error handling answer
    }
    const locals = res.locals as PageLocals;
    locals.contentVersion = version;
    const page = cache.enabled ? cache.find(pageCacheKey(req.originalUrl), version) : undefined;
    if (!page) return next();
    markRoute(req, "page (cached)");
    // Compression is the compression middleware's job here.
    writeCachedPage(req, res, page, locals.cspNonce, false);
  };
}

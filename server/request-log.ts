import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "#app/lib/logger.server.ts";

/**
 * One JSON line per request (docs/operations-production.md, "Logs"), written when the response ends:
 * request id, method, route, path, status and duration; the instance is on every line of the logger.
 * The request id also goes out as `X-Request-Id` and into 5xx answers, so a visitor's report can be
 * found. Made at the HTTP server (server/app.ts), so that pages answered from the page cache before
 * Express runs are logged and measured like every other request.
 */
export const REQUEST_ID_HEADER = "X-Request-Id";
/** An id from the proxy in front (nginx's $request_id) is kept when it looks like one. */
const FORWARDED_ID = /^[A-Za-z0-9._-]{8,64}$/;

export interface FinishedRequest {
  method: string;
  route: string;
  status: number;
  durationSeconds: number;
}

interface RequestRecord {
  id: string;
  startedAt: bigint;
  route?: string;
}

/** Where a request carries its record (a property of the request object, no process-wide map). */
const RECORD = Symbol("request-record");
type ObservedRequest = IncomingMessage & { [RECORD]?: RequestRecord };

/** Names the route a request was served by, where Express's own route does not say it (cached pages, assets). */
export function markRoute(req: IncomingMessage, route: string): void {
  const record = (req as ObservedRequest)[RECORD];
  if (record && !record.route) record.route = route;
}

/** The id of the request the response answers (set before anything else runs). */
export function requestIdOf(res: Pick<ServerResponse, "getHeader">): string | undefined {
  const id = res.getHeader(REQUEST_ID_HEADER);
  return typeof id === "string" ? id : undefined;
}

/** Express's matched route as a pattern (low cardinality for metrics), or what kind of answer it was. */
function routeOf(req: IncomingMessage, record: RequestRecord, status: number): string {
  if (record.route) return record.route;
  const express = req as IncomingMessage & { route?: { path?: unknown }; baseUrl?: string };
  const pattern = express.route?.path;
  if (typeof pattern === "string") return pattern === "/{*splat}" ? "page" : `${express.baseUrl ?? ""}${pattern}`.replace(/(.)\/$/, "$1");
  const pathname = (req.url ?? "/").split("?")[0] ?? "/";
  if (pathname === "/api" || pathname.startsWith("/api/")) return "/api (unmatched)";
  if (/\.[^/]*$/.test(pathname) && status < 400) return "static";
  return "other";
}

/** The path without its query, with secrets of a path (a preview link's token) left out. */
export function loggablePath(url: string | undefined): string {
  const pathname = (url ?? "/").split("?")[0] ?? "/";
  return pathname.slice(0, 300).replace(/^(\/pt)?\/preview\/(?!articles\/)[^/]+/, "$1/preview/:token");
}

export interface RequestObserver {
  /**
   * Call first for every request: gives it its id, and logs (and reports) it when the response ends.
   * Answers the id, which the caller sends as `X-Request-Id` (the page cache's fast path with its other
   * headers in one `writeHead`, issue 23; everything else through `res.setHeader` before Express runs).
   */
  (req: IncomingMessage, res: ServerResponse): string;
}

export function createRequestObserver(options: {
  logger: Logger;
  /** Whether an X-Request-Id from the client is kept (only behind a trusted proxy). */
  trustForwardedId: boolean;
  onFinish?: (request: FinishedRequest) => void;
}): RequestObserver {
  const { logger, trustForwardedId, onFinish } = options;
  return (req, res) => {
    const forwarded = trustForwardedId ? req.headers["x-request-id"] : undefined;
    const id = typeof forwarded === "string" && FORWARDED_ID.test(forwarded) ? forwarded : crypto.randomUUID();
    const record: RequestRecord = { id, startedAt: process.hrtime.bigint() };
    (req as ObservedRequest)[RECORD] = record;
    if (logger.isLevelEnabled("debug")) logger.debug({ reqId: id, method: req.method, path: loggablePath(req.url) }, "request started");
    const done = (aborted: boolean) => {
      const durationSeconds = Number(process.hrtime.bigint() - record.startedAt) / 1e9;
      const status = aborted && !res.headersSent ? 499 : res.statusCode;
      const route = routeOf(req, record, status);
      onFinish?.({ method: req.method ?? "GET", route, status, durationSeconds });
      const line = {
        reqId: id,
        method: req.method,
        route,
        // Express rewrites req.url inside mounted routers; originalUrl is what the client asked for.
        path: loggablePath((req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url),
        status,
        durationMs: Math.round(durationSeconds * 10_000) / 10,
        ...(aborted ? { aborted: true } : {}),
      };
      if (status >= 500) logger.error(line, "request failed");
      else logger.info(line, "request");
    };
    // A response emits "close" once, after "finish" when it was sent whole: one listener for both.
    res.once("close", () => done(!res.writableFinished));
    return id;
  };
}

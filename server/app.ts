import http from "node:http";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { pingDatabase } from "#app/db/db.server.ts";
import type { ServerLoadContext } from "#app/load-context.ts";
import { countCrawlerRequest } from "./api/analytics.ts";
import { clientIp } from "./api/client-ip.ts";
import { createApiRouter } from "./api/router.ts";
import type { ServerContext } from "./context.ts";
import { pageMethods, refuseUnknownMethods } from "./method-guard.ts";
import { createCachedPageResponder, type PageLocals, servePagesFromCache } from "./page-cache.ts";
import { securityHeaders } from "./security-headers.ts";
import { hasMetricsToken, writeMetrics } from "./metrics.ts";
import { createRequestObserver, markRoute, REQUEST_ID_HEADER, requestIdOf } from "./request-log.ts";
import { createShareCardsRoute } from "./share-cards-route.ts";
import { createOneSheetRoute } from "./one-sheet-route.ts";
import { createWellKnownRoute } from "./well-known-route.ts";
import { createUploadsRoute } from "./uploads-route.ts";
import { NO_STORE_CACHE_CONTROL } from "#app/lib/http-cache.ts";

export interface AppOptions {
  /** The React Router server build; omitted in API-only tests. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Serves the client build (production) or Vite's middleware (development). */
  assets?: RequestHandler[];
  trustProxy?: string;
  /** METRICS_TOKEN: /metrics on this app for `Authorization: Bearer <token>`; otherwise /metrics is an ordinary 404. */
  metricsToken?: string;
}

const plainPage = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
  `<body><h1>${title}</h1><p>${text}</p><p><a href="/">Go to the home page</a></p></body></html>`;
const BAD_ADDRESS_PAGE = plainPage("This address is not valid", "The link you followed is malformed. Check it, or start again from the home page.");
/** The 5xx page names the request, so that a visitor's report can be found in the log. */
const errorPage = (requestId: string | undefined) =>
  plainPage("Something went wrong", `An error occurred. Please try again.${requestId ? ` If it happens again, quote this reference: <code>${requestId}</code>` : ""}`);

/** One Express app: headers, compression, /healthz, /api, uploaded images, share cards, assets, then pages. */
export function createApp(ctx: ServerContext, options: AppOptions = {}): Express {
  const app = express();
  app.disable("x-powered-by");
  // ETags are set where the content version is known, never by hashing each body.
  app.set("etag", false);
  // A number is a hop count (`TRUST_PROXY=1`: the nearest proxy), anything else addresses or names.
  const trustProxy = options.trustProxy;
  app.set("trust proxy", trustProxy === undefined ? false : /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy);
  app.set("query parser", "simple");

  app.use(securityHeaders({ production: ctx.config.production }));
  app.use(refuseUnknownMethods);
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    const ok = await pingDatabase(ctx.db);
    res.set("Cache-Control", NO_STORE_CACHE_CONTROL);
    res.status(ok ? 200 : 503).json({ status: ok ? "ok" : "unavailable" });
  });

  const { metrics } = ctx;
  const metricsToken = options.metricsToken;
  if (metrics && metricsToken) {
    // A wrong or missing token gets the same 404 as a site without metrics here.
    app.get("/metrics", async (req, res, next) => {
      if (!hasMetricsToken(req.get("authorization"), metricsToken)) return next();
      await writeMetrics(metrics, res);
    });
  }

  app.use("/api", createApiRouter(ctx));
  app.use("/uploads", createUploadsRoute(ctx));
  app.use(createShareCardsRoute(ctx));
  app.use(createOneSheetRoute(ctx));
  app.use(createWellKnownRoute(ctx));
  for (const handler of options.assets ?? []) app.use(handler);

  if (options.build) {
    app.use(servePagesFromCache(ctx));
    app.all(
      "/{*splat}",
      pageMethods(options.build),
      // Pages set their own policy, and none on a 304 (the cached page keeps the nonce it came with).
      (_req, res, next) => {
        res.removeHeader("Content-Security-Policy");
        next();
      },
      createRequestHandler({
        build: options.build,
        mode: ctx.config.production ? "production" : "development",
        getLoadContext: (req, res) => {
          const locals = res.locals as PageLocals;
          return {
            db: ctx.db,
            siteUrl: ctx.config.siteUrl,
            publishedArticles: ctx.publishedArticles,
            cspNonce: locals.cspNonce,
            contentSecurityPolicy: locals.pageCsp,
            clientIp: clientIp(req),
            notifier: ctx.notifier,
            siteContent: ctx.siteContent,
            contentVersion: locals.contentVersion,
            pageCache: ctx.pageCache.enabled ? ctx.pageCache : undefined,
            requestId: requestIdOf(res),
            analytics: ctx.analytics !== undefined,
            privacy: ctx.privacy,
          } satisfies ServerLoadContext;
        },
      }),
    );
  }

  // Last resort for anything outside /api: a short page, never a stack trace. Client errors Express
  // reports itself (an address that is not valid percent-encoding: 400) keep their status.
  app.use(((error, req, res, _next) => {
    const status = (error as { status?: unknown }).status;
    const clientError = typeof status === "number" && status >= 400 && status < 500;
    const reqId = requestIdOf(res);
    if (!clientError) ctx.logger.error({ err: error, reqId, method: req.method }, "request handler failed");
    if (res.headersSent) return req.socket.destroy();
    res
      .status(clientError ? status : 500)
      .type("html")
      .set("Cache-Control", NO_STORE_CACHE_CONTROL)
      .send(clientError ? BAD_ADDRESS_PAGE : errorPage(reqId));
  }) satisfies express.ErrorRequestHandler);
  return app;
}

/**
 * The HTTP server: every request gets its id and its log line (server/request-log.ts); cached pages
 * are answered before Express runs at all (server/page-cache.ts), the rest by `app`.
 */
export function createHttpServer(ctx: ServerContext, app: Express, options: { trustProxy?: string } = {}): http.Server {
  const answerFromCache = createCachedPageResponder(ctx);
  const observe = createRequestObserver({
    logger: ctx.logger,
    trustForwardedId: options.trustProxy !== undefined,
    onFinish: ctx.metrics ? (request) => ctx.metrics?.observeRequest(request) : undefined,
  });
  return http.createServer((req, res) => {
    const id = observe(req, res);
    countCrawlerRequest(ctx, req, res);
    if (answerFromCache(req, res, id)) markRoute(req, "page (cached)");
    else {
      res.setHeader(REQUEST_ID_HEADER, id);
      app(req, res);
    }
  });
}

import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { pingDatabase } from "#app/db/db.server.ts";
import type { ServerLoadContext } from "#app/lib/load-context.ts";
import { createApiRouter } from "./api/router.ts";
import type { ServerContext } from "./context.ts";
import { type SecurityLocals, securityHeaders } from "./security-headers.ts";
import { createUploadsRoute } from "./uploads-route.ts";

export interface AppOptions {
  /** The React Router server build; omitted in API-only tests. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Serves the client build (production) or Vite's middleware (development). */
  assets?: RequestHandler[];
  trustProxy?: string;
}

/** One Express app: headers, compression, /healthz, /api, uploaded images, assets, then pages. */
export function createApp(ctx: ServerContext, options: AppOptions = {}): Express {
  const app = express();
  app.disable("x-powered-by");
  // ETags are set where the content version is known, never by hashing each body.
  app.set("etag", false);
  app.set("trust proxy", options.trustProxy ?? false);
  app.set("query parser", "simple");

  app.use(securityHeaders({ production: ctx.config.production }));
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    const ok = await pingDatabase(ctx.db);
    res.set("Cache-Control", "no-store");
    res.status(ok ? 200 : 503).json({ status: ok ? "ok" : "unavailable" });
  });

  app.use("/api", createApiRouter(ctx));
  app.use("/uploads", createUploadsRoute(ctx));
  for (const handler of options.assets ?? []) app.use(handler);

  if (options.build) {
    app.all(
      "/{*splat}",
      // Pages set their own policy, and none on a 304 (the cached page keeps the nonce it came with).
      (_req, res, next) => {
        res.removeHeader("Content-Security-Policy");
        next();
      },
      createRequestHandler({
        build: options.build,
        mode: ctx.config.production ? "production" : "development",
        getLoadContext: (_req, res) =>
          ({
            db: ctx.db,
            cspNonce: (res.locals as SecurityLocals).cspNonce,
            contentSecurityPolicy: (res.locals as SecurityLocals).pageCsp,
            siteUrl: ctx.config.siteUrl,
          }) satisfies ServerLoadContext,
      }),
    );
  }

  // Last resort for anything outside /api: never a stack trace.
  app.use(((error, req, res, _next) => {
    console.error(`[server] ${req.method} ${req.originalUrl} failed:`, error);
    if (res.headersSent) return req.socket.destroy();
    res.status(500).type("text/plain").send("An error occurred. Please try again.");
  }) satisfies express.ErrorRequestHandler);
  return app;
}

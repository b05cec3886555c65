import path from "node:path";
import express, { type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { readServerConfig } from "#app/lib/env.server.ts";
import { IMMUTABLE_CACHE_CONTROL } from "#app/lib/http-cache.ts";
import { PublicationScheduler } from "#app/modules/articles/publication-scheduler.server.ts";
import { createNotifications, describeNotificationSetup } from "#app/modules/notifications/notifier.server.ts";
import { startTalkDayRollover } from "#app/modules/talks/talks.service.server.ts";
import { createApp, createHttpServer } from "./app.ts";
import { answerClientErrors } from "./client-errors.ts";
import { createServerContext } from "./context.ts";

const SHUTDOWN_TIMEOUT_MS = 8_000;
const BUILD_DIR = path.resolve(import.meta.dirname, "../build");

async function loadPages(production: boolean): Promise<{ build: ServerBuild | (() => Promise<ServerBuild>); assets: RequestHandler[] }> {
  if (production) {
    const build = (await import(path.join(BUILD_DIR, "server/index.js"))) as ServerBuild;
    const files = express.static(path.join(BUILD_DIR, "client"), {
      index: false,
      maxAge: "1h",
      setHeaders: (res, file) => {
        // Hashed build output never changes under the same name.
        if (file.includes(`${path.sep}_assets${path.sep}`)) res.set("Cache-Control", IMMUTABLE_CACHE_CONTROL);
      },
    });
    // Every built or public file has an extension and no page path has one (slugs are [a-z0-9-]):
    // pages skip the file-system look-up that would only miss.
    const staticFiles: RequestHandler = (req, res, next) => (/\.[^/]*$/.test(req.path) ? files(req, res, next) : next());
    return { build, assets: [staticFiles] };
  }
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  return {
    build: () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    assets: [devServer.middlewares],
  };
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = readServerConfig();
  const database = openDatabase(config.database);
  await migrateToLatest(database.db);

  const { build, assets } = await loadPages(config.production);
  // The composition root (ADR 013): every long-lived object is made here, once, and handed down.
  // Outgoing e-mail and webhooks (ADR 016): one outbox worker per process, stopped before the database closes.
  const notifications = createNotifications(database.db, config.notifications, config.siteUrl);
  notifications.start();
  console.log(describeNotificationSetup(config.notifications));
  const ctx = createServerContext(database.db, config, { pageCacheEntries: config.pageCacheEntries, notifier: notifications.notifier });
  // Past talks leave the "upcoming" lists of cached pages at midnight (UTC).
  const talkDays = startTalkDayRollover(database.db, ctx.contentVersion);
  // Scheduled article versions go live here (ADR 020): one scheduler per process, each version published once.
  const scheduler = new PublicationScheduler(database.db, ctx.contentVersion, { pollIntervalMs: config.schedulerPollMs });
  scheduler.start();
  const server = createHttpServer(ctx, createApp(ctx, { build, assets, trustProxy: config.trustProxy }));
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    console.log(
      `Site running at http://localhost:${port} (${config.production ? "production" : "development"}, ` +
        `${database.engine}: ${database.description}) ready in ${Math.round(performance.now() - startedAt)} ms`,
    );
  });
  answerClientErrors(server);
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing requests in flight, refusing new ones`);
    const force = setTimeout(() => {
      console.error("Shutdown timed out; closing remaining connections");
      server.closeAllConnections();
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.close(() => {
      talkDays.stop();
      void Promise.all([notifications.stop(), scheduler.stop()])
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error("The server could not start:", error instanceof Error ? error.message : error);
  if (error instanceof Error && error.cause) console.error(error.cause);
  process.exit(1);
});

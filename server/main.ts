import http from "node:http";
import path from "node:path";
import express, { type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { readServerConfig } from "#app/lib/env.server.ts";
import { PageCache } from "#app/lib/page-cache.server.ts";
import { getPublishedSnapshot } from "#app/modules/articles/published-articles.service.server.ts";
import { readContentVersion } from "#app/modules/settings/content-version.service.server.ts";
import { PublicationScheduler } from "#app/modules/articles/publication-scheduler.server.ts";
import { createNotifications, describeNotificationSetup } from "#app/modules/notifications/notifier.server.ts";
import { SiteContentStore } from "#app/modules/site-content/site-content-store.server.ts";
import { startTalkDayRollover } from "#app/modules/talks/talks.service.server.ts";
import { createApp } from "./app.ts";
import { answerClientErrors } from "./client-errors.ts";
import { createCachedPageResponder } from "./page-cache.ts";

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
        if (file.includes(`${path.sep}_assets${path.sep}`)) res.set("Cache-Control", "public, max-age=31536000, immutable");
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
  // Outgoing e-mail and webhooks (ADR 016): one outbox worker per process, stopped before the database closes.
  const notifications = createNotifications(database.db, config.notifications, config.siteUrl);
  notifications.start();
  console.log(describeNotificationSetup(config.notifications));
  // Site content follows the content version the published-articles snapshot tracks (ADR 023).
  // When the articles cannot be read, the content version still can: the site's own texts stay up.
  const siteContent = new SiteContentStore(database.db, async () => {
    try {
      return (await getPublishedSnapshot(database.db)).version;
    } catch {
      return readContentVersion(database.db);
    }
  });
  // Past talks leave the "upcoming" lists of cached pages at midnight (UTC).
  const talkDays = startTalkDayRollover(database.db);
  // Scheduled article versions go live here (ADR 020): one scheduler per process, each version published once.
  const scheduler = new PublicationScheduler(database.db, { pollIntervalMs: config.schedulerPollMs });
  scheduler.start();
  const ctx = { db: database.db, config, notifier: notifications.notifier, siteContent };
  const pageCache = new PageCache(config.pageCacheEntries);
  const app = createApp(ctx, { build, assets, trustProxy: config.trustProxy, pageCache });
  // Cached pages are answered before Express runs at all (server/page-cache.ts); the rest goes to Express.
  const answerFromCache = createCachedPageResponder(ctx, pageCache);
  const server = http.createServer((req, res) => {
    if (!answerFromCache(req, res)) app(req, res);
  });
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

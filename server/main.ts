import type { Server } from "node:http";
import path from "node:path";
import { format } from "node:util";
import express, { type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { type DatabaseHandle, openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { readServerConfig, type ServerConfig } from "#app/lib/env.server.ts";
import { IMMUTABLE_CACHE_CONTROL } from "#app/lib/http-cache.ts";
import { createLogger, createReadableLogger, instanceName, type Logger } from "#app/lib/logger.server.ts";
import { readSchedulerLagSeconds } from "#app/modules/articles/articles.service.server.ts";
import { parseBackupSchedule } from "#app/modules/backup/backup-schedule.ts";
import { BackupScheduler, readBackupStatus } from "#app/modules/backup/backup-scheduler.server.ts";
import { parseS3Url } from "#app/modules/backup/backup-upload.server.ts";
import { Analytics } from "#app/modules/analytics/analytics.service.server.ts";
import { PublicationScheduler } from "#app/modules/articles/publication-scheduler.server.ts";
import { NewsletterWorker } from "#app/modules/newsletter/newsletter-worker.server.ts";
import { privacyEnvironmentReader } from "#app/modules/privacy/privacy-environment.server.ts";
import { RetentionScheduler } from "#app/modules/privacy/retention.service.server.ts";
import { pathsOfRouteManifest, reservedSlugsOf } from "#app/modules/pages/reserved-slugs.ts";
import { PageScheduleWatcher } from "#app/modules/pages/pages.service.server.ts";
import { createNotifications, describeNotificationSetup } from "#app/modules/notifications/notifier.server.ts";
import { readOutboxBacklog } from "#app/modules/notifications/outbox.service.server.ts";
import { startTalkDayRollover } from "#app/modules/talks/talks.service.server.ts";
import { createApp, createHttpServer } from "./app.ts";
import { answerClientErrors } from "./client-errors.ts";
import { createServerContext } from "./context.ts";
import { createMetricsServer, SiteMetrics } from "./metrics.ts";
import { siteUrlMismatch } from "./site-url-check.ts";

/** In-flight requests get this long after SIGTERM; then their connections are closed (the unit's TimeoutStopSec is longer). */
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

/** Production: JSON lines; development: readable lines (pino-pretty). */
async function startLogger(config: ServerConfig): Promise<Logger> {
  const options = { level: config.logLevel, instance: instanceName(config.port) };
  return config.production ? createLogger(options) : createReadableLogger(options);
}

/**
 * What libraries and shared components still write with console.* (React's render errors, a driver's
 * warning) goes through the logger too: one format, scrubbed, on standard output.
 */
function routeConsoleTo(logger: Logger): void {
  const forward = (level: "info" | "warn" | "error") => (...args: unknown[]) => {
    const err = args.find((arg) => arg instanceof Error);
    const text = format(...args.map((arg) => (arg === err ? (err as Error).message : arg)));
    if (err) logger[level]({ err }, text);
    else logger[level](text);
  };
  console.log = forward("info");
  console.info = forward("info");
  console.warn = forward("warn");
  console.error = forward("error");
}

function createBackupScheduler(db: DatabaseHandle["db"], backups: NonNullable<ServerConfig["backups"]>, holder: string, logger: Logger): BackupScheduler {
  const schedule = parseBackupSchedule(backups.schedule);
  const s3 = backups.s3Url ? parseS3Url(backups.s3Url) : undefined;
  if (!schedule) throw new Error(`Invalid environment:\n  BACKUP_SCHEDULE: ${backups.schedule} is not daily@HH:MM`);
  if (backups.s3Url && !s3) throw new Error("Invalid environment:\n  BACKUP_S3_URL: must look like s3://bucket/prefix?region=...&endpoint=https://...");
  return new BackupScheduler(db, {
    schedule,
    dir: backups.dir,
    s3,
    holder,
    pollIntervalMs: backups.pollIntervalMs,
    passphrase: backups.passphrase,
    log: { info: (text) => logger.info(text), error: (text) => logger.error(text) },
  });
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = readServerConfig();
  const logger = await startLogger(config);
  routeConsoleTo(logger);
  process.on("uncaughtException", (error) => {
    logger.fatal({ err: error }, "uncaught exception: the process stops");
    process.exit(1);
  });
  process.on("unhandledRejection", (reason) => {
    logger.fatal({ err: reason }, "unhandled promise rejection: the process stops");
    process.exit(1);
  });
  const database = openDatabase(config.database, { log: (text) => logger.warn(text) });
  await migrateToLatest(database.db);

  const { build, assets } = await loadPages(config.production);
  // The composition root (ADR 013): every long-lived object is made here, once, and handed down.
  // Outgoing e-mail and webhooks (ADR 016): one outbox worker per process, stopped before the database closes.
  const notifications = createNotifications(database.db, config.notifications, config.siteUrl, { log: (text) => logger.warn(text) });
  await notifications.start();
  logger.info(describeNotificationSetup(config.notifications));
  const metricsOn = config.metrics.port !== undefined || config.metrics.token !== undefined;
  const metrics = metricsOn ? new SiteMetrics(instanceName(config.port)) : undefined;
  const analytics = config.analytics
    ? new Analytics(database.db, { retentionDays: config.analytics.retentionDays, siteUrl: config.siteUrl, onError: (text) => logger.error(text) })
    : undefined;
  analytics?.start();
  // The newsletter (issue 25): marked article versions go to the outbox when they go live.
  const newsletter = config.newsletter.enabled
    ? new NewsletterWorker(database.db, notifications.notifier, { ...config.newsletter, log: (text) => logger.info(text) })
    : undefined;
  newsletter?.start();
  const ctx = createServerContext(database.db, config, {
    analytics,
    pageCacheEntries: config.pageCacheEntries,
    notifier: notifications.notifier,
    newsletter: { enabled: config.newsletter.enabled, wake: () => newsletter?.wake() },
    logger,
    metrics,
    privacy: privacyEnvironmentReader(config, async () => (await notifications.notifier.mail?.readActiveHost()) ?? null),
    // Every route's first segment, from the build's route manifest: a page never hides a route (issue 27).
    reservedSlugs: reservedSlugsOf(pathsOfRouteManifest((typeof build === "function" ? await build() : build).routes)),
  });
  metrics?.addSources({
    outboxBacklog: () => readOutboxBacklog(database.db),
    schedulerLagSeconds: () => readSchedulerLagSeconds(database.db),
    pageCacheStats: () => ctx.pageCache.stats,
    poolStats: database.poolStats,
    backupStatus: config.backups ? () => readBackupStatus(database.db) : undefined,
  });
  // Past talks leave the "upcoming" lists of cached pages at midnight (UTC).
  const talkDays = startTalkDayRollover(database.db, ctx.contentVersion, (text) => logger.error(text));
  // Scheduled article versions go live here (ADR 020): one scheduler per process, each version published once.
  const scheduler = new PublicationScheduler(database.db, ctx.contentVersion, { pollIntervalMs: config.schedulerPollMs, log: (text) => logger.info(text) });
  scheduler.start();
  // Scheduled, rotated, verified backups: every instance runs one; a lease in the database lets one take each.
  const backups = config.backups ? createBackupScheduler(database.db, config.backups, instanceName(config.port), logger) : undefined;
  backups?.start();
  // Old messages and delivered notification bodies are erased once a day, by one instance (issue 27).
  const retention = new RetentionScheduler(database.db, { log: (text) => logger.info(text) });
  retention.start();
  // Scheduled pages go live at their time on every instance's cached pages (issue 27).
  const pageSchedules = new PageScheduleWatcher(database.db, ctx.contentVersion, { pollIntervalMs: config.schedulerPollMs, log: (text) => logger.info(text) });
  pageSchedules.start();
  const server = createHttpServer(ctx, createApp(ctx, { build, assets, trustProxy: config.trustProxy, metricsToken: config.metrics.token }), {
    trustProxy: config.trustProxy,
  });
  answerClientErrors(server);
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;
  const port = await listen(server, config.port, config.host);
  logger.info(
    { port, engine: database.engine },
    `Site running at http://localhost:${port} (${config.production ? "production" : "development"}, ` +
      `${database.engine}: ${database.description}) ready in ${Math.round(performance.now() - startedAt)} ms`,
  );
  const siteUrlWarning = siteUrlMismatch(config.siteUrl, port);
  if (siteUrlWarning) logger.warn({ siteUrl: config.siteUrl, port }, siteUrlWarning);
  const metricsServer = metrics && config.metrics.port !== undefined ? createMetricsServer(metrics) : undefined;
  if (metricsServer && config.metrics.port !== undefined) {
    const metricsPort = await listen(metricsServer, config.metrics.port, config.metrics.host);
    logger.info({ metricsPort }, `Metrics at http://${config.metrics.host}:${metricsPort}/metrics`);
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, `${signal} received: finishing requests in flight, refusing new ones`);
    const force = setTimeout(() => {
      logger.warn("Shutdown timed out; closing remaining connections");
      server.closeAllConnections();
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    // No new connections from here on; idle keep-alive connections close now, busy ones after their answer.
    server.close(() => {
      talkDays.stop();
      metricsServer?.close();
      // The outbox worker waits for its sends, then gives back the leases it still holds.
      void Promise.all([notifications.stop(), scheduler.stop(), retention.stop(), pageSchedules.stop(), backups?.stop(), analytics?.stop(), newsletter?.stop()])
        .then(() => database.close())
        .then(() => logger.info("Stopped: every request answered, leases released, database closed"))
        .catch((error: unknown) => logger.error({ err: error }, "Shutdown did not finish cleanly"))
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  // Before the logger exists (a bad environment) this is plain text; after, console.error goes through it.
  console.error("The server could not start:", error instanceof Error ? error.message : error);
  if (error instanceof Error && error.cause) console.error(error.cause);
  process.exit(1);
});

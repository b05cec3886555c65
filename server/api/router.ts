import express, { Router } from "express";
import { REQUEST_BODY_LIMIT_BYTES } from "#app/lib/request-body.ts";
import type { ServerContext } from "#server/context.ts";
import { createAnalyticsBeaconRouter, createAnalyticsRouter } from "./analytics.ts";
import { createArticlesRouter } from "./articles.ts";
import { createAuditRouter } from "./audit.ts";
import { createFirstRunRouter } from "./first-run.ts";
import { createAuthRouter, createInitRouter } from "./auth.ts";
import { createBackupRouter } from "./backup.ts";
import { createCategoriesRouter } from "./categories.ts";
import { apiNotFound, createApiErrorHandler } from "./error-handler.ts";
import { createNewsletterRouter } from "./newsletter.ts";
import { createMessagesRouter, createNotificationSettingsRouter } from "./messages.ts";
import { jsonBodiesOnly, sameOriginWrites } from "./request-guards.ts";
import { createSampleArticlesRouter } from "./sample-articles.ts";
import { errorLanguageOf, sessionMiddleware } from "./session.ts";
import { createPressKitRouter } from "./press-kit.ts";
import { createPersonalDataRouter, createPrivacySettingsRouter } from "./privacy.ts";
import { createPagesRouter } from "./pages.ts";
import { createShareKitRouter } from "./share-kit.ts";
import { createSiteContentRouter } from "./site-content.ts";
import { createTalksRouter } from "./talks.ts";
import { createTestimonialsRouter } from "./testimonials.ts";
import { createUploadsRouter } from "./uploads.ts";
import { NO_STORE_CACHE_CONTROL } from "#app/lib/http-cache.ts";

/** 1 MB, the same for the pages' form actions (app/lib/request-body.ts). */
export const JSON_BODY_LIMIT = REQUEST_BODY_LIMIT_BYTES;

/** The JSON API of spec §7 and its additions (docs/api.md). */
export function createApiRouter(ctx: ServerContext): Router {
  const api = Router();
  api.use((_req, res, next) => {
    res.set("Cache-Control", NO_STORE_CACHE_CONTROL);
    res.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
    next();
  });
  // The session first: the origin rule depends on how a write is authenticated (cookie or bearer).
  api.use(sessionMiddleware(ctx));
  api.use(sameOriginWrites(ctx));
  // The analytics beacon: sendBeacon posts text/plain, read by its own small parser.
  api.use("/analytics/event", createAnalyticsBeaconRouter(ctx));
  api.use(jsonBodiesOnly);
  api.use(express.json({ limit: JSON_BODY_LIMIT }));

  api.use("/init", createInitRouter(ctx));
  api.use("/auth", createAuthRouter(ctx));
  api.use("/articles", createShareKitRouter(ctx));
  api.use("/articles", createArticlesRouter(ctx));
  api.use("/categories", createCategoriesRouter(ctx));
  api.use("/uploads", createUploadsRouter(ctx));
  api.use("/sample-articles", createSampleArticlesRouter(ctx));
  api.use("/messages", createMessagesRouter(ctx));
  api.use("/notifications", createNotificationSettingsRouter(ctx));
  api.use("/audit", createAuditRouter(ctx));
  api.use("/backup", createBackupRouter(ctx));
  api.use("/site-content", createSiteContentRouter(ctx));
  api.use("/talks", createTalksRouter(ctx));
  api.use("/testimonials", createTestimonialsRouter(ctx));
  api.use("/analytics", createAnalyticsRouter(ctx));
  api.use("/newsletter", createNewsletterRouter(ctx));
  api.use("/first-run", createFirstRunRouter(ctx));
  api.use(createPressKitRouter(ctx));
  api.use("/privacy", createPrivacySettingsRouter(ctx));
  api.use("/personal-data", createPersonalDataRouter(ctx));
  api.use("/pages", createPagesRouter(ctx));

  api.use(apiNotFound);
  api.use(createApiErrorHandler(ctx.logger, errorLanguageOf(ctx)));
  return api;
}

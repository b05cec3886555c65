import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import type { ServerConfig } from "#app/lib/env.server.ts";
import { createFallbackLogger, type Logger } from "#app/lib/logger.server.ts";
import { PageCache } from "#app/lib/page-cache.server.ts";
import type { Analytics } from "#app/modules/analytics/analytics.service.server.ts";
import { PublishedArticles } from "#app/modules/articles/published-articles.service.server.ts";
import type { Notifier } from "#app/modules/notifications/notifier.server.ts";
import type { PrivacyEnvironmentReader } from "#app/modules/privacy/privacy-facts.ts";
import { reservedSlugsOf } from "#app/modules/pages/reserved-slugs.ts";
import { ContentVersionTracker, readContentVersion } from "#app/modules/settings/content-version.service.server.ts";
import { ShareCardRenderQueue } from "#app/modules/share-cards/share-card-render-queue.server.ts";
import { ShareCards } from "#app/modules/share-cards/share-cards.service.server.ts";
import { SiteContentStore } from "#app/modules/site-content/site-content-store.server.ts";
import type { SiteMetrics } from "./metrics.ts";

/**
 * What every router and handler receives: the long-lived objects made once at start-up
 * (server/main.ts) and handed to the API routers and, through the load context, to React Router
 * (ADR 013).
 */
export interface ServerContext {
  db: Kysely<Database>;
  config: Pick<ServerConfig, "production" | "siteUrl" | "cookieSecure" | "setupToken" | "auditRetentionDays"> & Partial<Pick<ServerConfig, "backups">>;
  /** Outgoing notifications; absent: none are written. */
  notifier?: Notifier;
  /** This process's side of the shared content version; every content write commits through it. */
  contentVersion: ContentVersionTracker;
  /** The published articles in memory, refreshed when the content version changes. */
  publishedArticles: PublishedArticles;
  /** The site content pages show, cached per content version (ADR 023). */
  siteContent: SiteContentStore;
  /** Rendered cacheable pages (0 entries: off). */
  pageCache: PageCache;
  /** The link-preview cards, drawn once per version of what they show, one at a time (ADR 025). */
  shareCards: ShareCards;
  /** Origins the share kit reads even on a private or loopback address (tests only; production has none). */
  shareKitTrustedOrigins?: readonly string[];
  /** The process's logger: JSON lines, one per request and one per failure (docs/operations-production.md). */
  logger: Logger;
  /** Prometheus metrics; absent: none are kept (tests that do not look at them). */
  metrics?: SiteMetrics;
  /** Privacy-first analytics (issue 24); absent: off (ANALYTICS=off), nothing is counted. */
  analytics?: Analytics;
  /** The newsletter (issue 25): off with NEWSLETTER=off; `wake` looks for a marked version gone live. */
  newsletter?: { enabled: boolean; wake: () => void };
  /** What the privacy notice states about the configuration (issue 27), read when the notice is made. */
  privacy: PrivacyEnvironmentReader;
  /** Slugs a page may not take: every route's first segment (issue 27, app/modules/pages/reserved-slugs.ts). */
  reservedSlugs: ReadonlySet<string>;
}

export interface ServerContextOptions {
  /** How many rendered pages the page cache keeps (0: off). */
  pageCacheEntries: number;
  notifier?: Notifier;
  /** See ServerContext.shareKitTrustedOrigins. */
  shareKitTrustedOrigins?: readonly string[];
  /** Default: warnings and errors through console.error (in-process tests). */
  logger?: Logger;
  metrics?: SiteMetrics;
  analytics?: Analytics;
  newsletter?: ServerContext["newsletter"];
  /** Default: e-mail, webhook, analytics and newsletter all off. */
  privacy?: PrivacyEnvironmentReader;
  /** Default: the server's own path segments only (server/main.ts adds every route's). */
  reservedSlugs?: ReadonlySet<string>;
}

/** The long-lived objects over one database: called once, by server/main.ts (and by tests for their own server). */
export function createServerContext(db: Kysely<Database>, config: ServerContext["config"], options: ServerContextOptions): ServerContext {
  const contentVersion = new ContentVersionTracker();
  const publishedArticles = new PublishedArticles(db, contentVersion);
  // Site content follows the content version the published-articles snapshot tracks (ADR 023).
  // When the articles cannot be read, the content version still can: the site's own texts stay up.
  const siteContent = new SiteContentStore(db, async () => {
    try {
      return (await publishedArticles.snapshot()).version;
    } catch {
      return readContentVersion(db);
    }
  });
  return {
    db,
    config,
    notifier: options.notifier,
    contentVersion,
    publishedArticles,
    siteContent,
    pageCache: new PageCache(options.pageCacheEntries),
    shareCards: new ShareCards(db, publishedArticles, siteContent, path.resolve("public"), { queue: new ShareCardRenderQueue() }),
    shareKitTrustedOrigins: options.shareKitTrustedOrigins,
    logger: options.logger ?? createFallbackLogger(),
    metrics: options.metrics,
    analytics: options.analytics,
    newsletter: options.newsletter,
    privacy: options.privacy ?? (async () => ({ smtpHost: null, webhookHost: null, analytics: null, newsletter: false })),
    reservedSlugs: options.reservedSlugs ?? reservedSlugsOf([]),
  };
}

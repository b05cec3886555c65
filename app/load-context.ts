import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import type { PublishedArticles } from "#app/modules/articles/published-articles.service.server.ts";
import type { Notifier } from "#app/modules/notifications/notifier.server.ts";
import type { SiteContentStore } from "#app/modules/site-content/site-content-store.server.ts";
import type { PageCache } from "#app/lib/page-cache.server.ts";
import type { PrivacyEnvironmentReader } from "#app/modules/privacy/privacy-facts.ts";

/**
 * What the Express server hands to every loader, action and to the entry (server/app.ts): the
 * long-lived objects made once in server/main.ts, and this request's nonce and content version.
 */
export interface ServerLoadContext {
  db: Kysely<Database>;
  siteUrl: string;
  /** The published articles in memory (one per process). */
  publishedArticles: PublishedArticles;
  /** Per-response nonce of the Content-Security-Policy, for the scripts React Router emits. */
  cspNonce: string;
  /** The page's Content-Security-Policy header value (carrying cspNonce). */
  contentSecurityPolicy: string;
  /** The client's address (behind `TRUST_PROXY`, the forwarded one), for rate limits. */
  clientIp: string;
  /** Outgoing notifications of the forms' messages (server/main.ts); absent: none are written. */
  notifier?: Notifier;
  /** The site content in both languages, current with the shared content version (ADR 023). */
  siteContent: SiteContentStore;
  /**
   * The shared content version read before this render began: a cacheable page's ETag and the
   * version its cache entry is valid for. Undefined when the database could not be asked.
   */
  contentVersion?: string;
  /** This request's id (`X-Request-Id`, its log line), shown on a 5xx page. */
  requestId?: string;
  /** Whether page views are counted (ANALYTICS is not off): the pages then name the analytics island. */
  analytics?: boolean;
  /** Where cacheable pages are kept (server/page-cache.ts); absent when the cache is off. */
  pageCache?: PageCache;
  /** What the privacy notice states about the configuration (issue 27), read when the notice is made. */
  privacy: PrivacyEnvironmentReader;
}

declare module "react-router" {
  interface AppLoadContext extends ServerLoadContext {}
}

import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import type { Notifier } from "#app/modules/notifications/notifier.server.ts";
import type { SiteContentStore } from "#app/modules/site-content/site-content-store.server.ts";
import type { PageCache } from "./page-cache.server.ts";

/** What the Express server hands to every loader and action (server/app.ts). */
export interface ServerLoadContext {
  db: Kysely<Database>;
  /** Per-response nonce of the Content-Security-Policy, for the scripts React Router emits. */
  cspNonce: string;
  /** The page's Content-Security-Policy header value (carrying cspNonce). */
  contentSecurityPolicy: string;
  siteUrl: string;
  /** The client's address (behind `TRUST_PROXY`, the forwarded one), for rate limits. */
  clientIp: string;
  /** Outgoing notifications of the forms' messages (server/main.ts); absent: none are written. */
  notifier?: Notifier;
  /** The site content in both languages, current with the shared content version (ADR 023). */
  siteContent: SiteContentStore;
  /**
   * Where cacheable pages are kept (server/page-cache.ts), with the content version read before this
   * render began; absent when the cache is off.
   */
  pageCache?: { cache: PageCache; contentVersion: string };
}

declare module "react-router" {
  interface AppLoadContext extends ServerLoadContext {}
}

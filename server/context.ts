import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import type { ServerConfig } from "#app/lib/env.server.ts";
import { PageCache } from "#app/lib/page-cache.server.ts";
import { PublishedArticles } from "#app/modules/articles/published-articles.service.server.ts";
import { ContentVersionTracker } from "#app/modules/settings/content-version.service.server.ts";

/**
 * What every router and handler receives: the long-lived objects made once at start-up
 * (server/main.ts) and handed to the API routers and, through the load context, to React Router.
 */
export interface ServerContext {
  db: Kysely<Database>;
  config: Pick<ServerConfig, "production" | "siteUrl" | "cookieSecure">;
  /** This process's side of the shared content version; every content write commits through it. */
  contentVersion: ContentVersionTracker;
  /** The published articles in memory, refreshed when the content version changes. */
  publishedArticles: PublishedArticles;
  /** Rendered cacheable pages (0 entries: off). */
  pageCache: PageCache;
}

/** The long-lived objects over one database: called once, by server/main.ts (and by tests for their own server). */
export function createServerContext(db: Kysely<Database>, config: ServerContext["config"], pageCacheEntries: number): ServerContext {
  const contentVersion = new ContentVersionTracker();
  return {
    db,
    config,
    contentVersion,
    publishedArticles: new PublishedArticles(db, contentVersion),
    pageCache: new PageCache(pageCacheEntries),
  };
}

import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import type { ServerConfig } from "#app/lib/env.server.ts";
import type { Notifier } from "#app/modules/notifications/notifier.server.ts";
import type { SiteContentStore } from "#app/modules/site-content/site-content-store.server.ts";

/** What every router and handler receives: the one database handle and the validated config. */
export interface ServerContext {
  db: Kysely<Database>;
  config: Pick<ServerConfig, "production" | "siteUrl" | "cookieSecure" | "setupToken" | "auditRetentionDays">;
  /** Outgoing notifications (made once in server/main.ts); absent: none are written. */
  notifier?: Notifier;
  /** The site content pages show, cached per content version (made once in server/main.ts). */
  siteContent: SiteContentStore;
}

import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";

/** What the Express server hands to every loader and action (server/app.ts). */
export interface ServerLoadContext {
  db: Kysely<Database>;
  /** Per-response nonce of the Content-Security-Policy, for the scripts React Router emits. */
  cspNonce: string;
  /** The page's Content-Security-Policy header value (carrying cspNonce). */
  contentSecurityPolicy: string;
  siteUrl: string;
}

declare module "react-router" {
  interface AppLoadContext extends ServerLoadContext {}
}

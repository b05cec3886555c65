import { type Kysely, PostgresAdapter } from "kysely";

// Frozen once merged: never import app code here. Portability rules: ADR 004.
// Privacy-first analytics (issue 24, ADR 037): raw events kept ANALYTICS_RETENTION_DAYS, one random
// salt per day (deleted when its day ends), and daily aggregates kept forever, each day rolled up once.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const id = (table: string) =>
    isPostgres(db)
      ? db.schema.createTable(table).addColumn("id", "integer", (col) => col.primaryKey().generatedByDefaultAsIdentity())
      : db.schema.createTable(table).addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());

  /** One page view, one page's Core Web Vitals, or one crawler request. No address, no user agent. */
  await id("analytics_events")
    /** `YYYY-MM-DD` in the owner's time zone. */
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    /** `view`, `vitals` or `crawl`. */
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("path", "text", (col) => col.notNull())
    /** Hash of the day's salt, the site, the address and the user agent (null for crawlers). */
    .addColumn("visitor", "text")
    .addColumn("language", "text")
    /** 1: the visit arrived on this page from elsewhere (its source counts). */
    .addColumn("entry", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("source", "text")
    .addColumn("referrer_host", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("utm_term", "text")
    .addColumn("utm_content", "text")
    .addColumn("country", "text")
    .addColumn("device", "text")
    .addColumn("browser", "text")
    .addColumn("crawler", "text")
    .addColumn("lcp", "real")
    .addColumn("inp", "real")
    .addColumn("cls", "real")
    .execute();
  await db.schema.createIndex("analytics_events_day_idx").on("analytics_events").columns(["day", "kind"]).execute();

  await db.schema
    .createTable("analytics_salts")
    .addColumn("day", "text", (col) => col.primaryKey())
    .addColumn("salt", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  /** A day whose events were rolled up: written in the same transaction as its aggregates (once, whatever the instances). */
  await db.schema
    .createTable("analytics_rollups")
    .addColumn("day", "text", (col) => col.primaryKey())
    .addColumn("rolled_up_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("analytics_daily")
    .addColumn("day", "text", (col) => col.notNull())
    /** total, page, source, campaign, country, device, language, vitals, crawler. */
    .addColumn("metric", "text", (col) => col.notNull())
    .addColumn("key", "text", (col) => col.notNull())
    .addColumn("views", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("visitors", "integer", (col) => col.notNull().defaultTo(0))
    /** JSON for vitals: {samples, lcp, inp, cls} (p75 of the day). */
    .addColumn("value", "text")
    .addPrimaryKeyConstraint("analytics_daily_pk", ["day", "metric", "key"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["analytics_daily", "analytics_rollups", "analytics_salts", "analytics_events"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

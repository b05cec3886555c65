import { type Kysely, PostgresAdapter } from "kysely";

// Frozen once merged: never import app code here. Portability rules: ADR 004.
// Talks the owner gives or gave (issue 13): shown in the home's speaking section and on /talks.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const table = db.schema.createTable("talks");
  await (isPostgres(db)
    ? table.addColumn("id", "integer", (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement()))
    .addColumn("event_name", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    /** `YYYY-MM-DD`, the day of the talk. */
    .addColumn("date", "text", (col) => col.notNull())
    .addColumn("city", "text", (col) => col.notNull())
    /** ISO 3166-1 alpha-2; pages name it in their language. */
    .addColumn("country", "text", (col) => col.notNull())
    /** Language the talk is given in: en, pt or es. */
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("event_url", "text")
    .addColumn("slides_url", "text")
    .addColumn("video_url", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("talks_date_idx").on("talks").column("date").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("talks").ifExists().execute();
}

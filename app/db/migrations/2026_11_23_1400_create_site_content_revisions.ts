import { type Kysely, PostgresAdapter } from "kysely";

// Frozen once merged: never import app code here. Portability rules: ADR 004.
// The site's content per language (ADR 023): every save is a new revision; the newest one is shown.
// Without any revision for a language the shipped sample content is shown (the seed of a fresh install).

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const table = db.schema.createTable("site_content_revisions");
  await (isPostgres(db)
    ? table.addColumn("id", "integer", (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement()))
    .addColumn("language", "text", (col) => col.notNull())
    /** The whole SiteContent of that language, as JSON. */
    .addColumn("content", "text", (col) => col.notNull())
    /** When what the media kit shows last changed (carried over by revisions that leave it alone). */
    .addColumn("media_kit_updated_at", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("created_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .execute();
  await db.schema
    .createIndex("site_content_revisions_language_idx")
    .on("site_content_revisions")
    .columns(["language", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("site_content_revisions").ifExists().execute();
}

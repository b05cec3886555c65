import { type Kysely, PostgresAdapter } from "kysely";

// Frozen once merged: never import app code here. Portability rules: ADR 004.
// The content change log (ADR 035): one row per article a content write touched (article_id null:
// anything may have changed, e.g. a restore), in commit order, so that every instance updates its
// in-memory view of the published articles by what changed instead of reloading the whole archive.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const table = db.schema.createTable("content_changes");
  await (
    isPostgres(db)
      ? table.addColumn("id", "integer", (col) => col.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
  )
    // No foreign key: the row of a deleted article outlives it (readers must learn it is gone).
    .addColumn("article_id", "integer")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("content_changes_created_at_idx").on("content_changes").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("content_changes").ifExists().execute();
}

import { type Kysely, PostgresAdapter } from "kysely";

// Frozen once merged: never import app code here. Portability rules: ADR 004.
// What a page of the owner's keeps beside its current text, as articles do (ADR 021, ADR 044): its
// revisions and the autosaved draft the editor has not saved yet (slot "page-<id>", or "new" for a page
// not created yet).

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const table = db.schema.createTable("page_revisions");
  await (isPostgres(db)
    ? table.addColumn("id", "integer", (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement()))
    .addColumn("page_id", "integer", (col) => col.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("data", "text", (col) => col.notNull())
    .addColumn("size", "integer", (col) => col.notNull())
    .addColumn("summary", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("page_revisions_page_id_idx").on("page_revisions").columns(["page_id", "id"]).execute();

  await db.schema
    .createTable("page_drafts")
    .addColumn("slot", "text", (col) => col.primaryKey())
    .addColumn("page_id", "integer", (col) => col.references("pages.id").onDelete("cascade"))
    .addColumn("data", "text", (col) => col.notNull())
    .addColumn("saved_at", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["page_drafts", "page_revisions"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

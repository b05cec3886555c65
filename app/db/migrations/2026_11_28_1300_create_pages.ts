import { type Kysely, PostgresAdapter } from "kysely";

// Frozen once merged: never import app code here. Portability rules: ADR 004.
// The owner's own pages (issue 27): public at /{slug} and /pt/{pt_slug}, each language with its own
// slug, publication and schedule; shown in the header or footer navigation or in neither.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const table = db.schema.createTable("pages");
  await (isPostgres(db)
    ? table.addColumn("id", "integer", (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement()))
    .addColumn("slug", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("excerpt", "text")
    /** 0/1 (ADR 004). */
    .addColumn("published", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("publish_at", "text")
    /** none, header or footer. */
    .addColumn("show_in", "text", (col) => col.notNull().defaultTo("none"))
    /** The Portuguese version; all null when there is none. */
    .addColumn("pt_slug", "text")
    .addColumn("pt_title", "text")
    .addColumn("pt_content", "text")
    .addColumn("pt_excerpt", "text")
    .addColumn("pt_published", "integer")
    .addColumn("pt_publish_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("pages_slug_idx").on("pages").column("slug").unique().execute();
  // Several pages without a Portuguese version: NULLs are distinct in a unique index on both engines.
  await db.schema.createIndex("pages_pt_slug_idx").on("pages").column("pt_slug").unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("pages").ifExists().execute();
}

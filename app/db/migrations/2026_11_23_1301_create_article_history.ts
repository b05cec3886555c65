import { type Kysely, PostgresAdapter } from "kysely";

// Frozen once merged: never import app code here. Portability rules: ADR 004.
// What an article keeps beside its current text (ADR 020, ADR 021): the slugs it had (old URLs answer
// 301), its revisions, the autosaved draft the editor has not saved yet, and signed preview links.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const withId = (table: string) =>
    isPostgres(db)
      ? db.schema.createTable(table).addColumn("id", "integer", (col) => col.primaryKey().generatedByDefaultAsIdentity())
      : db.schema.createTable(table).addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());

  await withId("article_slugs")
    .addColumn("article_id", "integer", (col) => col.notNull().references("articles.id").onDelete("cascade"))
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("slug", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("article_slugs_language_slug_idx").unique().on("article_slugs").columns(["language", "slug"]).execute();
  await db.schema.createIndex("article_slugs_article_id_idx").on("article_slugs").column("article_id").execute();

  await withId("article_revisions")
    .addColumn("article_id", "integer", (col) => col.notNull().references("articles.id").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("data", "text", (col) => col.notNull())
    .addColumn("size", "integer", (col) => col.notNull())
    .addColumn("summary", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("article_revisions_article_id_idx").on("article_revisions").columns(["article_id", "id"]).execute();

  // One autosaved draft per article, plus the slot "new" for an article not created yet.
  await db.schema
    .createTable("article_drafts")
    .addColumn("slot", "text", (col) => col.primaryKey())
    .addColumn("article_id", "integer", (col) => col.references("articles.id").onDelete("cascade"))
    .addColumn("data", "text", (col) => col.notNull())
    .addColumn("saved_at", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await withId("article_preview_links")
    .addColumn("article_id", "integer", (col) => col.notNull().references("articles.id").onDelete("cascade"))
    .addColumn("nonce", "text", (col) => col.notNull().unique())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("revoked_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("article_preview_links_article_id_idx").on("article_preview_links").column("article_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["article_preview_links", "article_drafts", "article_revisions", "article_slugs"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

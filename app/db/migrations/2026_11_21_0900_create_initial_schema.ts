import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen once merged: never import app code here. Portability rules: ADR 004.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn("id", "integer", (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());
}

export async function up(db: Kysely<any>): Promise<void> {
  const blob = isPostgres(db) ? "bytea" : "blob";

  await withId(db, db.schema.createTable("users"))
    .addColumn("username", "text", (col) => col.notNull().unique())
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("is_admin", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("throttles")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("count", "integer", (col) => col.notNull())
    .addColumn("reset_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable("categories"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("description", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await withId(db, db.schema.createTable("articles"))
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("excerpt", "text")
    .addColumn("cover_image", "text")
    .addColumn("published", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("featured", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("category_id", "integer", (col) => col.references("categories.id").onDelete("restrict"))
    .addColumn("published_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("title_pt", "text")
    .addColumn("excerpt_pt", "text")
    .addColumn("content_pt", "text")
    .execute();
  await db.schema
    .createIndex("articles_published_idx")
    .on("articles")
    .columns(["published", "published_at"])
    .execute();
  await db.schema.createIndex("articles_category_id_idx").on("articles").column("category_id").execute();

  await db.schema
    .createTable("images")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("image_variants")
    .addColumn("image_id", "text", (col) => col.notNull().references("images.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("etag", "text", (col) => col.notNull())
    .addColumn("bytes", sql.raw(blob), (col) => col.notNull())
    .addPrimaryKeyConstraint("image_variants_pk", ["image_id", "name"])
    .execute();

  await withId(db, db.schema.createTable("messages"))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("event_details", "text")
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("read_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("messages_created_at_idx").on("messages").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "messages",
    "image_variants",
    "images",
    "articles",
    "categories",
    "settings",
    "throttles",
    "sessions",
    "users",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

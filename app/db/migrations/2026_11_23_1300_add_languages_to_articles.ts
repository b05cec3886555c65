import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen once merged: never import app code here. Portability rules: ADR 004.
// Either language first (ADR 020): each language version of an article has its own slug, its own
// publication state (live flag, first publication, scheduled time), and the English one may be absent.
// SQLite cannot drop NOT NULL from a column: there the table is rebuilt, keeping every id.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

const ORIGINAL_COLUMNS = [
  "id",
  "slug",
  "title",
  "content",
  "excerpt",
  "cover_image",
  "published",
  "featured",
  "category_id",
  "published_at",
  "created_at",
  "updated_at",
  "title_pt",
  "excerpt_pt",
  "content_pt",
];

async function createIndexes(db: Kysely<any>, withLanguages: boolean): Promise<void> {
  await db.schema.createIndex("articles_published_idx").ifNotExists().on("articles").columns(["published", "published_at"]).execute();
  await db.schema.createIndex("articles_category_id_idx").ifNotExists().on("articles").column("category_id").execute();
  if (!withLanguages) return;
  await db.schema.createIndex("articles_published_pt_idx").on("articles").columns(["published_pt", "published_at_pt"]).execute();
  await db.schema.createIndex("articles_publish_at_idx").on("articles").column("publish_at").execute();
  await db.schema.createIndex("articles_publish_at_pt_idx").on("articles").column("publish_at_pt").execute();
}

/** SQLite: the articles table with English text optional and a publication state per language. */
async function rebuildSqliteUp(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("articles_next")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("slug", "text", (col) => col.unique())
    .addColumn("title", "text")
    .addColumn("content", "text")
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
    .addColumn("slug_pt", "text", (col) => col.unique())
    .addColumn("published_pt", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("published_at_pt", "text")
    .addColumn("publish_at", "text")
    .addColumn("publish_at_pt", "text")
    .execute();
  const columns = sql.raw(ORIGINAL_COLUMNS.join(", "));
  await sql`insert into articles_next (${columns}) select ${columns} from articles`.execute(db);
  await db.schema.dropTable("articles").execute();
  await sql`alter table articles_next rename to articles`.execute(db);
}

async function rebuildSqliteDown(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("articles_previous")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
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
  const columns = sql.raw(ORIGINAL_COLUMNS.join(", "));
  // Portuguese-only articles cannot exist in the older shape.
  await sql`insert into articles_previous (${columns}) select ${columns} from articles where slug is not null and title is not null and content is not null`.execute(db);
  await db.schema.dropTable("articles").execute();
  await sql`alter table articles_previous rename to articles`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const column of ["slug", "title", "content"]) {
      await db.schema.alterTable("articles").alterColumn(column, (col) => col.dropNotNull()).execute();
    }
    await db.schema.alterTable("articles").addColumn("slug_pt", "text", (col) => col.unique()).execute();
    await db.schema.alterTable("articles").addColumn("published_pt", "integer", (col) => col.notNull().defaultTo(0)).execute();
    await db.schema.alterTable("articles").addColumn("published_at_pt", "text").execute();
    await db.schema.alterTable("articles").addColumn("publish_at", "text").execute();
    await db.schema.alterTable("articles").addColumn("publish_at_pt", "text").execute();
  } else {
    await rebuildSqliteUp(db);
  }
  await createIndexes(db, true);

  // A Portuguese version used to share the English slug and go live with the article.
  await db
    .updateTable("articles")
    .set({
      slug_pt: sql`slug`,
      published_pt: sql`published`,
      published_at_pt: sql`case when published = 1 then published_at else null end`,
    })
    .where("title_pt", "is not", null)
    .where("content_pt", "is not", null)
    .execute();

  await db.schema.alterTable("categories").addColumn("name_pt", "text").execute();
  await db.schema.alterTable("categories").addColumn("description_pt", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("categories").dropColumn("description_pt").execute();
  await db.schema.alterTable("categories").dropColumn("name_pt").execute();
  if (isPostgres(db)) {
    await db.deleteFrom("articles").where((eb) => eb.or([eb("slug", "is", null), eb("title", "is", null), eb("content", "is", null)])).execute();
    for (const column of ["publish_at_pt", "publish_at", "published_at_pt", "published_pt", "slug_pt"]) {
      await db.schema.alterTable("articles").dropColumn(column).execute();
    }
    for (const column of ["slug", "title", "content"]) {
      await db.schema.alterTable("articles").alterColumn(column, (col) => col.setNotNull()).execute();
    }
  } else {
    await rebuildSqliteDown(db);
    await createIndexes(db, false);
  }
}

import { type Kysely, PostgresAdapter } from "kysely";

// Frozen once merged: never import app code here. Portability rules: ADR 004.
// The newsletter (issue 25, ADR 038): subscribers with their consent, the articles marked for it, and
// one send per article version (its e-mails are outbox items).

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

function withId(db: Kysely<any>, name: string) {
  const table = db.schema.createTable(name);
  return isPostgres(db)
    ? table.addColumn("id", "integer", (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());
}

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, "newsletter_subscribers")
    /** Trimmed and lower-cased: one row per address. */
    .addColumn("email", "text", (col) => col.notNull().unique())
    /** en or pt: which versions it receives. */
    .addColumn("language", "text", (col) => col.notNull())
    /** pending, confirmed, unsubscribed, bounced. */
    .addColumn("status", "text", (col) => col.notNull())
    /** The link of the confirmation e-mail (null once confirmed). */
    .addColumn("confirm_token", "text", (col) => col.unique())
    /** The link of every newsletter's unsubscribe. */
    .addColumn("unsubscribe_token", "text", (col) => col.notNull().unique())
    /** Where the consent came from: the form's page, or `import: ...`. */
    .addColumn("consent_source", "text")
    /** The wording the reader saw when subscribing. */
    .addColumn("consent_text", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    /** The last subscribe request (a pending address is forgotten 7 days after it). */
    .addColumn("requested_at", "text", (col) => col.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("unsubscribed_at", "text")
    .execute();
  await db.schema.createIndex("newsletter_subscribers_status_idx").on("newsletter_subscribers").columns(["status", "language"]).execute();

  await db.schema
    .createTable("newsletter_marks")
    .addColumn("article_id", "integer", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("newsletter_marks_pk", ["article_id", "language"])
    .execute();

  await withId(db, "newsletter_sends")
    .addColumn("article_id", "integer", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("recipients", "integer", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addUniqueConstraint("newsletter_sends_version_unique", ["article_id", "language"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("newsletter_sends").ifExists().execute();
  await db.schema.dropTable("newsletter_marks").ifExists().execute();
  await db.schema.dropTable("newsletter_subscribers").ifExists().execute();
}

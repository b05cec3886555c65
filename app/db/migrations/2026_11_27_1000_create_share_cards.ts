import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen once merged: never import app code here. Portability rules: ADR 004.
// Drawn share cards (ADR 025, issue 22): each drawn once per version of what it shows, whatever the
// process, the restarts or the number of instances; one row per card (the latest version drawn).

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("share_cards")
    /** SHA-256 of what the card draws (its text, photo, language and design number). */
    .addColumn("version_key", "text", (col) => col.primaryKey())
    /** Which card: `page:<page>:<language>` or `article:<slug>:<language>`. */
    .addColumn("card_id", "text", (col) => col.notNull())
    .addColumn("jpeg", sql.raw(isPostgres(db) ? "bytea" : "blob"), (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("share_cards_card_id_idx").on("share_cards").column("card_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("share_cards").execute();
}

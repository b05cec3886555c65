import type { Kysely } from "kysely";

// Frozen once merged: never import app code here. Portability rules: ADR 004.

/**
 * Issue 26: each admin user's language (null until the first sign-in picks the browser's), an account
 * e-mail address (counted once verified), and the single-use tokens that verify an address or reset a
 * password (only their hash is stored).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("language", "text").execute();
  await db.schema.alterTable("users").addColumn("email", "text").execute();
  await db.schema.alterTable("users").addColumn("email_verified", "integer", (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.createIndex("users_email_idx").on("users").column("email").execute();

  await db.schema
    .createTable("account_tokens")
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("purpose", "text", (col) => col.notNull())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("account_tokens_user_id_idx").on("account_tokens").columns(["user_id", "purpose"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("account_tokens").ifExists().execute();
  await db.schema.dropIndex("users_email_idx").ifExists().execute();
  for (const column of ["email_verified", "email", "language"]) {
    await db.schema.alterTable("users").dropColumn(column).execute();
  }
}

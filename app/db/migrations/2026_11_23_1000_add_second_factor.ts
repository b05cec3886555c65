import type { Kysely } from "kysely";

// Frozen once merged: never import app code here. Portability rules: ADR 004.

/** TOTP per user, its single-use recovery codes, and sign-ins waiting for their second factor (ADR 015). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("totp_secret", "text").execute();
  await db.schema.alterTable("users").addColumn("totp_pending_secret", "text").execute();
  await db.schema.alterTable("users").addColumn("totp_enabled_at", "text").execute();
  await db.schema.alterTable("users").addColumn("totp_last_step", "integer").execute();

  await db.schema
    .createTable("recovery_codes")
    .addColumn("code_hash", "text", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("recovery_codes_user_id_idx").on("recovery_codes").column("user_id").execute();

  await db.schema
    .createTable("login_challenges")
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("login_challenges").ifExists().execute();
  await db.schema.dropTable("recovery_codes").ifExists().execute();
  for (const column of ["totp_last_step", "totp_enabled_at", "totp_pending_secret", "totp_secret"]) {
    await db.schema.alterTable("users").dropColumn(column).execute();
  }
}

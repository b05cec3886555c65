import crypto from "node:crypto";
import type { Kysely } from "kysely";

// Frozen once merged: never import app code here. Portability rules: ADR 004.

/** Sessions the owner can see and end one by one (ADR 015): a public id, where and when. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("id", "text").execute();
  await db.schema.alterTable("sessions").addColumn("user_agent", "text").execute();
  await db.schema.alterTable("sessions").addColumn("ip", "text").execute();
  await db.schema.alterTable("sessions").addColumn("last_seen_at", "text").execute();
  // Sessions open at the upgrade get an id of their own.
  const rows = await db.selectFrom("sessions").select(["token_hash", "created_at"]).execute();
  for (const row of rows as Array<{ token_hash: string; created_at: string }>) {
    await db
      .updateTable("sessions")
      .set({ id: crypto.randomBytes(12).toString("base64url"), last_seen_at: row.created_at })
      .where("token_hash", "=", row.token_hash)
      .execute();
  }
  await db.schema.createIndex("sessions_id_idx").on("sessions").column("id").unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("sessions_id_idx").execute();
  for (const column of ["last_seen_at", "ip", "user_agent", "id"]) {
    await db.schema.alterTable("sessions").dropColumn(column).execute();
  }
}

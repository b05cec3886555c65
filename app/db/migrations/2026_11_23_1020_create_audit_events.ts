import { type Kysely, PostgresAdapter } from "kysely";

// Frozen once merged: never import app code here. Portability rules: ADR 004.

/** The append-only audit log (ADR 015): who did what, when, from which IP. */
export async function up(db: Kysely<any>): Promise<void> {
  const table = db.schema.createTable("audit_events");
  const withId =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? table.addColumn("id", "integer", (col) => col.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());
  await withId
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("outcome", "text", (col) => col.notNull())
    .addColumn("actor_user_id", "integer")
    .addColumn("actor_username", "text")
    .addColumn("ip", "text")
    .addColumn("user_agent", "text")
    .addColumn("target_type", "text")
    .addColumn("target_id", "text")
    .addColumn("target_label", "text")
    .addColumn("details", "text")
    .execute();
  await db.schema.createIndex("audit_events_created_at_idx").on("audit_events").column("created_at").execute();
  await db.schema.createIndex("audit_events_action_idx").on("audit_events").columns(["action", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("audit_events").ifExists().execute();
}

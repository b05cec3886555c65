import { type Kysely, PostgresAdapter } from "kysely";

// Frozen once merged: never import app code here. Portability rules: ADR 004.
// The durable outbox (ADR 016): one row per outgoing e-mail or webhook call, written in the same
// transaction as the message it is about, and every delivery attempt beside it.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const id = (table: string) =>
    isPostgres(db)
      ? db.schema.createTable(table).addColumn("id", "integer", (col) => col.primaryKey().generatedByDefaultAsIdentity())
      : db.schema.createTable(table).addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());

  await id("outbox")
    .addColumn("message_id", "integer", (col) => col.references("messages.id").onDelete("cascade"))
    .addColumn("channel", "text", (col) => col.notNull())
    .addColumn("purpose", "text", (col) => col.notNull())
    .addColumn("recipient", "text", (col) => col.notNull())
    .addColumn("dedupe_key", "text", (col) => col.notNull().unique())
    .addColumn("payload", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (col) => col.notNull())
    .addColumn("give_up_at", "text", (col) => col.notNull())
    .addColumn("lease_until", "text")
    .addColumn("leased_by", "text")
    .addColumn("last_attempt_at", "text")
    .addColumn("last_error", "text")
    .addColumn("sent_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("outbox_due_idx").on("outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("outbox_message_id_idx").on("outbox").column("message_id").execute();

  await id("outbox_attempts")
    .addColumn("outbox_id", "integer", (col) => col.notNull().references("outbox.id").onDelete("cascade"))
    .addColumn("attempted_at", "text", (col) => col.notNull())
    .addColumn("worker", "text", (col) => col.notNull())
    .addColumn("outcome", "text", (col) => col.notNull())
    .addColumn("error", "text")
    .addColumn("duration_ms", "integer", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("outbox_attempts_outbox_id_idx").on("outbox_attempts").column("outbox_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("outbox_attempts").ifExists().execute();
  await db.schema.dropTable("outbox").ifExists().execute();
}

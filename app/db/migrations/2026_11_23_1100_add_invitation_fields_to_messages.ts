import type { Kysely } from "kysely";

// Frozen once merged: never import app code here. Portability rules: ADR 004.
// What organisers know about their event (optional), where the visitor came from (attribution), and a
// normalised text the inbox searches (lowercase, accents removed: the same on SQLite and PostgreSQL).

const TEXT_COLUMNS = [
  "event_name",
  "event_date",
  "event_city",
  "event_country",
  "event_format",
  "talk_language",
  "budget",
  "decision_deadline",
  "source_page",
  "landing_referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

function searchTextOf(values: (string | null)[]): string {
  return values
    .filter((value): value is string => !!value)
    .join("\n")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase();
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of TEXT_COLUMNS) await db.schema.alterTable("messages").addColumn(column, "text").execute();
  await db.schema.alterTable("messages").addColumn("audience_size", "integer").execute();
  await db.schema.alterTable("messages").addColumn("search_text", "text", (col) => col.notNull().defaultTo("")).execute();

  const rows = await db.selectFrom("messages").select(["id", "name", "email", "event_details", "message"]).execute();
  for (const row of rows) {
    await db
      .updateTable("messages")
      .set({ search_text: searchTextOf([row.name, row.email, row.event_details, row.message]) })
      .where("id", "=", row.id)
      .execute();
  }
  await db.schema.createIndex("messages_kind_status_idx").on("messages").columns(["kind", "status"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("messages_kind_status_idx").ifExists().execute();
  for (const column of [...TEXT_COLUMNS, "audience_size", "search_text"]) {
    await db.schema.alterTable("messages").dropColumn(column).execute();
  }
}

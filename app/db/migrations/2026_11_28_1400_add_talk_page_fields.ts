import type { Kysely } from "kysely";

// Frozen once merged: never import app code here. Portability rules: ADR 004.

/**
 * Issue 28: a page per talk. Each talk gains the slug of its page (generated here for the talks that
 * exist, from their titles), a start time in an IANA time zone (none: the talk stays all-day), a
 * duration, the venue, the format, the audience, an abstract and its Portuguese title and abstract.
 */

const COLUMNS = ["slug", "start_time", "time_zone", "duration_minutes", "venue", "format", "audience", "abstract", "title_pt", "abstract_pt"] as const;

function slugOf(text: string): string {
  const slug = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 80)
    .replace(/^-+|-+$/g, "");
  return slug || "talk";
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("talks").addColumn("slug", "text").execute();
  /** `HH:MM` in `time_zone`, or null: an all-day talk. */
  await db.schema.alterTable("talks").addColumn("start_time", "text").execute();
  await db.schema.alterTable("talks").addColumn("time_zone", "text", (col) => col.notNull().defaultTo("UTC")).execute();
  await db.schema.alterTable("talks").addColumn("duration_minutes", "integer").execute();
  await db.schema.alterTable("talks").addColumn("venue", "text").execute();
  /** in_person, online or hybrid. */
  await db.schema.alterTable("talks").addColumn("format", "text", (col) => col.notNull().defaultTo("in_person")).execute();
  await db.schema.alterTable("talks").addColumn("audience", "text").execute();
  await db.schema.alterTable("talks").addColumn("abstract", "text", (col) => col.notNull().defaultTo("")).execute();
  await db.schema.alterTable("talks").addColumn("title_pt", "text").execute();
  await db.schema.alterTable("talks").addColumn("abstract_pt", "text").execute();

  const rows = (await db.selectFrom("talks").select(["id", "title", "date"]).orderBy("id").execute()) as { id: number; title: string; date: string }[];
  const taken = new Set<string>();
  for (const row of rows) {
    const base = slugOf(`${row.title} ${row.date.slice(0, 4)}`);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    await db.updateTable("talks").set({ slug }).where("id", "=", row.id).execute();
  }
  await db.schema.createIndex("talks_slug_idx").on("talks").column("slug").unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("talks_slug_idx").ifExists().execute();
  for (const column of [...COLUMNS].reverse()) {
    await db.schema.alterTable("talks").dropColumn(column).execute();
  }
}

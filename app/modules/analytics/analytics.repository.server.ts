import type { Insertable, Kysely, Selectable } from "kysely";
import type { AnalyticsDailyTable, AnalyticsEventsTable, Database } from "#app/db/database.ts";

export type NewAnalyticsEvent = Insertable<AnalyticsEventsTable>;
export type AnalyticsEvent = Selectable<AnalyticsEventsTable>;
export type DailyRow = Selectable<AnalyticsDailyTable>;

/** Rows per INSERT: well under PostgreSQL's 65 535 parameters and SQLite's 32 766. */
const INSERT_CHUNK = 500;

export async function insertEvents(db: Kysely<Database>, events: NewAnalyticsEvent[]): Promise<void> {
  for (let i = 0; i < events.length; i += INSERT_CHUNK) {
    // One statement for rows of every kind: a column a kind leaves out must still get its value (a
    // view's `entry` is NOT NULL; the engines fill missing values of a multi-row INSERT with NULL).
    const rows = events.slice(i, i + INSERT_CHUNK).map((event) => ({ ...event, entry: event.entry ?? 0 }));
    await db.insertInto("analytics_events").values(rows).execute();
  }
}

/** The day's salt, made by whichever instance asks first (the others read the same one). */
export async function saltOfDay(db: Kysely<Database>, day: string, fresh: string, now: string): Promise<string> {
  await db.insertInto("analytics_salts").values({ day, salt: fresh, created_at: now }).onConflict((oc) => oc.column("day").doNothing()).execute();
  const row = await db.selectFrom("analytics_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
  return row.salt;
}

export async function deleteSaltsBefore(db: Kysely<Database>, day: string): Promise<number> {
  const result = await db.deleteFrom("analytics_salts").where("day", "<", day).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function listSaltDays(db: Kysely<Database>): Promise<string[]> {
  return (await db.selectFrom("analytics_salts").select("day").orderBy("day").execute()).map((r) => r.day);
}

/** Raw events of days already rolled up and older than `day` (retention). */
export async function deleteEventsBefore(db: Kysely<Database>, day: string): Promise<number> {
  const rolled = db.selectFrom("analytics_rollups").select("day");
  const result = await db.deleteFrom("analytics_events").where("day", "<", day).where("day", "in", rolled).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Days before `day` that have raw events and no rollup yet. */
export async function daysToRollUp(db: Kysely<Database>, day: string): Promise<string[]> {
  const rows = await db
    .selectFrom("analytics_events")
    .select("day")
    .distinct()
    .where("day", "<", day)
    .where("day", "not in", db.selectFrom("analytics_rollups").select("day"))
    .orderBy("day")
    .execute();
  return rows.map((r) => r.day);
}

export async function eventsOfDays(db: Kysely<Database>, days: string[]): Promise<AnalyticsEvent[]> {
  if (days.length === 0) return [];
  return db.selectFrom("analytics_events").selectAll().where("day", "in", days).execute();
}

/**
 * Writes a day's aggregates once: the rollup row and the aggregates commit together, and an instance
 * that finds the day's rollup row already there (another instance did it) writes nothing.
 */
export async function writeRollup(db: Kysely<Database>, day: string, now: string, build: (events: AnalyticsEvent[]) => Omit<DailyRow, "day">[]): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("analytics_rollups")
      .values({ day, rolled_up_at: now })
      .onConflict((oc) => oc.column("day").doNothing())
      .returning("day")
      .executeTakeFirst();
    if (!claimed) return false;
    const events = await trx.selectFrom("analytics_events").selectAll().where("day", "=", day).execute();
    const rows = build(events).map((row) => ({ ...row, day }));
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) await trx.insertInto("analytics_daily").values(rows.slice(i, i + INSERT_CHUNK)).execute();
    return true;
  });
}

export async function rolledUpDays(db: Kysely<Database>, from: string, to: string): Promise<Set<string>> {
  const rows = await db.selectFrom("analytics_rollups").select("day").where("day", ">=", from).where("day", "<=", to).execute();
  return new Set(rows.map((r) => r.day));
}

export async function dailyRows(db: Kysely<Database>, from: string, to: string): Promise<DailyRow[]> {
  return db.selectFrom("analytics_daily").selectAll().where("day", ">=", from).where("day", "<=", to).execute();
}

export interface AttributedMessage {
  kind: string;
  status: string;
  landing_referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

/** Messages received between two instants, with the attribution their form stored. */
export async function messagesBetween(db: Kysely<Database>, fromIso: string, toIso: string): Promise<AttributedMessage[]> {
  return db
    .selectFrom("messages")
    .select(["kind", "status", "landing_referrer", "utm_source", "utm_medium", "utm_campaign"])
    .where("created_at", ">=", fromIso)
    .where("created_at", "<", toIso)
    .execute();
}

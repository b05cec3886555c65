import { type Kysely, sql } from "kysely";
import type { Database } from "#app/db/database.ts";

export interface Counter {
  count: number;
  resetAt: string;
}

/** Atomically counts one event in the key's window (a fresh window once the old one has ended). */
export async function incrementCounter(db: Kysely<Database>, key: string, now: string, resetAt: string): Promise<Counter> {
  const row = await db
    .insertInto("throttles")
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when throttles.reset_at <= ${now} then 1 else throttles.count + 1 end`,
        reset_at: sql<string>`case when throttles.reset_at <= ${now} then excluded.reset_at else throttles.reset_at end`,
      }),
    )
    .returning(["count", "reset_at"])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetAt: row.reset_at };
}

export async function findCounter(db: Kysely<Database>, key: string): Promise<Counter | undefined> {
  const row = await db.selectFrom("throttles").select(["count", "reset_at"]).where("key", "=", key).executeTakeFirst();
  return row ? { count: Number(row.count), resetAt: row.reset_at } : undefined;
}

export async function deleteCounters(db: Kysely<Database>, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.deleteFrom("throttles").where("key", "in", keys).execute();
}

export async function deleteExpiredCounters(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom("throttles").where("reset_at", "<=", now).execute();
}

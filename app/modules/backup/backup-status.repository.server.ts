import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";

/**
 * The scheduled backup's bookkeeping, in two `settings` rows: the lease that lets exactly one
 * instance take a backup, and the last backup's status.
 */
export const BACKUP_LEASE_KEY = "backup.lease";
export const BACKUP_STATUS_KEY = "backup.status";

/** The lease's value: `<until ISO>|<holder>`: an ISO time compares as text, so an expired lease is one below `now`. */
const leaseValue = (until: string, holder: string) => `${until}|${holder}`;

/**
 * Takes the lease for `holder` until `until` when it is free or expired; resolves with the lease's
 * value (to release it by), or undefined. One conditional UPDATE after an insert-if-missing: of
 * several instances, exactly one gets it.
 */
export async function takeLease(db: Kysely<Database>, holder: string, now: string, until: string): Promise<string | undefined> {
  await db
    .insertInto("settings")
    .values({ key: BACKUP_LEASE_KEY, value: leaseValue("1970-01-01T00:00:00.000Z", "") })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const result = await db
    .updateTable("settings")
    .set({ value: leaseValue(until, holder) })
    .where("key", "=", BACKUP_LEASE_KEY)
    .where("value", "<", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? leaseValue(until, holder) : undefined;
}

/** Gives the lease back if it is still the one taken (a backup finished, or the instance stops). */
export async function releaseLease(db: Kysely<Database>, lease: string): Promise<void> {
  await db
    .updateTable("settings")
    .set({ value: leaseValue("1970-01-01T00:00:00.000Z", "") })
    .where("key", "=", BACKUP_LEASE_KEY)
    .where("value", "=", lease)
    .execute();
}

export async function findStatusValue(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", BACKUP_STATUS_KEY).executeTakeFirst();
  return row?.value;
}

export async function saveStatusValue(db: Kysely<Database>, value: string): Promise<void> {
  await db
    .insertInto("settings")
    .values({ key: BACKUP_STATUS_KEY, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}

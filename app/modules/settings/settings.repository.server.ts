import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";

export async function findSettingValue(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value;
}

export async function upsertSetting(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await db
    .insertInto("settings")
    .values({ key, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}

/** Inserts the setting unless the key exists (the first writer wins a race). */
export async function insertSettingIfMissing(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await db
    .insertInto("settings")
    .values({ key, value })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
}

export async function deleteSetting(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom("settings").where("key", "=", key).execute();
}

import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { deleteSetting, findSettingValue, upsertSetting } from "./settings.repository.server.ts";

/** A yes/no setting of the owner's, kept in `settings` so that every instance reads the same. */
export async function readFlagSetting(db: Kysely<Database>, key: string, defaultValue: boolean): Promise<boolean> {
  const value = await findSettingValue(db, key);
  return value === undefined ? defaultValue : value === "on";
}

export async function writeFlagSetting(db: Kysely<Database>, key: string, value: boolean): Promise<void> {
  await upsertSetting(db, key, value ? "on" : "off");
}

/** A text setting (undefined: never written). */
export async function readTextSetting(db: Kysely<Database>, key: string): Promise<string | undefined> {
  return findSettingValue(db, key);
}

/** Writes a text setting; undefined removes it. */
export async function writeTextSetting(db: Kysely<Database>, key: string, value: string | undefined): Promise<void> {
  if (value === undefined) await deleteSetting(db, key);
  else await upsertSetting(db, key, value);
}

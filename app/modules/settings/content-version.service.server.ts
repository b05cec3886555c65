import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { findSettingValue, upsertSetting } from "./settings.repository.server.ts";

/**
 * A token that changes on every content write, shared by all instances through the database
 * (DESIGN "Scale-out"): in-process caches compare it to know whether they are still current.
 */
const CONTENT_VERSION_KEY = "content_version";

export async function readContentVersion(db: Kysely<Database>): Promise<string> {
  return (await findSettingValue(db, CONTENT_VERSION_KEY)) ?? "initial";
}

// The last version this process wrote, per database (on globalThis: the API's and the page bundle's
// copies of this module share it), so this process's caches refresh at once after its own writes.
const LOCAL_KEY = Symbol.for("site.localContentVersion");
const globalStore = globalThis as unknown as Record<symbol, WeakMap<object, string> | undefined>;
const localVersions: WeakMap<object, string> = (globalStore[LOCAL_KEY] ??= new WeakMap());

export function lastLocalContentVersion(db: Kysely<Database>): string | undefined {
  return localVersions.get(db);
}

/** Every content write (articles, categories) calls this after it succeeds. */
export async function bumpContentVersion(db: Kysely<Database>): Promise<string> {
  const value = crypto.randomBytes(9).toString("base64url");
  await upsertSetting(db, CONTENT_VERSION_KEY, value);
  localVersions.set(db, value);
  return value;
}

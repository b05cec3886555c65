import crypto from "node:crypto";
import type { Kysely, Transaction } from "kysely";
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

/**
 * Sets a new content version within `db` (a transaction, normally). Content writes go through
 * `ContentVersionTracker.commit` instead; this is for a process without one (the restore script).
 */
export async function bumpContentVersion(db: Kysely<Database>): Promise<void> {
  await upsertSetting(db, CONTENT_VERSION_KEY, crypto.randomBytes(9).toString("base64url"));
}

/**
 * This process's side of the content version: made once at start-up (server/main.ts) and handed to
 * every content write and to the published-articles snapshot. Writes go through `commit`, so the
 * write and the new version commit together or not at all; `localCommits` counts the ones this
 * process made, so that its own caches refresh at once instead of at the next periodic check.
 */
export class ContentVersionTracker {
  #localCommits = 0;

  /** How many content writes this process has committed: a cache checked before the last one is stale. */
  get localCommits(): number {
    return this.#localCommits;
  }

  /**
   * Runs `write` and sets a new content version in one transaction: either both commit or neither
   * does. `db` must not already be a transaction. `changed` says from the write's result whether it
   * changed any content (a scheduler pass that published nothing leaves the version, and every
   * cache, as they are).
   */
  async commit<T>(
    db: Kysely<Database>,
    write: (trx: Transaction<Database>) => Promise<T>,
    changed: (result: T) => boolean = () => true,
  ): Promise<T> {
    let bumped = false;
    const result = await db.transaction().execute(async (trx) => {
      const value = await write(trx);
      if (changed(value)) {
        await bumpContentVersion(trx);
        bumped = true;
      }
      return value;
    });
    if (bumped) this.#localCommits++;
    return result;
  }
}

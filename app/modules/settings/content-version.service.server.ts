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
   * does. `db` must not already be a transaction.
   */
  async commit<T>(db: Kysely<Database>, write: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    const result = await db.transaction().execute(async (trx) => {
      const value = await write(trx);
      await upsertSetting(trx, CONTENT_VERSION_KEY, crypto.randomBytes(9).toString("base64url"));
      return value;
    });
    this.#localCommits++;
    return result;
  }
}

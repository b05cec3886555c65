import crypto from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/database.ts";
import {
  type ContentChange,
  deleteContentChangesBefore,
  findLatestContentChangeId,
  insertContentChanges,
  listContentChangesAfter,
} from "./content-changes.repository.server.ts";

export type { ContentChange };
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
 * How long the change log keeps a write (ADR 035). A process whose view was last brought up to date
 * longer than half of this ago reads the whole archive again instead of the log.
 */
export const CONTENT_CHANGES_KEPT_MS = 24 * 60 * 60 * 1000;

async function setNewContentVersion(db: Kysely<Database>): Promise<void> {
  await upsertSetting(db, CONTENT_VERSION_KEY, crypto.randomBytes(9).toString("base64url"));
}

/**
 * Sets a new content version within `db` (a transaction, normally) and logs that anything may have
 * changed. Content writes go through `ContentVersionTracker.commit` instead; this is for a process
 * without one (the restore, which replaces everything).
 */
export async function bumpContentVersion(db: Kysely<Database>): Promise<void> {
  await setNewContentVersion(db);
  await insertContentChanges(db, [null], new Date().toISOString());
}

/** The position of the change log's latest entry (0: none): a view read now includes everything up to it. */
export function readLatestContentChangeId(db: Kysely<Database>): Promise<number> {
  return findLatestContentChangeId(db);
}

/** The change log after `afterId`, oldest first, at most `limit` entries (ADR 035). */
export function readContentChangesAfter(db: Kysely<Database>, afterId: number, limit: number): Promise<ContentChange[]> {
  return listContentChangesAfter(db, afterId, limit);
}

export interface CommitOptions<T> {
  /** Whether the write's result changed any content; default: it did. */
  changed?: (result: T) => boolean;
  /** The articles the write touched, logged for the published-articles view (ADR 035); default: none. */
  articleIds?: (result: T) => readonly number[];
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
   * does. `db` must not already be a transaction. `options.changed` says from the write's result
   * whether it changed any content (a scheduler pass that published nothing leaves the version, and
   * every cache, as they are); `options.articleIds` which articles it touched, for the change log.
   *
   * The log rows are written after the new version: setting it locks the one settings row, so
   * concurrent writers on PostgreSQL take their log ids one after the other in commit order and a
   * reader that sees a log id has seen every smaller one (ADR 035).
   */
  async commit<T>(db: Kysely<Database>, write: (trx: Transaction<Database>) => Promise<T>, options: CommitOptions<T> = {}): Promise<T> {
    let bumped = false;
    const result = await db.transaction().execute(async (trx) => {
      const value = await write(trx);
      if (options.changed?.(value) ?? true) {
        await setNewContentVersion(trx);
        const now = new Date();
        await insertContentChanges(trx, options.articleIds?.(value) ?? [], now.toISOString());
        await deleteContentChangesBefore(trx, new Date(now.getTime() - CONTENT_CHANGES_KEPT_MS).toISOString());
        bumped = true;
      }
      return value;
    });
    if (bumped) this.#localCommits++;
    return result;
  }
}

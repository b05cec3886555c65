import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { findSettingValue, insertSettingIfMissing, upsertSetting } from "./settings.repository.server.ts";

/**
 * A 256-bit secret kept in `settings` under `key`, generated on first use. Every instance on the same
 * database reads the same value (two instances racing on first use both end up with the winner's).
 */
export async function readOrCreateSecret(db: Kysely<Database>, key: string): Promise<Buffer> {
  const existing = await findSettingValue(db, key);
  if (existing) return Buffer.from(existing, "base64url");
  await insertSettingIfMissing(db, key, crypto.randomBytes(32).toString("base64url"));
  const value = await findSettingValue(db, key);
  if (!value) throw new Error(`secret ${key} missing after insert`);
  return Buffer.from(value, "base64url");
}

/** Replaces the secret under `key` with a new one: whatever was signed with the old one stops verifying. */
export async function rotateSecret(db: Kysely<Database>, key: string): Promise<void> {
  await upsertSetting(db, key, crypto.randomBytes(32).toString("base64url"));
}

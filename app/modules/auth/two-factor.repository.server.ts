import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";

export interface TotpState {
  secret: string | null;
  pendingSecret: string | null;
  enabledAt: string | null;
  lastStep: number | null;
}

export async function findTotpState(db: Kysely<Database>, userId: number): Promise<TotpState | undefined> {
  const row = await db
    .selectFrom("users")
    .select(["totp_secret", "totp_pending_secret", "totp_enabled_at", "totp_last_step"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return row && { secret: row.totp_secret, pendingSecret: row.totp_pending_secret, enabledAt: row.totp_enabled_at, lastStep: row.totp_last_step };
}

export async function updatePendingTotpSecret(db: Kysely<Database>, userId: number, secret: string): Promise<void> {
  await db.updateTable("users").set({ totp_pending_secret: secret }).where("id", "=", userId).execute();
}

export async function enableTotpRow(db: Kysely<Database>, userId: number, secret: string, step: number, now: string): Promise<void> {
  await db
    .updateTable("users")
    .set({ totp_secret: secret, totp_pending_secret: null, totp_enabled_at: now, totp_last_step: step, updated_at: now })
    .where("id", "=", userId)
    .execute();
}

export async function disableTotpRow(db: Kysely<Database>, userId: number, now: string): Promise<void> {
  await db
    .updateTable("users")
    .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: now })
    .where("id", "=", userId)
    .execute();
}

/**
 * Records `step` as used when it is later than the last used one; false when another request used
 * this step (or a later one) first: a code is accepted once, even under concurrency.
 */
export async function claimTotpStep(db: Kysely<Database>, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ totp_last_step: step })
    .where("id", "=", userId)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodeRows(db: Kysely<Database>, userId: number, codeHashes: string[], now: string): Promise<void> {
  await db.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
  if (codeHashes.length === 0) return;
  await db
    .insertInto("recovery_codes")
    .values(codeHashes.map((codeHash) => ({ code_hash: codeHash, user_id: userId, created_at: now, used_at: null })))
    .execute();
}

/** Marks an unused code as used; false when there is no such unused code (wrong, or used already). */
export async function markRecoveryCodeUsed(db: Kysely<Database>, userId: number, codeHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("recovery_codes")
    .set({ used_at: now })
    .where("user_id", "=", userId)
    .where("code_hash", "=", codeHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether this recovery code of the user exists and was used already. */
export async function isRecoveryCodeUsed(db: Kysely<Database>, userId: number, codeHash: string): Promise<boolean> {
  const row = await db
    .selectFrom("recovery_codes")
    .select("used_at")
    .where("user_id", "=", userId)
    .where("code_hash", "=", codeHash)
    .executeTakeFirst();
  return row !== undefined && row.used_at !== null;
}

export async function countUnusedRecoveryCodes(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertLoginChallenge(db: Kysely<Database>, values: { tokenHash: string; userId: number; now: string; expiresAt: string }): Promise<void> {
  await db
    .insertInto("login_challenges")
    .values({ token_hash: values.tokenHash, user_id: values.userId, created_at: values.now, expires_at: values.expiresAt })
    .execute();
}

export async function findLoginChallenge(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<{ userId: number; attempts: number } | undefined> {
  const row = await db
    .selectFrom("login_challenges")
    .select(["user_id", "attempts"])
    .where("token_hash", "=", tokenHash)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row && { userId: row.user_id, attempts: row.attempts };
}

/**
 * Takes one of the challenge's tries in a single conditional UPDATE, so that concurrent requests can
 * never take more than `maxAttempts` between them (on PostgreSQL as on SQLite). Returns the number of
 * tries taken, this one included, or undefined when none is left (or the challenge expired).
 */
export async function claimLoginChallengeAttempt(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
  maxAttempts: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable("login_challenges")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("token_hash", "=", tokenHash)
    .where("expires_at", ">", now)
    .where("attempts", "<", maxAttempts)
    .returning("attempts")
    .executeTakeFirst();
  return row?.attempts;
}

/** Deletes the challenge; false when it was already gone (used by a concurrent request). */
export async function deleteLoginChallenge(db: Kysely<Database>, tokenHash: string): Promise<boolean> {
  const result = await db.deleteFrom("login_challenges").where("token_hash", "=", tokenHash).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteExpiredLoginChallenges(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom("login_challenges").where("expires_at", "<=", now).execute();
}

export async function deleteUserLoginChallenges(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom("login_challenges").where("user_id", "=", userId).execute();
}

import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";

export type AccountTokenPurpose = "email_verification" | "password_reset";

export interface AccountRow {
  id: number;
  username: string;
  isAdmin: boolean;
  language: string | null;
  email: string | null;
  emailVerified: boolean;
}

const ACCOUNT_COLUMNS = ["id", "username", "is_admin", "language", "email", "email_verified"] as const;

function toAccountRow(row: { id: number; username: string; is_admin: number; language: string | null; email: string | null; email_verified: number }): AccountRow {
  return {
    id: row.id,
    username: row.username,
    isAdmin: Boolean(row.is_admin),
    language: row.language,
    email: row.email,
    emailVerified: Boolean(row.email_verified),
  };
}

export async function findAccountRow(db: Kysely<Database>, userId: number): Promise<AccountRow | undefined> {
  const row = await db.selectFrom("users").select(ACCOUNT_COLUMNS).where("id", "=", userId).executeTakeFirst();
  return row ? toAccountRow(row) : undefined;
}

/** The account whose verified address this is (addresses are stored in lower case). */
export async function findAccountRowByVerifiedEmail(db: Kysely<Database>, email: string): Promise<AccountRow | undefined> {
  const row = await db
    .selectFrom("users")
    .select(ACCOUNT_COLUMNS)
    .where("email", "=", email)
    .where("email_verified", "=", 1)
    .orderBy("id")
    .executeTakeFirst();
  return row ? toAccountRow(row) : undefined;
}

/** The language of the first admin: the owner, whose notification e-mails follow it. */
export async function findOwnerLanguage(db: Kysely<Database>): Promise<string | null> {
  const row = await db.selectFrom("users").select("language").where("is_admin", "=", 1).orderBy("id").executeTakeFirst();
  return row?.language ?? null;
}

export async function updateUserLanguage(db: Kysely<Database>, userId: number, language: string, now: string): Promise<void> {
  await db.updateTable("users").set({ language, updated_at: now }).where("id", "=", userId).execute();
}

/** Sets the language only if none was chosen yet (the first sign-in); true when it did. */
export async function setUserLanguageIfUnset(db: Kysely<Database>, userId: number, language: string): Promise<boolean> {
  const result = await db.updateTable("users").set({ language }).where("id", "=", userId).where("language", "is", null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function updateUserEmail(db: Kysely<Database>, userId: number, email: string | null, verified: boolean, now: string): Promise<void> {
  await db
    .updateTable("users")
    .set({ email, email_verified: verified ? 1 : 0, updated_at: now })
    .where("id", "=", userId)
    .execute();
}

/** Any other account with this address verified (an address belongs to one account). */
export async function isEmailVerifiedByAnother(db: Kysely<Database>, email: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", email)
    .where("email_verified", "=", 1)
    .where("id", "!=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertAccountToken(
  db: Kysely<Database>,
  values: { tokenHash: string; purpose: AccountTokenPurpose; userId: number; email: string; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto("account_tokens")
    .values({
      token_hash: values.tokenHash,
      purpose: values.purpose,
      user_id: values.userId,
      email: values.email,
      created_at: values.now,
      expires_at: values.expiresAt,
      used_at: null,
    })
    .execute();
}

export interface AccountToken {
  userId: number;
  email: string;
}

/** A live token: of this purpose, not used, not expired. */
export async function findLiveAccountToken(
  db: Kysely<Database>,
  tokenHash: string,
  purpose: AccountTokenPurpose,
  now: string,
): Promise<AccountToken | undefined> {
  const row = await db
    .selectFrom("account_tokens")
    .select(["user_id", "email"])
    .where("token_hash", "=", tokenHash)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row ? { userId: row.user_id, email: row.email } : undefined;
}

/** Marks a live token used; false when another request used it first (or it expired meanwhile). */
export async function useAccountToken(db: Kysely<Database>, tokenHash: string, purpose: AccountTokenPurpose, now: string): Promise<boolean> {
  const result = await db
    .updateTable("account_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Withdraws the user's other unused tokens of a purpose (a new link replaces the old ones). */
export async function expireAccountTokens(db: Kysely<Database>, userId: number, purpose: AccountTokenPurpose, now: string): Promise<void> {
  await db
    .updateTable("account_tokens")
    .set({ used_at: now })
    .where("user_id", "=", userId)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .execute();
}

export async function deleteOldAccountTokens(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom("account_tokens").where("expires_at", "<", before).execute();
}

import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";

export interface PasskeyRow {
  id: string;
  userId: number;
  name: string;
  publicKey: string;
  counter: number;
  transports: string[];
  backedUp: boolean;
  createdAt: string;
  lastUsedAt: string | null;
}

function parseTransports(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

function toPasskeyRow(row: Database["passkeys"]): PasskeyRow {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    publicKey: row.public_key,
    counter: row.counter,
    transports: parseTransports(row.transports),
    backedUp: Boolean(row.backed_up),
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

export async function insertPasskey(db: Kysely<Database>, passkey: Omit<PasskeyRow, "lastUsedAt">): Promise<void> {
  await db
    .insertInto("passkeys")
    .values({
      id: passkey.id,
      user_id: passkey.userId,
      name: passkey.name,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      backed_up: passkey.backedUp ? 1 : 0,
      created_at: passkey.createdAt,
      last_used_at: null,
    })
    .execute();
}

export async function listUserPasskeyRows(db: Kysely<Database>, userId: number): Promise<PasskeyRow[]> {
  const rows = await db.selectFrom("passkeys").selectAll().where("user_id", "=", userId).orderBy("created_at", "asc").execute();
  return rows.map(toPasskeyRow);
}

export async function findPasskeyRow(db: Kysely<Database>, id: string): Promise<PasskeyRow | undefined> {
  const row = await db.selectFrom("passkeys").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toPasskeyRow(row);
}

export async function countUserPasskeys(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom("passkeys")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordPasskeyUse(db: Kysely<Database>, id: string, counter: number, now: string): Promise<void> {
  await db.updateTable("passkeys").set({ counter, last_used_at: now }).where("id", "=", id).execute();
}

export async function deletePasskeyRow(db: Kysely<Database>, userId: number, id: string): Promise<boolean> {
  const result = await db.deleteFrom("passkeys").where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteUserPasskeyRows(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom("passkeys").where("user_id", "=", userId).execute();
}

export async function insertWebauthnChallenge(
  db: Kysely<Database>,
  values: { challenge: string; purpose: string; userId: number | null; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto("webauthn_challenges")
    .values({ challenge: values.challenge, purpose: values.purpose, user_id: values.userId, created_at: values.now, expires_at: values.expiresAt })
    .execute();
}

/** Uses up a live challenge issued for `purpose`: its user (or null), or undefined when there is none. */
export async function takeWebauthnChallenge(
  db: Kysely<Database>,
  challenge: string,
  purpose: string,
  now: string,
): Promise<{ userId: number | null } | undefined> {
  const row = await db
    .selectFrom("webauthn_challenges")
    .select("user_id")
    .where("challenge", "=", challenge)
    .where("purpose", "=", purpose)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  if (!row) return undefined;
  const deleted = await db.deleteFrom("webauthn_challenges").where("challenge", "=", challenge).executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1 ? { userId: row.user_id } : undefined;
}

export async function deleteExpiredWebauthnChallenges(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom("webauthn_challenges").where("expires_at", "<=", now).execute();
}

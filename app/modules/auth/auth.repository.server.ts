import type { Kysely } from "kysely";
import type { Database, UserRow } from "#app/db/database.ts";
import type { User } from "#app/lib/user.ts";

export function toUser(row: Pick<UserRow, "id" | "username" | "is_admin">): User {
  return { id: row.id, username: row.username, isAdmin: Boolean(row.is_admin) };
}

export async function findUserRowByUsername(db: Kysely<Database>, username: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("username", "=", username).executeTakeFirst();
}

export async function findUserRowById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function hasAdminUser(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom("users").select("id").where("is_admin", "=", 1).limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(
  db: Kysely<Database>,
  values: { username: string; passwordHash: string; isAdmin: boolean; now: string },
): Promise<User> {
  const row = await db
    .insertInto("users")
    .values({
      username: values.username,
      password_hash: values.passwordHash,
      is_admin: values.isAdmin ? 1 : 0,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning(["id", "username", "is_admin"])
    .executeTakeFirstOrThrow();
  return toUser(row);
}

export async function updateUserPassword(db: Kysely<Database>, id: number, passwordHash: string, now: string): Promise<void> {
  await db.updateTable("users").set({ password_hash: passwordHash, updated_at: now }).where("id", "=", id).execute();
}

/** Claims a one-time marker; a second claim fails with a unique violation. */
export async function insertSetting(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await db.insertInto("settings").values({ key, value }).execute();
}

export async function insertSession(
  db: Kysely<Database>,
  values: { tokenHash: string; id: string; userId: number; now: string; expiresAt: string; ip: string; userAgent: string | undefined },
): Promise<void> {
  await db
    .insertInto("sessions")
    .values({
      token_hash: values.tokenHash,
      id: values.id,
      user_id: values.userId,
      created_at: values.now,
      expires_at: values.expiresAt,
      ip: values.ip,
      user_agent: values.userAgent ?? null,
      last_seen_at: values.now,
    })
    .execute();
}

export interface SessionRow {
  id: string;
  tokenHash: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

/** The user's live sessions, most recently seen first. */
export async function listUserSessionRows(db: Kysely<Database>, userId: number, now: string): Promise<SessionRow[]> {
  const rows = await db
    .selectFrom("sessions")
    .select(["id", "token_hash", "ip", "user_agent", "created_at", "last_seen_at", "expires_at"])
    .where("user_id", "=", userId)
    .where("expires_at", ">", now)
    .orderBy("last_seen_at", "desc")
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id ?? "",
    tokenHash: row.token_hash,
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at ?? row.created_at,
    expiresAt: row.expires_at,
  }));
}

/** Ends one of the user's sessions by its public id; false when there is none. */
export async function deleteUserSessionById(db: Kysely<Database>, userId: number, id: string): Promise<boolean> {
  const result = await db.deleteFrom("sessions").where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Records activity at most once per `minIntervalMs`, so that reads do not write on every request. */
export async function touchSessionRow(db: Kysely<Database>, tokenHash: string, now: string, staleBefore: string): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ last_seen_at: now })
    .where("token_hash", "=", tokenHash)
    .where((eb) => eb.or([eb("last_seen_at", "is", null), eb("last_seen_at", "<", staleBefore)]))
    .execute();
}

export async function findSessionUserRow(db: Kysely<Database>, tokenHash: string, now: string): Promise<User | undefined> {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["users.id", "users.username", "users.is_admin"])
    .where("sessions.token_hash", "=", tokenHash)
    .where("sessions.expires_at", ">", now)
    .executeTakeFirst();
  return row ? toUser(row) : undefined;
}

export async function deleteSessionRow(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
}

export async function deleteUserSessionRows(db: Kysely<Database>, userId: number, exceptTokenHash?: string): Promise<void> {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (exceptTokenHash) query = query.where("token_hash", "!=", exceptTokenHash);
  await query.execute();
}

export async function deleteExpiredSessionRows(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom("sessions").where("expires_at", "<=", now).execute();
}

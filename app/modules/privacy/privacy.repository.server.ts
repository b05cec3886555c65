import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";

/** The settings rows of the privacy feature (issue 27), all under this prefix. */
export const PRIVACY_SETTING_PREFIX = "privacy.";

export async function listPrivacySettingRows(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db.selectFrom("settings").select(["key", "value"]).where("key", "like", `${PRIVACY_SETTING_PREFIX}%`).execute();
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function upsertPrivacySetting(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await db
    .insertInto("settings")
    .values({ key, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}

/**
 * Claims the retention run of `day` (YYYY-MM-DD) for the caller: true for exactly one caller per day
 * across every process on the database. Inside the transaction that also erases, the claim commits
 * with the erasure or not at all; a second process's UPDATE waits for the first to commit
 * (PostgreSQL row lock, SQLite's single writer) and then finds the day already taken.
 */
export async function claimRetentionDay(db: Kysely<Database>, key: string, day: string): Promise<boolean> {
  await db
    .insertInto("settings")
    .values({ key, value: "" })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const result = await db.updateTable("settings").set({ value: day }).where("key", "=", key).where("value", "<", day).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the messages that arrived before `before`, their notifications and delivery attempts; returns how many messages. */
export async function deleteMessagesBefore(db: Kysely<Database>, before: string): Promise<number> {
  const old = db.selectFrom("messages").select("id").where("created_at", "<", before);
  const outbox = db.selectFrom("outbox").select("id").where("message_id", "in", old);
  await db.deleteFrom("outbox_attempts").where("outbox_id", "in", outbox).execute();
  await db.deleteFrom("outbox").where("message_id", "in", old).execute();
  const result = await db.deleteFrom("messages").where("created_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The body kept in place of an erased outbox item's payload (still valid JSON). */
export const ERASED_PAYLOAD = "{}";

/** Erases the body of notifications delivered before `before`; returns how many. */
export async function eraseDeliveredOutboxBodiesBefore(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db
    .updateTable("outbox")
    .set({ payload: ERASED_PAYLOAD, last_error: null })
    .where("status", "=", "sent")
    .where("sent_at", "<", before)
    .where("payload", "<>", ERASED_PAYLOAD)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Lowercased address comparison (the forms keep what the visitor typed). */
const sameAddress = (email: string) => email.trim().toLowerCase();

export async function listMessageRowsOf(db: Kysely<Database>, email: string) {
  return db
    .selectFrom("messages")
    .selectAll()
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", sameAddress(email)))
    .orderBy("id")
    .execute();
}

/** Outbox items about the address's messages or addressed to it (acknowledgements, account mail). */
function outboxOf(db: Kysely<Database>, email: string) {
  const messageIds = db
    .selectFrom("messages")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", sameAddress(email)));
  return db
    .selectFrom("outbox")
    .where((eb) => eb.or([eb("message_id", "in", messageIds), eb(eb.fn("lower", ["recipient"]), "=", sameAddress(email))]));
}

export async function listOutboxRowsOf(db: Kysely<Database>, email: string) {
  return outboxOf(db, email).selectAll().orderBy("id").execute();
}

export async function listOutboxAttemptRowsOf(db: Kysely<Database>, email: string) {
  return db
    .selectFrom("outbox_attempts")
    .selectAll()
    .where("outbox_id", "in", outboxOf(db, email).select("id"))
    .orderBy("id")
    .execute();
}

export async function deleteOutboxAttemptsOf(db: Kysely<Database>, email: string): Promise<number> {
  const result = await db.deleteFrom("outbox_attempts").where("outbox_id", "in", outboxOf(db, email).select("id")).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteOutboxOf(db: Kysely<Database>, email: string): Promise<number> {
  const ids = (await outboxOf(db, email).select("id").execute()).map((row) => row.id);
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom("outbox").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteMessagesOf(db: Kysely<Database>, email: string): Promise<number> {
  const result = await db
    .deleteFrom("messages")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", sameAddress(email)))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

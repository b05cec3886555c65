import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { type AuditActor, recordAuditEvent } from "#app/modules/audit/audit.service.server.ts";
import { readOrCreateSecret, rotateSecret } from "#app/modules/settings/secrets.service.server.ts";

/**
 * Trusted devices (ADR 012): a browser that once signed in successfully as a user keeps a signed
 * `device` cookie. Its sign-in attempts for that user are throttled on their own counter, so that an
 * attacker exhausting the username's and the IP's limits cannot lock the owner out of a known device.
 *
 * Token: `<issued-at seconds>.<random nonce>.<HMAC-SHA256(secret, username|issued|nonce)>`, base64url.
 * The secret lives in `settings`, so every instance verifies the same tokens.
 */
export const DEVICE_COOKIE = "device";
export const DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;
const SECRET_KEY = "device_token_secret";
const TOKEN_PATTERN = /^(\d{1,12})\.([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43})$/;

export interface TrustedDevice {
  /** The device's own throttle key part (its nonce). */
  id: string;
}

function deviceSecret(db: Kysely<Database>): Promise<Buffer> {
  return readOrCreateSecret(db, SECRET_KEY);
}

function sign(secret: Buffer, username: string, issued: string, nonce: string): string {
  return crypto.createHmac("sha256", secret).update(`${username.toLowerCase()}|${issued}|${nonce}`).digest("base64url");
}

/** A new device token for `username`, set after each successful sign-in. */
export async function issueDeviceToken(db: Kysely<Database>, username: string, now = Date.now()): Promise<string> {
  const issued = String(Math.floor(now / 1000));
  const nonce = crypto.randomBytes(18).toString("base64url");
  return `${issued}.${nonce}.${sign(await deviceSecret(db), username, issued, nonce)}`;
}

/** The device when `token` is a live token issued for `username`, otherwise undefined. */
export async function verifyDeviceToken(
  db: Kysely<Database>,
  username: string,
  token: string | undefined,
  now = Date.now(),
): Promise<TrustedDevice | undefined> {
  const match = token ? TOKEN_PATTERN.exec(token) : null;
  if (!match) return undefined;
  const [, issued = "", nonce = "", signature = ""] = match;
  const issuedMs = Number(issued) * 1000;
  if (issuedMs > now + 60_000 || now - issuedMs > DEVICE_TTL_MS) return undefined;
  const expected = Buffer.from(sign(await deviceSecret(db), username, issued, nonce));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual) ? { id: nonce } : undefined;
}

/** Every browser forgets it was trusted (ADR 015): its next failed sign-ins count on the IP and username. Audited in the same transaction. */
export async function forgetTrustedDevices(db: Kysely<Database>, actor: AuditActor = {}): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await rotateSecret(trx, SECRET_KEY);
    await recordAuditEvent(trx, actor, { action: "auth.trusted_devices_forgotten" });
  });
}

import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/lib/app-error.ts";
import { nowIso } from "#app/lib/time.ts";
import { type AuditActor, recordAuditEvent } from "#app/modules/audit/audit.service.server.ts";
import { deleteUserSessionRows, findUserRowById } from "./auth.repository.server.ts";
import { hashToken, verifyPassword } from "./password.server.ts";
import { countUserPasskeys, deleteUserPasskeyRows } from "./passkeys.repository.server.ts";
import { generateTotpSecret, matchTotpStep, otpauthUri } from "./totp.server.ts";
import {
  claimTotpStep,
  countUnusedRecoveryCodes,
  isRecoveryCodeUsed,
  disableTotpRow,
  enableTotpRow,
  findTotpState,
  replaceRecoveryCodeRows,
  updatePendingTotpSecret,
  markRecoveryCodeUsed,
} from "./two-factor.repository.server.ts";

/**
 * The second factor (ADR 015): TOTP enrolment through a QR code made on the server, ten single-use
 * recovery codes kept as hashes, and the check of a code at sign-in.
 */
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const WRONG_CODE_MESSAGE = "The authentication code is not correct";
/** Issue 30: a right code that was used already is told apart from a wrong one. */
export const CODE_ALREADY_USED_MESSAGE = "The authentication code has already been used. Wait for the next code in your app.";
export const WRONG_PASSWORD_MESSAGE = "The password is not correct";

export interface TwoFactorStatus {
  totpEnabled: boolean;
  totpEnabledAt: string | null;
  passkeys: number;
  recoveryCodesLeft: number;
}

export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
  /** The QR code of `otpauthUrl` as an SVG data URL, drawn here: no third-party service sees the secret. */
  qrCode: string;
}

/** 10 characters (about 50 bits) in two groups: `k7m2p-x9q4r`. */
function generateRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** Case, spaces and hyphens do not matter when a code is typed. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, "");
}

function hashRecoveryCode(code: string): string {
  return hashToken(`recovery:${normalizeRecoveryCode(code)}`);
}

export async function getTwoFactorStatus(db: Kysely<Database>, userId: number): Promise<TwoFactorStatus> {
  const state = await findTotpState(db, userId);
  return {
    totpEnabled: Boolean(state?.secret),
    totpEnabledAt: state?.enabledAt ?? null,
    passkeys: await countUserPasskeys(db, userId),
    recoveryCodesLeft: await countUnusedRecoveryCodes(db, userId),
  };
}

/** Whether signing in as this user needs a TOTP or recovery code after the password. */
export async function hasTotp(db: Kysely<Database>, userId: number): Promise<boolean> {
  return Boolean((await findTotpState(db, userId))?.secret);
}

/** Whether the account has any second factor (an authenticator app or a passkey). */
export async function hasSecondFactor(db: Kysely<Database>, userId: number): Promise<boolean> {
  return (await hasTotp(db, userId)) || (await countUserPasskeys(db, userId)) > 0;
}

/** Ten recovery codes when the user has no unused one left (the first second factor); else null. */
export async function ensureRecoveryCodes(db: Kysely<Database>, userId: number): Promise<string[] | null> {
  if ((await countUnusedRecoveryCodes(db, userId)) > 0) return null;
  return newRecoveryCodes(db, userId, nowIso());
}

/** Recovery codes go with the last second factor: they would otherwise stand in for nothing. */
export async function dropRecoveryCodesWithoutSecondFactor(db: Kysely<Database>, userId: number): Promise<void> {
  if (!(await hasSecondFactor(db, userId))) await replaceRecoveryCodeRows(db, userId, [], nowIso());
}

async function requirePassword(db: Kysely<Database>, userId: number, password: string): Promise<void> {
  const row = await findUserRowById(db, userId);
  if (!row || !(await verifyPassword(password, row.password_hash))) {
    throw new AppError("VALIDATION", WRONG_PASSWORD_MESSAGE, { issues: [{ path: "password", message: WRONG_PASSWORD_MESSAGE }] });
  }
}

/** Starts (or restarts) enrolment: a new secret, kept pending until a first code confirms it. */
export async function startTotpEnrolment(db: Kysely<Database>, user: { id: number; username: string }, issuer: string): Promise<TotpEnrolment> {
  if (await hasTotp(db, user.id)) throw new AppError("CONFLICT", "Two-factor authentication is already on. Turn it off first to set up another device.");
  const secret = generateTotpSecret();
  await updatePendingTotpSecret(db, user.id, secret);
  const otpauthUrl = otpauthUri(secret, issuer, user.username);
  const { toString } = await import("qrcode");
  const svg = await toString(otpauthUrl, { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#000000", light: "#ffffff" } });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

async function newRecoveryCodes(db: Kysely<Database>, userId: number, now: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  await replaceRecoveryCodeRows(db, userId, codes.map(hashRecoveryCode), now);
  return codes;
}

/**
 * Confirms enrolment with a code from the app: TOTP is on, ten recovery codes are made (returned
 * once, stored hashed) and every other session of the user ends.
 */
export async function enableTotp(
  db: Kysely<Database>,
  userId: number,
  code: string,
  currentSessionToken: string | undefined,
  actor: AuditActor = {},
): Promise<{ recoveryCodes: string[] }> {
  const state = await findTotpState(db, userId);
  if (state?.secret) throw new AppError("CONFLICT", "Two-factor authentication is already on.");
  if (!state?.pendingSecret) throw new AppError("VALIDATION", "Start the set-up first: no authenticator is waiting to be confirmed.");
  const step = matchTotpStep(state.pendingSecret, code.trim());
  if (step === undefined) throw new AppError("VALIDATION", WRONG_CODE_MESSAGE, { issues: [{ path: "code", message: WRONG_CODE_MESSAGE }] });
  const pendingSecret = state.pendingSecret;
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    await enableTotpRow(trx, userId, pendingSecret, step, now);
    const recoveryCodes = await newRecoveryCodes(trx, userId, now);
    await deleteUserSessionRows(trx, userId, currentSessionToken ? hashToken(currentSessionToken) : undefined);
    await recordAuditEvent(trx, actor, { action: "auth.2fa_enabled", target: { type: "user", id: userId, label: actor.username } });
    return { recoveryCodes };
  });
}

/** Turns TOTP off after checking the password; the recovery codes go too, and other sessions end. */
export async function disableTotp(
  db: Kysely<Database>,
  userId: number,
  password: string,
  currentSessionToken: string | undefined,
  actor: AuditActor = {},
): Promise<void> {
  await requirePassword(db, userId, password);
  await db.transaction().execute(async (trx) => {
    await disableTotpRow(trx, userId, nowIso());
    await dropRecoveryCodesWithoutSecondFactor(trx, userId);
    await deleteUserSessionRows(trx, userId, currentSessionToken ? hashToken(currentSessionToken) : undefined);
    await recordAuditEvent(trx, actor, { action: "auth.2fa_disabled", target: { type: "user", id: userId, label: actor.username } });
  });
}

/** Ten new recovery codes after checking the password; the old ones stop working. */
export async function regenerateRecoveryCodes(
  db: Kysely<Database>,
  userId: number,
  password: string,
  actor: AuditActor = {},
): Promise<{ recoveryCodes: string[] }> {
  await requirePassword(db, userId, password);
  if (!(await hasSecondFactor(db, userId))) throw new AppError("CONFLICT", "Turn on two-factor authentication or add a passkey first.");
  return db.transaction().execute(async (trx) => {
    const recoveryCodes = await newRecoveryCodes(trx, userId, nowIso());
    await recordAuditEvent(trx, actor, { action: "auth.recovery_codes_regenerated", target: { type: "user", id: userId, label: actor.username } });
    return { recoveryCodes };
  });
}

/**
 * Which kind of code was accepted at sign-in; "used" for a right code already used (a replayed
 * authenticator code, a spent recovery code), which is refused too; undefined for a wrong one.
 */
export async function verifySecondFactorCode(db: Kysely<Database>, userId: number, code: string): Promise<"totp" | "recovery" | "used" | undefined> {
  const state = await findTotpState(db, userId);
  const trimmed = code.trim().replace(/\s/g, "");
  if (/^\d{6}$/.test(trimmed)) {
    if (!state?.secret) return undefined;
    const step = matchTotpStep(state.secret, trimmed, Date.now(), state.lastStep);
    if (step !== undefined) return (await claimTotpStep(db, userId, step)) ? "totp" : "used";
    return matchTotpStep(state.secret, trimmed, Date.now()) !== undefined ? "used" : undefined;
  }
  const hash = hashRecoveryCode(trimmed);
  if (await markRecoveryCodeUsed(db, userId, hash, nowIso())) return "recovery";
  return (await isRecoveryCodeUsed(db, userId, hash)) ? "used" : undefined;
}

/** For the owner's command-line tool: every second factor of the user is removed, every session ends. */
export async function removeSecondFactors(db: Kysely<Database>, userId: number, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await disableTotpRow(trx, userId, nowIso());
    await deleteUserPasskeyRows(trx, userId);
    await replaceRecoveryCodeRows(trx, userId, [], nowIso());
    await deleteUserSessionRows(trx, userId);
    await recordAuditEvent(trx, actor, { action: "auth.2fa_removed", target: { type: "user", id: userId } });
  });
}

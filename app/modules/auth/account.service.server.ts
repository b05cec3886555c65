import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/lib/app-error.ts";
import { isoAfter, nowIso } from "#app/lib/time.ts";
import { isLanguage, type Language } from "#app/lib/language.ts";
import { type AuditActor, recordAuditEvent } from "#app/modules/audit/audit.service.server.ts";
import { enqueueNotifications } from "#app/modules/notifications/outbox.service.server.ts";
import type { Notifier } from "#app/modules/notifications/notifier.server.ts";
import { hitRateLimit, resetRateLimits, type RateLimit } from "#app/modules/rate-limits/rate-limits.service.server.ts";
import { renderPasswordResetEmail, renderVerificationEmail } from "./account-emails.server.ts";
import {
  type AccountRow,
  deleteOldAccountTokens,
  expireAccountTokens,
  findAccountRow,
  findAccountRowByVerifiedEmail,
  findLiveAccountToken,
  findOwnerLanguage,
  insertAccountToken,
  isEmailVerifiedByAnother,
  updateUserEmail,
  updateUserLanguage,
  useAccountToken,
} from "./account.repository.server.ts";
import type { AccountEmailInput, PasswordResetCompletion } from "./auth.schema.ts";
import { deleteUserSessionRows, findUserRowById, updateUserPassword } from "./auth.repository.server.ts";
import { requireStrongPassword } from "./auth.service.server.ts";
import { generateSessionToken, hashPassword, hashToken, verifyPassword } from "./password.server.ts";
import { hasPasskeys, type RelyingParty, startPasskeyAuthentication, verifyPasskeyAuthentication } from "./passkeys.service.server.ts";
import { CODE_ALREADY_USED_MESSAGE, hasTotp, verifySecondFactorCode } from "./two-factor.service.server.ts";
import type { Account } from "#app/lib/user.ts";

export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
/** Reset e-mails asked for per window: per client IP, and per address (whether or not it exists). */
export const RESET_LIMIT_PER_IP: RateLimit = { limit: 10, windowMs: 60 * 60 * 1000 };
export const RESET_LIMIT_PER_EMAIL: RateLimit = { limit: 3, windowMs: 60 * 60 * 1000 };
/** Second-factor codes tried on reset links, per account and window. */
export const RESET_CODE_LIMIT: RateLimit = { limit: 5, windowMs: 15 * 60 * 1000 };

export const PASSWORD_RESET_REQUESTED_MESSAGE =
  "If this address belongs to an account and has been verified, a link to reset the password is on its way. It is valid for 30 minutes and works once.";
export const RESET_LINK_INVALID_MESSAGE = "This password reset link is not valid: it has expired or has been used already. Ask for a new one.";
export const VERIFY_LINK_INVALID_MESSAGE = "This confirmation link is not valid: it has expired or has been used already.";
export const CURRENT_PASSWORD_WRONG_MESSAGE = "The current password is not correct";
export const EMAIL_OFF_MESSAGE = "E-mail is not configured on this server (SMTP_URL): no link can be sent.";
export const EMAIL_TAKEN_MESSAGE = "This address belongs to another account.";
export const RESET_CODE_REQUIRED_MESSAGE = "Two-factor authentication is on: enter the code from your authenticator app or a recovery code.";
export const RESET_CODE_WRONG_MESSAGE = "The authentication code is not correct";

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    username: row.username,
    isAdmin: row.isAdmin,
    language: isLanguage(row.language) ? row.language : "en",
    email: row.email,
    emailVerified: row.emailVerified,
  };
}

export async function getAccount(db: Kysely<Database>, userId: number): Promise<Account> {
  const row = await findAccountRow(db, userId);
  if (!row) throw new AppError("NOT_FOUND", "No such user");
  return toAccount(row);
}

/** `PATCH /api/auth/me {language}`: the admin's language, recorded in the audit log with the change. */
export async function setAccountLanguage(db: Kysely<Database>, userId: number, language: Language, actor: AuditActor): Promise<Account> {
  return db.transaction().execute(async (trx) => {
    const before = await findAccountRow(trx, userId);
    if (!before) throw new AppError("NOT_FOUND", "No such user");
    if (before.language !== language) {
      await updateUserLanguage(trx, userId, language, nowIso());
      await recordAuditEvent(trx, actor, {
        action: "auth.language_changed",
        target: { type: "user", id: userId, label: before.username },
        details: { from: before.language, to: language },
      });
    }
    return toAccount({ ...before, language });
  });
}

/** The language the owner's e-mails are written in: the first admin's choice (English until she makes one). */
export async function getOwnerLanguage(db: Kysely<Database>): Promise<Language> {
  const language = await findOwnerLanguage(db);
  return isLanguage(language) ? language : "en";
}

function requireEmail(notifier: Notifier | undefined): asserts notifier is Notifier & { email: NonNullable<Notifier["email"]> } {
  if (!notifier?.email) throw new AppError("UNAVAILABLE", EMAIL_OFF_MESSAGE);
}

/**
 * `POST /api/auth/email`: after the current password, the address is stored unverified and a link to
 * confirm it is e-mailed to it (in the same transaction as the change, through the outbox).
 */
export async function requestEmailChange(
  db: Kysely<Database>,
  notifier: Notifier | undefined,
  userId: number,
  input: AccountEmailInput,
  actor: AuditActor,
): Promise<void> {
  requireEmail(notifier);
  const user = await findUserRowById(db, userId);
  if (!user || !(await verifyPassword(input.currentPassword, user.password_hash))) {
    throw new AppError("VALIDATION", CURRENT_PASSWORD_WRONG_MESSAGE, { issues: [{ path: "currentPassword", message: CURRENT_PASSWORD_WRONG_MESSAGE }] });
  }
  const email = input.email;
  if (await isEmailVerifiedByAnother(db, email, userId)) {
    throw new AppError("CONFLICT", EMAIL_TAKEN_MESSAGE, { issues: [{ path: "email", message: EMAIL_TAKEN_MESSAGE }] });
  }
  const token = generateSessionToken();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await expireAccountTokens(trx, userId, "email_verification", now);
    await updateUserEmail(trx, userId, email, false, now);
    await insertAccountToken(trx, { tokenHash: hashToken(token), purpose: "email_verification", userId, email, now, expiresAt: isoAfter(EMAIL_VERIFICATION_TTL_MS) });
    await recordAuditEvent(trx, actor, { action: "auth.email_changed", target: { type: "user", id: userId, label: user.username }, details: { email } });
    const language = isLanguage(user.language) ? user.language : "en";
    const link = `${notifier.siteUrl}/admin/verify-email?token=${token}`;
    await enqueueNotifications(trx, [renderVerificationEmail({ to: email, username: user.username, link, language, siteUrl: notifier.siteUrl })], notifier.retryWindowMs);
  });
  notifier.wake();
}

/** The address a verification link would confirm (the page's loader: reading changes nothing). */
export async function inspectEmailVerification(db: Kysely<Database>, token: string): Promise<{ email: string } | undefined> {
  const found = await findLiveAccountToken(db, hashToken(token), "email_verification", nowIso());
  return found ? { email: found.email } : undefined;
}

/** `POST /api/auth/email/verify {token}`: the page's confirmation; the address now counts. */
export async function confirmEmailVerification(db: Kysely<Database>, token: string, actor: AuditActor): Promise<Account> {
  const tokenHash = hashToken(token);
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const found = await findLiveAccountToken(trx, tokenHash, "email_verification", now);
    const account = found ? await findAccountRow(trx, found.userId) : undefined;
    // The address was changed again since this link was sent: only the newest link confirms.
    if (!found || !account || account.email !== found.email || !(await useAccountToken(trx, tokenHash, "email_verification", now))) {
      throw new AppError("VALIDATION", VERIFY_LINK_INVALID_MESSAGE);
    }
    if (await isEmailVerifiedByAnother(trx, found.email, account.id)) throw new AppError("CONFLICT", EMAIL_TAKEN_MESSAGE);
    await updateUserEmail(trx, account.id, found.email, true, now);
    await recordAuditEvent(trx, { ...actor, userId: actor.userId ?? account.id, username: actor.username ?? account.username }, {
      action: "auth.email_verified",
      target: { type: "user", id: account.id, label: account.username },
      details: { email: found.email },
    });
    return toAccount({ ...account, emailVerified: true });
  });
}

/**
 * `POST /api/auth/password-reset {email}`: the same answer whatever the address. A verified address
 * gets a single-use link valid 30 minutes, unless the IP or the address has asked too often (then
 * nothing is sent, and nothing tells).
 */
export async function requestPasswordReset(db: Kysely<Database>, notifier: Notifier | undefined, email: string, ip: string): Promise<void> {
  const overIp = await hitRateLimit(db, `reset:ip:${ip}`, RESET_LIMIT_PER_IP);
  const overAddress = await hitRateLimit(db, `reset:email:${email}`, RESET_LIMIT_PER_EMAIL);
  if (overIp !== undefined || overAddress !== undefined || !notifier?.email) return;
  const account = await findAccountRowByVerifiedEmail(db, email);
  if (!account) return;
  const token = generateSessionToken();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await deleteOldAccountTokens(trx, new Date(Date.now() - EMAIL_VERIFICATION_TTL_MS).toISOString());
    await expireAccountTokens(trx, account.id, "password_reset", now);
    await insertAccountToken(trx, { tokenHash: hashToken(token), purpose: "password_reset", userId: account.id, email, now, expiresAt: isoAfter(PASSWORD_RESET_TTL_MS) });
    const link = `${notifier.siteUrl}/admin/reset-password?token=${token}`;
    const language = isLanguage(account.language) ? account.language : "en";
    await enqueueNotifications(trx, [renderPasswordResetEmail({ to: email, username: account.username, link, language, siteUrl: notifier.siteUrl })], notifier.retryWindowMs);
  });
  notifier.wake();
}

export interface PasswordResetView {
  username: string;
  /** A second factor is on: the page asks for a code (TOTP or recovery) or a passkey. */
  codeRequired: boolean;
  /** The account has a passkey: the page offers it instead of a code. */
  passkey: boolean;
}

const RESET_PASSKEY_FAILED_MESSAGE = "The passkey could not be verified. Please try again.";
const resetPasskeyPurpose = (tokenHash: string) => `password-reset:${tokenHash}`;

async function requiresCode(db: Kysely<Database>, userId: number): Promise<boolean> {
  return (await hasTotp(db, userId)) || (await hasPasskeys(db, userId));
}

/** What the reset page shows for a link (its loader: reading changes nothing); undefined when not live. */
export async function inspectPasswordReset(db: Kysely<Database>, token: string): Promise<PasswordResetView | undefined> {
  const found = await findLiveAccountToken(db, hashToken(token), "password_reset", nowIso());
  const account = found ? await findAccountRow(db, found.userId) : undefined;
  if (!found || !account) return undefined;
  return { username: account.username, codeRequired: await requiresCode(db, account.id), passkey: await hasPasskeys(db, account.id) };
}

/** `POST /api/auth/password-reset/passkey-options {token}`: WebAuthn options for the link's account's passkeys. */
export async function startPasswordResetPasskey(db: Kysely<Database>, token: string, rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const tokenHash = hashToken(token);
  const found = await findLiveAccountToken(db, tokenHash, "password_reset", nowIso());
  if (!found) throw new AppError("VALIDATION", RESET_LINK_INVALID_MESSAGE);
  if (!(await hasPasskeys(db, found.userId))) throw new AppError("VALIDATION", "This account has no passkey.");
  return startPasskeyAuthentication(db, rp, resetPasskeyPurpose(tokenHash), found.userId);
}

/** The second factor of a reset: a code (TOTP or recovery), or the answer of one of the account's passkeys to this link's challenge. */
async function requireResetSecondFactor(db: Kysely<Database>, userId: number, tokenHash: string, input: PasswordResetCompletion, rp: RelyingParty | undefined): Promise<void> {
  if (!input.code && !input.passkey) throw new AppError("VALIDATION", RESET_CODE_REQUIRED_MESSAGE, { issues: [{ path: "code", message: RESET_CODE_REQUIRED_MESSAGE }] });
  const wait = await hitRateLimit(db, `reset:code:${userId}`, RESET_CODE_LIMIT);
  if (wait !== undefined) throw new AppError("TOO_MANY_REQUESTS", "Too many wrong codes. Please try again later.", { retryAfterSeconds: wait });
  if (input.passkey) {
    const answer = input.passkey as unknown as AuthenticationResponseJSON;
    const verified = rp ? await verifyPasskeyAuthentication(db, rp, answer, resetPasskeyPurpose(tokenHash), { requireUserVerification: false }) : undefined;
    if (!verified || verified.userId !== userId) throw new AppError("VALIDATION", RESET_PASSKEY_FAILED_MESSAGE, { issues: [{ path: "passkey", message: RESET_PASSKEY_FAILED_MESSAGE }] });
    return;
  }
  const method = await verifySecondFactorCode(db, userId, input.code ?? "");
  if (!method || method === "used") {
    const message = method === "used" ? CODE_ALREADY_USED_MESSAGE : RESET_CODE_WRONG_MESSAGE;
    throw new AppError("VALIDATION", message, { issues: [{ path: "code", message }] });
  }
}

/**
 * `POST /api/auth/password-reset/complete`: a live link, a strong new password and, when a second
 * factor is on, a code. The link is used up, the password replaced, every session ended and the
 * event audited in one transaction.
 */
export async function completePasswordReset(
  db: Kysely<Database>,
  input: PasswordResetCompletion,
  client: AuditActor,
  rp?: RelyingParty,
): Promise<void> {
  const tokenHash = hashToken(input.token);
  const found = await findLiveAccountToken(db, tokenHash, "password_reset", nowIso());
  const user = found ? await findUserRowById(db, found.userId) : undefined;
  if (!found || !user) throw new AppError("VALIDATION", RESET_LINK_INVALID_MESSAGE);
  await requireStrongPassword(input.newPassword, [user.username, "admin", "password", found.email]);
  if (await requiresCode(db, user.id)) await requireResetSecondFactor(db, user.id, tokenHash, input, rp);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    if (!(await useAccountToken(trx, tokenHash, "password_reset", now))) throw new AppError("VALIDATION", RESET_LINK_INVALID_MESSAGE);
    await expireAccountTokens(trx, user.id, "password_reset", now);
    await updateUserPassword(trx, user.id, passwordHash, now);
    await deleteUserSessionRows(trx, user.id);
    await recordAuditEvent(trx, { ...client, userId: user.id, username: user.username }, {
      action: "auth.password_reset_by_email",
      target: { type: "user", id: user.id, label: user.username },
    });
  });
  await resetRateLimits(db, [`login:user:${user.username.toLowerCase()}`, `reset:code:${user.id}`]);
}

import crypto from "node:crypto";
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { isUniqueViolation } from "#app/db/errors.server.ts";
import { AppError } from "#app/lib/app-error.ts";
import { isoAfter, nowIso } from "#app/lib/time.ts";
import type { Language } from "#app/lib/language.ts";
import { type AuditActor, recordAuditEvent } from "#app/modules/audit/audit.service.server.ts";
import {
  findRetryAfter,
  hitRateLimit,
  purgeExpiredRateLimits,
  type RateLimit,
  resetRateLimits,
} from "#app/modules/rate-limits/rate-limits.service.server.ts";
import { setUserLanguageIfUnset } from "./account.repository.server.ts";
import type { ChangePasswordInput, LoginInput, SecondFactorInput, SessionView } from "./auth.schema.ts";
import {
  deleteExpiredSessionRows,
  deleteSessionRow,
  deleteUserSessionById,
  deleteUserSessionRows,
  findSessionUserRow,
  findUserRowById,
  findUserRowByUsername,
  hasAdminUser,
  insertSession,
  insertSetting,
  insertUser,
  listUserSessionRows,
  touchSessionRow,
  updateUserPassword,
} from "./auth.repository.server.ts";
import {
  generatePassword,
  generateSessionToken,
  getDummyHash,
  hashPassword,
  hashToken,
  verifyPassword,
} from "./password.server.ts";
import { issueDeviceToken, verifyDeviceToken } from "./trusted-device.server.ts";
import {
  claimLoginChallengeAttempt,
  deleteExpiredLoginChallenges,
  deleteLoginChallenge,
  findLoginChallenge,
  insertLoginChallenge,
} from "./two-factor.repository.server.ts";
import {
  hasPasskeys,
  PASSKEY_FAILED_MESSAGE,
  type RelyingParty,
  startPasskeyAuthentication,
  verifyPasskeyAuthentication,
} from "./passkeys.service.server.ts";
import {
  CODE_ALREADY_USED_MESSAGE,
  getTwoFactorStatus,
  hasTotp,
  removeSecondFactors,
  verifySecondFactorCode,
  WRONG_CODE_MESSAGE,
} from "./two-factor.service.server.ts";
import { type SecondFactorMethod, SESSION_TTL_MS, type User } from "#app/lib/user.ts";
import { describeUserAgent } from "./user-agent.ts";

export const INVALID_CREDENTIALS_MESSAGE = "Invalid username or password";
export const ALREADY_INITIALIZED_MESSAGE =
  "The system is already initialized: an admin account exists. Sign in with it, or reset its password on the server with: npm run admin -- reset-password <username>";
export const INIT_SUCCESS_MESSAGE = "System initialized successfully. You can now log in.";
export const INIT_NOTE =
  "Save this password now in a password manager: it is shown only once and cannot be shown again. You can change it in the admin area under Settings.";
export const DEFAULT_ADMIN_USERNAME = "admin";
export const SETUP_TOKEN_REQUIRED_MESSAGE =
  "This site requires its setup token to initialize: enter the SETUP_TOKEN value set on the server.";
export const SETUP_TOKEN_WRONG_MESSAGE = "The setup token is not correct.";

/** Throws 403 unless `given` equals the server's setup token (constant time); no token set: nothing to check. */
export function requireSetupToken(expected: string | undefined, given: string | undefined): void {
  if (expected === undefined) return;
  if (!given) throw new AppError("FORBIDDEN", SETUP_TOKEN_REQUIRED_MESSAGE);
  const digest = (text: string) => crypto.createHash("sha256").update(text).digest();
  if (!crypto.timingSafeEqual(digest(expected), digest(given))) throw new AppError("FORBIDDEN", SETUP_TOKEN_WRONG_MESSAGE);
}

/** Failed logins allowed per window, per client IP and per username (ADR 002). */
export const LOGIN_LIMIT_PER_IP: RateLimit = { limit: 20, windowMs: 15 * 60 * 1000 };
export const LOGIN_LIMIT_PER_USERNAME: RateLimit = { limit: 10, windowMs: 15 * 60 * 1000 };
/** Failed logins allowed per window from one trusted device, which skips the two limits above. */
export const LOGIN_LIMIT_PER_DEVICE: RateLimit = { limit: 10, windowMs: 15 * 60 * 1000 };

export interface InitResult {
  username: string;
  password: string;
}

/** Whether the site has its administrator (POST /api/init was done): the login page says so when not (issue 30). */
export function isSystemInitialized(db: Kysely<Database>): Promise<boolean> {
  return hasAdminUser(db);
}

/** Creates the first admin with a generated password; at most once, whatever the concurrency. */
export async function initializeSystem(db: Kysely<Database>, actor: AuditActor = {}): Promise<InitResult> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  try {
    await db.transaction().execute(async (trx) => {
      if (await hasAdminUser(trx)) throw new AppError("CONFLICT", ALREADY_INITIALIZED_MESSAGE);
      const now = nowIso();
      await insertSetting(trx, "initialized_at", now);
      const user = await insertUser(trx, { username: DEFAULT_ADMIN_USERNAME, passwordHash, isAdmin: true, now });
      await recordAuditEvent(trx, actor, { action: "system.initialized", target: { type: "user", id: user.id, label: user.username } });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", ALREADY_INITIALIZED_MESSAGE);
    throw error;
  }
  return { username: DEFAULT_ADMIN_USERNAME, password };
}

function usernameThrottleKey(username: string): string {
  return `login:user:${username.toLowerCase()}`;
}

/**
 * The counters a sign-in attempt is charged to: the client IP and the username, or, from a trusted
 * device of that user (ADR 012), the device alone, so that an attacker who exhausts the first two
 * cannot lock the owner out of a browser they signed in from before.
 */
async function loginThrottles(
  db: Kysely<Database>,
  username: string,
  ip: string,
  deviceToken: string | undefined,
): Promise<Array<{ key: string; rule: RateLimit }>> {
  const device = await verifyDeviceToken(db, username, deviceToken);
  if (device) return [{ key: `login:device:${device.id}`, rule: LOGIN_LIMIT_PER_DEVICE }];
  return [
    { key: `login:ip:${ip}`, rule: LOGIN_LIMIT_PER_IP },
    { key: usernameThrottleKey(username), rule: LOGIN_LIMIT_PER_USERNAME },
  ];
}

function tooManyAttempts(retryAfterSeconds: number): AppError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AppError(
    "TOO_MANY_REQUESTS",
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { retryAfterSeconds },
  );
}

/** Where a sign-in comes from: for throttling, and shown in the list of sessions. */
export interface SessionClient {
  ip: string;
  userAgent?: string;
  /** The browser's language: an admin who has not chosen one yet takes it at sign-in (issue 26). */
  language?: Language;
}

async function createSession(db: Kysely<Database>, userId: number, client: SessionClient): Promise<string> {
  const token = generateSessionToken();
  const now = nowIso();
  await insertSession(db, {
    tokenHash: hashToken(token),
    id: crypto.randomBytes(12).toString("base64url"),
    userId,
    now,
    expiresAt: isoAfter(SESSION_TTL_MS),
    ip: client.ip,
    userAgent: client.userAgent,
  });
  return token;
}

export interface LoginResult {
  user: User;
  token: string;
  /** A fresh trusted-device token for this browser (ADR 012). */
  deviceToken: string;
}

/** The password was right, but the account has a second factor: finish with `completeSecondFactor`. */
export interface SecondFactorChallenge {
  challenge: string;
  methods: SecondFactorMethod[];
  expiresInSeconds: number;
}

export type LoginOutcome = ({ kind: "signed-in" } & LoginResult) | ({ kind: "second-factor" } & SecondFactorChallenge);

export const SECOND_FACTOR_REQUIRED_MESSAGE = "Enter the code from your authenticator app (or a recovery code) to finish signing in.";
export const CHALLENGE_EXPIRED_MESSAGE = "This sign-in has expired. Please sign in again with your password.";
/** A sign-in waiting for its second factor lasts 5 minutes and allows 5 codes. */
export const LOGIN_CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const LOGIN_CHALLENGE_MAX_ATTEMPTS = 5;

/** Waits out (429) or counts one attempt on the sign-in counters, before any secret is checked. */
async function chargeLoginAttempt(db: Kysely<Database>, throttles: Array<{ key: string; rule: RateLimit }>): Promise<void> {
  let wait = 0;
  for (const { key, rule } of throttles) wait = Math.max(wait, (await findRetryAfter(db, key, rule)) ?? 0);
  if (wait > 0) throw tooManyAttempts(wait);
  // Count the attempt before checking (atomic upsert), so that guesses sent in parallel cannot
  // all pass the check above: at most `limit` passwords or codes are tried per window.
  for (const { key, rule } of throttles) wait = Math.max(wait, (await hitRateLimit(db, key, rule)) ?? 0);
  if (wait > 0) throw tooManyAttempts(wait);
}

/** Every factor checked: the counters are cleared and a session opens. */
async function completeLogin(
  db: Kysely<Database>,
  row: { id: number; username: string; is_admin: number },
  throttles: Array<{ key: string; rule: RateLimit }>,
  client: SessionClient,
  method: "password" | "totp" | "recovery" | "passkey",
): Promise<LoginResult> {
  await resetRateLimits(
    db,
    throttles.map((t) => t.key),
  );
  const now = nowIso();
  await deleteExpiredSessionRows(db, now);
  await deleteExpiredLoginChallenges(db, now);
  await purgeExpiredRateLimits(db);
  const token = await createSession(db, row.id, client);
  if (client.language) await setUserLanguageIfUnset(db, row.id, client.language);
  await recordAuditEvent(db, { userId: row.id, username: row.username, ip: client.ip, userAgent: client.userAgent }, { action: "auth.login", details: { method } });
  return {
    user: { id: row.id, username: row.username, isAdmin: Boolean(row.is_admin) },
    token,
    deviceToken: await issueDeviceToken(db, row.username),
  };
}

/**
 * Checks the password (same answer for an unknown user and a wrong password). Without a second
 * factor a session opens; with one, a short-lived challenge is returned instead and the counters
 * stay charged until the second factor is right too.
 */
export async function login(
  db: Kysely<Database>,
  input: LoginInput,
  client: SessionClient,
  deviceToken?: string,
): Promise<LoginOutcome> {
  const throttles = await loginThrottles(db, input.username, client.ip, deviceToken);
  await chargeLoginAttempt(db, throttles);

  const row = await findUserRowByUsername(db, input.username);
  const valid = await verifyPassword(input.password, row?.password_hash ?? (await getDummyHash()));
  if (!row || !valid) {
    await recordLoginFailure(db, input.username, client, "password");
    throw new AppError("UNAUTHORIZED", INVALID_CREDENTIALS_MESSAGE);
  }

  const methods = await secondFactorMethods(db, row.id);
  if (methods.length > 0) {
    const challenge = generateSessionToken();
    await insertLoginChallenge(db, { tokenHash: hashToken(challenge), userId: row.id, now: nowIso(), expiresAt: isoAfter(LOGIN_CHALLENGE_TTL_MS) });
    return { kind: "second-factor", challenge, methods, expiresInSeconds: LOGIN_CHALLENGE_TTL_MS / 1000 };
  }
  return { kind: "signed-in", ...(await completeLogin(db, row, throttles, client, "password")) };
}

/** A wrong password or code, under the username it was tried for (throttled attempts are not recorded). */
function recordLoginFailure(db: Kysely<Database>, username: string, client: SessionClient, reason: "password" | "code" | "passkey"): Promise<void> {
  return recordAuditEvent(db, { username, ...client }, { action: "auth.login_failed", outcome: "failure", details: { reason } });
}

/** The second factors this user can finish a sign-in with (empty: the password is enough). */
async function secondFactorMethods(db: Kysely<Database>, userId: number): Promise<SecondFactorMethod[]> {
  const totp = await hasTotp(db, userId);
  const passkey = await hasPasskeys(db, userId);
  if (!totp && !passkey) return [];
  const methods: SecondFactorMethod[] = totp ? ["totp"] : [];
  if (passkey) methods.push("passkey");
  if ((await getTwoFactorStatus(db, userId)).recoveryCodesLeft > 0) methods.push("recovery");
  return methods;
}

/** The sign-in waiting for its second factor, or 401 when it expired (or never was). */
async function requireLoginChallenge(db: Kysely<Database>, challenge: string) {
  const challengeHash = hashToken(challenge);
  const found = await findLoginChallenge(db, challengeHash, nowIso());
  const row = found ? await findUserRowById(db, found.userId) : undefined;
  if (!found || !row) throw new AppError("UNAUTHORIZED", CHALLENGE_EXPIRED_MESSAGE);
  return { challengeHash, row };
}

/**
 * Takes one of the challenge's 5 tries before a code or passkey is checked: one conditional UPDATE,
 * so concurrent requests cannot check more than 5 between them. 401 when none is left.
 */
async function claimChallengeAttempt(db: Kysely<Database>, challengeHash: string): Promise<number> {
  const attempts = await claimLoginChallengeAttempt(db, challengeHash, nowIso(), LOGIN_CHALLENGE_MAX_ATTEMPTS);
  if (attempts === undefined) throw new AppError("UNAUTHORIZED", CHALLENGE_EXPIRED_MESSAGE);
  return attempts;
}

/** WebAuthn options to finish a password sign-in with one of the user's passkeys. */
export async function startSecondFactorPasskey(db: Kysely<Database>, challenge: string, rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { challengeHash, row } = await requireLoginChallenge(db, challenge);
  if (!(await hasPasskeys(db, row.id))) throw new AppError("VALIDATION", "This account has no passkey.");
  return startPasskeyAuthentication(db, rp, `second-factor:${challengeHash}`, row.id);
}

/** The second step of a sign-in with a passkey instead of a code: same throttles, same 5-try limit. */
export async function completeSecondFactorWithPasskey(
  db: Kysely<Database>,
  input: { challenge: string; response: AuthenticationResponseJSON },
  client: SessionClient,
  deviceToken: string | undefined,
  rp: RelyingParty,
): Promise<LoginResult> {
  const { challengeHash, row } = await requireLoginChallenge(db, input.challenge);
  const throttles = await loginThrottles(db, row.username, client.ip, deviceToken);
  await chargeLoginAttempt(db, throttles);
  const attempts = await claimChallengeAttempt(db, challengeHash);
  const verified = await verifyPasskeyAuthentication(db, rp, input.response, `second-factor:${challengeHash}`, { requireUserVerification: false });
  if (!verified || verified.userId !== row.id) {
    await recordLoginFailure(db, row.username, client, "passkey");
    if (attempts >= LOGIN_CHALLENGE_MAX_ATTEMPTS) await deleteLoginChallenge(db, challengeHash);
    throw new AppError("UNAUTHORIZED", PASSKEY_FAILED_MESSAGE);
  }
  if (!(await deleteLoginChallenge(db, challengeHash))) throw new AppError("UNAUTHORIZED", CHALLENGE_EXPIRED_MESSAGE);
  return completeLogin(db, row, throttles, client, "passkey");
}

/** WebAuthn options for a password-less sign-in: any passkey of this site may answer. */
export function startPasskeyLogin(db: Kysely<Database>, rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return startPasskeyAuthentication(db, rp, "login", null);
}

/**
 * A password-less sign-in: a passkey with user verification (a PIN or biometrics on the device) is
 * two factors in itself. Throttled per IP, and per user once the passkey names one.
 */
export async function loginWithPasskey(
  db: Kysely<Database>,
  response: AuthenticationResponseJSON,
  client: SessionClient,
  deviceToken: string | undefined,
  rp: RelyingParty,
): Promise<LoginResult> {
  const ipThrottle = [{ key: `login:ip:${client.ip}`, rule: LOGIN_LIMIT_PER_IP }];
  await chargeLoginAttempt(db, ipThrottle);
  const verified = await verifyPasskeyAuthentication(db, rp, response, "login", { requireUserVerification: true });
  const row = verified ? await findUserRowById(db, verified.userId) : undefined;
  if (!row) {
    await recordAuditEvent(db, client, { action: "auth.login_failed", outcome: "failure", details: { reason: "passkey" } });
    throw new AppError("UNAUTHORIZED", PASSKEY_FAILED_MESSAGE);
  }
  const throttles = await loginThrottles(db, row.username, client.ip, deviceToken);
  return completeLogin(db, row, [...ipThrottle, ...throttles], client, "passkey");
}

/**
 * The second step of a sign-in: the challenge from `login` and a TOTP or recovery code, throttled
 * on the same counters as passwords. A challenge takes 5 codes at most.
 */
export async function completeSecondFactor(
  db: Kysely<Database>,
  input: SecondFactorInput,
  client: SessionClient,
  deviceToken?: string,
): Promise<LoginResult & { method: "totp" | "recovery" }> {
  const { challengeHash, row } = await requireLoginChallenge(db, input.challenge);

  const throttles = await loginThrottles(db, row.username, client.ip, deviceToken);
  await chargeLoginAttempt(db, throttles);
  const attempts = await claimChallengeAttempt(db, challengeHash);
  const method = await verifySecondFactorCode(db, row.id, input.code);
  if (!method || method === "used") {
    await recordLoginFailure(db, row.username, client, "code");
    const refusal = method === "used" ? CODE_ALREADY_USED_MESSAGE : WRONG_CODE_MESSAGE;
    if (attempts >= LOGIN_CHALLENGE_MAX_ATTEMPTS) {
      await deleteLoginChallenge(db, challengeHash);
      throw new AppError("UNAUTHORIZED", `${refusal.replace(/\.$/, "")}. ${CHALLENGE_EXPIRED_MESSAGE}`);
    }
    throw new AppError("UNAUTHORIZED", refusal);
  }
  // A challenge opens one session, even when two right codes race.
  if (!(await deleteLoginChallenge(db, challengeHash))) throw new AppError("UNAUTHORIZED", CHALLENGE_EXPIRED_MESSAGE);
  return { ...(await completeLogin(db, row, throttles, client, method)), method };
}

/** Activity is recorded at most once a minute per session (the "last seen" of the list of sessions). */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export async function findSessionUser(db: Kysely<Database>, token: string): Promise<User | undefined> {
  const tokenHash = hashToken(token);
  const now = new Date();
  const user = await findSessionUserRow(db, tokenHash, now.toISOString());
  if (user) await touchSessionRow(db, tokenHash, now.toISOString(), new Date(now.getTime() - SESSION_TOUCH_INTERVAL_MS).toISOString());
  return user;
}

/** The user's live sessions for the Settings list, the one making the request marked `current`. */
export async function listSessions(db: Kysely<Database>, userId: number, currentToken: string | undefined): Promise<SessionView[]> {
  const currentHash = currentToken ? hashToken(currentToken) : undefined;
  const rows = await listUserSessionRows(db, userId, nowIso());
  return rows.map((row) => ({
    id: row.id,
    current: row.tokenHash === currentHash,
    ...describeUserAgent(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    expiresAt: row.expiresAt,
  }));
}

/** Ends one session of the user (any of them, this one included); audited in the same transaction. */
export async function revokeSession(db: Kysely<Database>, userId: number, id: string, actor: AuditActor = {}): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await deleteUserSessionById(trx, userId, id))) throw new AppError("NOT_FOUND", "No such session: it may have ended already");
    await recordAuditEvent(trx, actor, { action: "auth.session_revoked", target: { type: "session", id } });
  });
}

/** Ends every session of the user but the current one; audited in the same transaction. */
export async function revokeOtherSessions(db: Kysely<Database>, userId: number, currentToken: string | undefined, actor: AuditActor = {}): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await deleteUserSessionRows(trx, userId, currentToken ? hashToken(currentToken) : undefined);
    await recordAuditEvent(trx, actor, { action: "auth.other_sessions_revoked" });
  });
}

/** Ends a session without a trace (a browser signing in again replaces the session it had). */
export async function logout(db: Kysely<Database>, token: string): Promise<void> {
  await deleteSessionRow(db, hashToken(token));
}

/** "Sign out": ends the session and records it in the same transaction. */
export async function endSession(db: Kysely<Database>, token: string, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await deleteSessionRow(trx, hashToken(token));
    await recordAuditEvent(trx, actor, { action: "auth.logout" });
  });
}

/** Replaces the password after checking the current one; every other session is signed out. */
export async function changePassword(
  db: Kysely<Database>,
  userId: number,
  input: ChangePasswordInput,
  currentToken: string | undefined,
  actor: AuditActor = {},
): Promise<void> {
  const row = await findUserRowById(db, userId);
  if (!row || !(await verifyPassword(input.currentPassword, row.password_hash))) {
    throw new AppError("VALIDATION", "The current password is not correct", {
      issues: [{ path: "currentPassword", message: "The current password is not correct" }],
    });
  }
  await requireStrongPassword(input.newPassword, [row.username, input.currentPassword, "admin", "password"]);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await updateUserPassword(trx, userId, passwordHash, nowIso());
    await deleteUserSessionRows(trx, userId, currentToken ? hashToken(currentToken) : undefined);
    await recordAuditEvent(trx, actor, { action: "auth.password_changed", target: { type: "user", id: userId, label: row.username } });
  });
}

/** Throws 400 (field newPassword) when zxcvbn-ts scores the password below PASSWORD_MIN_SCORE. */
export async function requireStrongPassword(password: string, userInputs: string[]): Promise<void> {
  // Loaded on first use: the dictionaries would cost every start about a megabyte and 0.2 s.
  const { assessPassword, weakPasswordMessage } = await import("./password-strength.ts");
  const assessment = assessPassword(password, userInputs);
  if (assessment.acceptable) return;
  const message = weakPasswordMessage(assessment);
  throw new AppError("VALIDATION", message, { issues: [{ path: "newPassword", message }] });
}

/** The owner's command-line tool, as the audit log names it. */
const COMMAND_LINE: AuditActor = { username: null, ip: null, userAgent: "npm run admin" };

/** For the owner's command-line tool: a new user with a generated password. */
export async function createUserWithGeneratedPassword(
  db: Kysely<Database>,
  username: string,
  options: { isAdmin: boolean },
): Promise<string> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  try {
    await db.transaction().execute(async (trx) => {
      const user = await insertUser(trx, { username, passwordHash, isAdmin: options.isAdmin, now: nowIso() });
      await recordAuditEvent(trx, COMMAND_LINE, { action: "user.created", target: { type: "user", id: user.id, label: username }, details: { isAdmin: options.isAdmin } });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", `A user named "${username}" already exists`);
    throw error;
  }
  return password;
}

/** For the owner's command-line tool: a new generated password; every session of the user ends. */
export async function resetPasswordWithGenerated(db: Kysely<Database>, username: string): Promise<string> {
  const row = await findUserRowByUsername(db, username);
  if (!row) throw new AppError("NOT_FOUND", `No user named "${username}"`);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await updateUserPassword(trx, row.id, passwordHash, nowIso());
    await deleteUserSessionRows(trx, row.id);
    await recordAuditEvent(trx, COMMAND_LINE, { action: "auth.password_reset", target: { type: "user", id: row.id, label: username } });
  });
  await resetRateLimits(db, [usernameThrottleKey(username)]);
  return password;
}

/** For the owner's command-line tool: every second factor of the user goes, every session ends. */
export async function disableSecondFactorOf(db: Kysely<Database>, username: string): Promise<void> {
  const row = await findUserRowByUsername(db, username);
  if (!row) throw new AppError("NOT_FOUND", `No user named "${username}"`);
  await removeSecondFactors(db, row.id, COMMAND_LINE);
  await resetRateLimits(db, [usernameThrottleKey(username)]);
}

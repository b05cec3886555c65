import type * as WebAuthn from "@simplewebauthn/server";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/lib/app-error.ts";
import { isoAfter, nowIso } from "#app/lib/time.ts";
import { type AuditActor, recordAuditEvent } from "#app/modules/audit/audit.service.server.ts";
import { deleteUserSessionRows } from "./auth.repository.server.ts";
import { hashToken } from "./password.server.ts";
import {
  countUserPasskeys,
  deleteExpiredWebauthnChallenges,
  deletePasskeyRow,
  findPasskeyRow,
  insertPasskey,
  insertWebauthnChallenge,
  listUserPasskeyRows,
  recordPasskeyUse,
  takeWebauthnChallenge,
} from "./passkeys.repository.server.ts";
import { ensureRecoveryCodes, dropRecoveryCodesWithoutSecondFactor } from "./two-factor.service.server.ts";

/** The WebAuthn library, loaded with the first passkey ceremony rather than at start-up (some 18 MB). */
function webauthn(): Promise<typeof WebAuthn> {
  return import("@simplewebauthn/server");
}

/**
 * Passkeys (WebAuthn, with SimpleWebAuthn): a second factor after the password, or a sign-in on
 * their own (ADR 015). The relying party is the site's own host (`SITE_URL`).
 */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export function relyingPartyOf(siteUrl: string): RelyingParty {
  const url = new URL(siteUrl);
  return { id: url.hostname, name: url.host, origin: url.origin };
}

export interface PasskeyView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  backedUp: boolean;
}

/** A ceremony's challenge is good for 5 minutes, once. */
const CEREMONY_TTL_MS = 5 * 60 * 1000;
export const PASSKEY_FAILED_MESSAGE = "The passkey could not be verified. Please try again.";
export const PASSKEY_NAME_MAX = 60;

function toView(row: { id: string; name: string; createdAt: string; lastUsedAt: string | null; backedUp: boolean }): PasskeyView {
  return { id: row.id, name: row.name, createdAt: row.createdAt, lastUsedAt: row.lastUsedAt, backedUp: row.backedUp };
}

export async function listPasskeys(db: Kysely<Database>, userId: number): Promise<PasskeyView[]> {
  return (await listUserPasskeyRows(db, userId)).map(toView);
}

export async function hasPasskeys(db: Kysely<Database>, userId: number): Promise<boolean> {
  return (await countUserPasskeys(db, userId)) > 0;
}

async function storeChallenge(db: Kysely<Database>, challenge: string, purpose: string, userId: number | null): Promise<void> {
  const now = nowIso();
  await deleteExpiredWebauthnChallenges(db, now);
  await insertWebauthnChallenge(db, { challenge, purpose, userId, now, expiresAt: isoAfter(CEREMONY_TTL_MS) });
}

/** Options for `navigator.credentials.create()`: a discoverable credential, so it can also sign in alone. */
export async function startPasskeyRegistration(
  db: Kysely<Database>,
  user: { id: number; username: string },
  rp: RelyingParty,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await listUserPasskeyRows(db, user.id);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    userID: new TextEncoder().encode(`user-${user.id}`),
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  await storeChallenge(db, options.challenge, "register", user.id);
  return options;
}

/**
 * Verifies the browser's answer and keeps the passkey. The first second factor of an account comes
 * with ten recovery codes (returned once); other sessions end, as for every second-factor change.
 */
export async function finishPasskeyRegistration(
  db: Kysely<Database>,
  user: { id: number; username: string },
  input: { response: RegistrationResponseJSON; name?: string },
  rp: RelyingParty,
  currentSessionToken: string | undefined,
  actor: AuditActor,
): Promise<{ passkey: PasskeyView; recoveryCodes: string[] | null }> {
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    const { verifyRegistrationResponse } = await webauthn();
    verified = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: async (challenge) => (await takeWebauthnChallenge(db, challenge, "register", nowIso()))?.userId === user.id,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch {
    throw new AppError("VALIDATION", PASSKEY_FAILED_MESSAGE);
  }
  if (!verified.verified) throw new AppError("VALIDATION", PASSKEY_FAILED_MESSAGE);
  const { credential, credentialBackedUp } = verified.registrationInfo;
  if (await findPasskeyRow(db, credential.id)) throw new AppError("CONFLICT", "This passkey is already registered.");
  const name = (input.name?.trim() || "Passkey").slice(0, PASSKEY_NAME_MAX);
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const row = {
      id: credential.id,
      userId: user.id,
      name,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? [],
      backedUp: credentialBackedUp,
      createdAt: now,
    };
    await insertPasskey(trx, row);
    const recoveryCodes = await ensureRecoveryCodes(trx, user.id);
    await deleteUserSessionRows(trx, user.id, currentSessionToken ? hashToken(currentSessionToken) : undefined);
    await recordAuditEvent(trx, actor, { action: "auth.passkey_added", target: { type: "passkey", id: credential.id, label: name } });
    return { passkey: toView({ ...row, lastUsedAt: null }), recoveryCodes };
  });
}

/** Removes one of the user's passkeys; other sessions end. */
export async function removePasskey(
  db: Kysely<Database>,
  userId: number,
  id: string,
  currentSessionToken: string | undefined,
  actor: AuditActor,
): Promise<void> {
  const passkey = await findPasskeyRow(db, id);
  await db.transaction().execute(async (trx) => {
    if (!passkey || passkey.userId !== userId || !(await deletePasskeyRow(trx, userId, id))) throw new AppError("NOT_FOUND", "No such passkey");
    await dropRecoveryCodesWithoutSecondFactor(trx, userId);
    await deleteUserSessionRows(trx, userId, currentSessionToken ? hashToken(currentSessionToken) : undefined);
    await recordAuditEvent(trx, actor, { action: "auth.passkey_removed", target: { type: "passkey", id, label: passkey.name } });
  });
}

/**
 * Options for `navigator.credentials.get()`. With `userId` (the second step after a password) only
 * that user's passkeys are allowed; without, any passkey of this site may answer (password-less).
 */
export async function startPasskeyAuthentication(
  db: Kysely<Database>,
  rp: RelyingParty,
  purpose: string,
  userId: number | null,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const allowed = userId === null ? [] : await listUserPasskeyRows(db, userId);
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: allowed.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    userVerification: userId === null ? "required" : "preferred",
  });
  await storeChallenge(db, options.challenge, purpose, userId);
  return options;
}

/** The passkey that answered, once its signature checks out for a challenge issued for `purpose`; else undefined. */
export async function verifyPasskeyAuthentication(
  db: Kysely<Database>,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  purpose: string,
  options: { requireUserVerification: boolean },
): Promise<{ userId: number; passkeyId: string } | undefined> {
  const passkey = typeof response?.id === "string" ? await findPasskeyRow(db, response.id) : undefined;
  if (!passkey) return undefined;
  try {
    const { verifyAuthenticationResponse } = await webauthn();
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: async (challenge) => {
        const taken = await takeWebauthnChallenge(db, challenge, purpose, nowIso());
        return taken !== undefined && (taken.userId === null || taken.userId === passkey.userId);
      },
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: passkey.id, publicKey: Buffer.from(passkey.publicKey, "base64url"), counter: passkey.counter, transports: passkey.transports },
      requireUserVerification: options.requireUserVerification,
    });
    if (!verified.verified) return undefined;
    await recordPasskeyUse(db, passkey.id, verified.authenticationInfo.newCounter, nowIso());
    return { userId: passkey.userId, passkeyId: passkey.id };
  } catch {
    return undefined;
  }
}

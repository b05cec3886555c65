import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { type Request, type Response, Router } from "express";
import { parseCookie, stringifySetCookie } from "cookie";
import { AppError } from "#app/lib/app-error.ts";
import { parseOrThrow } from "#app/lib/validation.ts";
import { adminLanguageOfHeaders } from "#app/modules/admin-i18n/admin-language.ts";
import {
  AccountEmailInputSchema,
  AccountUpdateSchema,
  ChangePasswordInputSchema,
  EmailVerificationInputSchema,
  InitInputSchema,
  LoginInputSchema,
  PasskeyLoginInputSchema,
  PasskeyOptionsInputSchema,
  PasskeyRegistrationInputSchema,
  PasswordConfirmationSchema,
  PasswordResetCompletionSchema,
  PasswordResetPasskeyOptionsSchema,
  PasswordResetRequestSchema,
  SecondFactorInputSchema,
  TotpCodeInputSchema,
} from "#app/modules/auth/auth.schema.ts";
import {
  changePassword,
  completeSecondFactor,
  completeSecondFactorWithPasskey,
  endSession,
  INIT_NOTE,
  INIT_SUCCESS_MESSAGE,
  initializeSystem,
  isSystemInitialized,
  login,
  type LoginResult,
  loginWithPasskey,
  listSessions,
  logout,
  requireSetupToken,
  revokeOtherSessions,
  revokeSession,
  SECOND_FACTOR_REQUIRED_MESSAGE,
  type SessionClient,
  startPasskeyLogin,
  startSecondFactorPasskey,
} from "#app/modules/auth/auth.service.server.ts";
import {
  completePasswordReset,
  confirmEmailVerification,
  getAccount,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  requestEmailChange,
  requestPasswordReset,
  setAccountLanguage,
  startPasswordResetPasskey,
} from "#app/modules/auth/account.service.server.ts";
import {
  finishPasskeyRegistration,
  listPasskeys,
  relyingPartyOf,
  removePasskey,
  startPasskeyRegistration,
} from "#app/modules/auth/passkeys.service.server.ts";
import {
  disableTotp,
  enableTotp,
  getTwoFactorStatus,
  regenerateRecoveryCodes,
  startTotpEnrolment,
} from "#app/modules/auth/two-factor.service.server.ts";
import { DEVICE_COOKIE, DEVICE_TTL_MS, forgetTrustedDevices } from "#app/modules/auth/trusted-device.server.ts";
import { SESSION_COOKIE, SESSION_TTL_MS } from "#app/lib/user.ts";
import { consumeRateLimit } from "#app/modules/rate-limits/rate-limits.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { auditActor } from "./audit.ts";
import { clientIp } from "./client-ip.ts";
import { requireUser, type SessionLocals } from "./session.ts";
import { NO_STORE_CACHE_CONTROL } from "#app/lib/http-cache.ts";

const INIT_LIMIT_PER_IP = { limit: 30, windowMs: 60 * 60 * 1000 };

function sessionCookie(ctx: ServerContext, token: string, maxAgeSeconds: number): string {
  return stringifySetCookie({
    name: SESSION_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: "lax",
    secure: ctx.config.cookieSecure,
    path: "/",
    maxAge: maxAgeSeconds,
  });
}

/** The trusted-device cookie (ADR 012): sent only to the sign-in endpoints, never to scripts. */
function deviceCookie(ctx: ServerContext, token: string): string {
  return stringifySetCookie({
    name: DEVICE_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: "strict",
    secure: ctx.config.cookieSecure,
    path: "/api/auth",
    maxAge: DEVICE_TTL_MS / 1000,
  });
}

function deviceTokenOf(req: Request): string | undefined {
  const header = req.get("cookie");
  return header ? parseCookie(header)[DEVICE_COOKIE] : undefined;
}

function sessionClient(req: Request): SessionClient {
  return {
    ip: clientIp(req),
    userAgent: req.get("user-agent")?.slice(0, 400),
    language: adminLanguageOfHeaders(req.get("cookie"), req.get("accept-language")),
  };
}

export function createInitRouter(ctx: ServerContext): Router {
  const router = Router();
  // Whether the Initialize System dialog must ask for the setup token.
  router.get("/", async (_req, res) => {
    res.set("Cache-Control", NO_STORE_CACHE_CONTROL);
    res.json({ setupTokenRequired: ctx.config.setupToken !== undefined, initialized: await isSystemInitialized(ctx.db) });
  });
  router.post("/", async (req, res) => {
    await consumeRateLimit(ctx.db, `init:ip:${clientIp(req)}`, INIT_LIMIT_PER_IP, "Too many attempts. Please try again later.");
    requireSetupToken(ctx.config.setupToken, parseOrThrow(InitInputSchema, req.body)?.setupToken);
    const { username, password } = await initializeSystem(ctx.db, auditActor(req, res));
    res.set("Cache-Control", NO_STORE_CACHE_CONTROL);
    res.status(201).json({ success: true, message: INIT_SUCCESS_MESSAGE, username, password, note: INIT_NOTE });
  });
  return router;
}

export function createAuthRouter(ctx: ServerContext): Router {
  const router = Router();
  const rp = relyingPartyOf(ctx.config.siteUrl);

  /** Opens the session of a completed sign-in: cookies and the spec's `{user, token}` answer. */
  const signedIn = async (res: Response<unknown, SessionLocals>, result: LoginResult) => {
    // A session the browser already had is ended: a new sign-in always gets a new token.
    if (res.locals.sessionToken) await logout(ctx.db, res.locals.sessionToken);
    res.set("Cache-Control", NO_STORE_CACHE_CONTROL);
    res.set("Set-Cookie", [sessionCookie(ctx, result.token, SESSION_TTL_MS / 1000), deviceCookie(ctx, result.deviceToken)]);
    res.json({ user: result.user, token: result.token, expiresInSeconds: SESSION_TTL_MS / 1000 });
  };

  const currentUser = (res: Response<unknown, SessionLocals>) => {
    const user = res.locals.user;
    if (!user) throw new Error("requireUser did not run");
    return user;
  };

  router.post("/login", async (req, res: Response<unknown, SessionLocals>) => {
    const input = parseOrThrow(LoginInputSchema, req.body);
    const outcome = await login(ctx.db, input, sessionClient(req), deviceTokenOf(req));
    if (outcome.kind === "signed-in") return signedIn(res, outcome);
    // The password was right; the account has a second factor (ADR 015): 401 with a challenge.
    res.set("Cache-Control", NO_STORE_CACHE_CONTROL);
    res.status(401).json({
      message: SECOND_FACTOR_REQUIRED_MESSAGE,
      code: "SECOND_FACTOR_REQUIRED",
      twoFactorRequired: true,
      challenge: outcome.challenge,
      methods: outcome.methods,
      expiresInSeconds: outcome.expiresInSeconds,
    });
  });

  router.post("/login/second-factor", async (req, res: Response<unknown, SessionLocals>) => {
    const input = parseOrThrow(SecondFactorInputSchema, req.body);
    await signedIn(res, await completeSecondFactor(ctx.db, input, sessionClient(req), deviceTokenOf(req)));
  });

  // The signed-in user with their admin language and account e-mail (issue 26).
  router.get("/me", requireUser, async (_req, res: Response<unknown, SessionLocals>) => {
    res.set("Cache-Control", NO_STORE_CACHE_CONTROL);
    res.json(await getAccount(ctx.db, currentUser(res).id));
  });
  router.patch("/me", requireUser, async (req, res: Response<unknown, SessionLocals>) => {
    const { language } = parseOrThrow(AccountUpdateSchema, req.body);
    res.set("Cache-Control", NO_STORE_CACHE_CONTROL);
    res.json(await setAccountLanguage(ctx.db, currentUser(res).id, language, auditActor(req, res)));
  });

  // The account e-mail: stored unverified, confirmed by a POST from the e-mailed link's page.
  router.post("/email", requireUser, async (req, res: Response<unknown, SessionLocals>) => {
    const input = parseOrThrow(AccountEmailInputSchema, req.body);
    await requestEmailChange(ctx.db, ctx.notifier, currentUser(res).id, input, auditActor(req, res));
    res.status(202).json({ success: true, message: `A link to confirm the address has been sent to ${input.email}.` });
  });
  router.post("/email/verify", async (req, res: Response<unknown, SessionLocals>) => {
    const { token } = parseOrThrow(EmailVerificationInputSchema, req.body);
    const account = await confirmEmailVerification(ctx.db, token, auditActor(req, res));
    res.set("Cache-Control", NO_STORE_CACHE_CONTROL);
    res.json({ success: true, message: "The address is confirmed.", email: account.email, emailVerified: account.emailVerified });
  });

  // A forgotten password (issue 26): the same 202 whether or not the address belongs to anyone.
  router.post("/password-reset", async (req, res) => {
    const { email } = parseOrThrow(PasswordResetRequestSchema, req.body);
    await requestPasswordReset(ctx.db, ctx.notifier, email, clientIp(req));
    res.set("Cache-Control", NO_STORE_CACHE_CONTROL);
    res.status(202).json({ success: true, message: PASSWORD_RESET_REQUESTED_MESSAGE });
  });
  router.post("/password-reset/passkey-options", async (req, res) => {
    const { token } = parseOrThrow(PasswordResetPasskeyOptionsSchema, req.body);
    res.set("Cache-Control", NO_STORE_CACHE_CONTROL);
    res.json(await startPasswordResetPasskey(ctx.db, token, rp));
  });
  router.post("/password-reset/complete", async (req, res: Response<unknown, SessionLocals>) => {
    const input = parseOrThrow(PasswordResetCompletionSchema, req.body);
    await completePasswordReset(ctx.db, input, auditActor(req, res), rp);
    res.set("Cache-Control", NO_STORE_CACHE_CONTROL);
    // The browser's session, if any, ended with the others.
    res.set("Set-Cookie", sessionCookie(ctx, "", 0));
    res.json({ success: true, message: "Your password has been changed. Every session has been signed out: sign in with the new password." });
  });

  const signOut = async (req: Request, res: Response<unknown, SessionLocals>) => {
    if (res.locals.sessionToken) await endSession(ctx.db, res.locals.sessionToken, auditActor(req, res));
    res.set("Cache-Control", NO_STORE_CACHE_CONTROL);
    res.set("Set-Cookie", sessionCookie(ctx, "", 0));
    res.json({ success: true, message: "You have been logged out successfully" });
  };
  router.get("/logout", signOut);
  router.post("/logout", signOut);

  router.post("/password", requireUser, async (req, res: Response<unknown, SessionLocals>) => {
    const input = parseOrThrow(ChangePasswordInputSchema, req.body);
    const user = res.locals.user;
    if (!user) return;
    await changePassword(ctx.db, user.id, input, res.locals.sessionToken, auditActor(req, res));
    res.json({ success: true, message: "Password changed. Other sessions have been signed out." });
  });

  // Passkeys (ADR 015): added in Settings; a second factor after the password, or a sign-in alone.
  router.get("/passkeys", requireUser, async (_req, res: Response<unknown, SessionLocals>) => {
    res.json(await listPasskeys(ctx.db, currentUser(res).id));
  });
  router.post("/passkeys/register/options", requireUser, async (_req, res: Response<unknown, SessionLocals>) => {
    res.json(await startPasskeyRegistration(ctx.db, currentUser(res), rp));
  });
  router.post("/passkeys/register/verify", requireUser, async (req, res: Response<unknown, SessionLocals>) => {
    const input = parseOrThrow(PasskeyRegistrationInputSchema, req.body);
    const result = await finishPasskeyRegistration(
      ctx.db,
      currentUser(res),
      { response: input.response as unknown as RegistrationResponseJSON, name: input.name },
      rp,
      res.locals.sessionToken,
      auditActor(req, res),
    );
    res.status(201).json({ success: true, message: "Passkey added. Other sessions have been signed out.", ...result });
  });
  router.delete("/passkeys/:id", requireUser, async (req, res: Response<unknown, SessionLocals>) => {
    const id = req.params.id;
    if (typeof id !== "string" || !/^[A-Za-z0-9_-]{1,1400}$/.test(id)) throw new AppError("NOT_FOUND", "No such passkey");
    await removePasskey(ctx.db, currentUser(res).id, id, res.locals.sessionToken, auditActor(req, res));
    res.json({ success: true, message: "Passkey removed. Other sessions have been signed out." });
  });
  router.post("/passkeys/login/options", async (req, res) => {
    const challenge = parseOrThrow(PasskeyOptionsInputSchema, req.body)?.challenge;
    res.set("Cache-Control", NO_STORE_CACHE_CONTROL);
    res.json(challenge ? await startSecondFactorPasskey(ctx.db, challenge, rp) : await startPasskeyLogin(ctx.db, rp));
  });
  router.post("/passkeys/login/verify", async (req, res: Response<unknown, SessionLocals>) => {
    const input = parseOrThrow(PasskeyLoginInputSchema, req.body);
    const response = input.response as unknown as AuthenticationResponseJSON;
    const result = input.challenge
      ? await completeSecondFactorWithPasskey(ctx.db, { challenge: input.challenge, response }, sessionClient(req), deviceTokenOf(req), rp)
      : await loginWithPasskey(ctx.db, response, sessionClient(req), deviceTokenOf(req), rp);
    await signedIn(res, result);
  });

  // The signed-in user's sessions (ADR 015).
  router.get("/sessions", requireUser, async (_req, res: Response<unknown, SessionLocals>) => {
    res.json(await listSessions(ctx.db, currentUser(res).id, res.locals.sessionToken));
  });
  router.delete("/sessions", requireUser, async (req, res: Response<unknown, SessionLocals>) => {
    await revokeOtherSessions(ctx.db, currentUser(res).id, res.locals.sessionToken, auditActor(req, res));
    res.json({ success: true, message: "Every other session has been signed out." });
  });
  router.delete("/sessions/:id", requireUser, async (req, res: Response<unknown, SessionLocals>) => {
    const id = req.params.id;
    if (typeof id !== "string" || !/^[A-Za-z0-9_-]{16}$/.test(id)) throw new AppError("NOT_FOUND", "No such session: it may have ended already");
    await revokeSession(ctx.db, currentUser(res).id, id, auditActor(req, res));
    res.json({ success: true, message: "The session has been signed out." });
  });
  router.delete("/trusted-devices", requireUser, async (req, res: Response<unknown, SessionLocals>) => {
    await forgetTrustedDevices(ctx.db, auditActor(req, res));
    res.json({ success: true, message: "Every browser has forgotten that it was trusted." });
  });

  // The second factor of the signed-in user (ADR 015).
  router.get("/2fa", requireUser, async (_req, res: Response<unknown, SessionLocals>) => {
    res.json(await getTwoFactorStatus(ctx.db, currentUser(res).id));
  });
  router.post("/2fa/totp/setup", requireUser, async (_req, res: Response<unknown, SessionLocals>) => {
    res.json(await startTotpEnrolment(ctx.db, currentUser(res), new URL(ctx.config.siteUrl).host));
  });
  router.post("/2fa/totp/enable", requireUser, async (req, res: Response<unknown, SessionLocals>) => {
    const { code } = parseOrThrow(TotpCodeInputSchema, req.body);
    const { recoveryCodes } = await enableTotp(ctx.db, currentUser(res).id, code, res.locals.sessionToken, auditActor(req, res));
    res.json({ success: true, message: "Two-factor authentication is on. Other sessions have been signed out.", recoveryCodes });
  });
  router.post("/2fa/totp/disable", requireUser, async (req, res: Response<unknown, SessionLocals>) => {
    const { password } = parseOrThrow(PasswordConfirmationSchema, req.body);
    await disableTotp(ctx.db, currentUser(res).id, password, res.locals.sessionToken, auditActor(req, res));
    res.json({ success: true, message: "Two-factor authentication is off. Other sessions have been signed out." });
  });
  router.post("/2fa/recovery-codes", requireUser, async (req, res: Response<unknown, SessionLocals>) => {
    const { password } = parseOrThrow(PasswordConfirmationSchema, req.body);
    res.json({ success: true, ...(await regenerateRecoveryCodes(ctx.db, currentUser(res).id, password, auditActor(req, res))) });
  });

  return router;
}

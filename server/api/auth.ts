import { type Request, type Response, Router } from "express";
import { parseCookie, stringifySetCookie } from "cookie";
import { parseOrThrow } from "#app/lib/validation.ts";
import { ChangePasswordInputSchema, InitInputSchema, LoginInputSchema } from "#app/modules/auth/auth.schema.ts";
import {
  changePassword,
  INIT_NOTE,
  INIT_SUCCESS_MESSAGE,
  initializeSystem,
  login,
  logout,
  requireSetupToken,
} from "#app/modules/auth/auth.service.server.ts";
import { DEVICE_COOKIE, DEVICE_TTL_MS } from "#app/modules/auth/trusted-device.server.ts";
import { SESSION_COOKIE, SESSION_TTL_MS } from "#app/modules/auth/user.ts";
import { consumeRateLimit } from "#app/modules/rate-limits/rate-limits.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { requireUser, type SessionLocals } from "./session.ts";

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

export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}

export function createInitRouter(ctx: ServerContext): Router {
  const router = Router();
  // Whether the Initialize System dialog must ask for the setup token.
  router.get("/", (_req, res) => {
    res.json({ setupTokenRequired: ctx.config.setupToken !== undefined });
  });
  router.post("/", async (req, res) => {
    await consumeRateLimit(ctx.db, `init:ip:${clientIp(req)}`, INIT_LIMIT_PER_IP, "Too many attempts. Please try again later.");
    requireSetupToken(ctx.config.setupToken, parseOrThrow(InitInputSchema, req.body)?.setupToken);
    const { username, password } = await initializeSystem(ctx.db);
    res.set("Cache-Control", "no-store");
    res.status(201).json({ success: true, message: INIT_SUCCESS_MESSAGE, username, password, note: INIT_NOTE });
  });
  return router;
}

export function createAuthRouter(ctx: ServerContext): Router {
  const router = Router();

  router.post("/login", async (req, res: Response<unknown, SessionLocals>) => {
    const input = parseOrThrow(LoginInputSchema, req.body);
    const { user, token, deviceToken } = await login(ctx.db, input, clientIp(req), deviceTokenOf(req));
    // A session the browser already had is ended: a new sign-in always gets a new token.
    if (res.locals.sessionToken) await logout(ctx.db, res.locals.sessionToken);
    res.set("Cache-Control", "no-store");
    res.set("Set-Cookie", [sessionCookie(ctx, token, SESSION_TTL_MS / 1000), deviceCookie(ctx, deviceToken)]);
    res.json({ user, token, expiresInSeconds: SESSION_TTL_MS / 1000 });
  });

  router.get("/me", requireUser, (_req, res: Response<unknown, SessionLocals>) => {
    res.set("Cache-Control", "no-store");
    res.json(res.locals.user);
  });

  const signOut = async (_req: Request, res: Response<unknown, SessionLocals>) => {
    if (res.locals.sessionToken) await logout(ctx.db, res.locals.sessionToken);
    res.set("Cache-Control", "no-store");
    res.set("Set-Cookie", sessionCookie(ctx, "", 0));
    res.json({ success: true, message: "You have been logged out successfully" });
  };
  router.get("/logout", signOut);
  router.post("/logout", signOut);

  router.post("/password", requireUser, async (req, res: Response<unknown, SessionLocals>) => {
    const input = parseOrThrow(ChangePasswordInputSchema, req.body);
    const user = res.locals.user;
    if (!user) return;
    await changePassword(ctx.db, user.id, input, res.locals.sessionToken);
    res.json({ success: true, message: "Password changed. Other sessions have been signed out." });
  });

  return router;
}

import type { NextFunction, Request, Response } from "express";
import { parseCookie } from "cookie";
import { AppError } from "#app/lib/app-error.ts";
import { adminLanguageOfHeaders } from "#app/modules/admin-i18n/admin-language.ts";
import { getAccount } from "#app/modules/auth/account.service.server.ts";
import { findSessionUser } from "#app/modules/auth/auth.service.server.ts";
import { SESSION_COOKIE, type User } from "#app/lib/user.ts";
import type { ServerContext } from "#server/context.ts";
import type { ErrorLanguageOf } from "./error-handler.ts";

export interface SessionLocals {
  user?: User;
  sessionToken?: string;
  authVia?: "bearer" | "cookie";
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get("authorization") ?? "");
  return match?.[1] && TOKEN_PATTERN.test(match[1]) ? match[1] : undefined;
}

function cookieToken(req: Request): string | undefined {
  const header = req.get("cookie");
  const value = header ? parseCookie(header)[SESSION_COOKIE] : undefined;
  return value && TOKEN_PATTERN.test(value) ? value : undefined;
}

/**
 * Resolves the session from `Authorization: Bearer` or the session cookie (ADR 002).
 * A bearer value that is not a live token (the spec's client may send "authenticated")
 * falls back to the cookie. Tokens in the URL are never read.
 */
export function sessionMiddleware(ctx: ServerContext) {
  return async (req: Request, res: Response<unknown, SessionLocals>, next: NextFunction) => {
    const bearer = bearerToken(req);
    if (bearer) {
      const user = await findSessionUser(ctx.db, bearer);
      if (user) {
        Object.assign(res.locals, { user, sessionToken: bearer, authVia: "bearer" });
        return next();
      }
    }
    const cookie = cookieToken(req);
    if (cookie) {
      const user = await findSessionUser(ctx.db, cookie);
      if (user) Object.assign(res.locals, { user, sessionToken: cookie, authVia: "cookie" });
    }
    next();
  };
}

export const NOT_SIGNED_IN_MESSAGE = "Authentication required. Please sign in.";
export const ADMIN_REQUIRED_MESSAGE = "Access Denied: Admin privileges required";

export function requireUser(_req: Request, res: Response<unknown, SessionLocals>, next: NextFunction): void {
  if (!res.locals.user) throw new AppError("UNAUTHORIZED", NOT_SIGNED_IN_MESSAGE);
  next();
}

export function requireAdmin(_req: Request, res: Response<unknown, SessionLocals>, next: NextFunction): void {
  if (!res.locals.user) throw new AppError("UNAUTHORIZED", NOT_SIGNED_IN_MESSAGE);
  if (!res.locals.user.isAdmin) throw new AppError("FORBIDDEN", ADMIN_REQUIRED_MESSAGE);
  next();
}

/** The admin's own endpoints before sign-in: the login, two-factor, reset and "Initialize System" screens call them. */
const ADMIN_SCREEN_ENDPOINTS = /^\/api\/(auth|init)(\/|\?|$)/;

/**
 * The language a refused or failed request is answered in (ADR 052, ADR 045): the signed-in user's
 * admin language; before sign-in, on the admin screens' endpoints, the language switch's cookie or else
 * the browser's `Accept-Language`; English for everything else (the spec's API). When the account
 * cannot be read (the database is what failed), a request that carries a session (the admin's browser
 * or script) is answered by its headers, as before sign-in. The share kit's report, written for the
 * signed-in admin, follows the same rule.
 */
export function errorLanguageOf(ctx: ServerContext): ErrorLanguageOf {
  return async (req, res) => {
    const byHeaders = () => adminLanguageOfHeaders(req.get("cookie"), req.get("accept-language"));
    const user = (res.locals as SessionLocals).user;
    if (user) return getAccount(ctx.db, user.id).then((account) => account.language, byHeaders);
    if (bearerToken(req) || cookieToken(req)) return byHeaders();
    return ADMIN_SCREEN_ENDPOINTS.test(req.originalUrl) ? byHeaders() : "en";
  };
}

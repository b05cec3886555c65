import type { NextFunction, Request, Response } from "express";
import { AppError } from "#app/lib/app-error.ts";
import type { ServerContext } from "#server/context.ts";
import type { SessionLocals } from "./session.ts";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const CROSS_ORIGIN_MESSAGE = "Cross-origin requests are not allowed";
export const UNVERIFIED_ORIGIN_MESSAGE =
  "The origin of this request could not be verified. Browsers send it by themselves; other clients can sign in with Authorization: Bearer <token> instead of the session cookie.";

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Writes from another site are refused (CSRF, ADR 002 and 014). Any write whose browser says it
 * comes from elsewhere (`Origin`, `Sec-Fetch-Site: cross-site`) is refused. A write authenticated
 * by the session cookie must moreover prove it comes from this site (OWASP's "verify the source
 * origin"): an `Origin` of this site, or without one `Sec-Fetch-Site: same-origin`, or without both
 * a `Referer` of this site. Bearer-token writes and writes that carry no live session are judged by
 * their credentials alone (the public forms and tools such as curl send no Origin).
 * Runs after the session middleware, which says how the request is authenticated.
 */
export function sameOriginWrites(ctx: ServerContext) {
  const siteOrigin = new URL(ctx.config.siteUrl).origin;
  return (req: Request, res: Response<unknown, SessionLocals>, next: NextFunction) => {
    if (!UNSAFE_METHODS.has(req.method)) return next();
    const ownOrigins = new Set([siteOrigin, `${req.protocol}://${req.get("host") ?? ""}`]);
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    if ((origin !== undefined && !ownOrigins.has(origin)) || fetchSite === "cross-site") {
      throw new AppError("FORBIDDEN", CROSS_ORIGIN_MESSAGE);
    }
    if (res.locals.authVia !== "cookie") return next();
    const verified =
      origin !== undefined
        ? ownOrigins.has(origin)
        : fetchSite !== undefined
          ? fetchSite === "same-origin"
          : ownOrigins.has(originOf(req.get("referer")) ?? "");
    if (!verified) throw new AppError("FORBIDDEN", UNVERIFIED_ORIGIN_MESSAGE);
    next();
  };
}

function hasBody(req: Request): boolean {
  const length = req.get("content-length");
  return (length !== undefined && length !== "0") || req.get("transfer-encoding") !== undefined;
}

/** The backup card's form (ADR 032): a native form post, so that the browser streams the download to disk. */
function isBackupForm(req: Request): boolean {
  return req.method === "POST" && req.path === "/backup" && req.is("application/x-www-form-urlencoded") !== false && req.is("application/x-www-form-urlencoded") !== null;
}

/** JSON endpoints take JSON bodies only (uploads are multipart and checked by their route; the backup card posts a form). */
export function jsonBodiesOnly(req: Request, _res: Response, next: NextFunction): void {
  if (UNSAFE_METHODS.has(req.method) && hasBody(req) && !req.path.startsWith("/uploads/") && !isBackupForm(req) && !req.is("application/json")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the request body as JSON (Content-Type: application/json)");
  }
  next();
}

/**
 * Refuses a body whose declared `Content-Length` is over `maxBytes` with 413 from the header alone,
 * before a byte of it is read; the connection is then closed rather than drained (error-handler.ts).
 * A chunked body has no declared length: the route's own limit stops it while it is read.
 */
export function declaredLengthAtMost(maxBytes: number, message: string) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const declared = Number(req.get("content-length") ?? 0);
    if (declared > maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", message);
    next();
  };
}

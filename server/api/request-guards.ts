import type { NextFunction, Request, Response } from "express";
import { AppError } from "#app/lib/app-error.ts";
import type { ServerContext } from "#server/context.ts";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Writes from another site are refused (CSRF): a browser always sends Origin on these
 * requests; tools like curl send none and are judged by their credentials alone.
 */
export function sameOriginWrites(ctx: ServerContext) {
  const siteOrigin = new URL(ctx.config.siteUrl).origin;
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!UNSAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    const ownOrigin = `${req.protocol}://${req.get("host") ?? ""}`;
    const crossOrigin = origin !== undefined && origin !== ownOrigin && origin !== siteOrigin;
    if (crossOrigin || fetchSite === "cross-site") {
      throw new AppError("FORBIDDEN", "Cross-origin requests are not allowed");
    }
    next();
  };
}

function hasBody(req: Request): boolean {
  const length = req.get("content-length");
  return (length !== undefined && length !== "0") || req.get("transfer-encoding") !== undefined;
}

/** JSON endpoints take JSON bodies only (uploads are multipart and checked by their route). */
export function jsonBodiesOnly(req: Request, _res: Response, next: NextFunction): void {
  if (UNSAFE_METHODS.has(req.method) && hasBody(req) && !req.path.startsWith("/uploads/") && !req.is("application/json")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the request body as JSON (Content-Type: application/json)");
  }
  next();
}

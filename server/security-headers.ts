import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";

export interface SecurityLocals {
  cspNonce: string;
  /** The page policy with this response's nonce; React Router pages send it themselves (app/entry.server.tsx). */
  pageCsp: string;
}

/** Page CSP: scripts only from this origin or carrying this response's nonce. */
export function contentSecurityPolicy(nonce: string, options: { development: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${options.development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self'${options.development ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/** A new CSP nonce: 128 random bits. */
export function newNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

/** The headers every response carries, the page CSP with `nonce` first. */
export function securityHeaderEntries(nonce: string, options: { production: boolean }): Array<[string, string]> {
  const entries: Array<[string, string]> = [
    ["Content-Security-Policy", contentSecurityPolicy(nonce, { development: !options.production })],
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()"],
  ];
  if (options.production) entries.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return entries;
}

export function securityHeaders(options: { production: boolean }) {
  return (_req: Request, res: Response<unknown, SecurityLocals>, next: NextFunction) => {
    const nonce = newNonce();
    const entries = securityHeaderEntries(nonce, options);
    res.locals.cspNonce = nonce;
    res.locals.pageCsp = entries[0]?.[1] ?? "";
    for (const [name, value] of entries) res.setHeader(name, value);
    next();
  };
}

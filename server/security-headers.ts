import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { VIDEO_FRAME_ORIGINS } from "#app/lib/video-embed.ts";

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
    // Issue 28: a talk's video plays from its host's privacy-minded player, only after the visitor's click.
    `frame-src ${VIDEO_FRAME_ORIGINS.join(" ")}`,
    `connect-src 'self'${options.development ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

const NONCE_BYTES = 16;
/** Random bytes fetched from the system CSPRNG at a time: 256 nonces. */
const NONCE_POOL_BYTES = NONCE_BYTES * 256;

/** The headers every response carries: the page CSP (per nonce) and the fixed ones, computed once. */
export interface SecurityHeaderSet {
  /** A new CSP nonce: 128 random bits (base64). */
  newNonce: () => string;
  /** The page policy carrying `nonce`. */
  pageCsp: (nonce: string) => string;
  /** Every other security header, the same on every response. */
  fixed: ReadonlyArray<readonly [string, string]>;
}

export function securityHeaderSet(options: { production: boolean }): SecurityHeaderSet {
  const marker = "\u0000nonce\u0000";
  const [before = "", after = ""] = contentSecurityPolicy(marker, { development: !options.production }).split(marker);
  const fixed: Array<[string, string]> = [
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()"],
  ];
  if (options.production) fixed.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  let pool = Buffer.alloc(0);
  let offset = 0;
  const newNonce = () => {
    if (offset + NONCE_BYTES > pool.length) {
      pool = crypto.randomBytes(NONCE_POOL_BYTES);
      offset = 0;
    }
    offset += NONCE_BYTES;
    return pool.toString("base64", offset - NONCE_BYTES, offset);
  };
  return { newNonce, pageCsp: (nonce) => before + nonce + after, fixed };
}

export function securityHeaders(options: { production: boolean }) {
  const headers = securityHeaderSet(options);
  return (_req: Request, res: Response<unknown, SecurityLocals>, next: NextFunction) => {
    const nonce = headers.newNonce();
    res.locals.cspNonce = nonce;
    res.locals.pageCsp = headers.pageCsp(nonce);
    res.setHeader("Content-Security-Policy", res.locals.pageCsp);
    for (const [name, value] of headers.fixed) res.setHeader(name, value);
    next();
  };
}

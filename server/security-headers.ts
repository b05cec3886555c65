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

export function securityHeaders(options: { production: boolean }) {
  return (_req: Request, res: Response<unknown, SecurityLocals>, next: NextFunction) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.locals.pageCsp = contentSecurityPolicy(nonce, { development: !options.production });
    res.set({
      "Content-Security-Policy": res.locals.pageCsp,
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Resource-Policy": "same-origin",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
    });
    if (options.production) res.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

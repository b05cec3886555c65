import type { Language } from "#app/lib/language.ts";

/** The signed-in account as the session, the API and the admin see it, and the account rules both sides share (ADR 015). */
export interface User {
  id: number;
  username: string;
  isAdmin: boolean;
}

/** `GET /api/auth/me`: the user, their admin language and account e-mail (issue 26). */
export interface Account extends User {
  language: Language;
  email: string | null;
  emailVerified: boolean;
}

export const SESSION_COOKIE = "session";
/** Sessions end 7 days after sign-in (absolute lifetime; documented in docs/operations.md#admin-accounts). */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const PASSWORD_MIN_LENGTH = 12;

/** How a sign-in can be finished after the password (ADR 015). */
export type SecondFactorMethod = "totp" | "recovery" | "passkey";

/**
 * E-mail set up from the admin (issue 30, ADR 048): what Settings › E-mail shows and sends. Shared by
 * the server and the admin page. The SMTP password never travels back: only whether one is stored.
 */
export const MAIL_SECURITY = ["none", "starttls", "tls"] as const;
export type MailSecurity = (typeof MAIL_SECURITY)[number];

/** Where the e-mail settings in use come from: the server's environment wins over the admin's form. */
export type MailSource = "environment" | "admin" | "off";

export interface MailSettingsView {
  source: MailSource;
  /** What the form holds (the admin's saved settings), or the environment's when it wins (read-only). */
  host: string;
  port: number | null;
  security: MailSecurity;
  user: string;
  /** A password is stored (never the password itself). */
  passwordSet: boolean;
  from: string;
  ownerEmail: string;
  /** The variables set in the server's environment that take precedence over the form. */
  environment: { smtpHost: string | null; mailFrom: string | null; ownerEmail: string | null };
}

/** Why a test e-mail failed, in categories the admin explains in the owner's language. */
export const MAIL_FAILURES = ["auth", "connection", "timeout", "tls", "dns", "rejected", "off", "other"] as const;
export type MailFailure = (typeof MAIL_FAILURES)[number];

export type MailTestResult = { ok: true; to: string } | { ok: false; reason: MailFailure; detail: string };

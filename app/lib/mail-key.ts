/**
 * The key that seals the SMTP password saved from the admin (ADR 048): MAIL_SECRET_KEY (32 bytes as 64
 * hex digits or base64) when set, otherwise a key file made on first use in the data folder (mode 0600).
 * The database alone (or a backup of it) never holds what opens the password.
 */
export interface MailKeySource {
  /** MAIL_SECRET_KEY as given. */
  key?: string;
  /** The key file used when there is no MAIL_SECRET_KEY. */
  file: string;
}

/** MAIL_SECRET_KEY's 32 bytes, or undefined when it is not 64 hex digits or 32 bytes of base64. */
export function parseMailKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, "hex");
  const bytes = Buffer.from(trimmed, /[-_]/.test(trimmed) ? "base64url" : "base64");
  return bytes.length === 32 ? bytes : undefined;
}

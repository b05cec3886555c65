/** The SMTP password saved from Settings › E-mail, sealed with the mail key (ADR 048). */
export const MAIL_PASSWORD_KEY = "mail.smtp_password";

/** `settings` rows that hold a secret: a backup without a passphrase leaves them out (ADR 048). */
export const SECRET_SETTING_KEYS: readonly string[] = [MAIL_PASSWORD_KEY];

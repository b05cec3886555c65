import type { Language } from "#app/lib/language.ts";

/**
 * What the site does with personal data, read from the running configuration and the settings (issue
 * 27): the privacy notice and the accessibility statement are generated from these facts, so they
 * change when the configuration does and cannot drift from it.
 */
export interface PrivacyEnvironment {
  /** E-mail notifications are on: the host of the SMTP server they go through. */
  smtpHost: string | null;
  /** Messages are forwarded to a webhook: its host. */
  webhookHost: string | null;
  /** Privacy-friendly analytics are on (env ANALYTICS not "off"): raw events are kept this many days. */
  analytics: { retentionDays: number } | null;
  /** The newsletter is on (env NEWSLETTER not "off"). */
  newsletter: boolean;
}

/** The facts as the notice states them now: made each time the notice is (once per content version and language). */
export type PrivacyEnvironmentReader = () => Promise<PrivacyEnvironment>;

/** The retention periods the owner sets in Settings and the fixed ones (docs/operations.md#privacy-and-retention). */
export interface RetentionPeriods {
  /** Messages from the forms are erased this many months after they arrive. */
  messageMonths: number;
  /** The text of a delivered e-mail or webhook call is erased this many days after delivery. */
  outboxDays: number;
}

export const MESSAGE_RETENTION_MONTHS_DEFAULT = 24;
export const MESSAGE_RETENTION_MONTHS_MIN = 1;
export const MESSAGE_RETENTION_MONTHS_MAX = 120;
export const OUTBOX_RETENTION_DAYS = 30;
/** Unconfirmed newsletter sign-ups are forgotten after this many days (the newsletter's rule). */
export const NEWSLETTER_UNCONFIRMED_DAYS = 7;

/** The owner's own paragraphs around a generated text, per language (plain text, blank line between paragraphs). */
export interface OwnerParagraphs {
  before: string;
  after: string;
}

export type OwnerTexts = Record<Language, OwnerParagraphs>;

export interface PrivacySettings {
  messageRetentionMonths: number;
  privacy: OwnerTexts;
  accessibility: OwnerTexts;
}

export interface PrivacyFacts {
  controller: { name: string; email: string };
  environment: PrivacyEnvironment;
  retention: RetentionPeriods;
  /** The owner's setting (Inbox, notifications): whoever writes gets an e-mailed acknowledgement (needs e-mail on). */
  acknowledgements: boolean;
}


/** Splits the owner's text into paragraphs (blank lines between them). */
export function ownerParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}

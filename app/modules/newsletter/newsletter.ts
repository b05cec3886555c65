import type { Language } from "#app/lib/language.ts";

/** Issue 25: a subscriber's state. Only `confirmed` addresses are mailed. */
export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed", "bounced"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** A pending (unconfirmed) address is forgotten this long after its last request. */
export const PENDING_RETENTION_DAYS = 7;

export const SUBSCRIBERS_PAGE_SIZE = 50;
export const SUBSCRIBERS_PAGE_SIZE_MAX = 500;

/** The admin's view of one subscriber (`GET /api/newsletter/subscribers`). */
export interface Subscriber {
  id: number;
  email: string;
  language: Language;
  status: SubscriberStatus;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export interface SubscriberPage {
  subscribers: Subscriber[];
  total: number;
}

/** One article version sent to the newsletter, with its e-mails' progress. */
export interface NewsletterSend {
  id: number;
  articleId: number;
  language: Language;
  subject: string;
  createdAt: string;
  /** Waiting to be sent (including retries). */
  queued: number;
  delivered: number;
  failed: number;
}

/** Subscribers per day and status, for the growth chart. */
export interface GrowthPoint {
  day: string;
  confirmed: number;
}

/** Everything held about one address (the privacy tools). */
export interface NewsletterPersonalData {
  subscriber: (Subscriber & { consentSource: string | null; consentText: string | null; requestedAt: string }) | null;
  emails: { subject: string; status: string; createdAt: string; sentAt: string | null }[];
}

import type { NewsletterSend } from "../newsletter.ts";

/** The newsletter API (issue 25). */
export const NEWSLETTER_KEY = "/api/newsletter";
export const SUBSCRIBER_PAGE_SIZE = 25;

/** The subscribers list's filters: a status and a language ("" for all) and the search. */
export type SubscriberFilters = { status: string; language: string; q: string };
export const NO_SUBSCRIBER_FILTERS: SubscriberFilters = { status: "", language: "", q: "" };

/** The subscribers' query for the filters and the page. */
export function subscribersKey(filters: SubscriberFilters, page: number): string {
  const params = new URLSearchParams({ ...filters, page: String(page), pageSize: String(SUBSCRIBER_PAGE_SIZE) });
  return `${NEWSLETTER_KEY}/subscribers?${params.toString()}`;
}

/** How many pages `total` subscribers make (at least one, for "Page 1 of 1"). */
export const subscriberPagesOf = (total: number): number => Math.max(1, Math.ceil(total / SUBSCRIBER_PAGE_SIZE));

/** A send's progress in percent: delivered and failed over all its e-mails (100 when it has none). */
export function sendProgressOf(send: Pick<NewsletterSend, "queued" | "delivered" | "failed">): number {
  const all = send.queued + send.delivered + send.failed;
  return all === 0 ? 100 : Math.round(((send.delivered + send.failed) / all) * 100);
}

import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/lib/app-error.ts";
import type { Language } from "#app/lib/language.ts";
import { isoAfter, nowIso } from "#app/lib/time.ts";
import { type AuditActor, recordAuditEvent } from "#app/modules/audit/audit.service.server.ts";
import { parseMailFrom } from "#app/modules/notifications/mail-transport.server.ts";
import type { Notifier } from "#app/modules/notifications/notifier.server.ts";
import { enqueueNotifications, type NewNotification } from "#app/modules/notifications/outbox.service.server.ts";
import { hitRateLimit, type RateLimit } from "#app/modules/rate-limits/rate-limits.service.server.ts";
import { readSiteContent } from "#app/modules/site-content/site-content.service.server.ts";
import {
  type GrowthPoint,
  type NewsletterPersonalData,
  type NewsletterSend,
  PENDING_RETENTION_DAYS,
  type Subscriber,
  type SubscriberPage,
  type SubscriberStatus,
} from "./newsletter.ts";
import { loadMailLibraries, renderArticleMail, renderConfirmationMail, unsubscribeUrl } from "./newsletter-mail.server.ts";
import {
  countConfirmedByDay,
  countSendItems,
  deleteOutboxFor,
  deletePendingRequestedBefore,
  deleteSubscriberByEmail,
  findArticleVersion,
  findDueVersions,
  findSubscriberByEmail,
  findSubscriberById,
  findSubscriberByToken,
  insertSendOnce,
  insertSubscriber,
  listConfirmed,
  listAllMarks,
  listMarkedLanguages,
  listOutboxFor,
  listSendRows,
  listSubscriberRows,
  markBouncedFromOutbox,
  SEND_KEY_PREFIX,
  type SubscriberFilter,
  setMark,
  updateSendRecipients,
  updateSubscriber,
} from "./newsletter.repository.server.ts";
import { NEWSLETTER_TEXT } from "./newsletter-text.ts";

/** Subscribe requests per IP: a form is filled by a person, not a script. */
export const SUBSCRIBE_LIMIT_PER_IP: RateLimit = { limit: 10, windowMs: 60 * 60 * 1000 };
/** Confirmation e-mails per address: nobody's mailbox is flooded through the form. */
export const SUBSCRIBE_LIMIT_PER_ADDRESS: RateLimit = { limit: 3, windowMs: 24 * 60 * 60 * 1000 };

const EMAIL_PATTERN = /^[^\s@<>()",;:\\[\]]+@[^\s@<>()",;:\\[\]]+\.[^\s@<>()",;:\\[\]]+$/;
export const EMAIL_MAX = 254;

/** Trimmed and lower-cased: `Ana@Example.com ` and `ana@example.com` are one subscriber. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
}

const newToken = () => crypto.randomBytes(24).toString("base64url");

function hostOf(siteUrl: string): string {
  return new URL(siteUrl).hostname || "localhost";
}

export interface SubscribeInput {
  email: string;
  language: Language;
  /** The honeypot: filled only by bots. */
  website?: string;
  /** The page the form was on. */
  source?: string;
}

/**
 * A subscribe request: the same answer whether the address is new, pending or already confirmed (the
 * form reveals nothing). A new, pending, unsubscribed or bounced address gets a confirmation e-mail
 * (at most 3 a day per address); a confirmed one gets nothing. Throws 400 for a bad address and 429
 * when the IP asked too often.
 */
export async function subscribe(db: Kysely<Database>, notifier: Notifier | undefined, input: SubscribeInput, ip: string): Promise<{ message: string }> {
  if (notifier?.email) await loadMailLibraries();
  const t = NEWSLETTER_TEXT[input.language];
  const answer = { message: t.accepted };
  const email = normalizeEmail(input.email);
  if (!isValidEmail(email)) throw new AppError("VALIDATION", t.invalidEmail, { issues: [{ path: "email", message: t.invalidEmail }] });
  if (input.website && input.website.trim() !== "") return answer;
  const overIp = await hitRateLimit(db, `newsletter:ip:${ip}`, SUBSCRIBE_LIMIT_PER_IP);
  if (overIp !== undefined) throw new AppError("TOO_MANY_REQUESTS", t.tooMany, { retryAfterSeconds: overIp });
  if ((await hitRateLimit(db, `newsletter:address:${email}`, SUBSCRIBE_LIMIT_PER_ADDRESS)) !== undefined) return answer;
  const mailed = await db.transaction().execute(async (trx) => {
    const existing = await findSubscriberByEmail(trx, email);
    if (existing?.status === "confirmed") return false;
    const now = nowIso();
    const token = newToken();
    const consent = { consent_source: (input.source ?? "").slice(0, 300) || null, consent_text: t.consent };
    if (existing) {
      await updateSubscriber(trx, existing.id, { status: "pending", language: input.language, confirm_token: token, requested_at: now, ...consent });
    } else {
      await insertSubscriber(trx, {
        email,
        language: input.language,
        status: "pending",
        confirm_token: token,
        unsubscribe_token: newToken(),
        created_at: now,
        requested_at: now,
        ...consent,
      });
    }
    if (!notifier?.email) return false;
    const mail = renderConfirmationMail(notifier.siteUrl, input.language, token);
    const dedupeKey = `newsletter-confirm-${crypto.randomBytes(8).toString("hex")}`;
    await enqueueNotifications(
      trx,
      [{ messageId: null, purpose: "newsletter", recipient: email, dedupeKey, payload: { to: email, ...mail, messageId: `${dedupeKey}@${hostOf(notifier.siteUrl)}` } }],
      notifier.retryWindowMs,
    );
    return true;
  });
  if (mailed) notifier?.wake();
  return answer;
}

export type TokenState = "valid" | "invalid";

/** Whether a confirmation or unsubscribe link names someone (a GET: nothing changes). */
export async function tokenState(db: Kysely<Database>, kind: "confirm" | "unsubscribe", token: string): Promise<TokenState> {
  if (!token || token.length > 100) return "invalid";
  const row = await findSubscriberByToken(db, kind === "confirm" ? "confirm_token" : "unsubscribe_token", token);
  if (!row) return "invalid";
  if (kind === "confirm" && row.status !== "pending") return "invalid";
  return "valid";
}

/** The "Confirm" button: records the consent (when; the page, wording and language were kept at the request). */
export async function confirmSubscription(db: Kysely<Database>, token: string): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const row = await findSubscriberByToken(db, "confirm_token", token);
  if (!row || row.status !== "pending") return false;
  return updateSubscriber(db, row.id, { status: "confirmed", confirm_token: null, confirmed_at: nowIso(), unsubscribed_at: null }, "pending");
}

/** One-click unsubscribe (RFC 8058) and the page's button: final until the reader subscribes and confirms again. */
export async function unsubscribeByToken(db: Kysely<Database>, token: string): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const row = await findSubscriberByToken(db, "unsubscribe_token", token);
  if (!row) return false;
  if (row.status === "unsubscribed") return true;
  return updateSubscriber(db, row.id, { status: "unsubscribed", confirm_token: null, unsubscribed_at: nowIso() });
}

function toSubscriber(row: NonNullable<Awaited<ReturnType<typeof findSubscriberById>>>): Subscriber {
  return {
    id: Number(row.id),
    email: row.email,
    language: row.language === "pt" ? "pt" : "en",
    status: row.status as SubscriberStatus,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    unsubscribedAt: row.unsubscribed_at,
  };
}

export async function listSubscribers(db: Kysely<Database>, filter: SubscriberFilter, page: number, pageSize: number): Promise<SubscriberPage> {
  const { rows, total } = await listSubscriberRows(db, filter, { offset: (page - 1) * pageSize, limit: pageSize });
  return { subscribers: rows.map(toSubscriber), total };
}

/**
 * Erase one subscriber and everything about it (its e-mails in the outbox included), audited in the
 * same transaction by its id and language, never its address.
 */
export async function deleteSubscriber(db: Kysely<Database>, id: number, actor: AuditActor = {}): Promise<Subscriber> {
  return db.transaction().execute(async (trx) => {
    const row = await findSubscriberById(trx, id);
    if (!row) throw new AppError("NOT_FOUND", "Subscriber not found");
    const records = await erasePersonalData(trx, row.email);
    const subscriber = toSubscriber(row);
    await recordAuditEvent(trx, actor, {
      action: "newsletter.subscriber_erased",
      target: { type: "subscriber", id },
      details: { language: subscriber.language, status: subscriber.status, records },
    });
    return subscriber;
  });
}

/** Everything the newsletter holds about an address (the privacy tools). */
export async function personalDataOf(db: Kysely<Database>, email: string): Promise<NewsletterPersonalData> {
  const address = normalizeEmail(email);
  const row = await findSubscriberByEmail(db, address);
  const emails = (await listOutboxFor(db, address)).map((item) => {
    let subject = "";
    try {
      subject = String((JSON.parse(item.payload) as { subject?: unknown }).subject ?? "");
    } catch {
      // an unreadable payload still counts as an e-mail held
    }
    return { subject, status: item.status, createdAt: item.created_at, sentAt: item.sent_at };
  });
  return {
    subscriber: row ? { ...toSubscriber(row), consentSource: row.consent_source, consentText: row.consent_text, requestedAt: row.requested_at } : null,
    emails,
  };
}

/** Deletes everything the newsletter holds about an address; resolves with how many records went. */
export async function erasePersonalData(trx: Kysely<Database>, email: string): Promise<number> {
  const address = normalizeEmail(email);
  return (await deleteSubscriberByEmail(trx, address)) + (await deleteOutboxFor(trx, address));
}

export async function listSends(db: Kysely<Database>): Promise<NewsletterSend[]> {
  const rows = await listSendRows(db);
  return Promise.all(
    rows.map(async (row) => {
      const counts = await countSendItems(db, Number(row.id));
      return {
        id: Number(row.id),
        articleId: Number(row.article_id),
        language: row.language === "pt" ? ("pt" as const) : ("en" as const),
        subject: row.subject,
        createdAt: row.created_at,
        queued: (counts.pending ?? 0) + (counts.sending ?? 0),
        delivered: counts.sent ?? 0,
        failed: counts.failed ?? 0,
      };
    }),
  );
}

/**
 * Imports subscribers who consented elsewhere (a list kept before the site had a newsletter): each
 * becomes `confirmed` with `import: <source>` as where its consent came from. An address already
 * known is left as it is (an unsubscribed reader is not subscribed again by an import).
 */
export async function importSubscribers(
  db: Kysely<Database>,
  source: string,
  rows: { email: string; language: Language }[],
  actor: AuditActor = {},
): Promise<{ imported: number; skipped: number; invalid: number }> {
  let imported = 0;
  let skipped = 0;
  let invalid = 0;
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const seen = new Set<string>();
    for (const row of rows) {
      const email = normalizeEmail(row.email);
      if (!isValidEmail(email)) {
        invalid++;
        continue;
      }
      if (seen.has(email) || (await findSubscriberByEmail(trx, email))) {
        skipped++;
        continue;
      }
      seen.add(email);
      await insertSubscriber(trx, {
        email,
        language: row.language,
        status: "confirmed",
        confirm_token: null,
        unsubscribe_token: newToken(),
        consent_source: `import: ${source}`,
        consent_text: null,
        created_at: now,
        requested_at: now,
        confirmed_at: now,
      });
      imported++;
    }
    await recordAuditEvent(trx, actor, { action: "newsletter.subscribers_imported", target: { type: "newsletter", label: source }, details: { imported, skipped, invalid } });
  });
  return { imported, skipped, invalid };
}

export async function growth(db: Kysely<Database>): Promise<GrowthPoint[]> {
  let total = 0;
  return (await countConfirmedByDay(db)).map((point) => ({ day: point.day, confirmed: (total += point.count) }));
}

/** The article's `newsletter` flags as saved (`newsletter`, `pt.newsletter`). */
export async function saveNewsletterMarks(db: Kysely<Database>, articleId: number, marks: Partial<Record<Language, boolean>>): Promise<void> {
  const now = nowIso();
  for (const [language, wanted] of Object.entries(marks)) {
    if (wanted !== undefined) await setMark(db, articleId, language, wanted, now);
  }
}

/** The admin's list of articles with their `newsletter` flags (`newsletter`, `pt.newsletter`). */
export async function withNewsletterFlags<T extends { id: number; pt: object | null }>(db: Kysely<Database>, articles: T[]): Promise<(T & { newsletter: boolean })[]> {
  const marks = await listAllMarks(db);
  const marked = (id: number, language: string) => marks.some((mark) => Number(mark.article_id) === id && mark.language === language);
  return articles.map((article) => ({
    ...article,
    newsletter: marked(article.id, "en"),
    pt: article.pt ? { ...article.pt, newsletter: marked(article.id, "pt") } : article.pt,
  }));
}

export async function newsletterMarksOf(db: Kysely<Database>, articleId: number): Promise<Record<Language, boolean>> {
  const languages = await listMarkedLanguages(db, articleId);
  return { en: languages.includes("en"), pt: languages.includes("pt") };
}

function articleOf(version: NonNullable<Awaited<ReturnType<typeof findArticleVersion>>>, language: Language) {
  const title = language === "pt" ? version.title_pt : version.title;
  const slug = language === "pt" ? version.slug_pt : version.slug;
  if (!title || !slug) return undefined;
  return { title, slug, excerpt: language === "pt" ? version.excerpt_pt : version.excerpt, coverImage: version.cover_image };
}

function articleNotification(
  notifier: Notifier & { email: NonNullable<Notifier["email"]> },
  language: Language,
  article: NonNullable<ReturnType<typeof articleOf>>,
  content: Awaited<ReturnType<typeof readSiteContent>>["content"],
  to: { email: string; unsubscribeToken: string | null },
  dedupeKey: string,
  notBefore?: string,
): NewNotification {
  const host = hostOf(notifier.siteUrl);
  const from = parseMailFrom(notifier.email.from).address;
  const unsubscribe = to.unsubscribeToken ? unsubscribeUrl(notifier.siteUrl, language, to.unsubscribeToken) : `${notifier.siteUrl}/newsletter/unsubscribe`;
  const mail = renderArticleMail(notifier.siteUrl, language, article, content, unsubscribe);
  return {
    messageId: null,
    purpose: "newsletter",
    recipient: to.email,
    dedupeKey,
    notBefore,
    payload: {
      to: to.email,
      ...mail,
      messageId: `${dedupeKey}@${host}`,
      headers: {
        "List-Unsubscribe": `<${unsubscribe}>, <mailto:${from}?subject=unsubscribe>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        "List-Id": `<newsletter-${language}.${host}>`,
        "Content-Language": language === "pt" ? "pt-BR" : "en",
      },
    },
  };
}

/** "Send me a test": the version's e-mail to the owner, at once. */
export async function sendTest(db: Kysely<Database>, notifier: Notifier | undefined, articleId: number, language: Language, actor: AuditActor = {}): Promise<void> {
  if (notifier?.email) await loadMailLibraries();
  if (!notifier?.email) throw new AppError("UNAVAILABLE", "E-mail is off: set SMTP_URL, MAIL_FROM and OWNER_EMAIL (see the README)");
  const version = await findArticleVersion(db, articleId);
  const article = version && articleOf(version, language);
  if (!article) throw new AppError("NOT_FOUND", "Article not found");
  const content = (await readSiteContent(db, language)).content;
  const dedupeKey = `newsletter-test-${articleId}-${language}-${crypto.randomBytes(6).toString("hex")}`;
  const email = notifier.email;
  await db.transaction().execute(async (trx) => {
    await enqueueNotifications(
      trx,
      [articleNotification({ ...notifier, email }, language, article, content, { email: email.ownerEmail, unsubscribeToken: null }, dedupeKey)],
      notifier.retryWindowMs,
    );
    await recordAuditEvent(trx, actor, { action: "newsletter.test_sent", target: { type: "article", id: articleId, label: article.title }, details: { language } });
  });
  notifier.wake();
}

export interface NewsletterRoundOptions {
  /** E-mails per minute, spread evenly (NEWSLETTER_PER_MINUTE). */
  perMinute: number;
  now?: Date;
}

/**
 * One round of the newsletter worker: forgets pending addresses after 7 days, marks bounced
 * subscribers, and sends every marked version that went live and was never sent. A version's send is
 * claimed by a unique row and its e-mails are written in the same transaction, one outbox item per
 * subscriber: whichever process claims it, each subscriber gets one item, and the outbox delivers each once.
 */
export async function runNewsletterRound(db: Kysely<Database>, notifier: Notifier | undefined, options: NewsletterRoundOptions): Promise<number[]> {
  if (notifier?.email) await loadMailLibraries();
  const now = options.now ?? new Date();
  await deletePendingRequestedBefore(db, isoAfter(-PENDING_RETENTION_DAYS * 24 * 60 * 60 * 1000, now));
  await markBouncedFromOutbox(db, now.toISOString());
  if (!notifier?.email) return [];
  const email = notifier.email;
  const sent: number[] = [];
  for (const due of await findDueVersions(db, now.toISOString())) {
    const language: Language = due.language === "pt" ? "pt" : "en";
    const content = (await readSiteContent(db, language)).content;
    const sendId = await db.transaction().execute(async (trx) => {
      const version = await findArticleVersion(trx, due.articleId);
      const article = version && articleOf(version, language);
      if (!article) return undefined;
      const id = await insertSendOnce(trx, { article_id: due.articleId, language, subject: article.title, recipients: 0, created_at: nowIso() });
      if (id === undefined) return undefined;
      const subscribers = await listConfirmed(trx, language);
      const spacingMs = 60_000 / options.perMinute;
      const items = subscribers.map((subscriber, index) =>
        articleNotification(
          { ...notifier, email },
          language,
          article,
          content,
          { email: subscriber.email, unsubscribeToken: subscriber.unsubscribe_token },
          `${SEND_KEY_PREFIX}${id}-${subscriber.id}`,
          new Date(now.getTime() + Math.floor(index * spacingMs)).toISOString(),
        ),
      );
      for (let start = 0; start < items.length; start += 200) {
        await enqueueNotifications(trx, items.slice(start, start + 200), notifier.retryWindowMs);
      }
      await updateSendRecipients(trx, id, items.length);
      // The worker sends on its own: the event names no user (shown as the server's).
      await recordAuditEvent(trx, {}, { action: "newsletter.sent", target: { type: "article", id: due.articleId, label: article.title }, details: { send: id, language, recipients: items.length } });
      return id;
    });
    if (sendId !== undefined) sent.push(sendId);
  }
  if (sent.length > 0) notifier.wake();
  return sent;
}

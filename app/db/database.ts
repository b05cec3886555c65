import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * The Kysely schema. Portability rules (docs/decisions/004-sqlite-postgresql-portability.md):
 * booleans are integers 0/1, timestamps are ISO-8601 UTC text, ids are generated integers.
 */
type Flag = number;
type IsoTime = string;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  is_admin: Flag;
  created_at: IsoTime;
  updated_at: IsoTime;
  /** Base32 TOTP secret once enabled (ADR 015). */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** Secret shown during enrolment, until a first code confirms it. */
  totp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_enabled_at: ColumnType<IsoTime | null, IsoTime | null | undefined, IsoTime | null>;
  /** The last time step accepted: a code is good once. */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  /** `en` or `pt`; null until the first sign-in takes the browser's language (issue 26). */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  /** The account's e-mail address (lower case); password resets go to it once verified. */
  email: ColumnType<string | null, string | null | undefined, string | null>;
  email_verified: ColumnType<Flag, Flag | undefined, Flag>;
}

/** A single-use link sent by e-mail: `email_verification` or `password_reset` (only its hash is kept). */
export interface AccountTokensTable {
  token_hash: string;
  purpose: string;
  user_id: number;
  /** The address the link was sent to. */
  email: string;
  created_at: IsoTime;
  expires_at: IsoTime;
  used_at: IsoTime | null;
}

export interface RecoveryCodesTable {
  code_hash: string;
  user_id: number;
  created_at: IsoTime;
  used_at: IsoTime | null;
}

export interface LoginChallengesTable {
  token_hash: string;
  user_id: number;
  attempts: Generated<number>;
  created_at: IsoTime;
  expires_at: IsoTime;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: IsoTime;
  expires_at: IsoTime;
  /** Public id for the list of sessions (the token hash never leaves the server). */
  id: string | null;
  user_agent: string | null;
  ip: string | null;
  last_seen_at: IsoTime | null;
}

export interface ThrottlesTable {
  key: string;
  count: number;
  reset_at: IsoTime;
}

export interface SettingsTable {
  key: string;
  value: string;
}

/**
 * Search rows (issue 23): an article version's title and text folded for search (lower case, no
 * accents). SQLite: an FTS5 table (trigram); PostgreSQL: pg_trgm indexes. `updated_at` is the
 * article's when the row was made: a row that differs is stale.
 */
export interface ArticleSearchTable {
  article_id: number;
  language: string;
  updated_at: string;
  title: string;
  body: string;
}

/** The content change log (ADR 035): which article each content write touched, in commit order. */
export interface ContentChangesTable {
  id: Generated<number>;
  /** Null: anything may have changed (a restore); readers start again from the whole archive. */
  article_id: number | null;
  created_at: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string | null;
  name_pt: string | null;
  description_pt: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/**
 * An article and its two language versions (ADR 020). A version exists when its slug, title and content
 * are all set; at least one does. Each has its own live flag, first publication and scheduled time.
 */
export interface ArticlesTable {
  id: Generated<number>;
  slug: string | null;
  title: string | null;
  content: string | null;
  excerpt: string | null;
  cover_image: string | null;
  published: Flag;
  featured: Flag;
  category_id: number | null;
  published_at: IsoTime | null;
  /** When the English version goes live (the scheduler clears it then). */
  publish_at: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
  slug_pt: string | null;
  title_pt: string | null;
  excerpt_pt: string | null;
  content_pt: string | null;
  published_pt: Generated<Flag>;
  published_at_pt: IsoTime | null;
  publish_at_pt: IsoTime | null;
  /**
   * What lists show of each version's body, written with it (ADR 054): its word count and its first 120
   * characters of text ("..." when cut). Null when the version has no body, or not known yet (restored).
   */
  content_words: number | null;
  content_lead: string | null;
  content_words_pt: number | null;
  content_lead_pt: string | null;
}

/** A slug an article version had before (its old URL answers 301). */
export interface ArticleSlugsTable {
  id: Generated<number>;
  article_id: number;
  language: string;
  slug: string;
  created_at: IsoTime;
}

/** The columns an article's and a page's revisions share (ADR 021, 044). */
interface RevisionColumns {
  id: Generated<number>;
  /** "autosave", "save" or "restore". */
  kind: string;
  /** JSON of the text (the article's RevisionText, the page's PageText). */
  data: string;
  size: number;
  summary: string;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A saved state of an article's text in both languages (ADR 021). */
export interface ArticleRevisionsTable extends RevisionColumns {
  article_id: number;
}

/** What the editor autosaved and the owner has not saved yet: per article, or the slot "new". */
export interface ArticleDraftsTable {
  slot: string;
  article_id: number | null;
  /** JSON of the editor's fields (ArticleDraft). */
  data: string;
  saved_at: IsoTime;
  created_at: IsoTime;
}

/** A signed link showing an article's latest text to someone without an account. */
export interface ArticlePreviewLinksTable {
  id: Generated<number>;
  article_id: number;
  nonce: string;
  expires_at: IsoTime;
  revoked_at: IsoTime | null;
  created_at: IsoTime;
}

export interface ImagesTable {
  id: string;
  width: number;
  height: number;
  created_at: IsoTime;
}

export interface ImageVariantsTable {
  image_id: string;
  name: string;
  content_type: string;
  width: number;
  height: number;
  etag: string;
  bytes: ColumnType<Buffer, Buffer | Uint8Array, never>;
}

export interface MessagesTable {
  id: Generated<number>;
  kind: string;
  name: string;
  email: string;
  event_details: string | null;
  message: string;
  language: string;
  status: string;
  read_at: IsoTime | null;
  created_at: IsoTime;
  event_name: string | null;
  /** `YYYY-MM-DD`. */
  event_date: string | null;
  event_city: string | null;
  event_country: string | null;
  event_format: string | null;
  audience_size: number | null;
  talk_language: string | null;
  budget: string | null;
  /** `YYYY-MM-DD`. */
  decision_deadline: string | null;
  source_page: string | null;
  landing_referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  /** Lowercase, accents removed: what the inbox search matches. */
  search_text: Generated<string>;
}

/** One outgoing e-mail or webhook call (ADR 016). */
export interface OutboxTable {
  id: Generated<number>;
  message_id: number | null;
  channel: string;
  purpose: string;
  recipient: string;
  /** Stable across retries: the e-mail's Message-ID, the webhook's delivery id. */
  dedupe_key: string;
  /** JSON of what to send, rendered when the item was written. */
  payload: string;
  status: string;
  attempts: Generated<number>;
  next_attempt_at: IsoTime;
  give_up_at: IsoTime;
  lease_until: IsoTime | null;
  leased_by: string | null;
  last_attempt_at: IsoTime | null;
  last_error: string | null;
  sent_at: IsoTime | null;
  created_at: IsoTime;
}

export interface OutboxAttemptsTable {
  id: Generated<number>;
  outbox_id: number;
  attempted_at: IsoTime;
  worker: string;
  outcome: string;
  error: string | null;
  duration_ms: number;
}

export interface AuditEventsTable {
  id: Generated<number>;
  created_at: IsoTime;
  /** `area.verb`, e.g. `auth.login`, `article.published` (app/modules/audit/audit.ts). */
  action: string;
  /** `success` or `failure`. */
  outcome: string;
  actor_user_id: number | null;
  /** Kept as it was at the time: the log outlives renames and deleted users. */
  actor_username: string | null;
  ip: string | null;
  user_agent: string | null;
  target_type: string | null;
  target_id: string | null;
  target_label: string | null;
  /** JSON object with what else matters (the sign-in method, the changed fields). */
  details: string | null;
}

export interface PasskeysTable {
  /** The credential id, base64url. */
  id: string;
  user_id: number;
  name: string;
  /** COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** JSON array of transports ("internal", "usb", "hybrid"...). */
  transports: string | null;
  backed_up: Flag;
  created_at: IsoTime;
  last_used_at: IsoTime | null;
}

export interface WebauthnChallengesTable {
  challenge: string;
  /** `register`, `login` (password-less) or `second-factor:<login challenge hash>`. */
  purpose: string;
  user_id: number | null;
  created_at: IsoTime;
  expires_at: IsoTime;
}

/** One saved version of the site's content in one language (ADR 023). */
export interface SiteContentRevisionsTable {
  id: Generated<number>;
  language: string;
  /** JSON of the whole SiteContent. */
  content: string;
  media_kit_updated_at: IsoTime;
  created_at: IsoTime;
  created_by: number | null;
}

export interface TalksTable {
  id: Generated<number>;
  event_name: string;
  title: string;
  /** `YYYY-MM-DD`. */
  date: string;
  city: string;
  country: string;
  language: string;
  event_url: string | null;
  slides_url: string | null;
  video_url: string | null;
  /** The page's address: `/talks/{slug}` (issue 28). */
  slug: string;
  /** `HH:MM` in `time_zone`, or null: an all-day talk. */
  start_time: string | null;
  /** IANA, e.g. "America/Sao_Paulo". */
  time_zone: Generated<string>;
  duration_minutes: number | null;
  venue: string | null;
  /** in_person, online or hybrid. */
  format: Generated<string>;
  audience: string | null;
  abstract: Generated<string>;
  title_pt: string | null;
  abstract_pt: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** What someone said of the owner's talks or work (issue 28). */
export interface TestimonialsTable {
  id: Generated<number>;
  quote: string;
  quote_pt: string | null;
  person: string;
  role: string | null;
  organisation: string | null;
  talk_id: number | null;
  event: string | null;
  photo: string | null;
  /** `YYYY-MM-DD`. */
  permission_date: string;
  featured: Generated<number>;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A drawn share card (ADR 025): one row per card, the latest version drawn. */
/** The owner's own pages (issue 27); the `pt_*` columns are all null when there is no Portuguese version. */
export interface PagesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  content: string;
  excerpt: string | null;
  published: Flag;
  publish_at: IsoTime | null;
  show_in: string;
  pt_slug: string | null;
  pt_title: string | null;
  pt_content: string | null;
  pt_excerpt: string | null;
  pt_published: Flag | null;
  pt_publish_at: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A page's revision (ADR 044): both languages' text, as an article's (ADR 021). */
export interface PageRevisionsTable extends RevisionColumns {
  page_id: number;
}

/** A page's autosaved draft (ADR 044): slot "page-<id>", or "new" for a page not created yet. */
export interface PageDraftsTable {
  slot: string;
  page_id: number | null;
  /** JSON of the editor's fields (PageDraft). */
  data: string;
  saved_at: IsoTime;
  created_at: IsoTime;
}

export interface ShareCardsTable {
  version_key: string;
  card_id: string;
  jpeg: ColumnType<Buffer, Buffer | Uint8Array, never>;
  created_at: IsoTime;
}

/** One counted page view, vitals sample or crawler request (issue 24): no address, no user agent. */
export interface AnalyticsEventsTable {
  id: Generated<number>;
  day: string;
  created_at: IsoTime;
  kind: string;
  path: string;
  visitor: string | null;
  language: string | null;
  entry: Generated<number>;
  source: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  country: string | null;
  device: string | null;
  browser: string | null;
  crawler: string | null;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
}

export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
  created_at: IsoTime;
}

export interface AnalyticsRollupsTable {
  day: string;
  rolled_up_at: IsoTime;
}

export interface AnalyticsDailyTable {
  day: string;
  metric: string;
  key: string;
  views: number;
  visitors: number;
  value: string | null;
}

/** A newsletter subscriber and the consent it gave (issue 25). */
export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  language: string;
  status: string;
  confirm_token: string | null;
  unsubscribe_token: string;
  consent_source: string | null;
  consent_text: string | null;
  created_at: IsoTime;
  requested_at: IsoTime;
  confirmed_at: IsoTime | null;
  unsubscribed_at: IsoTime | null;
}

/** An article version marked for the newsletter (`newsletter: true`). */
export interface NewsletterMarksTable {
  article_id: number;
  language: string;
  created_at: IsoTime;
}

/** An article version sent to the newsletter: at most one per version. */
export interface NewsletterSendsTable {
  id: Generated<number>;
  article_id: number;
  language: string;
  subject: string;
  recipients: number;
  created_at: IsoTime;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  throttles: ThrottlesTable;
  settings: SettingsTable;
  content_changes: ContentChangesTable;
  categories: CategoriesTable;
  articles: ArticlesTable;
  article_search: ArticleSearchTable;
  article_slugs: ArticleSlugsTable;
  article_revisions: ArticleRevisionsTable;
  article_drafts: ArticleDraftsTable;
  article_preview_links: ArticlePreviewLinksTable;
  images: ImagesTable;
  image_variants: ImageVariantsTable;
  messages: MessagesTable;
  outbox: OutboxTable;
  outbox_attempts: OutboxAttemptsTable;
  recovery_codes: RecoveryCodesTable;
  login_challenges: LoginChallengesTable;
  account_tokens: AccountTokensTable;
  audit_events: AuditEventsTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  site_content_revisions: SiteContentRevisionsTable;
  talks: TalksTable;
  testimonials: TestimonialsTable;
  pages: PagesTable;
  page_revisions: PageRevisionsTable;
  page_drafts: PageDraftsTable;
  share_cards: ShareCardsTable;
  analytics_events: AnalyticsEventsTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_rollups: AnalyticsRollupsTable;
  analytics_daily: AnalyticsDailyTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_marks: NewsletterMarksTable;
  newsletter_sends: NewsletterSendsTable;
}

export type UserRow = Selectable<UsersTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type NewCategoryRow = Insertable<CategoriesTable>;
export type CategoryRowUpdate = Updateable<CategoriesTable>;
export type ArticleRow = Selectable<ArticlesTable>;
export type NewArticleRow = Insertable<ArticlesTable>;
export type ArticleRowUpdate = Updateable<ArticlesTable>;
export type ArticleRevisionRow = Selectable<ArticleRevisionsTable>;
export type ArticleDraftRow = Selectable<ArticleDraftsTable>;
export type ArticlePreviewLinkRow = Selectable<ArticlePreviewLinksTable>;
export type PageRevisionRow = Selectable<PageRevisionsTable>;
export type PageDraftRow = Selectable<PageDraftsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type NewMessageRow = Insertable<MessagesTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxRow = Insertable<OutboxTable>;
export type OutboxAttemptRow = Selectable<OutboxAttemptsTable>;
export type SiteContentRevisionRow = Selectable<SiteContentRevisionsTable>;
export type NewSiteContentRevisionRow = Insertable<SiteContentRevisionsTable>;
export type TalkRow = Selectable<TalksTable>;
export type NewTalkRow = Insertable<TalksTable>;
export type TalkRowUpdate = Updateable<TalksTable>;
export type TestimonialRow = Selectable<TestimonialsTable>;
export type NewTestimonialRow = Insertable<TestimonialsTable>;
export type TestimonialRowUpdate = Updateable<TestimonialsTable>;

import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { type Language, LANGUAGES } from "#app/lib/language.ts";
import { nowIso } from "#app/lib/time.ts";
import { sanitizeArticleHtml } from "#app/modules/articles/article-html.server.ts";
import { htmlToText } from "#app/modules/articles/article.ts";
import type { PreviewState } from "#app/modules/articles/article-preview.ts";
import { type AuditActor, recordAuditEvent } from "#app/modules/audit/audit.service.server.ts";
import { readOrCreateSecret } from "#app/modules/settings/secrets.service.server.ts";
import { paths } from "#app/lib/paths.ts";
import { isLive } from "./page.ts";
import { findLatestPageText } from "./page-revisions.service.server.ts";
import { getPage } from "./pages.service.server.ts";

/**
 * Previews of a page (ADR 044, 047): the page as visitors will see it, from its autosaved draft when
 * there is one, for the signed-in admin and through signed links that expire.
 *
 * Link token: `<expires, Unix seconds>.<HMAC-SHA256(secret, "page|" id "|" expires)>`, base64url, in
 * the address after the page's id (`/preview/pages/{id}/{token}`). The signature makes the page and
 * the expiry part of the token; unlike an article's link it has no row, so it cannot be withdrawn
 * before it expires (ADR 047).
 */

/** The articles' secret: the "page|" prefix keeps a page's signature from ever matching an article's. */
const SECRET_KEY = "preview_link_secret";
const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** A signed link showing a page to someone without an account, until it expires. */
export interface PagePreviewLink {
  pageId: number;
  /** The English address; the Portuguese one is the same under /pt. */
  url: string;
  urlPt: string;
  expiresAt: string;
  createdAt: string;
}

function sign(secret: Buffer, pageId: number, expires: string): string {
  return crypto.createHmac("sha256", secret).update(`page|${pageId}|${expires}`).digest("base64url");
}

/** Makes a link to the page's preview that works for `expiresInDays` days; the audit log records it. */
export async function createPagePreviewLink(
  db: Kysely<Database>,
  pageId: number,
  options: { expiresInDays: number; siteUrl: string },
  actor: AuditActor = {},
): Promise<PagePreviewLink> {
  const createdAt = nowIso();
  // Whole seconds: the token carries the expiry in seconds.
  const expires = String(Math.floor((Date.now() + options.expiresInDays * DAY_MS) / 1000));
  const expiresAt = new Date(Number(expires) * 1000).toISOString();
  const secret = await readOrCreateSecret(db, SECRET_KEY);
  const token = `${expires}.${sign(secret, pageId, expires)}`;
  await db.transaction().execute(async (trx) => {
    const page = await getPage(trx, pageId);
    await recordAuditEvent(trx, actor, { action: "page.preview_link_created", target: { type: "page", id: page.id, label: page.title || page.pt?.title || null }, details: { expiresAt } });
  });
  return {
    pageId,
    url: options.siteUrl + paths.pagePreview(pageId, "en", token),
    urlPt: options.siteUrl + paths.pagePreview(pageId, "pt", token),
    expiresAt,
    createdAt,
  };
}

export type PagePreviewTokenCheck = { status: "valid"; pageId: number; expiresAt: string } | { status: "invalid" | "expired" };

/** What a page's preview link opens: the page while the link lives; why not otherwise (a forged or altered token is "invalid"). */
export async function checkPagePreviewToken(db: Kysely<Database>, id: string, token: string, now = Date.now()): Promise<PagePreviewTokenCheck> {
  const match = TOKEN_PATTERN.exec(token);
  if (!match || !/^[1-9]\d{0,9}$/.test(id)) return { status: "invalid" };
  const [, expires = "", signature = ""] = match;
  const pageId = Number(id);
  const expected = Buffer.from(sign(await readOrCreateSecret(db, SECRET_KEY), pageId, expires));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) return { status: "invalid" };
  if (Number(expires) * 1000 <= now) return { status: "expired" };
  return { status: "valid", pageId, expiresAt: new Date(Number(expires) * 1000).toISOString() };
}

/** A page in one language as its public page will show it. */
export interface PagePreview {
  title: string;
  html: string;
  state: PreviewState;
  publishAt: string | null;
  /** When the autosaved draft shown was kept; null: the saved page is shown. */
  draftSavedAt: string | null;
}

/** The page in `language` from its latest text (undefined when it has none in that language), and the languages it has text in. */
export async function buildPagePreview(db: Kysely<Database>, pageId: number, language: Language): Promise<{ preview: PagePreview | undefined; languages: Language[] }> {
  const { page, draft, data: latest } = await findLatestPageText(db, pageId);
  const versionIn = (l: Language) => (l === "pt" ? latest.pt : latest);
  const written = (l: Language) => {
    const version = versionIn(l);
    return version !== null && (version.title.trim() !== "" || htmlToText(version.content) !== "" || version.content.includes("<img"));
  };
  const languages = LANGUAGES.filter(written);
  const version = versionIn(language);
  if (!version || !written(language)) return { preview: undefined, languages };
  const saved = language === "pt" ? page.pt : page;
  const state: PreviewState = saved && isLive(saved) ? "live" : saved?.published && saved.publishAt ? "scheduled" : "draft";
  return {
    languages,
    preview: { title: version.title, html: sanitizeArticleHtml(version.content), state, publishAt: saved?.publishAt ?? null, draftSavedAt: draft?.savedAt ?? null },
  };
}

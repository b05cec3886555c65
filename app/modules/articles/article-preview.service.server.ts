import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { type AuditActor, recordAuditEvent } from "#app/modules/audit/audit.service.server.ts";
import type { ArticlePreviewLinkRow, Database } from "#app/db/database.ts";
import { type Language, LANGUAGES } from "#app/lib/language.ts";
import { AppError } from "#app/lib/app-error.ts";
import { nowIso } from "#app/lib/time.ts";
import { findCategoryById } from "#app/modules/categories/categories.service.server.ts";
import { readOrCreateSecret } from "#app/modules/settings/secrets.service.server.ts";
import { describeUploadedImages } from "#app/modules/uploads/images.describe.server.ts";
import { type Article, articleVersion, excerptOrFallback, htmlToText, readingTimeMinutes } from "./article.ts";
import type { ArticleDraft } from "./article.schema.ts";
import { type ArticlePreview, PREVIEW_LINK_NOT_FOUND_MESSAGE, type PreviewLink, type PreviewState } from "./article-preview.ts";
import type { ImageSource } from "./article-view.ts";
import { sanitizeArticleHtml } from "./article-html.server.ts";
import { draftOfArticle, findLatestDraft } from "./article-revisions.service.server.ts";
import { findArticleById } from "./articles.repository.server.ts";
import { findPreviewLinkByNonce, insertPreviewLink, listPreviewLinkRows, revokePreviewLinkRow } from "./preview-links.repository.server.ts";
import { paths } from "#app/lib/paths.ts";

/**
 * Previews (ADR 021): an article as visitors will see it, from its autosaved draft when there is one,
 * never cached and never indexed; for the admin (signed in) and through signed links that expire and
 * can be revoked.
 *
 * Link token: `<nonce>.<expires, Unix seconds>.<HMAC-SHA256(secret, articleId|nonce|expires)>`,
 * base64url. The nonce names the link's row (revocation); the signature makes the expiry and the
 * article part of the token, so that neither can be changed.
 */

const ARTICLE_NOT_FOUND_MESSAGE = "Article not found";
const SECRET_KEY = "preview_link_secret";
const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{24})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export function previewPath(language: Language, target: { token: string } | { articleId: number }): string {
  return "token" in target ? paths.previewLink(target.token, language) : paths.articlePreview(target.articleId, language);
}

function sign(secret: Buffer, articleId: number, nonce: string, expires: string): string {
  return crypto.createHmac("sha256", secret).update(`${articleId}|${nonce}|${expires}`).digest("base64url");
}

async function tokenOf(db: Kysely<Database>, row: ArticlePreviewLinkRow): Promise<string> {
  const expires = String(Math.floor(Date.parse(row.expires_at) / 1000));
  return `${row.nonce}.${expires}.${sign(await readOrCreateSecret(db, SECRET_KEY), row.article_id, row.nonce, expires)}`;
}

async function toPreviewLink(db: Kysely<Database>, row: ArticlePreviewLinkRow, siteUrl: string, now: string): Promise<PreviewLink> {
  const token = await tokenOf(db, row);
  return {
    id: row.id,
    articleId: row.article_id,
    url: siteUrl + previewPath("en", { token }),
    urlPt: siteUrl + previewPath("pt", { token }),
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
    active: row.revoked_at === null && row.expires_at > now,
  };
}

async function requireArticle(db: Kysely<Database>, articleId: number): Promise<Article> {
  const article = await findArticleById(db, articleId);
  if (!article) throw new AppError("NOT_FOUND", ARTICLE_NOT_FOUND_MESSAGE);
  return article;
}

export async function createPreviewLink(
  db: Kysely<Database>,
  articleId: number,
  options: { expiresInDays: number; siteUrl: string },
  actor: AuditActor = {},
): Promise<PreviewLink> {
  const now = nowIso();
  // Whole seconds: the token carries the expiry in seconds.
  const expiresAt = new Date(Math.floor((Date.now() + options.expiresInDays * DAY_MS) / 1000) * 1000).toISOString();
  const row = await db.transaction().execute(async (trx) => {
    const article = await requireArticle(trx, articleId);
    const inserted = await insertPreviewLink(trx, { articleId, nonce: crypto.randomBytes(18).toString("base64url"), expiresAt, now });
    await recordAuditEvent(trx, actor, { action: "article.preview_link_created", target: previewTarget(article), details: { link: inserted.id, expiresAt } });
    return inserted;
  });
  return toPreviewLink(db, row, options.siteUrl, now);
}

function previewTarget(article: Article) {
  return { type: "article", id: article.id, label: article.title || article.pt?.title || null };
}

export async function listPreviewLinks(db: Kysely<Database>, articleId: number, siteUrl: string): Promise<PreviewLink[]> {
  await requireArticle(db, articleId);
  const now = nowIso();
  return Promise.all((await listPreviewLinkRows(db, articleId)).map((row) => toPreviewLink(db, row, siteUrl, now)));
}

export async function revokePreviewLink(db: Kysely<Database>, articleId: number, linkId: number, siteUrl: string, actor: AuditActor = {}): Promise<PreviewLink> {
  const now = nowIso();
  const row = await db.transaction().execute(async (trx) => {
    const article = await requireArticle(trx, articleId);
    const revoked = await revokePreviewLinkRow(trx, articleId, linkId, now);
    if (!revoked) throw new AppError("NOT_FOUND", PREVIEW_LINK_NOT_FOUND_MESSAGE);
    await recordAuditEvent(trx, actor, { action: "article.preview_link_revoked", target: previewTarget(article), details: { link: linkId } });
    return revoked;
  });
  return toPreviewLink(db, row, siteUrl, now);
}

export type PreviewTokenCheck = { status: "valid"; articleId: number; expiresAt: string } | { status: "invalid" | "expired" | "revoked" };

/** What a preview link's token opens: its article while the link lives; why not otherwise. */
export async function checkPreviewToken(db: Kysely<Database>, token: string, now = Date.now()): Promise<PreviewTokenCheck> {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return { status: "invalid" };
  const [, nonce = "", expires = "", signature = ""] = match;
  const row = await findPreviewLinkByNonce(db, nonce);
  if (!row || String(Math.floor(Date.parse(row.expires_at) / 1000)) !== expires) return { status: "invalid" };
  const expected = Buffer.from(sign(await readOrCreateSecret(db, SECRET_KEY), row.article_id, nonce, expires));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) return { status: "invalid" };
  if (row.revoked_at !== null) return { status: "revoked" };
  if (Number(expires) * 1000 <= now) return { status: "expired" };
  return { status: "valid", articleId: row.article_id, expiresAt: row.expires_at };
}

function toImageSource(url: string | null, described: Awaited<ReturnType<typeof describeUploadedImages>>): ImageSource | null {
  if (!url) return null;
  const image = described.get(url);
  if (!image) return { src: url, srcSet: null, width: null, height: null };
  const srcSet = image.renditions.map((r) => `${r.url} ${r.width}w`).join(", ");
  return { src: url, srcSet: srcSet || null, width: image.width, height: image.height };
}

interface PreviewText {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
}

/** A language's text in the draft, when the owner has written any. */
function textIn(draft: ArticleDraft, language: Language): PreviewText | undefined {
  const version = language === "pt" ? draft.pt : draft;
  if (!version) return undefined;
  const written = version.title.trim() !== "" || htmlToText(version.content) !== "" || version.content.includes("<img");
  return written ? { slug: version.slug, title: version.title, excerpt: version.excerpt, content: version.content } : undefined;
}

export interface ArticlePreviewResult {
  /** The preview in the asked language, or undefined when the article has no text in it. */
  preview: ArticlePreview | undefined;
  /** The languages the previewed text exists in. */
  languages: Language[];
}

/** An article in `language` exactly as its page will show it, from its latest text. */
export async function buildArticlePreview(db: Kysely<Database>, articleId: number, language: Language): Promise<ArticlePreviewResult> {
  const article = await requireArticle(db, articleId);
  const draft = await findLatestDraft(db, articleId);
  const source = draft?.data ?? draftOfArticle(article);
  const languages = LANGUAGES.filter((l) => textIn(source, l) !== undefined);
  const text = textIn(source, language);
  if (!text) return { preview: undefined, languages };

  const saved = articleVersion(article, language);
  const state: PreviewState = saved?.published ? "live" : saved?.publishAt ? "scheduled" : "draft";
  const category = source.categoryId !== null ? await findCategoryById(db, source.categoryId) : undefined;
  const described = await describeUploadedImages(db, [source.coverImage || null]);
  const ownExcerpt = text.excerpt.trim() || null;
  return {
    languages,
    preview: {
      language,
      source: draft ? "draft" : "saved",
      savedAt: draft?.savedAt ?? article.updatedAt,
      state,
      publishAt: saved?.publishAt ?? null,
      view: {
        slug: text.slug,
        title: text.title,
        excerpt: excerptOrFallback(ownExcerpt, text.content),
        ownExcerpt,
        publishedAt: saved?.publishedAt ?? saved?.publishAt ?? nowIso(),
        readingMinutes: readingTimeMinutes(text.content),
        featured: source.featured,
        cover: toImageSource(source.coverImage || null, described),
        textLanguage: language,
        html: sanitizeArticleHtml(text.content),
        updatedAt: draft?.savedAt ?? article.updatedAt,
        hasTranslation: languages.length > 1,
        alternates: {},
        originalLanguage: language,
        categoryName: category ? (language === "pt" ? (category.pt?.name ?? category.name) : category.name) : null,
      },
    },
  };
}

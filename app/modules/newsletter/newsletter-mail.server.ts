import type { convert as Convert } from "html-to-text";
import type juiceModule from "juice";
import type { SiteContent } from "#app/content/site-content.ts";
import { localizePath, type Language } from "#app/lib/language.ts";
import { NEWSLETTER_TEXT } from "./newsletter-text.ts";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const STYLES = `
body { margin: 0; padding: 0; background: #f4f4f5; font-family: Georgia, 'Times New Roman', serif; color: #1f2937; }
.wrap { max-width: 600px; margin: 0 auto; padding: 24px; background: #ffffff; }
h1 { font-size: 26px; line-height: 1.25; margin: 0 0 16px; color: #111827; }
p { font-size: 17px; line-height: 1.6; margin: 0 0 16px; }
img.cover { display: block; width: 100%; max-width: 552px; height: auto; border: 0; margin: 0 0 16px; }
a.button { display: inline-block; padding: 12px 20px; background: #92400e; color: #ffffff; text-decoration: none; border-radius: 6px; font-family: Arial, sans-serif; font-size: 16px; }
.footer { margin-top: 32px; padding-top: 16px; border-top: 1px solid #e5e7eb; font-family: Arial, sans-serif; font-size: 13px; color: #4b5563; }
.footer p { font-size: 13px; margin: 0 0 8px; }
.footer a { color: #4b5563; }
`;

let libraries: { juice: typeof juiceModule; convert: typeof Convert } | undefined;

/**
 * The CSS inliner and the text converter, loaded with the first newsletter e-mail rather than at
 * start-up (ADR 019: what only some requests need). The render functions below need it done.
 */
export async function loadMailLibraries(): Promise<void> {
  if (libraries) return;
  const [juice, text] = await Promise.all([import("juice"), import("html-to-text")]);
  libraries = { juice: juice.default, convert: text.convert };
}

function mailLibraries(): NonNullable<typeof libraries> {
  if (!libraries) throw new Error("loadMailLibraries() must run before a newsletter e-mail is rendered");
  return libraries;
}

function page(language: Language, title: string, body: string): string {
  const html = `<!doctype html><html lang="${language === "pt" ? "pt-BR" : "en"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLES}</style></head><body><div class="wrap">${body}</div></body></html>`;
  return mailLibraries().juice(html);
}

function textOf(html: string): string {
  return mailLibraries().convert(html, { wordwrap: 78, selectors: [{ selector: "img", format: "skip" }] });
}

/** The confirmation e-mail (double opt-in). */
export function renderConfirmationMail(siteUrl: string, language: Language, token: string): { subject: string; html: string; text: string } {
  const t = NEWSLETTER_TEXT[language];
  const link = `${siteUrl}${localizePath("/newsletter/confirm", language)}?token=${encodeURIComponent(token)}`;
  const html = page(
    language,
    t.confirmSubject,
    `<h1>${escapeHtml(t.confirmSubject)}</h1><p>${escapeHtml(t.confirmMailText)}</p><p><a class="button" href="${escapeHtml(link)}">${escapeHtml(t.confirmButton)}</a></p><p>${escapeHtml(link)}</p><p>${escapeHtml(t.confirmMailIgnore)}</p>`,
  );
  return { subject: t.confirmSubject, html, text: textOf(html) };
}

export interface ArticleForMail {
  slug: string;
  title: string;
  excerpt: string | null;
  coverImage: string | null;
}

export function unsubscribeUrl(siteUrl: string, language: Language, token: string): string {
  return `${siteUrl}${localizePath("/newsletter/unsubscribe", language)}?token=${encodeURIComponent(token)}`;
}

export function articleUrl(siteUrl: string, language: Language, slug: string): string {
  const params = new URLSearchParams({ utm_source: "newsletter", utm_medium: "email", utm_campaign: slug });
  return `${siteUrl}${localizePath(`/articles/${slug}`, language)}?${params.toString()}`;
}

function postalAddress(content: SiteContent): string | null {
  const address = content.person.address as unknown as Record<string, unknown>;
  const parts = ["streetAddress", "postalCode", "locality", "region", "country"].map((key) => address[key]).filter((value): value is string => typeof value === "string" && value.trim() !== "");
  return parts.length > 0 ? parts.join(", ") : null;
}

/**
 * An article's newsletter e-mail: the title as the subject, the cover, the excerpt, a tagged link to
 * the article, the owner's name and postal address, and the visible unsubscribe link. No tracking pixel.
 */
export function renderArticleMail(
  siteUrl: string,
  language: Language,
  article: ArticleForMail,
  content: SiteContent,
  unsubscribe: string,
): { subject: string; html: string; text: string } {
  const t = NEWSLETTER_TEXT[language];
  const cover = article.coverImage ? (article.coverImage.startsWith("/") ? `${siteUrl}${article.coverImage}` : article.coverImage) : null;
  const address = postalAddress(content);
  const link = articleUrl(siteUrl, language, article.slug);
  const body = [
    cover ? `<img class="cover" src="${escapeHtml(cover)}" alt="" width="552">` : "",
    `<h1>${escapeHtml(article.title)}</h1>`,
    article.excerpt ? `<p>${escapeHtml(article.excerpt)}</p>` : "",
    `<p><a class="button" href="${escapeHtml(link)}">${escapeHtml(t.readArticle)}</a></p>`,
    `<div class="footer"><p>${escapeHtml(content.name)}</p>`,
    address ? `<p>${escapeHtml(address)}</p>` : "",
    `<p>${escapeHtml(t.mailFooter)} <a href="${escapeHtml(unsubscribe)}">${escapeHtml(t.unsubscribeLink)}</a></p></div>`,
  ].join("");
  const html = page(language, article.title, body);
  return { subject: article.title, html, text: textOf(html) };
}

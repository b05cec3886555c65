/** Shared (browser + server) article types and pure rules. */

export const WORDS_PER_MINUTE = 225;
export const EXCERPT_FALLBACK_CHARS = 120;
export const SLUG_PATTERN = /^[a-z0-9-]+$/;

export interface ArticleTranslation {
  title: string;
  excerpt: string | null;
  content: string;
}

export interface Article {
  id: number;
  slug: string;
  title: string;
  content: string;
  excerpt: string | null;
  coverImage: string | null;
  publishedAt: string | null;
  featured: boolean;
  published: boolean;
  categoryId: number | null;
  createdAt: string;
  updatedAt: string;
  /** Portuguese version; null when the article exists in English only. */
  pt: ArticleTranslation | null;
}

/** Lowercase; runs of characters other than a-z and 0-9 become hyphens; trims hyphens (spec §4). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Text content of an HTML fragment: tags removed, common entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** Words of the tag-stripped text / 225, rounded up, at least 1 (spec §9). */
export function readingTimeMinutes(html: string): number {
  const text = htmlToText(html);
  const words = text === "" ? 0 : text.split(" ").length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The excerpt, or the first 120 characters of the text plus an ellipsis (spec §2). */
export function excerptOrFallback(excerpt: string | null | undefined, html: string): string {
  if (excerpt && excerpt.trim() !== "") return excerpt.trim();
  const text = htmlToText(html);
  return text.length > EXCERPT_FALLBACK_CHARS ? `${text.slice(0, EXCERPT_FALLBACK_CHARS)}...` : text;
}

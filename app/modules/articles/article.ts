/** Shared (browser + server) article types and pure rules. */
import type { Language } from "#app/lib/language.ts";

export const WORDS_PER_MINUTE = 225;
export const EXCERPT_FALLBACK_CHARS = 120;

/** The Portuguese version of an article, with its own address and publication state (ADR 020). */
export interface ArticleTranslation {
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  /** Live for visitors of /pt. */
  published: boolean;
  /** First publication (may be backdated). */
  publishedAt: string | null;
  /** When it goes live; null when not scheduled. */
  publishAt: string | null;
  /** Issue 25: e-mailed to the Portuguese subscribers when it goes live (in the admin's list). */
  newsletter?: boolean;
}

/**
 * An article as the API returns it: the top-level text is the English version (spec §7), null when the
 * article exists in Portuguese only; `pt` is the Portuguese version, null when there is none.
 */
export interface Article {
  id: number;
  slug: string | null;
  title: string | null;
  content: string | null;
  excerpt: string | null;
  coverImage: string | null;
  /** First publication of the English version (may be backdated). */
  publishedAt: string | null;
  /** When the English version goes live; null when not scheduled. */
  publishAt: string | null;
  featured: boolean;
  /** The English version is live. */
  published: boolean;
  categoryId: number | null;
  createdAt: string;
  updatedAt: string;
  pt: ArticleTranslation | null;
  /** Issue 25: the English version is e-mailed to the English subscribers when it goes live (in the admin's list). */
  newsletter?: boolean;
}

/** One language version of an article, whichever the language: the fields of a translation, and its language. */
export interface ArticleVersion extends Omit<ArticleTranslation, "newsletter"> {
  language: Language;
}

/** The versions an article has, English first. */
export function articleVersions(article: Article): ArticleVersion[] {
  const versions: ArticleVersion[] = [];
  if (article.slug !== null && article.title !== null && article.content !== null) {
    versions.push({
      language: "en",
      slug: article.slug,
      title: article.title,
      excerpt: article.excerpt,
      content: article.content,
      published: article.published,
      publishedAt: article.publishedAt,
      publishAt: article.publishAt,
    });
  }
  if (article.pt) versions.push({ language: "pt", ...article.pt });
  return versions;
}

export function articleVersion(article: Article, language: Language): ArticleVersion | undefined {
  return articleVersions(article).find((version) => version.language === language);
}

/** The article's title in the first language it has (for lists that show one line per article). */
export function primaryTitle(article: Article): string {
  return article.title ?? article.pt?.title ?? "";
}

/**
 * Text as the article search compares it (spec §5, issue 14): lowercase and without diacritics, so
 * "inteligencia" finds "inteligência" and "IA" finds "ia". Decomposes (NFD) and drops combining marks.
 */
export function foldForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();
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

/** What lists show of a body (ADR 054): its words and its first 120 characters of text, "..." when cut. */
export interface BodyFacts {
  words: number;
  lead: string;
}

/** The body's `BodyFacts`, kept beside it at write time so that lists never read bodies. */
export function bodyFacts(html: string): BodyFacts {
  const text = htmlToText(html);
  return {
    words: text === "" ? 0 : text.split(" ").length,
    lead: text.length > EXCERPT_FALLBACK_CHARS ? `${text.slice(0, EXCERPT_FALLBACK_CHARS)}...` : text,
  };
}

/** Words / 225, rounded up, at least 1 (spec §9). */
export function readingMinutesOf(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Words of the tag-stripped text / 225, rounded up, at least 1 (spec §9). */
export function readingTimeMinutes(html: string): number {
  return readingMinutesOf(bodyFacts(html).words);
}

/** The excerpt, or else the body's lead (`BodyFacts`). */
export function excerptOrLead(excerpt: string | null | undefined, lead: string): string {
  return excerpt && excerpt.trim() !== "" ? excerpt.trim() : lead;
}

/** The excerpt, or the first 120 characters of the text plus an ellipsis (spec §2). */
export function excerptOrFallback(excerpt: string | null | undefined, html: string): string {
  if (excerpt && excerpt.trim() !== "") return excerpt.trim();
  return bodyFacts(html).lead;
}

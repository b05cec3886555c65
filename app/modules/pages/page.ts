import type { Language } from "#app/lib/language.ts";

/** Where a page is linked from (issue 27). */
export const PAGE_SHOW_IN = ["none", "header", "footer"] as const;
export type PageShowIn = (typeof PAGE_SHOW_IN)[number];

export interface PageTranslation {
  slug: string;
  title: string;
  content: string;
  excerpt: string | null;
  published: boolean;
  publishAt: string | null;
}

/** A page as the admin and the API see it: the English version and, when written, the Portuguese one. */
export interface Page extends PageTranslation {
  id: number;
  showIn: PageShowIn;
  pt: PageTranslation | null;
  createdAt: string;
  updatedAt: string;
}

/** Whether a version is live at `now`: published, and its time (if any) has come. */
export function isLive(version: Pick<PageTranslation, "published" | "publishAt"> | null, now: Date = new Date()): boolean {
  return version !== null && version.published && (version.publishAt === null || Date.parse(version.publishAt) <= now.getTime());
}

/** One language's live version of a page, for the public site. */
export interface PublicPage {
  id: number;
  language: Language;
  slug: string;
  title: string;
  content: string;
  excerpt: string | null;
  showIn: PageShowIn;
  updatedAt: string;
  /** The page's address in each language it is live in. */
  alternates: Partial<Record<Language, string>>;
}

/** `/{slug}` or `/pt/{slug}`. */
export function pagePath(slug: string, language: Language): string {
  return language === "pt" ? `/pt/${slug}` : `/${slug}`;
}

/** The live version of `page` in `language`, or undefined. */
export function publicPageOf(page: Page, language: Language, now: Date = new Date()): PublicPage | undefined {
  const version = language === "pt" ? page.pt : page;
  if (!version || !isLive(version, now)) return undefined;
  const alternates: Partial<Record<Language, string>> = {};
  if (isLive(page, now)) alternates.en = pagePath(page.slug, "en");
  if (page.pt && isLive(page.pt, now)) alternates.pt = pagePath(page.pt.slug, "pt");
  return {
    id: page.id,
    language,
    slug: version.slug,
    title: version.title,
    content: version.content,
    excerpt: version.excerpt,
    showIn: page.showIn,
    updatedAt: page.updatedAt,
    alternates,
  };
}

/** A navigation link to a page. */
export interface PageLink {
  title: string;
  href: string;
}

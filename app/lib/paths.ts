/**
 * Every public path of the site, in both languages (ADR 003): English at the spec's paths, Portuguese
 * under /pt. Pages, feeds, files, share cards and the home's sections are named here and nowhere else;
 * routes.ts declares the same addresses for React Router.
 */
import { type Language, localizePath } from "./language.ts";

/** The pages that exist at the same path in both languages (spec §2, §3). */
export const PAGE_PATHS = {
  home: "/",
  articles: "/articles",
  talks: "/talks",
  pressKit: "/press-kit",
  mediaKit: "/media-kit",
  museumLetter: "/museum-letter",
} as const;
export type PageName = keyof typeof PAGE_PATHS;

export const paths = {
  /** `/articles`, `/pt/press-kit`, ... */
  page: (name: PageName, language: Language): string => localizePath(PAGE_PATHS[name], language),
  /** A section of the home page: `/#recognitions`, `/pt#recognitions`. */
  homeSection: (id: string, language: Language): string => `${localizePath("/", language)}#${id}`,
  /** An article's page: `/articles/{slug}`, `/pt/articles/{slug}` (each language has its own slug, ADR 020). */
  article: (slug: string, language: Language): string => localizePath(`/articles/${slug}`, language),
  /** The Markdown version of an article page: `/articles/{slug}.md`. */
  articleMarkdown: (slug: string, language: Language): string => localizePath(`/articles/${slug}.md`, language),
  /** An article's share card (ADR 025): `/articles/{slug}/share.jpg`. */
  articleShareCard: (slug: string, language: Language): string => localizePath(`/articles/${encodeURIComponent(slug)}/share.jpg`, language),
  /** A page's share card: `/share/{page}.jpg`. */
  pageShareCard: (page: string, language: Language): string => localizePath(`/share/${page}.jpg`, language),
  /** The card of one of the owner's pages (issue 27), by its slug in that language. */
  ownerPageShareCard: (slug: string, language: Language): string => localizePath(`/share/pages/${encodeURIComponent(slug)}.jpg`, language),
  /** The admin's preview of an unpublished article, and a signed preview link (ADR 021). */
  articlePreview: (id: number, language: Language): string => localizePath(`/preview/articles/${id}`, language),
  /** The admin's preview of a page of the owner's (ADR 044), and with a token its signed preview link (ADR 047). */
  pagePreview: (id: number, language: Language, token?: string): string => localizePath(`/preview/pages/${id}${token ? `/${token}` : ""}`, language),
  previewLink: (token: string, language: Language): string => localizePath(`/preview/${token}`, language),
  /** A talk's page (issue 28): `/talks/{slug}`. */
  talk: (slug: string, language: Language): string => localizePath(`/talks/${slug}`, language),
  /** A talk's share card: `/talks/{slug}/share.jpg`. */
  talkShareCard: (slug: string, language: Language): string => localizePath(`/talks/${encodeURIComponent(slug)}/share.jpg`, language),
  /** A talk's calendar file: `/talks/12/calendar.ics`. */
  talkCalendar: (id: number, language: Language): string => localizePath(`/talks/${id}/calendar.ics`, language),
  /** Feeds and files for machines. */
  rss: (language: Language): string => localizePath("/rss.xml", language),
  llmsTxt: (language: Language): string => localizePath("/llms.txt", language),
  search: (language: Language): string => localizePath("/search", language),
  sitemap: (): string => "/sitemap.xml",
  /** The privacy notice and the accessibility statement (issue 27): each language has its own words. */
  privacyNotice: (language: Language): string => (language === "pt" ? "/pt/privacidade" : "/privacy"),
  accessibilityStatement: (language: Language): string => (language === "pt" ? "/pt/acessibilidade" : "/accessibility"),
} as const;

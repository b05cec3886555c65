import type { SiteContent } from "#app/content/site-content.ts";
import type { Language } from "#app/lib/language.ts";
import { createTranslator } from "#app/i18n/translate.ts";
import { paths } from "#app/lib/paths.ts";

/**
 * What each public page's link-preview card shows (ADR 025), shared by the pages' `meta` (which put
 * the card's URL in og:image) and the server that draws it. The URL carries a hash of everything drawn,
 * so a change of any of it is a new URL that link previews and CDNs fetch afresh.
 */

/** Link-preview image size (spec §9: 1200x630). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** Raised when the drawing itself changes, so that every card gets a new URL. */
export const SHARE_CARD_DESIGN = 1;

/** The public pages other than articles, by the path segment of their card. */
export const SHARE_CARD_PAGES = ["home", "articles", "press-kit", "media-kit", "museum-letter", "talks"] as const;
export type ShareCardPage = (typeof SHARE_CARD_PAGES)[number];

export function isShareCardPage(value: string): value is ShareCardPage {
  return (SHARE_CARD_PAGES as readonly string[]).includes(value);
}

/** Everything a card draws. */
export interface ShareCard {
  language: Language;
  /** Small line above the title: the section of the site in the page's language (the home: the site's address). */
  section: string;
  /** The page's headline, at most three lines. */
  title: string;
  /** The owner's name and role, under the title. */
  name: string;
  role: string;
  /** Site-relative URL of a photo drawn beside the text (uploaded, or a file under public/), or null. */
  photo: string | null;
}

/** "caioaragao.example.com" from the owner's website address. */
function siteHost(content: SiteContent): string {
  try {
    return new URL(content.person.url).host;
  } catch {
    return content.seo.siteName;
  }
}

/** The card of a page other than an article. */
export function pageShareCard(page: ShareCardPage, content: SiteContent, language: Language): ShareCard {
  const t = createTranslator(language);
  const base = { language, name: content.name, role: content.role };
  switch (page) {
    case "home":
      return { ...base, title: content.taglines[0] ?? content.role, section: siteHost(content), photo: content.hero.image.src };
    case "articles":
      return { ...base, title: t("articlesHeading"), section: t("articles"), photo: null };
    case "press-kit":
      return { ...base, title: content.pressKit.title, section: t("pressKit"), photo: content.pressKit.photos[0].src };
    case "media-kit":
      return { ...base, title: content.mediaKit.title, section: t("mediaKit"), photo: content.book.cover.src };
    case "museum-letter":
      return { ...base, title: content.museumLetter.title, section: t("museumLetter"), photo: null };
    case "talks":
      return { ...base, title: t("talksHeading"), section: t("talks"), photo: null };
  }
}

/** An article's card: its title in the page's language and its cover photo, when it has one. */
export function articleShareCard(article: { title: string; coverImage: string | null }, content: SiteContent, language: Language): ShareCard {
  const t = createTranslator(language);
  return { language, section: t("articles"), title: article.title, name: content.name, role: content.role, photo: article.coverImage || null };
}

/** A talk's card (issue 28): its title in the page's language and the event, under "Talks". */
export function talkShareCard(talk: { title: string; eventName: string }, content: SiteContent, language: Language): ShareCard {
  const t = createTranslator(language);
  return { language, section: `${t("talks")} · ${talk.eventName}`, title: talk.title, name: content.name, role: content.role, photo: null };
}

/** A card for one of the owner's pages (issue 27): its title in the page's language under the site's address. */
export function ownerPageShareCard(page: { title: string }, content: SiteContent, language: Language): ShareCard {
  return { language, section: siteHost(content), title: page.title, name: content.name, role: content.role, photo: null };
}

/** Path of an owner's page's card: `/share/pages/{slug}.jpg`, under /pt for Portuguese. */
export function ownerPageShareCardPath(slug: string, language: Language): string {
  return paths.ownerPageShareCard(slug, language);
}

/** Path of a talk's card: `/talks/{slug}/share.jpg`, under /pt for Portuguese. */
export function talkShareCardPath(slug: string, language: Language): string {
  return paths.talkShareCard(slug, language);
}

/** cyrb53: a fast 53-bit string hash (not cryptographic: it only tells card versions apart). */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The card's version: a hash of what it draws and of the design. */
export function shareCardVersion(card: ShareCard): string {
  const drawn = [SHARE_CARD_DESIGN, card.language, card.section, card.title, card.name, card.role, card.photo];
  return hash53(JSON.stringify(drawn)).toString(36);
}

/** Path of a page's card: `/share/{page}.jpg`, under /pt for Portuguese. */
export function pageShareCardPath(page: ShareCardPage, language: Language): string {
  return paths.pageShareCard(page, language);
}

/** Path of an article's card: `/articles/{slug}/share.jpg`, under /pt for Portuguese. */
export function articleShareCardPath(slug: string, language: Language): string {
  return paths.articleShareCard(slug, language);
}

/** The versioned URL of a card (the only form served with long-lived caching). */
export function versionedShareCardUrl(path: string, card: ShareCard): string {
  return `${path}?v=${shareCardVersion(card)}`;
}

/** og:image / twitter:image of a page: its card, with the text it shows as the alternative text. */
export function shareCardImage(path: string, card: ShareCard): { url: string; width: number; height: number; alt: string; type: string } {
  return { url: versionedShareCardUrl(path, card), ...SHARE_CARD_SIZE, alt: `${card.title} · ${card.name}`, type: "image/jpeg" };
}

/** The image entry of a page other than an article, for `buildPageMeta`. */
export function pageShareImage(page: ShareCardPage, content: SiteContent, language: Language) {
  return shareCardImage(pageShareCardPath(page, language), pageShareCard(page, content, language));
}

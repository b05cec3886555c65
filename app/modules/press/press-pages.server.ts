import type { Language } from "#app/lib/language.ts";
import { formatLongDateIn } from "#app/lib/dates.ts";
import type { PublishedSiteContent } from "#app/modules/site-content/site-content-store.server.ts";

/** What each press page shows, read from the site content of its language (ADR 023). */
export function getPressKitPage(published: PublishedSiteContent) {
  const { content } = published;
  return {
    name: content.name,
    role: content.role,
    pressKit: content.pressKit,
    credit: content.mediaKit.imageCredit,
  };
}

export function getMediaKitPage(published: PublishedSiteContent, language: Language) {
  const { content } = published;
  const day = published.mediaKitUpdatedAt.slice(0, 10);
  return {
    name: content.name,
    mediaKit: content.mediaKit,
    book: { title: content.book.title, languageTag: content.book.languageTag, cover: content.book.cover },
    /** Follows the latest edit of what the page shows (its text, photos, credit, book cover). */
    lastUpdated: { iso: day, text: formatLongDateIn(day, language) ?? day },
  };
}

export function getMuseumLetterPage(published: PublishedSiteContent) {
  return { museumLetter: published.content.museumLetter };
}

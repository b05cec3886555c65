import type { Language } from "#app/i18n/language.ts";
import { formatLongDateIn } from "#app/lib/dates.ts";
import type { PublishedSiteContent } from "#app/modules/site-content/site-content-store.server.ts";

/**
 * What each press page shows, read from the site content of its language (ADR 023), with the shared
 * content version it was read at for the page's ETag (every save changes it).
 */
function withVersion<T>(published: PublishedSiteContent, page: T): { page: T; contentVersion: string } {
  return { page, contentVersion: published.version };
}

export function getPressKitPage(published: PublishedSiteContent) {
  const { content } = published;
  return withVersion(published, {
    name: content.name,
    role: content.role,
    pressKit: content.pressKit,
    credit: content.mediaKit.imageCredit,
  });
}

export function getMediaKitPage(published: PublishedSiteContent, language: Language) {
  const { content } = published;
  const day = published.mediaKitUpdatedAt.slice(0, 10);
  return withVersion(published, {
    name: content.name,
    mediaKit: content.mediaKit,
    book: { title: content.book.title, languageTag: content.book.languageTag, cover: content.book.cover },
    /** Follows the latest edit of what the page shows (its text, photos, credit, book cover). */
    lastUpdated: { iso: day, text: formatLongDateIn(day, language) ?? day },
  });
}

export function getMuseumLetterPage(published: PublishedSiteContent) {
  return withVersion(published, { museumLetter: published.content.museumLetter });
}

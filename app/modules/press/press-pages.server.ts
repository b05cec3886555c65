import { getSiteContent } from "#app/content/site.ts";
import type { Language } from "#app/i18n/language.ts";

/** What each press page shows, read from the content module. */
export function getPressKitPage(language: Language) {
  const content = getSiteContent(language);
  return {
    name: content.name,
    role: content.role,
    pressKit: content.pressKit,
    credit: content.mediaKit.imageCredit,
  };
}

export function getMediaKitPage(language: Language) {
  const content = getSiteContent(language);
  return {
    name: content.name,
    mediaKit: content.mediaKit,
    book: { title: content.book.title, languageTag: content.book.languageTag, cover: content.book.cover },
  };
}

export function getMuseumLetterPage(language: Language) {
  const content = getSiteContent(language);
  return { museumLetter: content.museumLetter };
}

import { createHash } from "node:crypto";
import { getSiteContent } from "#app/content/site.ts";
import type { Language } from "#app/i18n/language.ts";

/**
 * What each press page shows, read from the content module, with a version of that content for
 * the page's ETag (the content is static: the version only changes with a new build).
 */
const versions = new Map<string, string>();

function contentVersion(key: string, value: unknown): string {
  let version = versions.get(key);
  if (!version) {
    version = createHash("sha256").update(JSON.stringify(value)).digest("base64url").slice(0, 16);
    versions.set(key, version);
  }
  return version;
}

function withVersion<T>(key: string, page: T): { page: T; contentVersion: string } {
  return { page, contentVersion: contentVersion(key, page) };
}

export function getPressKitPage(language: Language) {
  const content = getSiteContent(language);
  return withVersion(`press-kit-${language}`, {
    name: content.name,
    role: content.role,
    pressKit: content.pressKit,
    credit: content.mediaKit.imageCredit,
  });
}

export function getMediaKitPage(language: Language) {
  const content = getSiteContent(language);
  return withVersion(`media-kit-${language}`, {
    name: content.name,
    mediaKit: content.mediaKit,
    book: { title: content.book.title, languageTag: content.book.languageTag, cover: content.book.cover },
  });
}

export function getMuseumLetterPage(language: Language) {
  const content = getSiteContent(language);
  return withVersion(`museum-letter-${language}`, { museumLetter: content.museumLetter });
}

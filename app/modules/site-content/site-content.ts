import type { SiteContent } from "#app/content/site-content.ts";
import type { Language } from "#app/lib/language.ts";

/** Shared types and pure rules of the site content kept in the database (ADR 023). */

export interface SiteContentRevision {
  id: number;
  createdAt: string;
  /** Who saved it (username), or null when that account is gone. */
  createdBy: string | null;
}

/** What `GET` and `PUT /api/site-content/{en|pt}` answer. */
export interface SiteContentDocument {
  language: Language;
  content: SiteContent;
  /** The revision shown, or null while the shipped sample content is (a fresh install). */
  revision: SiteContentRevision | null;
  /** When what the media kit shows last changed (ISO). */
  mediaKitUpdatedAt: string;
}

export const SITE_CONTENT_LANGUAGES: readonly Language[] = ["en", "pt"];

/** Revisions listed by the admin's history. */
export const SITE_CONTENT_HISTORY_LIMIT = 50;

/** What the media kit page (and the press-kit download) shows: a change here moves its "last updated" date. */
export function mediaKitSlice(content: SiteContent): string {
  return JSON.stringify({ name: content.name, mediaKit: content.mediaKit, book: { title: content.book.title, cover: content.book.cover } });
}

/**
 * `stored` with every field it lacks taken from `fallback`, recursively (objects only; arrays are kept
 * whole): content saved by an older version of the site still has every field a newer one reads.
 */
export function fillMissingFields(stored: unknown, fallback: unknown): unknown {
  if (stored === undefined || stored === null) return fallback;
  if (typeof stored !== "object" || Array.isArray(stored) || typeof fallback !== "object" || fallback === null || Array.isArray(fallback)) return stored;
  const merged: Record<string, unknown> = { ...(fallback as Record<string, unknown>) };
  for (const [key, value] of Object.entries(stored)) merged[key] = fillMissingFields(value, (fallback as Record<string, unknown>)[key]);
  return merged;
}

/** Slugs of articles and categories (spec §4): the one pattern and the one way to make one from a title. */
export const SLUG_PATTERN = /^[a-z0-9-]+$/;

/** Lowercase; runs of characters other than a-z and 0-9 become hyphens; trims hyphens (spec §4). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * For a Portuguese title (issue 30): the accents dropped first, so "Liderança em ação" reads
 * "lideranca-em-acao" rather than the spec rule's "lideran-a-em-a-o" (which the English title field keeps).
 */
export function slugifyWithoutAccents(text: string): string {
  return slugify(text.normalize("NFD").replace(/\p{M}+/gu, ""));
}

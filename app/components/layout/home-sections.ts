import type { HomeSectionsShown } from "#app/content/site-content.ts";

/**
 * The home page's sections in page order, which the site's navigation links to (`/#journey`); each id
 * is also the translation key of its label (spec §2). Here, below both the frame and the home module
 * that renders the sections, so that neither imports the other.
 */
export const SECTION_IDS = [
  "hero",
  "journey",
  "book",
  "superpowers",
  "recognitions",
  "about",
  "portfolio",
  "articles",
  "speaking",
  "contact",
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** Anchors in the header, the mobile drawer and the footer. */
export const NAV_SECTIONS = ["journey", "book", "superpowers", "recognitions", "speaking", "contact"] as const satisfies readonly SectionId[];

/** Whether the home shows section `id` (issue 28: the owner's "show on the site" switches; hero and about always show). */
export function isSectionShown(shown: HomeSectionsShown | undefined, id: SectionId): boolean {
  return id === "hero" || id === "about" || shown?.[id] !== false;
}

/** The section ids of `ids` the home shows: a hidden section has no link anywhere. */
export function shownSections<T extends SectionId>(ids: readonly T[], shown: HomeSectionsShown | undefined): T[] {
  return ids.filter((id) => isSectionShown(shown, id));
}

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

/**
 * Script islands of the public pages (ADR 018). A server-rendered element names the islands that
 * enhance it in `data-island`; the boot module (app/islands/boot.client.ts) loads only the islands a page names.
 * Shared by the React components (which write the attribute) and the islands (which read it).
 */
export const ISLAND_NAMES = [
  "header",
  "section-link",
  "taglines",
  "fade-in",
  "bottom-bar",
  "floating-contact",
  "tooltip",
  "toasts",
  "message-form",
  "article-search",
  "dialog",
  "image",
  "print",
  "share",
  "language-suggestion",
  "video",
  "analytics",
  "newsletter-form",
] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

/** The attribute that asks for islands: `<div {...island("tooltip")}>`. */
export function island(...names: IslandName[]): { "data-island": string } {
  return { "data-island": names.join(" ") };
}

/** What every island module exports: called once per element that names it. */
export interface IslandModule {
  mount(element: HTMLElement): void;
}

/** Set on <html> once every island of the page is mounted (tests wait for it). */
export const ISLANDS_READY_ATTRIBUTE = "data-islands";

/**
 * A toast for the next public page, left in sessionStorage by a page that goes there with a document
 * load (the admin's logout): `{ title, description? }`. The toasts island shows it and removes it.
 */
export const FLASH_TOAST_KEY = "flashToast";

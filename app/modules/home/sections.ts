import type { SectionId } from "#app/components/layout/home-sections.ts";

/** The mobile bottom bar's five tabs. */
export const BOTTOM_BAR_SECTIONS = ["hero", "journey", "book", "speaking", "contact"] as const satisfies readonly SectionId[];

export const SCROLL_OFFSET_PX = 80;
export const HEADER_SCROLLED_PX = 50;
export const SCROLL_DEBOUNCE_MS = 100;
export const FLOATING_BUTTON_HERO_PX = 100;
export const FADE_IN_OFFSET_PX = 150;
export const TAGLINE_INTERVAL_MS = 4500;
export const TAGLINE_FADE_MS = 1200;

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Scrolls smoothly to a section, stopping 80 px above it, without touching the URL (spec §2). */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? "auto" : "smooth" });
  target.focus({ preventScroll: true });
  return true;
}

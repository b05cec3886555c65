import { FADE_IN_OFFSET_PX, prefersReducedMotion } from "#app/modules/home/sections.ts";

/**
 * Fades an element in when its top comes within 150 px of the viewport bottom (spec §4). Without
 * script, or with reduced motion, everything is simply visible; only what is below the fold waits.
 *
 * Nothing is measured at mount: one IntersectionObserver (shared by every element) reports, off the
 * main thread's script tasks, where each element is. An element first reported outside the area
 * (below it) waits; one first reported inside it, or above the viewport, stays as it is. Reading
 * positions at mount forced a layout of the whole page in the island's task (ADR 055).
 */
let observer: IntersectionObserver | undefined;
const seen = new WeakSet<Element>();

export function mount(element: HTMLElement): void {
  if (prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
  observer ??= new IntersectionObserver(onChange, { rootMargin: `0px 0px -${FADE_IN_OFFSET_PX}px 0px` });
  observer.observe(element);
}

function onChange(entries: IntersectionObserverEntry[], self: IntersectionObserver): void {
  for (const entry of entries) {
    const element = entry.target as HTMLElement;
    const first = !seen.has(element);
    seen.add(element);
    if (entry.isIntersecting) {
      if (!first) element.dataset.fade = "visible";
      self.unobserve(element);
    } else if (first) {
      if (entry.boundingClientRect.bottom < 0) self.unobserve(element);
      else element.dataset.fade = "waiting";
    }
  }
}

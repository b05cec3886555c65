import { FADE_IN_OFFSET_PX, prefersReducedMotion } from "#app/modules/home/sections.ts";

/**
 * Fades an element in when its top comes within 150 px of the viewport bottom (spec §4). Without
 * script, or with reduced motion, everything is simply visible; only what is below the fold waits.
 *
 * The page mounts one element at a time; they are handled together in the same task, all positions
 * read before any is marked, so that the page is laid out once rather than once per element.
 */
const pending: HTMLElement[] = [];

export function mount(element: HTMLElement): void {
  if (prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
  if (pending.push(element) === 1) queueMicrotask(markBelowTheFold);
}

function markBelowTheFold(): void {
  const elements = pending.splice(0);
  const fold = window.innerHeight - FADE_IN_OFFSET_PX;
  const below = elements.filter((element) => element.getBoundingClientRect().top >= fold);
  if (below.length === 0) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        (entry.target as HTMLElement).dataset.fade = "visible";
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: `0px 0px -${FADE_IN_OFFSET_PX}px 0px` },
  );
  for (const element of below) {
    element.dataset.fade = "waiting";
    observer.observe(element);
  }
}

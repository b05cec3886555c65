import { FADE_IN_OFFSET_PX, prefersReducedMotion } from "#app/modules/home/sections.ts";

/**
 * Fades an element in when its top comes within 150 px of the viewport bottom (spec §4). Without
 * script, or with reduced motion, everything is simply visible; only what is below the fold waits.
 */
export function mount(element: HTMLElement): void {
  if (prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
  if (element.getBoundingClientRect().top < window.innerHeight - FADE_IN_OFFSET_PX) return;
  element.dataset.fade = "waiting";
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry?.isIntersecting) return;
      element.dataset.fade = "visible";
      observer.disconnect();
    },
    { rootMargin: `0px 0px -${FADE_IN_OFFSET_PX}px 0px` },
  );
  observer.observe(element);
}

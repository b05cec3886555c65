import { scrollToSection } from "#app/modules/home/sections.ts";

/**
 * A link to a home section (`/#speaking`). Without script the browser jumps there, 80 px above the
 * section (CSS scroll-padding); on the home page this island scrolls smoothly instead and leaves the
 * URL alone (spec §2).
 */
export function mount(link: HTMLElement): void {
  if (!(link instanceof HTMLAnchorElement)) return;
  link.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    const url = new URL(link.href);
    if (url.pathname !== window.location.pathname || !url.hash) return;
    if (scrollToSection(decodeURIComponent(url.hash.slice(1)))) event.preventDefault();
  });
}

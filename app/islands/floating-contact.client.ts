import { FLOATING_BUTTON_HERO_PX, scrollToSection } from "#app/modules/home/sections.ts";

/**
 * The floating contact button (spec §2): shown once the hero's bottom edge is within 100 px of the
 * viewport top; a two-item menu that scrolls to speaking or contact, closed by Escape or a click outside.
 */
export function mount(root: HTMLElement): void {
  const hero = document.getElementById("hero");
  const button = root.querySelector<HTMLButtonElement>("[data-floating-toggle]");
  const menu = root.querySelector<HTMLElement>("[data-floating-menu]");
  if (!hero || !button || !menu) return;

  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    root.dataset.open = String(open);
    button.setAttribute("aria-expanded", String(open));
    if (open) button.setAttribute("aria-controls", menu.id);
    else button.removeAttribute("aria-controls");
  };
  // The hero's bottom edge against a line 100 px below the viewport top, reported by an observer:
  // nothing measured in a script task (a forced layout of the page at mount, ADR 055).
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry) return;
      const visible = !entry.isIntersecting && entry.boundingClientRect.bottom < FLOATING_BUTTON_HERO_PX;
      if (!visible) setOpen(false);
      root.hidden = !visible;
    },
    { rootMargin: `-${FLOATING_BUTTON_HERO_PX}px 0px 0px 0px` },
  );
  observer.observe(hero);

  button.addEventListener("click", () => setOpen(menu.hidden));
  for (const item of menu.querySelectorAll<HTMLButtonElement>("button[data-section]")) {
    item.addEventListener("click", () => {
      setOpen(false);
      scrollToSection(item.dataset.section ?? "");
    });
  }
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !menu.hidden) setOpen(false);
  });
  document.addEventListener("pointerdown", (event) => {
    if (!menu.hidden && !root.contains(event.target as Node)) setOpen(false);
  });
}

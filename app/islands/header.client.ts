import { HEADER_SCROLLED_PX, SCROLL_DEBOUNCE_MS } from "#app/modules/home/sections.ts";

/**
 * The site header (spec §2): `data-scrolled` once the page is scrolled more than 50 px (scroll
 * handling debounced 100 ms), and the phone drawer. The drawer is a popover, so the menu button opens
 * it and Escape closes it without script; this island makes it modal: focus moves in and is trapped,
 * page scrolling is locked, the overlay and the items close it, focus goes back to the button.
 */
export function mount(header: HTMLElement): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const update = () => header.setAttribute("data-scrolled", window.scrollY > HEADER_SCROLLED_PX ? "true" : "false");
  update();
  window.addEventListener(
    "scroll",
    () => {
      clearTimeout(timer);
      timer = setTimeout(update, SCROLL_DEBOUNCE_MS);
    },
    { passive: true },
  );

  const toggle = header.querySelector<HTMLButtonElement>("[data-drawer-toggle]");
  const drawer = header.querySelector<HTMLElement>("[data-drawer]");
  if (toggle && drawer) mountDrawer(toggle, drawer);
}

function mountDrawer(toggle: HTMLButtonElement, drawer: HTMLElement): void {
  const panel = drawer.querySelector<HTMLElement>("[data-drawer-panel]") ?? drawer;
  let previousOverflow = "";
  toggle.setAttribute("aria-expanded", "false");

  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Tab") return;
    const focusables = Array.from(panel.querySelectorAll<HTMLElement>("a[href], button:not([disabled])"));
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // State first (synchronously, before the popover changes), focus once it is shown or gone.
  drawer.addEventListener("beforetoggle", (event) => {
    const open = (event as ToggleEvent).newState === "open";
    toggle.setAttribute("aria-expanded", String(open));
    if (open) {
      previousOverflow = document.body.style.overflow;
      document.body.style.overflow = "hidden";
      document.addEventListener("keydown", onKey);
      return;
    }
    document.body.style.overflow = previousOverflow;
    document.removeEventListener("keydown", onKey);
  });
  drawer.addEventListener("toggle", (event) => {
    if ((event as ToggleEvent).newState === "open") {
      panel.querySelector<HTMLElement>("a, button")?.focus();
      return;
    }
    // Back to the toggle, unless an item moved focus to its target (a section).
    const active = document.activeElement;
    if (!active || active === document.body || drawer.contains(active)) toggle.focus({ preventScroll: true });
  });

  // The overlay, and any item chosen, close the drawer.
  drawer.addEventListener("click", (event) => {
    const target = event.target as Element;
    if (target.closest("[data-drawer-overlay]") || target.closest("a[href]")) drawer.hidePopover();
  });
}

/** Spec §4: tooltips open after 700 ms, at once within 300 ms of another closing. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_MS = 300;

// Shared by every tooltip of the page: moving from one trigger to the next within 300 ms opens at once.
let lastClosedAt = 0;

const POSITION = {
  top: "bottom-full left-1/2 mb-2 -translate-x-1/2",
  left: "right-full top-1/2 mr-3 -translate-y-1/2",
} as const;

/**
 * A visual label for an icon control (`data-tooltip` on its wrapper): opens on hover or focus, Escape
 * dismisses it, and it stays while the pointer is over it (WCAG 1.4.13). The control keeps its own
 * accessible name, so the tooltip is hidden from assistive technology.
 */
export function mount(wrapper: HTMLElement): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let bubble: HTMLElement | undefined;

  const open = () => {
    bubble?.remove();
    bubble = document.createElement("span");
    bubble.setAttribute("aria-hidden", "true");
    bubble.dataset.testid = "tooltip";
    bubble.className = `pointer-events-auto absolute z-50 rounded-md bg-slate-100 px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-ink shadow-lg ${
      POSITION[wrapper.dataset.tooltipSide === "left" ? "left" : "top"]
    }`;
    bubble.textContent = wrapper.dataset.tooltip ?? "";
    wrapper.append(bubble);
    document.addEventListener("keydown", onKey);
  };
  const show = () => {
    clearTimeout(timer);
    if (Date.now() - lastClosedAt < TOOLTIP_SKIP_MS) open();
    else timer = setTimeout(open, TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer);
    if (!bubble) return;
    bubble.remove();
    bubble = undefined;
    lastClosedAt = Date.now();
    document.removeEventListener("keydown", onKey);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") hide();
  };
  wrapper.addEventListener("pointerenter", show);
  wrapper.addEventListener("pointerleave", hide);
  wrapper.addEventListener("focusin", show);
  wrapper.addEventListener("focusout", hide);
}

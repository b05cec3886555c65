import { prefersReducedMotion, TAGLINE_INTERVAL_MS } from "#app/modules/home/sections.ts";

/**
 * Three taglines cycling every 4.5 s with a 1.2 s cross-fade (spec §4; the fade is CSS). Still for
 * reduced motion, and pausable (WCAG 2.2.2) with the button beside it, whose labels come from the page.
 */
export function mount(root: HTMLElement): void {
  const lines = Array.from(root.querySelectorAll<HTMLElement>("[data-tagline]"));
  const button = root.querySelector<HTMLButtonElement>("[data-tagline-pause]");
  if (lines.length < 2 || prefersReducedMotion()) return;
  let index = Math.max(0, lines.findIndex((line) => line.dataset.active === "true"));
  let timer: ReturnType<typeof setInterval> | undefined;

  const show = (next: number) => {
    index = next;
    lines.forEach((line, i) => {
      line.dataset.active = i === index ? "true" : "false";
      line.setAttribute("aria-hidden", String(i !== index));
    });
  };
  const start = () => {
    timer = setInterval(() => show((index + 1) % lines.length), TAGLINE_INTERVAL_MS);
  };
  start();

  if (!button) return;
  button.hidden = false;
  button.addEventListener("click", () => {
    const paused = button.getAttribute("aria-pressed") !== "true";
    button.setAttribute("aria-pressed", String(paused));
    const label = paused ? button.dataset.playLabel : button.dataset.pauseLabel;
    if (label) {
      button.setAttribute("aria-label", label);
      button.closest<HTMLElement>("[data-tooltip]")?.setAttribute("data-tooltip", label);
    }
    button.dataset.paused = String(paused);
    clearInterval(timer);
    if (!paused) start();
  });
}

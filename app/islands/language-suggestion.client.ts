import { localizePath, PREFERRED_LANGUAGE_KEY } from "#app/lib/language.ts";

/** Set once the visitor turned the suggestion down: it is not offered again. */
export const LANGUAGE_SUGGESTION_DISMISSED_KEY = "languageSuggestionDismissed";

/** Whether the browser's first language is Portuguese (pt, pt-BR, pt-PT...). */
function prefersPortuguese(): boolean {
  const first = navigator.languages?.[0] ?? navigator.language ?? "";
  return first.toLowerCase().startsWith("pt");
}

/**
 * The Portuguese version of this page: the address `<html data-href-pt>` names (an article's other
 * version has a slug of its own; empty: there is none), else `/x` -> `/pt/x`.
 */
function portugueseAddress(): string | null {
  const named = document.documentElement.getAttribute("data-href-pt");
  if (named !== null) return named ? named + location.hash : null;
  return localizePath(location.pathname, "pt") + location.search + location.hash;
}

/**
 * Offers the Portuguese page, in Portuguese, to a visitor with no stored language whose browser asks
 * for Portuguese (ADR 026): never a redirect. Following the link stores the choice (the head script then
 * keeps the visitor in Portuguese); "Continuar em inglês" hides it for good.
 */
export function mount(template: HTMLElement): void {
  if (!(template instanceof HTMLTemplateElement) || !prefersPortuguese()) return;
  // Not on pages that are not for visitors at large: not-found and error pages, previews.
  if (document.querySelector('meta[name="robots"][content*="noindex"]')) return;
  try {
    if (localStorage.getItem(PREFERRED_LANGUAGE_KEY) !== null) return;
    if (localStorage.getItem(LANGUAGE_SUGGESTION_DISMISSED_KEY) !== null) return;
  } catch {
    // Without storage a dismissal could not be remembered: offer nothing.
    return;
  }
  const target = portugueseAddress();
  if (!target) return;
  const banner = template.content.firstElementChild?.cloneNode(true);
  if (!(banner instanceof HTMLElement)) return;
  const link = banner.querySelector<HTMLAnchorElement>("a[data-language]");
  const dismiss = banner.querySelector<HTMLButtonElement>("[data-language-suggestion-dismiss]");
  if (!link || !dismiss) return;
  link.href = target;
  link.addEventListener("click", () => {
    try {
      localStorage.setItem(PREFERRED_LANGUAGE_KEY, "pt");
    } catch {
      // The link still goes to the Portuguese page.
    }
  });
  dismiss.addEventListener("click", () => {
    try {
      localStorage.setItem(LANGUAGE_SUGGESTION_DISMISSED_KEY, "1");
    } catch {
      // ignore
    }
    banner.remove();
    document.getElementById("main")?.focus({ preventScroll: true });
  });
  template.after(banner);
}

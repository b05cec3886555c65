import { isLanguage, PREFERRED_LANGUAGE_KEY } from "#app/i18n/language.ts";

/** The EN/PT switch: following a language's link stores it as the preferred language (spec §4). */
export function mount(link: HTMLElement): void {
  const language = link.dataset.language;
  if (!isLanguage(language)) return;
  link.addEventListener("click", () => {
    try {
      localStorage.setItem(PREFERRED_LANGUAGE_KEY, language);
    } catch {
      // Storage may be unavailable (private mode); the URL still carries the language.
    }
  });
}

import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { type Language, PREFERRED_LANGUAGE_KEY, isLanguage, localizePath } from "#app/i18n/language.ts";

/** A visitor who chose Portuguese before and opens an English URL is taken to the Portuguese one (spec §4). */
export function PreferredLanguageRedirect({ language }: { language: Language }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(PREFERRED_LANGUAGE_KEY);
    } catch {
      return;
    }
    if (isLanguage(stored) && stored !== language) {
      void navigate(localizePath(location.pathname, stored) + location.search + location.hash, { replace: true });
    }
    // Only on arrival: switching language stores the new choice first.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

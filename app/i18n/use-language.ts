import { useMemo } from "react";
import { useLocation } from "react-router";
import { type Language, languageFromPath } from "#app/lib/language.ts";
import { createTranslator, type Translate } from "./translate.ts";

/** The page's language comes from its URL, on the server and in the browser alike. */
export function useLanguage(): Language {
  return languageFromPath(useLocation().pathname);
}

export function useT(): Translate {
  const language = useLanguage();
  return useMemo(() => createTranslator(language), [language]);
}

import { TRANSLATIONS, type TranslationKey } from "./translations.ts";
import type { Language } from "#app/lib/language.ts";

export type Translate = (key: TranslationKey, vars?: Record<string, string | number>) => string;

/** A translator for one language; a missing key warns and shows the key itself (spec §4). */
export function createTranslator(language: Language): Translate {
  const dictionary = TRANSLATIONS[language];
  return (key, vars) => {
    const text = dictionary[key] as string | undefined;
    if (text === undefined) {
      console.warn(`Missing translation for "${key}" (${language})`);
      return key;
    }
    return vars ? text.replace(/\{(\w+)\}/g, (match, name: string) => String(vars[name] ?? match)) : text;
  };
}

import { type TranslationKeys, ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import * as portuguese from "@zxcvbn-ts/language-pt-br";
import type { Language } from "#app/lib/language.ts";
import { PASSWORD_MIN_SCORE, PASSWORD_SCORE_LABELS, type PasswordAssessment } from "./password-policy.ts";

export { PASSWORD_MIN_SCORE, PASSWORD_SCORE_LABELS, type PasswordAssessment, weakPasswordMessage } from "./password-policy.ts";

/**
 * Password strength, estimated offline with zxcvbn-ts (its common, English and Brazilian Portuguese
 * dictionaries: the owner writes Portuguese passphrases, issue 26), shared
 * by the server's check and the change-password form's feedback. Loaded on demand: the dictionaries
 * weigh about a megabyte, so neither the server's start nor the admin's first screen pays for them
 * (what the form needs eagerly is in ./password-policy.ts).
 */

type Section = "warnings" | "suggestions";
type Feedback = Pick<TranslationKeys, Section>;

/**
 * zxcvbn's advice in the admin's languages: English as shipped, Portuguese from
 * `@zxcvbn-ts/language-pt-br` with two sentences made plain (theirs read as machine translations).
 */
const FEEDBACK: Record<Language, Feedback> = {
  en: english.translations,
  pt: {
    warnings: { ...portuguese.translations.warnings, userInputs: "A senha não deve conter dados pessoais nem palavras ligadas a você ou ao site." },
    suggestions: { ...portuguese.translations.suggestions, capitalization: "Use letras maiúsculas também fora da primeira letra." },
  },
};

/** Every message as its own key (`warnings.straightRow`), so one factory answers in either language. */
function keysOf<S extends Section>(section: S): TranslationKeys[S] {
  return Object.fromEntries(Object.keys(english.translations[section]).map((key) => [key, `${section}.${key}`])) as TranslationKeys[S];
}

function say(key: string, language: Language): string {
  const [section, name = ""] = key.split(".") as [Section, string];
  return (FEEDBACK[language][section] as Record<string, string> | undefined)?.[name] ?? key;
}

let factory: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    translations: { warnings: keysOf("warnings"), suggestions: keysOf("suggestions"), timeEstimation: english.translations.timeEstimation },
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary, ...portuguese.dictionary },
  });
  return factory;
}

/**
 * `userInputs`: words an attacker would try first (the username, the site's name, the old password).
 * `language`: of the warning and suggestions (the server's answers stay in English, the API's language).
 */
export function assessPassword(password: string, userInputs: string[] = [], language: Language = "en"): PasswordAssessment {
  const result = zxcvbn().check(password, userInputs.filter(Boolean));
  const score = result.score;
  return {
    score,
    acceptable: score >= PASSWORD_MIN_SCORE,
    label: PASSWORD_SCORE_LABELS[score],
    warning: result.feedback.warning ? say(result.feedback.warning, language) : null,
    suggestions: result.feedback.suggestions.map((suggestion) => say(suggestion, language)),
  };
}

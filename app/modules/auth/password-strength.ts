import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import * as portuguese from "@zxcvbn-ts/language-pt-br";
import { PASSWORD_MIN_SCORE, PASSWORD_SCORE_LABELS, type PasswordAssessment } from "./password-policy.ts";

export { PASSWORD_MIN_SCORE, PASSWORD_SCORE_LABELS, type PasswordAssessment, weakPasswordMessage } from "./password-policy.ts";

/**
 * Password strength, estimated offline with zxcvbn-ts (its common, English and Brazilian Portuguese
 * dictionaries: the owner writes Portuguese passphrases, issue 26), shared
 * by the server's check and the change-password form's feedback. Loaded on demand: the dictionaries
 * weigh about a megabyte, so neither the server's start nor the admin's first screen pays for them
 * (what the form needs eagerly is in ./password-policy.ts).
 */

let factory: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary, ...portuguese.dictionary },
  });
  return factory;
}

/** `userInputs`: words an attacker would try first (the username, the site's name, the old password). */
export function assessPassword(password: string, userInputs: string[] = []): PasswordAssessment {
  const result = zxcvbn().check(password, userInputs.filter(Boolean));
  const score = result.score;
  return {
    score,
    acceptable: score >= PASSWORD_MIN_SCORE,
    label: PASSWORD_SCORE_LABELS[score],
    warning: result.feedback.warning || null,
    suggestions: result.feedback.suggestions,
  };
}

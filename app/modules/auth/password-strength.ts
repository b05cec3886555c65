import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";

/**
 * Password strength, estimated offline with zxcvbn-ts (its English and common dictionaries), shared
 * by the server's check and the change-password form's feedback. Loaded on demand: the dictionaries
 * weigh about a megabyte, so neither the server's start nor the admin's first screen pays for them.
 */

/** zxcvbn's 0-4 scale; 3 is "safely unguessable: moderate protection from an offline slow-hash attack". */
export const PASSWORD_MIN_SCORE = 3;
export const PASSWORD_SCORE_LABELS = ["Very weak", "Weak", "Fair", "Strong", "Very strong"] as const;

export interface PasswordAssessment {
  score: 0 | 1 | 2 | 3 | 4;
  acceptable: boolean;
  label: (typeof PASSWORD_SCORE_LABELS)[number];
  warning: string | null;
  suggestions: string[];
}

let factory: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
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

/** The 400 message for a password below the minimum score, with zxcvbn's advice. */
export function weakPasswordMessage(assessment: PasswordAssessment): string {
  const advice = [assessment.warning, ...assessment.suggestions].filter(Boolean).join(" ");
  return `This password is too easy to guess${advice ? `: ${advice}` : "."}`;
}

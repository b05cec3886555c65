/**
 * What the password check decides and says, without zxcvbn itself (app/modules/auth/password-strength.ts
 * loads its dictionaries): the change-password form imports this much eagerly, the dictionaries only
 * when a password is typed or checked.
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

/** The 400 message for a password below the minimum score, with zxcvbn's advice. */
export function weakPasswordMessage(assessment: PasswordAssessment): string {
  const advice = [assessment.warning, ...assessment.suggestions].filter(Boolean).join(" ");
  return `This password is too easy to guess${advice ? `: ${advice}` : "."}`;
}

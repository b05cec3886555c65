import { type AdminStrings, fillText } from "./admin-dictionary.ts";

/**
 * The API answers in the spec's English (its clients read `message`); the admin shows the known
 * answers in its own language. Unknown messages are shown as they came.
 */
const KNOWN: Array<[RegExp, (text: AdminStrings, match: RegExpExecArray) => string]> = [
  [/^Invalid username or password$/, (t) => t.invalidCredentials],
  [/^The authentication code is not correct\. This sign-in has expired/, (t) => `${t.wrongCode}. ${t.challengeExpired}`],
  [/^The authentication code is not correct$/, (t) => t.wrongCode],
  [/^This sign-in has expired/, (t) => t.challengeExpired],
  [/^Too many failed sign-in attempts\. Please try again in (\d+) minute/, (t, m) => fillText(t.tooManyAttempts, { minutes: m[1] ?? "" })],
  [/^Too many (attempts|wrong codes)\. Please try again later\.$/, (t) => t.tooManyRequests],
  [/^The system is already initialized/, (t) => t.alreadyInitialized],
  [/^This site requires its setup token/, (t) => t.setupTokenRequired],
  [/^The setup token is not correct\.$/, (t) => t.setupTokenWrong],
  [/^System initialized successfully/, (t) => t.initSuccess],
  [/^Save this password now in a password manager/, (t) => t.initNote],
  [/^The passkey could not be verified/, (t) => t.passkeyFailed],
  [/^The current password is not correct$/, (t) => t.currentPasswordWrong],
  [/^Current password is required$/, (t) => t.currentPasswordRequired],
  [/^Enter an e-mail address$/, (t) => t.emailRequired],
  [/^Enter a valid e-mail address$/, (t) => t.emailInvalid],
  [/^This password reset link is not valid/, (t) => `${t.resetLinkInvalid}. ${t.resetLinkInvalidText}`],
  [/^The link is not valid$/, (t) => t.resetLinkInvalid],
  [/^This confirmation link is not valid/, (t) => t.verifyLinkInvalid],
  [/^Two-factor authentication is on: enter the code/, (t) => t.resetCodeHint],
  [/^This password is too easy to guess/, (t) => t.tooEasy],
  [/^New password must be at least (\d+) characters$/, (t, m) => fillText(t.passwordTooShort, { min: m[1] ?? "" })],
  [/^E-mail is not configured on this server/, (t) => t.emailOff],
];

export function translateApiMessage(message: string, text: AdminStrings, language: "en" | "pt"): string {
  if (language === "en") return message;
  for (const [pattern, translate] of KNOWN) {
    const match = pattern.exec(message);
    if (match) return translate(text, match);
  }
  return message;
}

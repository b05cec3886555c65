import { ADMIN_DICTIONARIES } from "#app/modules/admin-i18n/admin-dictionary.ts";
import { apiRequest } from "#app/modules/admin/api-client.ts";
import type { User } from "#app/lib/user.ts";

/**
 * Signs in with a passkey in this browser (@simplewebauthn/browser, loaded on first use): with the
 * `challenge` of a password sign-in as its second factor, or without one, password-less.
 */
export async function signInWithPasskey(challenge?: string): Promise<{ user: User; token?: string }> {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const optionsJSON = await apiRequest<Parameters<typeof startAuthentication>[0]["optionsJSON"]>(
    "POST",
    "/api/auth/passkeys/login/options",
    challenge ? { challenge } : {},
  );
  const response = await startAuthentication({ optionsJSON });
  return apiRequest<{ user: User; token?: string }>("POST", "/api/auth/passkeys/login/verify", challenge ? { challenge, response } : { response });
}

/** A browser's refusal (the person cancelled, no passkey here) as a dictionary key, or undefined for other failures. */
export function passkeyCancelKey(error: unknown): "passkeyCancelled" | "passkeyUnsupported" | undefined {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError") return "passkeyCancelled";
  if (name === "NotSupportedError" || name === "SecurityError") return "passkeyUnsupported";
  return undefined;
}

/** The same refusal in English (Settings' passkey card, until the admin screens are translated). */
export function passkeyCancelMessage(error: unknown): string | undefined {
  const key = passkeyCancelKey(error);
  return key ? ADMIN_DICTIONARIES.en.text[key] : undefined;
}

/** The answer of one of the account's passkeys to a reset link's own challenge (the reset page's second factor). */
export async function answerResetWithPasskey(token: string): Promise<unknown> {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const optionsJSON = await apiRequest<Parameters<typeof startAuthentication>[0]["optionsJSON"]>("POST", "/api/auth/password-reset/passkey-options", { token });
  return startAuthentication({ optionsJSON });
}

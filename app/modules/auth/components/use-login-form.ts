import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "#app/components/ui/use-toast.ts";
import type { User } from "#app/lib/user.ts";
import { ApiError, apiRequest, clearStoredSession, storeSession } from "#app/modules/admin/api-client.ts";
import type { AdminStrings } from "#app/modules/admin-i18n/admin-dictionary.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { translateApiMessage } from "#app/modules/admin-i18n/api-messages.ts";
import { LoginInputSchema } from "../auth.schema.ts";
import { passkeyCancelKey, signInWithPasskey } from "./passkey-sign-in.ts";
import { challengeOf, type SignInChallenge } from "./second-factor-form.tsx";

export type LoginField = "username" | "password";

/** The sign-in form's errors once it was sent: the first per field, in the admin's language (the schema speaks the API's English). */
export function loginFieldErrors(issues: readonly { path: readonly PropertyKey[] }[], text: Pick<AdminStrings, "usernameRequired" | "passwordRequired">): Partial<Record<LoginField, string>> {
  const errors: Partial<Record<LoginField, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as LoginField;
    errors[field] ??= field === "username" ? text.usernameRequired : text.passwordRequired;
  }
  return errors;
}

/**
 * /admin/login's state (spec §2, §5-§8): the password, the check once sent, the sign-in with a password, a
 * passkey or a second factor, and what follows it (Access Denied for a non-admin, else the dashboard).
 */
export function useLoginForm(username: string) {
  const navigate = useNavigate();
  const { text, language } = useAdminText();
  const apiText = (message: string) => translateApiMessage(message, text, language);
  const baseId = useId();
  const id = (field: LoginField) => `${baseId}-${field}`;
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);

  const validation = LoginInputSchema.safeParse({ username, password });
  const errors = submitted && !validation.success ? loginFieldErrors(validation.error.issues, text) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (!validation.success) {
      const first = validation.error.issues[0]?.path[0] as LoginField | undefined;
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setBusy(true);
    try {
      await finishSignIn(await apiRequest<{ user: User; token?: string }>("POST", "/api/auth/login", validation.data));
    } catch (error) {
      setBusy(false);
      const next = challengeOf(error);
      if (next) {
        // The password was right; the account has a second factor (ADR 015).
        setPassword("");
        setChallenge(next);
        return;
      }
      const description = error instanceof ApiError ? apiText(error.serverMessage ?? text.invalidCredentials) : text.loginError;
      toast({ title: text.loginFailed, description, variant: "destructive" });
    }
  };

  /** Spec §6-§8 after a complete sign-in: Access Denied for a non-admin, else store and go to /admin. */
  const finishSignIn = async (result: { user: User; token?: string }) => {
    if (!result.user?.isAdmin) {
      // Spec §6: a non-admin gets "Access Denied" and no session is kept.
      clearStoredSession();
      await fetch("/api/auth/logout", { method: "POST", credentials: "include" }).catch(() => undefined);
      toast({ title: text.accessDenied, description: text.adminRequired, variant: "destructive" });
      setBusy(false);
      setChallenge(null);
      return;
    }
    storeSession(result.token, result.user);
    toast({ title: text.loginSuccessful, description: text.redirecting });
    await navigate("/admin");
  };

  /** A passkey: password-less, or the second step of `challenge`. */
  const passkeySignIn = async (withChallenge?: string) => {
    if (busy) return;
    setBusy(true);
    try {
      await finishSignIn(await signInWithPasskey(withChallenge));
    } catch (error) {
      setBusy(false);
      const cancelled = passkeyCancelKey(error);
      const served = error instanceof ApiError ? error.serverMessage : undefined;
      const description = cancelled ? text[cancelled] : served ? apiText(served) : text.passkeyFailed;
      toast({ title: text.loginFailed, description, variant: "destructive" });
      if (served && /expired/.test(served)) setChallenge(null);
    }
  };

  return { id, password, setPassword, showPassword, toggleShowPassword: () => setShowPassword((shown) => !shown), busy, challenge, setChallenge, errors, submit, finishSignIn, passkeySignIn };
}

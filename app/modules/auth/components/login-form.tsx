import { Eye, EyeOff, Fingerprint, LoaderCircle } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { submitHandler } from "#app/components/submit-handler.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiError, apiRequest, clearStoredSession, storeSession } from "#app/modules/admin/api-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { translateApiMessage } from "#app/modules/admin-i18n/api-messages.ts";
import { LoginInputSchema } from "../auth.schema.ts";
import type { User } from "#app/lib/user.ts";
import { passkeyCancelKey, signInWithPasskey } from "./passkey-sign-in.ts";
import { challengeOf, SecondFactorForm, type SignInChallenge } from "./second-factor-form.tsx";

type Field = "username" | "password";

/** Sign-in form of /admin/login (spec §2, §5, §7, §8). */
export function LoginForm({ username, onUsernameChange }: { username: string; onUsernameChange: (value: string) => void }) {
  const navigate = useNavigate();
  const { text, language } = useAdminText();
  const apiText = (message: string) => translateApiMessage(message, text, language);
  const baseId = useId();
  const id = (field: Field) => `${baseId}-${field}`;
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);

  const validation = LoginInputSchema.safeParse({ username, password });
  const errors: Partial<Record<Field, string>> = {};
  if (submitted && !validation.success) {
    // The schema's messages are the API's English; the form shows them in the admin's language.
    for (const issue of validation.error.issues) {
      const field = issue.path[0] as Field;
      errors[field] ??= field === "username" ? text.usernameRequired : text.passwordRequired;
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (!validation.success) {
      const first = validation.error.issues[0]?.path[0] as Field | undefined;
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

  if (challenge) {
    return (
      <SecondFactorForm
        challenge={challenge}
        onSignedIn={finishSignIn}
        onCancel={() => setChallenge(null)}
        extra={
          challenge.methods.includes("passkey") ? (
            <Button type="button" variant="secondary" size="lg" className="w-full" disabled={busy} onClick={() => void passkeySignIn(challenge.challenge)}>
              <Fingerprint aria-hidden="true" />
              {text.usePasskey}
            </Button>
          ) : null
        }
      />
    );
  }

  return (
    <div className="grid gap-5">
      {/* method="post": a submit before the page's script runs must never put the password in the URL. */}
      <form onSubmit={submitHandler(submit)} method="post" noValidate className="grid gap-5">
        <div className="grid gap-2">
          <Label htmlFor={id("username")}>{text.username}</Label>
          <Input
            id={id("username")}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(event) => onUsernameChange(event.target.value)}
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={errors.username ? `${id("username")}-error` : undefined}
          />
          {errors.username ? (
            <p id={`${id("username")}-error`} className="text-sm text-red-300">
              {errors.username}
            </p>
          ) : null}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={id("password")}>{text.password}</Label>
          <div className="relative">
            <Input
              id={id("password")}
              name="password"
              type={showPassword ? "text" : "password"}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              className="pr-11"
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? `${id("password")}-error` : undefined}
            />
            <button
              type="button"
              onClick={() => setShowPassword((shown) => !shown)}
              aria-label={text.showPassword}
              aria-pressed={showPassword}
              className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-md text-slate-400 hover:text-white focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
            >
              {showPassword ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
            </button>
          </div>
          {errors.password ? (
            <p id={`${id("password")}-error`} className="text-sm text-red-300">
              {errors.password}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy}>
          {busy ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
          {busy ? text.signingIn : text.signIn}
        </Button>
      </form>
      <p className="flex items-center gap-3 text-xs text-slate-400 before:h-px before:flex-1 before:bg-white/10 after:h-px after:flex-1 after:bg-white/10">{text.or}</p>
      <Button type="button" variant="secondary" size="lg" className="w-full" disabled={busy} onClick={() => void passkeySignIn()}>
        <Fingerprint aria-hidden="true" />
        {text.usePasskey}
      </Button>
      <p className="text-center text-sm">
        <Link to="/admin/forgot-password" className="rounded-md px-1 text-slate-300 underline-offset-4 hover:text-white hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none">
          {text.forgotPassword}
        </Link>
      </p>
    </div>
  );
}

import { LoaderCircle, ShieldCheck } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { submitHandler } from "#app/components/submit-handler.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiError, apiRequest } from "#app/modules/admin/api-client.ts";
import { Field } from "#app/modules/admin/kit/field.tsx";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { translateApiMessage } from "#app/modules/admin-i18n/api-messages.ts";
import type { SecondFactorMethod, User } from "#app/lib/user.ts";

export interface SignInChallenge {
  challenge: string;
  methods: SecondFactorMethod[];
}

/** The challenge of a 401 SECOND_FACTOR_REQUIRED sign-in answer (ADR 015), or undefined. */
export function challengeOf(error: unknown): SignInChallenge | undefined {
  if (!(error instanceof ApiError) || error.code !== "SECOND_FACTOR_REQUIRED") return undefined;
  const { challenge, methods } = error.data ?? {};
  if (typeof challenge !== "string" || !Array.isArray(methods)) return undefined;
  return { challenge, methods: methods.filter((m): m is SecondFactorMethod => typeof m === "string") };
}

/**
 * The second step of a sign-in: a code from the authenticator app, or a recovery code
 * (POST /api/auth/login/second-factor). `extra` adds other ways (a passkey).
 */
export function SecondFactorForm({
  challenge,
  onSignedIn,
  onCancel,
  extra,
}: {
  challenge: SignInChallenge;
  onSignedIn: (result: { user: User; token?: string }) => Promise<void>;
  onCancel: () => void;
  extra?: ReactNode;
}) {
  const id = useId();
  const { text, language, fill } = useAdminText();
  // An account with passkeys but no authenticator app types recovery codes only.
  const hasTotp = challenge.methods.includes("totp");
  const [useRecovery, setUseRecovery] = useState(!hasTotp);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = useRecovery ? text.recoveryCode : text.authenticationCode;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (code.trim() === "") {
      setError(fill(text.codeRequired, { label: language === "pt" ? label.toLowerCase() : label }));
      document.getElementById(id)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await apiRequest<{ user: User; token?: string }>("POST", "/api/auth/login/second-factor", {
        challenge: challenge.challenge,
        code,
      });
      await onSignedIn(result);
    } catch (failure) {
      const served = failure instanceof ApiError ? failure.serverMessage : undefined;
      const message = failure instanceof ApiError ? (served ? translateApiMessage(served, text, language) : text.invalidCode) : text.loginError;
      setError(message);
      toast({ title: text.loginFailed, description: message, variant: "destructive" });
      setBusy(false);
      // An expired challenge cannot be retried: back to the password.
      if (served && /expired/.test(served)) onCancel();
    }
  };

  return (
    <div className="grid gap-5">
      <div className="flex items-start gap-3">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
        <div>
          <h2 className="font-semibold text-white">{text.twoFactorTitle}</h2>
          <p className="mt-1 text-sm text-slate-300">
            {challenge.methods.includes("passkey")
              ? useRecovery
                ? text.twoFactorPasskeyRecovery
                : text.twoFactorPasskeyCode
              : useRecovery
                ? text.twoFactorRecovery
                : text.twoFactorCode}
          </p>
        </div>
      </div>
      <form onSubmit={submitHandler(submit)} noValidate className="grid gap-4">
        <Field id={id} label={label} error={error ?? undefined}>
          {(control) => (
            <Input
              {...control}
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              inputMode={useRecovery ? "text" : "numeric"}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- this step replaces the password form the user just sent: focus follows the step
              autoFocus
            />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
          {busy ? text.verifying : text.verify}
        </Button>
      </form>
      {extra}
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        {hasTotp && challenge.methods.includes("recovery") ? (
          <button
            type="button"
            className="cursor-pointer rounded-md px-1 text-slate-300 underline-offset-4 hover:text-white hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
            onClick={() => {
              setUseRecovery((current) => !current);
              setCode("");
              setError(null);
            }}
          >
            {useRecovery ? text.useAuthenticator : text.useRecoveryCode}
          </button>
        ) : (
          <span />
        )}
        <button
          type="button"
          className="cursor-pointer rounded-md px-1 text-slate-300 underline-offset-4 hover:text-white hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
          onClick={onCancel}
        >
          {text.backToPassword}
        </button>
      </div>
    </div>
  );
}

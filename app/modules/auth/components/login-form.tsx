import { Eye, EyeOff, Fingerprint, LoaderCircle } from "lucide-react";
import { Link } from "react-router";
import { submitHandler } from "#app/components/submit-handler.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Field } from "#app/modules/admin/kit/field.tsx";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { SecondFactorForm } from "./second-factor-form.tsx";
import { useLoginForm } from "./use-login-form.ts";

/** Sign-in form of /admin/login (spec §2, §5, §7, §8): username and password, or a passkey, then a second factor if the account has one. */
export function LoginForm({ username, onUsernameChange }: { username: string; onUsernameChange: (value: string) => void }) {
  const { text } = useAdminText();
  const form = useLoginForm(username);
  const { id, errors, busy, challenge, showPassword } = form;

  if (challenge) {
    return (
      <SecondFactorForm
        challenge={challenge}
        onSignedIn={form.finishSignIn}
        onCancel={() => form.setChallenge(null)}
        extra={
          challenge.methods.includes("passkey") ? (
            <Button type="button" variant="secondary" size="lg" className="w-full" disabled={busy} onClick={() => void form.passkeySignIn(challenge.challenge)}>
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
      <form onSubmit={submitHandler(form.submit)} method="post" noValidate className="grid gap-5">
        <Field id={id("username")} label={text.username} error={errors.username}>
          {(control) => (
            <Input {...control} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} value={username} onChange={(event) => onUsernameChange(event.target.value)} />
          )}
        </Field>
        <Field id={id("password")} label={text.password} error={errors.password}>
          {(control) => (
            <div className="relative">
              <Input
                {...control}
                name="password"
                type={showPassword ? "text" : "password"}
                autoComplete="current-password"
                value={form.password}
                onChange={(event) => form.setPassword(event.target.value)}
                className="pr-11"
              />
              <button
                type="button"
                onClick={form.toggleShowPassword}
                aria-label={text.showPassword}
                aria-pressed={showPassword}
                className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-md text-slate-400 hover:text-white focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
              >
                {showPassword ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
              </button>
            </div>
          )}
        </Field>
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy}>
          {busy ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
          {busy ? text.signingIn : text.signIn}
        </Button>
      </form>
      <p className="flex items-center gap-3 text-xs text-slate-400 before:h-px before:flex-1 before:bg-white/10 after:h-px after:flex-1 after:bg-white/10">{text.or}</p>
      <Button type="button" variant="secondary" size="lg" className="w-full" disabled={busy} onClick={() => void form.passkeySignIn()}>
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

import { submitHandler } from "#app/components/submit-handler.ts";
import { KeyRound, LoaderCircle } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { ApiError, apiRequest, clearStoredSession } from "#app/modules/admin/api-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { translateApiMessage } from "#app/modules/admin-i18n/api-messages.ts";
import { PASSWORD_MIN_LENGTH } from "#app/lib/user.ts";
import { AuthField } from "./auth-field.tsx";
import { AuthAlert, AuthDone } from "./auth-outcome.tsx";
import { answerResetWithPasskey, passkeyCancelKey } from "./passkey-sign-in.ts";

type Field = "newPassword" | "confirmPassword" | "code" | "form";

/** The page of an e-mailed reset link: a new password (same strength rules) and, with a second factor on, a code or a passkey. */
export function ResetPasswordForm({ token, codeRequired, passkey }: { token: string; codeRequired: boolean; passkey: boolean }) {
  const { text, language, fill } = useAdminText();
  const [values, setValues] = useState({ newPassword: "", confirmPassword: "", code: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [state, setState] = useState<"editing" | "saving" | "done">("editing");
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  const check = (withCode: boolean): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (values.newPassword.length < PASSWORD_MIN_LENGTH) found.newPassword = fill(text.passwordTooShort, { min: PASSWORD_MIN_LENGTH });
    if (values.confirmPassword !== values.newPassword) found.confirmPassword = text.passwordsDiffer;
    if (withCode && values.code.trim() === "") found.code = fill(text.codeRequired, { label: language === "pt" ? text.authenticationCode.toLowerCase() : text.authenticationCode });
    return found;
  };

  /** Sends the new password with a code, or with a passkey's answer to this link's challenge. */
  const complete = async (withPasskey: boolean) => {
    const found = check(codeRequired && !withPasskey);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setState("saving");
    try {
      const secondFactor = withPasskey ? { passkey: await answerResetWithPasskey(token) } : codeRequired ? { code: values.code } : {};
      await apiRequest("POST", "/api/auth/password-reset/complete", { token, newPassword: values.newPassword, ...secondFactor });
      clearStoredSession();
      setState("done");
    } catch (failure) {
      setState("editing");
      const cancelled = passkeyCancelKey(failure);
      const served = failure instanceof ApiError ? failure.serverMessage : undefined;
      const message = cancelled ? text[cancelled] : served ? translateApiMessage(served, text, language) : text.somethingWrong;
      const issue = failure instanceof ApiError ? failure.issues[0]?.path : undefined;
      setErrors(issue === "newPassword" || issue === "code" ? { [issue]: message } : { form: message });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await complete(false);
  };

  if (state === "done") return <AuthDone title={text.resetDone} text={text.resetDoneText} next={{ to: "/admin/login", label: text.backToLogin }} />;
  return (
    <form onSubmit={submitHandler(submit)} method="post" noValidate className="grid gap-5">
      <AuthField label={text.newPassword} name="newPassword" type="password" autoComplete="new-password" value={values.newPassword} onChange={set("newPassword")} error={errors.newPassword} />
      <AuthField label={text.confirmPassword} name="confirmPassword" type="password" autoComplete="new-password" value={values.confirmPassword} onChange={set("confirmPassword")} error={errors.confirmPassword} />
      {codeRequired ? (
        <AuthField
          label={text.authenticationCode}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          value={values.code}
          onChange={set("code")}
          hint={text.resetCodeHint}
          error={errors.code}
        />
      ) : null}
      <AuthAlert message={errors.form} />
      <Button type="submit" size="lg" className="w-full" disabled={state === "saving"}>
        {state === "saving" ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
        {state === "saving" ? text.saving : text.setPassword}
      </Button>
      {codeRequired && passkey ? (
        <Button type="button" variant="outline" size="lg" className="w-full" disabled={state === "saving"} onClick={() => void complete(true)}>
          <KeyRound aria-hidden="true" /> {text.setPasswordWithPasskey}
        </Button>
      ) : null}
    </form>
  );
}

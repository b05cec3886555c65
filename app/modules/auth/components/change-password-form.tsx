import { KeyRound, LoaderCircle } from "lucide-react";
import { type FormEvent, useCallback, useId, useState } from "react";
import { submitHandler } from "#app/components/submit-handler.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiError, apiRequest } from "#app/modules/admin/api-client.ts";
import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { ChangePasswordInputSchema } from "../auth.schema.ts";
import { type PasswordAssessment, weakPasswordMessage } from "../password-policy.ts";
import { PASSWORD_MIN_LENGTH } from "#app/lib/user.ts";
import { PasswordStrengthMeter } from "./password-strength-meter.tsx";

type Field = "currentPassword" | "newPassword" | "confirmPassword";
type Values = Record<Field, string>;
const EMPTY: Values = { currentPassword: "", newPassword: "", confirmPassword: "" };

interface Strength {
  password: string;
  assessment: PasswordAssessment | undefined;
}

function validate(values: Values, strength: Strength): Partial<Record<Field, string>> {
  const result = ChangePasswordInputSchema.safeParse(values);
  const errors: Partial<Record<Field, string>> = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path[0] as Field] ??= issue.message;
  // The server's rule too (zxcvbn-ts), once the meter has scored this very password.
  const { assessment } = strength;
  if (!errors.newPassword && strength.password === values.newPassword && assessment && !assessment.acceptable) {
    errors.newPassword = weakPasswordMessage(assessment);
  }
  return errors;
}

/** POST /api/auth/password: replaces the generated password; every other session is signed out. */
export function ChangePasswordForm({ username }: { username: string }) {
  const baseId = useId();
  const id = (field: Field) => `${baseId}-${field}`;
  const [values, setValues] = useState<Values>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [strength, setStrength] = useState<Strength>({ password: "", assessment: undefined });
  const onAssessed = useCallback((password: string, assessment: PasswordAssessment | undefined) => setStrength({ password, assessment }), []);
  const errors = submitted ? { ...validate(values, strength), ...serverErrors } : serverErrors;
  const { text: t, fill, language, apiText } = useAdminText();
  const serverMessage = useServerMessage();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setServerErrors({});
    const found = validate(values, strength);
    const first = (["currentPassword", "newPassword", "confirmPassword"] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(id(first))?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await apiRequest<{ message?: string }>("POST", "/api/auth/password", values);
      toast({ title: t.passwordChanged, description: language === "pt" ? t.otherSessionsSignedOut : (result?.message ?? t.otherSessionsSignedOut) });
      setValues(EMPTY);
      setSubmitted(false);
    } catch (error) {
      const fieldErrors: Partial<Record<Field, string>> = {};
      if (error instanceof ApiError) for (const issue of error.issues) fieldErrors[issue.path as Field] ??= issue.message;
      setServerErrors(fieldErrors);
      const first = (Object.keys(fieldErrors) as Field[])[0];
      if (first) document.getElementById(id(first))?.focus();
      toast({ title: t.error, description: serverMessage(error) ?? t.passwordChangeFailed, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, autoComplete: string, hint?: string, meter = false) => (
    <div className="grid gap-2">
      <Label htmlFor={id(name)}>{label}</Label>
      <Input
        id={id(name)}
        type="password"
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => {
          const value = event.target.value;
          setValues((current) => ({ ...current, [name]: value }));
          setServerErrors((current) => {
            const rest = { ...current };
            delete rest[name];
            return rest;
          });
        }}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={
          [hint ? `${id(name)}-hint` : "", meter ? `${id(name)}-strength` : "", errors[name] ? `${id(name)}-error` : ""].filter(Boolean).join(" ") || undefined
        }
      />
      {hint ? (
        <p id={`${id(name)}-hint`} className="text-xs text-slate-400">
          {hint}
        </p>
      ) : null}
      {meter ? <PasswordStrengthMeter id={`${id(name)}-strength`} password={values[name]} userInputs={[username, values.currentPassword]} onAssessed={onAssessed} /> : null}
      {errors[name] ? (
        <p id={`${id(name)}-error`} className="text-sm text-red-300">
          {apiText(errors[name] ?? "")}
        </p>
      ) : null}
    </div>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-accent" aria-hidden="true" />
          {t.changePassword}
        </CardTitle>
        <CardDescription>{t.changePasswordIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submitHandler(submit)} noValidate className="grid max-w-md gap-5">
          {/* Lets password managers file the new password under the right account. */}
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
          {field("currentPassword", t.currentPassword, "current-password")}
          {field("newPassword", t.newPassword, "new-password", fill(t.newPasswordHint, { min: PASSWORD_MIN_LENGTH }), true)}
          {field("confirmPassword", t.confirmNewPassword, "new-password")}
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
              {busy ? t.changing : t.changePassword}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

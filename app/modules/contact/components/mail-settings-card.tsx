import { CircleCheck, CircleX, LoaderCircle, Mail, Send } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { submitHandler } from "#app/components/submit-handler.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { FIELD_CLASSES, Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { cn } from "#app/lib/cn.ts";
import { ApiError, apiRequest } from "#app/modules/admin/api-client.ts";
import { invalidateQueries, useApiQuery } from "#app/modules/admin/query-client.ts";
import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { MailSettingsUpdateSchema } from "#app/modules/notifications/mail-settings.schema.ts";
import { MAIL_SECURITY, type MailSecurity, type MailSettingsView, type MailTestResult } from "#app/modules/notifications/mail-settings.ts";
import { MAIL_SETTINGS_ADMIN_TEXT } from "../mail-settings-admin-text.ts";
import { MAIL_SETTINGS_KEY, NOTIFICATION_SETTINGS_KEY } from "./inbox-keys.ts";

type Field = "host" | "port" | "ownerEmail" | "from";
interface FormValues {
  host: string;
  port: string;
  security: MailSecurity;
  user: string;
  password: string;
  from: string;
  ownerEmail: string;
}

function valuesOf(view: MailSettingsView): FormValues {
  return {
    host: view.host,
    port: view.port === null ? "587" : String(view.port),
    security: view.security,
    user: view.user,
    password: "",
    from: view.from,
    ownerEmail: view.ownerEmail,
  };
}

function MailField({ id, label, hint, error, children }: { id: string; label: string; hint?: ReactNode; error?: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Settings › E-mail (issue 30, ADR 048): the SMTP server, the sender and the owner's address, with a test
 * e-mail and its result in plain words. The password is only ever "set" or not; the environment's values,
 * when set, are shown read-only because they win.
 */
export function MailSettingsCard() {
  const { text, language, fill } = useAdminText();
  const t = MAIL_SETTINGS_ADMIN_TEXT[language];
  const settings = useApiQuery<MailSettingsView>(MAIL_SETTINGS_KEY);
  const serverMessage = useServerMessage();
  const [edited, setValues] = useState<FormValues | undefined>();
  const [clearPassword, setClearPassword] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState<"save" | "test" | undefined>();
  const [result, setResult] = useState<MailTestResult | undefined>();
  const id = useId();
  const view = settings.data;
  const readOnly = view?.source === "environment";
  // The saved values until the owner edits one.
  const values = edited ?? (view ? valuesOf(view) : undefined);

  const change = (field: keyof FormValues, value: string) => {
    setValues(values ? { ...values, [field]: value } : undefined);
    setErrors((current) => ({ ...current, [field]: undefined }));
    // The test's result described the settings as they were.
    setResult(undefined);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!values || readOnly) return;
    const body = {
      host: values.host.trim(),
      port: Number(values.port),
      security: values.security,
      user: values.user.trim(),
      password: clearPassword ? "" : values.password === "" ? null : values.password,
      from: values.from.trim(),
      ownerEmail: values.ownerEmail.trim(),
    };
    const parsed = MailSettingsUpdateSchema.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        if (field in t.fieldErrors) found[field] ??= t.fieldErrors[field];
      }
      setErrors(found);
      const first = (["host", "port", "from", "ownerEmail"] as const).find((field) => found[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy("save");
    setResult(undefined);
    try {
      const saved = await apiRequest<MailSettingsView>("PUT", MAIL_SETTINGS_KEY, parsed.data);
      setValues(valuesOf(saved));
      setClearPassword(false);
      await invalidateQueries(MAIL_SETTINGS_KEY);
      await invalidateQueries(NOTIFICATION_SETTINGS_KEY);
      await invalidateQueries("/api/first-run");
      toast({ title: t.saved });
    } catch (error) {
      const path = error instanceof ApiError ? (error.issues[0]?.path as Field | undefined) : undefined;
      if (path && path in t.fieldErrors) setErrors({ [path]: t.fieldErrors[path as Field] });
      else toast({ title: text.saveFailed, description: serverMessage(error) ?? text.somethingWrong, variant: "destructive" });
    } finally {
      setBusy(undefined);
    }
  };

  const sendTest = async () => {
    setBusy("test");
    setResult(undefined);
    try {
      setResult(await apiRequest<MailTestResult>("POST", `${MAIL_SETTINGS_KEY}/test`, {}));
      await invalidateQueries("/api/first-run");
    } catch (error) {
      setResult({ ok: false, reason: "other", detail: serverMessage(error) ?? "" });
    } finally {
      setBusy(undefined);
    }
  };

  const describedBy = (field: string, hint: boolean, error: boolean) => [hint ? `${id}-${field}-hint` : null, error ? `${id}-${field}-error` : null].filter(Boolean).join(" ") || undefined;
  const input = (field: Field | "user", label: string, hint: string | undefined, extra: React.ComponentProps<"input"> = {}) => {
    const fieldId = `${id}-${field}`;
    const error = field === "user" ? undefined : errors[field];
    return (
      <MailField id={fieldId} label={label} hint={hint} error={error}>
        <Input
          id={fieldId}
          value={values?.[field] ?? ""}
          onChange={(event) => change(field, event.target.value)}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(field, Boolean(hint), Boolean(error))}
          {...extra}
        />
      </MailField>
    );
  };

  return (
    <Card id="mail-settings">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mail className="size-5 text-accent" aria-hidden="true" />
          <span id={`${id}-title`}>{t.title}</span>
        </CardTitle>
        <CardDescription>{t.intro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm text-slate-300">
        {settings.error && !view ? <p role="alert">{fill(t.loadFailed, { reason: settings.error.message })}</p> : null}
        {view && values ? (
          <>
            <p data-testid="mail-status">{view.source === "off" ? t.statusOff : fill(t.statusOn, { owner: view.ownerEmail })}</p>
            {readOnly ? (
              <p role="note" className="rounded-lg border border-sky-300/30 bg-sky-300/10 px-4 py-3 text-sky-100">
                {t.fromEnvironment}
              </p>
            ) : null}
            <form onSubmit={submitHandler(save)} noValidate aria-labelledby={`${id}-title`} className="grid gap-4 md:grid-cols-2">
              {input("host", t.host, t.hostHint, { autoComplete: "off", spellCheck: false })}
              <div className="grid grid-cols-[7rem_1fr] gap-4">
                {input("port", t.port, undefined, { inputMode: "numeric", autoComplete: "off" })}
                <MailField id={`${id}-security`} label={t.security}>
                  <select
                    id={`${id}-security`}
                    className={cn(FIELD_CLASSES, "h-10")}
                    value={values.security}
                    disabled={readOnly}
                    aria-describedby={`${id}-port-hint`}
                    onChange={(event) => change("security", event.target.value)}
                  >
                    {MAIL_SECURITY.map((security) => (
                      <option key={security} value={security}>
                        {security === "none" ? t.securityNone : security === "starttls" ? t.securityStarttls : t.securityTls}
                      </option>
                    ))}
                  </select>
                </MailField>
                <p id={`${id}-port-hint`} className="col-span-2 -mt-2 text-xs text-slate-400">
                  {t.portHint}
                </p>
              </div>
              {input("user", t.user, t.userHint, { autoComplete: "off", spellCheck: false })}
              <MailField
                id={`${id}-password`}
                label={`${t.password} (${view.passwordSet ? t.passwordSet : t.passwordNotSet})`}
                hint={clearPassword ? t.passwordWillClear : view.passwordSet ? t.passwordReplaceHint : t.passwordNewHint}
              >
                <Input
                  id={`${id}-password`}
                  type="password"
                  autoComplete="new-password"
                  value={values.password}
                  readOnly={readOnly}
                  disabled={clearPassword}
                  placeholder={view.passwordSet ? "••••••••" : undefined}
                  aria-describedby={`${id}-password-hint`}
                  onChange={(event) => change("password", event.target.value)}
                />
                {view.passwordSet && !readOnly ? (
                  <label className="flex items-center gap-2 text-sm">
                    <input type="checkbox" className="size-4 accent-[var(--color-accent)]" checked={clearPassword} onChange={(event) => setClearPassword(event.target.checked)} />
                    {t.clearPassword}
                  </label>
                ) : null}
              </MailField>
              {input("from", t.from, t.fromHint, { autoComplete: "off", spellCheck: false })}
              {input("ownerEmail", t.ownerEmail, t.ownerEmailHint, { type: "email", autoComplete: "email" })}
              <div className="flex flex-wrap gap-3 md:col-span-2">
                {readOnly ? null : (
                  <Button type="submit" disabled={busy !== undefined}>
                    {busy === "save" ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
                    {busy === "save" ? t.saving : t.save}
                  </Button>
                )}
                <Button type="button" variant="outline" disabled={busy !== undefined || view.source === "off"} onClick={() => void sendTest()}>
                  {busy === "test" ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : <Send aria-hidden="true" />}
                  {busy === "test" ? t.sendingTest : t.sendTest}
                </Button>
              </div>
            </form>
            <div aria-live="polite" data-testid="mail-test-result">
              {result?.ok ? (
                <p className="flex gap-2 rounded-lg border border-emerald-300/30 bg-emerald-300/10 px-4 py-3 text-emerald-100">
                  <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {fill(t.testSent, { to: result.to })}
                </p>
              ) : result ? (
                <div className="flex gap-2 rounded-lg border border-red-300/30 bg-red-300/10 px-4 py-3 text-red-100">
                  <CircleX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <div className="grid gap-1">
                    <p className="font-semibold">{t.testFailed}</p>
                    <p>{t.failures[result.reason]}</p>
                    {result.detail && result.reason !== "off" ? <p className="break-words text-xs text-red-200/80">{fill(t.serverSaid, { detail: result.detail })}</p> : null}
                  </div>
                </div>
              ) : null}
            </div>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

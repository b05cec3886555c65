import { LoaderCircle, Send } from "lucide-react";
import type { ComponentProps } from "react";
import { submitHandler } from "#app/components/submit-handler.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FIELD_CLASSES, Input } from "#app/components/ui/input.tsx";
import { cn } from "#app/lib/cn.ts";
import { Field } from "#app/modules/admin/kit/field.tsx";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { MAIL_SECURITY, type MailSettingsView } from "#app/modules/notifications/mail-settings.ts";
import { MAIL_SETTINGS_ADMIN_TEXT } from "../mail-settings-admin-text.ts";
import type { MailFormValues } from "./mail-settings-form.ts";
import type { MailSettingsForm } from "./use-mail-settings-form.ts";

type Props = { form: MailSettingsForm; view: MailSettingsView; values: MailFormValues };

/** Settings › E-mail's form: server, port and security, sign-in, sender and owner's address, Save and the test. */
export function MailSettingsFields({ form, view, values }: Props) {
  const { language } = useAdminText();
  const t = MAIL_SETTINGS_ADMIN_TEXT[language];
  const { id, readOnly, errors, busy, clearPassword } = form;

  const input = (field: "host" | "port" | "from" | "ownerEmail" | "user", label: string, hint: string | undefined, extra: ComponentProps<"input"> = {}) => (
    <Field id={`${id}-${field}`} label={label} description={hint} error={field === "user" ? undefined : errors[field]} className="content-start">
      {(control) => <Input {...control} value={values[field]} onChange={(event) => form.change(field, event.target.value)} readOnly={readOnly} {...extra} />}
    </Field>
  );

  return (
    <form onSubmit={submitHandler(form.save)} noValidate aria-labelledby={`${id}-title`} className="grid gap-4 md:grid-cols-2">
      {input("host", t.host, t.hostHint, { autoComplete: "off", spellCheck: false })}
      <div className="grid grid-cols-[7rem_1fr] gap-4">
        {input("port", t.port, undefined, { inputMode: "numeric", autoComplete: "off" })}
        <Field id={`${id}-security`} label={t.security} className="content-start">
          {(control) => (
            <select
              id={control.id}
              className={cn(FIELD_CLASSES, "h-10")}
              value={values.security}
              disabled={readOnly}
              aria-describedby={`${id}-port-hint`}
              onChange={(event) => form.change("security", event.target.value)}
            >
              {MAIL_SECURITY.map((security) => (
                <option key={security} value={security}>
                  {security === "none" ? t.securityNone : security === "starttls" ? t.securityStarttls : t.securityTls}
                </option>
              ))}
            </select>
          )}
        </Field>
        <p id={`${id}-port-hint`} className="col-span-2 -mt-2 text-xs text-slate-400">
          {t.portHint}
        </p>
      </div>
      {input("user", t.user, t.userHint, { autoComplete: "off", spellCheck: false })}
      <Field
        id={`${id}-password`}
        label={`${t.password} (${view.passwordSet ? t.passwordSet : t.passwordNotSet})`}
        description={clearPassword ? t.passwordWillClear : view.passwordSet ? t.passwordReplaceHint : t.passwordNewHint}
        className="content-start"
      >
        {(control) => (
          <>
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              value={values.password}
              readOnly={readOnly}
              disabled={clearPassword}
              placeholder={view.passwordSet ? "••••••••" : undefined}
              onChange={(event) => form.change("password", event.target.value)}
            />
            {view.passwordSet && !readOnly ? (
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" className="size-4 accent-[var(--color-accent)]" checked={clearPassword} onChange={(event) => form.setClearPassword(event.target.checked)} />
                {t.clearPassword}
              </label>
            ) : null}
          </>
        )}
      </Field>
      {input("from", t.from, t.fromHint, { autoComplete: "off", spellCheck: false })}
      {input("ownerEmail", t.ownerEmail, t.ownerEmailHint, { type: "email", autoComplete: "email" })}
      <div className="flex flex-wrap gap-3 md:col-span-2">
        {readOnly ? null : (
          <Button type="submit" disabled={busy !== undefined}>
            {busy === "save" ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
            {busy === "save" ? t.saving : t.save}
          </Button>
        )}
        <Button type="button" variant="outline" disabled={busy !== undefined || view.source === "off"} onClick={() => void form.sendTest()}>
          {busy === "test" ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : <Send aria-hidden="true" />}
          {busy === "test" ? t.sendingTest : t.sendTest}
        </Button>
      </div>
    </form>
  );
}

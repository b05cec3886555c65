import { CircleCheck, CircleX, Mail } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { MAIL_SETTINGS_ADMIN_TEXT } from "../mail-settings-admin-text.ts";
import { MailSettingsFields } from "./mail-settings-fields.tsx";
import { useMailSettingsForm } from "./use-mail-settings-form.ts";

/**
 * Settings › E-mail (issue 30, ADR 048): the SMTP server, the sender and the owner's address, with a test
 * e-mail and its result in plain words. The password is only ever "set" or not; the environment's values,
 * when set, are shown read-only because they win.
 */
export function MailSettingsCard() {
  const { language, fill } = useAdminText();
  const t = MAIL_SETTINGS_ADMIN_TEXT[language];
  const form = useMailSettingsForm();
  const { id, settings, view, values, readOnly, result } = form;

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
            <MailSettingsFields form={form} view={view} values={values} />
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

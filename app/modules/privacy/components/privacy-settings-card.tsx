import { LoaderCircle, ShieldCheck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { submitHandler } from "#app/components/submit-handler.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { paths } from "#app/lib/paths.ts";
import { ApiError, apiRequest } from "#app/modules/admin/api-client.ts";
import { useApiQuery } from "#app/modules/admin/query-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { MESSAGE_RETENTION_MONTHS_MAX, MESSAGE_RETENTION_MONTHS_MIN, type PrivacySettings } from "../privacy-facts.ts";
import { PRIVACY_ADMIN_TEXT, type PrivacyAdminText } from "../privacy-admin-text.ts";

const KEY = "/api/privacy/settings";
type Statement = "privacy" | "accessibility";
type Side = "before" | "after";

/** Settings: how long messages are kept, and the owner's paragraphs around the two generated statements (issue 27). */
export function PrivacySettingsCard() {
  const { language } = useAdminText();
  const text = PRIVACY_ADMIN_TEXT[language];
  const settings = useApiQuery<PrivacySettings>(KEY);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-accent" aria-hidden="true" />
          {text.settingsTitle}
        </CardTitle>
        <CardDescription>{text.settingsText}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isLoading ? <p role="status">{text.loading}</p> : null}
        {settings.error ? <p className="text-red-300">{text.loadFailed}</p> : null}
        {settings.data ? <PrivacySettingsForm initial={settings.data} text={text} /> : null}
      </CardContent>
    </Card>
  );
}

function PrivacySettingsForm({ initial, text }: { initial: PrivacySettings; text: PrivacyAdminText }) {
  const [values, setValues] = useState<PrivacySettings>(initial);
  const [months, setMonths] = useState(String(initial.messageRetentionMonths));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const monthsId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const count = Number(months);
    if (!Number.isInteger(count) || count < MESSAGE_RETENTION_MONTHS_MIN || count > MESSAGE_RETENTION_MONTHS_MAX) {
      setError(`${MESSAGE_RETENTION_MONTHS_MIN}–${MESSAGE_RETENTION_MONTHS_MAX}`);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const saved = await apiRequest<PrivacySettings>("PUT", KEY, {
        messageRetentionMonths: count,
        privacy: values.privacy,
        accessibility: values.accessibility,
      });
      setValues(saved);
      toast({ title: text.saved });
    } catch (failure) {
      const message = failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : String(failure);
      toast({ title: text.saveFailed, description: message, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  const setText = (statement: Statement, lang: "en" | "pt", side: Side, value: string) =>
    setValues((current) => ({ ...current, [statement]: { ...current[statement], [lang]: { ...current[statement][lang], [side]: value } } }));

  return (
    <form onSubmit={submitHandler(submit)} noValidate className="grid gap-6">
      <div className="grid max-w-xs gap-2">
        <Label htmlFor={monthsId}>{text.retentionLabel}</Label>
        <Input
          id={monthsId}
          type="number"
          inputMode="numeric"
          min={MESSAGE_RETENTION_MONTHS_MIN}
          max={MESSAGE_RETENTION_MONTHS_MAX}
          value={months}
          onChange={(event) => setMonths(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${monthsId}-hint${error ? ` ${monthsId}-error` : ""}`}
        />
        <p id={`${monthsId}-hint`} className="text-sm text-slate-400">
          {text.retentionHint}
        </p>
        {error ? (
          <p id={`${monthsId}-error`} role="alert" className="text-sm text-red-300">
            {error}
          </p>
        ) : null}
      </div>
      {(["privacy", "accessibility"] as const).map((statement) => (
        <fieldset key={statement} className="grid gap-4 rounded-lg border border-white/10 p-4">
          <legend className="px-1 font-semibold text-white">{statement === "privacy" ? text.privacyNotice : text.accessibilityStatement}</legend>
          <p className="text-sm text-slate-400">{text.paragraphsHint}</p>
          <div className="grid gap-4 md:grid-cols-2">
            {(["en", "pt"] as const).map((lang) => (
              <div key={lang} className="grid gap-3">
                <p className="text-sm font-semibold text-amber-200">
                  {lang === "en" ? text.english : text.portuguese} ·{" "}
                  <a
                    href={statement === "privacy" ? paths.privacyNotice(lang) : paths.accessibilityStatement(lang)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-normal text-slate-300 underline underline-offset-4"
                  >
                    {text.view}
                  </a>
                </p>
                {(["before", "after"] as const).map((side) => (
                  <OwnerTextField
                    key={side}
                    label={`${side === "before" ? text.before : text.after} (${lang === "en" ? text.english : text.portuguese})`}
                    value={values[statement][lang][side]}
                    onChange={(value) => setText(statement, lang, side, value)}
                  />
                ))}
              </div>
            ))}
          </div>
        </fieldset>
      ))}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
          {busy ? text.saving : text.save}
        </Button>
      </div>
    </form>
  );
}

function OwnerTextField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea id={id} rows={3} maxLength={5000} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

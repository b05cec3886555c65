import { Download, LoaderCircle, Search, Trash2, UserRoundSearch } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { submitHandler } from "#app/components/submit-handler.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiError, apiRequest } from "#app/modules/admin/api-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { ConfirmDialog } from "#app/modules/admin/kit/confirm-dialog.tsx";
import { Field } from "#app/modules/admin/kit/field.tsx";
import { PRIVACY_ADMIN_TEXT, type PrivacyAdminText } from "../privacy-admin-text.ts";
import { PersonalDataQuerySchema } from "../privacy.schema.ts";

interface PersonalDataExport {
  email: string;
  exportedAt: string;
  data: Record<string, unknown[]>;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");

function summaryOf(counts: Record<string, number>, text: PrivacyAdminText): string {
  return Object.entries(counts)
    .map(([kind, count]) => `${count} ${text.kinds[kind] ?? kind}`)
    .join(", ");
}

/** Settings: look up, export and erase what the site holds about an e-mail address (issue 27; GET/DELETE /api/personal-data). */
export function PersonalDataCard() {
  const { language } = useAdminText();
  const text = PRIVACY_ADMIN_TEXT[language];
  const inputId = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [found, setFound] = useState<PersonalDataExport | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const lookUp = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = PersonalDataQuerySchema.safeParse({ email });
    if (!parsed.success) {
      setError(email.trim() === "" ? text.emailRequired : text.emailInvalid);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      setFound(await apiRequest<PersonalDataExport>("GET", `/api/personal-data?email=${encodeURIComponent(parsed.data.email)}`));
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : String(failure));
    } finally {
      setBusy(false);
    }
  };

  const download = () => {
    if (!found) return;
    const url = URL.createObjectURL(new Blob([JSON.stringify(found, null, 2)], { type: "application/json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `personal-data-${found.email.replace(/[^a-z0-9.@_-]/gi, "_")}.json`;
    link.click();
    URL.revokeObjectURL(url);
  };

  const erase = async () => {
    if (!found) return;
    try {
      const result = await apiRequest<{ success: boolean; erased: Record<string, number> }>("DELETE", `/api/personal-data?email=${encodeURIComponent(found.email)}`);
      toast({ title: fill(text.erased, { summary: summaryOf(result.erased, text) }) });
      setFound({ ...found, data: Object.fromEntries(Object.keys(found.data).map((kind) => [kind, []])) });
    } catch (failure) {
      toast({ title: text.eraseFailed, description: failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : String(failure), variant: "destructive" });
    }
  };

  const counts = found ? Object.fromEntries(Object.entries(found.data).map(([kind, rows]) => [kind, rows.length])) : {};
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserRoundSearch className="size-5 text-accent" aria-hidden="true" />
          {text.dataTitle}
        </CardTitle>
        <CardDescription>{text.dataText}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form onSubmit={submitHandler(lookUp)} noValidate className="flex max-w-xl flex-wrap items-end gap-3">
          <Field label={text.emailLabel} error={error} alert id={inputId} className="min-w-64 flex-1 gap-1.5">
            {(control) => <Input {...control} type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} />}
          </Field>
          <Button type="submit" disabled={busy}>
            {busy ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : <Search aria-hidden="true" />}
            {busy ? text.lookingUp : text.lookUp}
          </Button>
        </form>
        {found ? (
          <div role="status" className="grid gap-3">
            {total === 0 ? (
              <p className="text-slate-300">{text.nothingHeld}</p>
            ) : (
              <>
                <p className="text-slate-300">
                  {fill(text.heldSummary, { email: found.email })} {summaryOf(counts, text)}
                </p>
                <div className="flex flex-wrap gap-3">
                  <Button type="button" variant="outline" onClick={download}>
                    <Download aria-hidden="true" />
                    {text.download}
                  </Button>
                  <Button type="button" variant="destructive" onClick={() => setConfirming(true)}>
                    <Trash2 aria-hidden="true" />
                    {text.erase}
                  </Button>
                </div>
              </>
            )}
          </div>
        ) : null}
        <ConfirmDialog
          open={confirming}
          title={text.eraseTitle}
          description={fill(text.eraseText, { email: found?.email ?? "" })}
          confirmLabel={text.erase}
          busyLabel={text.erasing}
          destructive
          onConfirm={erase}
          onClose={() => setConfirming(false)}
        />
      </CardContent>
    </Card>
  );
}

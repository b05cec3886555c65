import { CalendarDays, LoaderCircle, Pencil, Plus, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiError, apiRequest } from "#app/modules/admin/api-client.ts";
import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { TALKS_ADMIN_TEXT } from "../talks-admin-text.ts";
import { ConfirmDeleteDialog } from "#app/modules/admin/components/confirm-delete-dialog.tsx";
import { invalidateQueries, useApiQuery } from "#app/modules/admin/query-client.ts";
import { splitTalks, type Talk, TALK_LANGUAGES, talkLanguageName } from "../talk.ts";
import { TalkInputSchema } from "../talk.schema.ts";
import { pagePayload, pageValuesOf, TalkPageFields, type TalkPageValues } from "./talk-page-fields.tsx";

const KEY = "/api/talks";

type Field = "eventName" | "title" | "date" | "city" | "country" | "language" | "eventUrl" | "slidesUrl" | "videoUrl";
type Values = Record<Field, string>;
type Errors = Partial<Record<string, string>>;

const FIELDS: { field: Field; label: string; type?: string; hint?: string }[] = [
  { field: "eventName", label: "Event" },
  { field: "title", label: "Talk title" },
  { field: "date", label: "Date", type: "date" },
  { field: "city", label: "City" },
  { field: "country", label: "Country code", hint: "Two letters, e.g. BR, PT, US" },
  { field: "eventUrl", label: "Event website (optional)", type: "url" },
  { field: "slidesUrl", label: "Slides link (optional)", type: "url" },
  { field: "videoUrl", label: "Video link (optional)", type: "url" },
];

function valuesOf(talk: Talk | null): Values {
  return {
    eventName: talk?.eventName ?? "",
    title: talk?.title ?? "",
    date: talk?.date ?? "",
    city: talk?.city ?? "",
    country: talk?.country ?? "",
    language: talk?.language ?? "en",
    eventUrl: talk?.eventUrl ?? "",
    slidesUrl: talk?.slidesUrl ?? "",
    videoUrl: talk?.videoUrl ?? "",
  };
}

function validate(values: Values, page: TalkPageValues): Errors {
  const result = TalkInputSchema.safeParse({ ...values, ...pagePayload(page) });
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

/** Talks tab: upcoming and past talks, shown on the home page and on /talks (issue 13). */
export function TalksTab() {
  const talks = useApiQuery<Talk[]>(KEY);
  const [editing, setEditing] = useState<{ open: boolean; talk: Talk | null }>({ open: false, talk: null });
  const [deleting, setDeleting] = useState<Talk | null>(null);
  const { upcoming, past } = splitTalks(talks.data ?? []);
  const { language, text, fill, day } = useAdminText();
  const t = TALKS_ADMIN_TEXT[language];
  const serverMessage = useServerMessage();

  return (
    <section aria-labelledby="talks-heading" className="space-y-6">
      <div className="flex items-center justify-between gap-4">
        <h2 id="talks-heading" className="text-xl font-semibold text-white">
          {t.title}
        </h2>
        <Button onClick={() => setEditing({ open: true, talk: null })}>
          <Plus aria-hidden="true" />
          {t.newTalk}
        </Button>
      </div>
      {talks.isLoading ? <p role="status">{t.loading}</p> : null}
      {talks.error ? <p className="text-red-300">{t.loadFailed}</p> : null}
      {talks.data && talks.data.length === 0 ? <p className="text-slate-300">{t.empty}</p> : null}
      {[
        { title: t.upcoming, list: upcoming },
        { title: t.past, list: past },
      ].map(({ title, list }) =>
        list.length > 0 ? (
          <div key={title} className="space-y-3">
            <h3 className="text-sm font-semibold tracking-wider text-amber-200 uppercase">{title}</h3>
            <ul className="space-y-3">
              {list.map((talk) => (
                <li key={talk.id}>
                  <Card>
                    <CardHeader className="flex flex-row items-start justify-between gap-4">
                      <div>
                        <CardTitle className="text-base">{talk.title}</CardTitle>
                        <CardDescription>
                          <CalendarDays className="mr-1 inline size-4" aria-hidden="true" />
                          {day(talk.date)} · {talk.eventName} · {talk.city}, {talk.country} · {talkLanguageName(talk.language, language)}
                        </CardDescription>
                      </div>
                      <div className="flex gap-1">
                        <Button size="icon" variant="ghost" aria-label={fill(t.edit, { title: talk.title })} onClick={() => setEditing({ open: true, talk })}>
                          <Pencil aria-hidden="true" />
                        </Button>
                        <Button size="icon" variant="ghost" aria-label={fill(t.delete, { title: talk.title })} onClick={() => setDeleting(talk)}>
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </div>
                    </CardHeader>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
      <Dialog open={editing.open} onOpenChange={(open) => setEditing((state) => ({ ...state, open }))}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto" closeLabel={text.close}>
          {editing.open ? <TalkForm talk={editing.talk} onDone={() => setEditing({ open: false, talk: null })} /> : null}
        </DialogContent>
      </Dialog>
      <ConfirmDeleteDialog
        path={deleting ? `${KEY}/${deleting.id}` : null}
        title={t.deleteTitle}
        description={t.deleteConfirm}
        invalidates={KEY}
        successMessage={t.deleted}
        failureMessage={(error) => serverMessage(error) ?? t.deleteFailed}
        onClose={() => setDeleting(null)}
      >
        {deleting ? <p className="font-medium text-white">{deleting.title}</p> : null}
      </ConfirmDeleteDialog>
    </section>
  );
}

function TalkForm({ talk, onDone }: { talk: Talk | null; onDone: () => void }) {
  const baseId = useId();
  const id = (field: Field) => `${baseId}-${field}`;
  const [values, setValues] = useState<Values>(valuesOf(talk));
  const [page, setPage] = useState<TalkPageValues>(() => pageValuesOf(talk));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const errors = submitted ? { ...validate(values, page), ...serverErrors } : serverErrors;
  const { language, text, apiText } = useAdminText();
  const t = TALKS_ADMIN_TEXT[language];
  const serverMessage = useServerMessage();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validate(values, page)).length > 0) return;
    setSaving(true);
    try {
      const body = { ...values, ...pagePayload(page) };
      if (talk) await apiRequest("PUT", `${KEY}/${talk.id}`, body);
      else await apiRequest("POST", KEY, body);
      toast({ title: text.success, description: talk ? t.updated : t.created });
      await invalidateQueries(KEY);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0) setServerErrors(Object.fromEntries(error.issues.map((i) => [i.path, i.message])));
      toast({ title: text.error, description: serverMessage(error) ?? t.saveFailed, variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <DialogHeader>
        <DialogTitle>{talk ? t.editTalk : t.newTalk}</DialogTitle>
        <DialogDescription>{t.dialogText}</DialogDescription>
      </DialogHeader>
      {FIELDS.map(({ field, type, hint }) => ({ field, type, hint: hint ? t.fields.countryHint : undefined, label: t.fields[field as keyof typeof t.fields] })).map(({ field, label, type, hint }) => (
        <div key={field} className="space-y-1.5">
          <Label htmlFor={id(field)}>{label}</Label>
          <Input
            id={id(field)}
            type={type ?? "text"}
            value={values[field]}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={errors[field] ? `${id(field)}-error` : hint ? `${id(field)}-hint` : undefined}
            onChange={(event) => set(field, event.target.value)}
          />
          {hint && !errors[field] ? (
            <p id={`${id(field)}-hint`} className="text-xs text-slate-400">
              {hint}
            </p>
          ) : null}
          {errors[field] ? (
            <p id={`${id(field)}-error`} className="text-sm text-red-300">
              {apiText(errors[field] ?? "")}
            </p>
          ) : null}
        </div>
      ))}
      <div className="space-y-1.5">
        <Label htmlFor={id("language")}>{t.languageOfTalk}</Label>
        <select
          id={id("language")}
          value={values.language}
          onChange={(event) => set("language", event.target.value)}
          className="h-10 w-full rounded-md border border-white/15 bg-slate-950 px-3 text-sm text-slate-100"
        >
          {TALK_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {talkLanguageName(code, language)}
            </option>
          ))}
        </select>
      </div>
      <TalkPageFields
        baseId={baseId}
        values={page}
        errors={errors}
        onChange={(field, value) => {
          setPage((current) => ({ ...current, [field]: value }));
          setServerErrors((current) => ({ ...current, [field === "titlePt" ? "pt.title" : field === "abstractPt" ? "pt.abstract" : field]: undefined }));
        }}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {text.cancel}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {saving ? text.saving : talk ? t.updateTalk : t.createTalk}
        </Button>
      </DialogFooter>
    </form>
  );
}

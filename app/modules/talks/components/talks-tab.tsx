import { CalendarDays, LoaderCircle } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiError, apiRequest } from "#app/modules/admin/api-client.ts";
import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { TALKS_ADMIN_TEXT } from "../talks-admin-text.ts";
import { ConfirmDeleteDialog } from "#app/modules/admin/components/confirm-delete-dialog.tsx";
import { QueryState } from "#app/modules/admin/kit/query-state.tsx";
import { AdminTabHeader, EditorDialog, RecordCard, useRecordEditing } from "#app/modules/admin/kit/record-list.tsx";
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
  const records = useRecordEditing<Talk>();
  const { language, fill, day } = useAdminText();
  const t = TALKS_ADMIN_TEXT[language];
  const serverMessage = useServerMessage();

  return (
    <section aria-labelledby="talks-heading" className="space-y-6">
      <AdminTabHeader id="talks-heading" title={t.title} addLabel={t.newTalk} onAdd={records.create} />
      <QueryState query={talks} loading={t.loading} failed={() => t.loadFailed} empty={{ when: (list) => list.length === 0, message: t.empty }}>
        {(list) => {
          const { upcoming, past } = splitTalks(list);
          return [
            { title: t.upcoming, list: upcoming },
            { title: t.past, list: past },
          ].map(({ title, list: group }) =>
            group.length > 0 ? (
              <div key={title} className="space-y-3">
                <h3 className="text-sm font-semibold tracking-wider text-amber-200 uppercase">{title}</h3>
                <ul className="space-y-3">
                  {group.map((talk) => (
                    <li key={talk.id}>
                      <RecordCard
                        title={talk.title}
                        description={
                          <>
                            <CalendarDays className="mr-1 inline size-4" aria-hidden="true" />
                            {day(talk.date)} · {talk.eventName} · {talk.city}, {talk.country} · {talkLanguageName(talk.language, language)}
                          </>
                        }
                        editLabel={fill(t.edit, { title: talk.title })}
                        deleteLabel={fill(t.delete, { title: talk.title })}
                        onEdit={() => records.edit(talk)}
                        onDelete={() => records.askDelete(talk)}
                      />
                    </li>
                  ))}
                </ul>
              </div>
            ) : null,
          );
        }}
      </QueryState>
      <EditorDialog open={records.editing.open} onOpenChange={records.setOpen}>
        <TalkForm talk={records.editing.record} onDone={records.close} />
      </EditorDialog>
      <ConfirmDeleteDialog
        path={records.deleting ? `${KEY}/${records.deleting.id}` : null}
        title={t.deleteTitle}
        description={t.deleteConfirm}
        invalidates={KEY}
        successMessage={t.deleted}
        failureMessage={(error) => serverMessage(error) ?? t.deleteFailed}
        onClose={records.cancelDelete}
      >
        {records.deleting ? <p className="font-medium text-white">{records.deleting.title}</p> : null}
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

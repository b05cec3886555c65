import { LoaderCircle } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiError, apiRequest, serverMessageOf } from "#app/modules/admin/api-client.ts";
import { ConfirmDeleteDialog } from "#app/modules/admin/components/confirm-delete-dialog.tsx";
import { QueryState } from "#app/modules/admin/kit/query-state.tsx";
import { AdminTabHeader, EditorDialog, RecordCard, useRecordEditing } from "#app/modules/admin/kit/record-list.tsx";
import { invalidateQueries, useApiQuery } from "#app/modules/admin/query-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { type Testimonial, testimonialAttribution } from "../testimonial.ts";
import { TestimonialInputSchema } from "../testimonial.schema.ts";
import { TESTIMONIALS_ADMIN_TEXT, type TestimonialsAdminText } from "../testimonials-admin-text.ts";

const KEY = "/api/testimonials";

interface TalkOption {
  id: number;
  title: string;
  date: string;
  eventName: string;
}

interface Values {
  quote: string;
  quotePt: string;
  person: string;
  role: string;
  organisation: string;
  talkId: string;
  event: string;
  photo: string;
  permissionDate: string;
  featured: boolean;
}
type Errors = Partial<Record<string, string>>;

function useWords(): TestimonialsAdminText {
  return TESTIMONIALS_ADMIN_TEXT[useAdminText().language];
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function valuesOf(testimonial: Testimonial | null): Values {
  return {
    quote: testimonial?.quote ?? "",
    quotePt: testimonial?.pt.quote ?? "",
    person: testimonial?.person ?? "",
    role: testimonial?.role ?? "",
    organisation: testimonial?.organisation ?? "",
    talkId: testimonial?.talkId ? String(testimonial.talkId) : "",
    event: testimonial?.event ?? "",
    photo: testimonial?.photo ?? "",
    permissionDate: testimonial?.permissionDate ?? new Date().toISOString().slice(0, 10),
    featured: testimonial?.featured ?? false,
  };
}

function payload(values: Values) {
  const { quotePt, talkId, ...rest } = values;
  return { ...rest, talkId: talkId ? Number(talkId) : null, pt: { quote: quotePt } };
}

function validate(values: Values): Errors {
  const result = TestimonialInputSchema.safeParse(payload(values));
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

/** The label of the dashboard's tab, in the owner's language. */
export function TestimonialsTabLabel() {
  return <>{useWords().tab}</>;
}

/** Testimonials tab (issue 28): what others said, with the date they allowed its use. */
export function TestimonialsTab() {
  const words = useWords();
  const { language } = useAdminText();
  const list = useApiQuery<Testimonial[]>(KEY);
  const records = useRecordEditing<Testimonial>();
  return (
    <section aria-labelledby="testimonials-heading" className="space-y-6">
      <AdminTabHeader id="testimonials-heading" title={words.heading} intro={words.intro} addLabel={words.add} onAdd={records.create} />
      <QueryState query={list} loading={words.loading} failed={() => words.loadError} empty={{ when: (all) => all.length === 0, message: words.empty }}>
        {(all) => (
          <ul className="space-y-3">
            {all.map((testimonial) => (
              <li key={testimonial.id}>
                <RecordCard
                  title={
                    <>
                      {testimonialAttribution(testimonial)} {testimonial.featured ? <Badge variant="accent">{words.featuredBadge}</Badge> : null}
                    </>
                  }
                  /* In the owner's language when the quote has it. */
                  description={`“${(language === "pt" && testimonial.pt.quote) || testimonial.quote}”`}
                  descriptionClassName="line-clamp-2"
                  editLabel={fill(words.edit, { person: testimonial.person })}
                  deleteLabel={fill(words.remove, { person: testimonial.person })}
                  onEdit={() => records.edit(testimonial)}
                  onDelete={() => records.askDelete(testimonial)}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <EditorDialog open={records.editing.open} onOpenChange={records.setOpen}>
        <TestimonialForm testimonial={records.editing.record} onDone={records.close} />
      </EditorDialog>
      <ConfirmDeleteDialog
        path={records.deleting ? `${KEY}/${records.deleting.id}` : null}
        title={words.deleteTitle}
        description={words.deleteDescription}
        invalidates={KEY}
        successMessage={words.deleted}
        failureMessage={(error) => serverMessageOf(error) ?? words.deleteFailed}
        onClose={records.cancelDelete}
      >
        {records.deleting ? <p className="font-medium text-white">{records.deleting.person}</p> : null}
      </ConfirmDeleteDialog>
    </section>
  );
}

const FIELDS: { field: keyof Values; key: keyof TestimonialsAdminText; error: string; multiline?: boolean; type?: string; hint?: keyof TestimonialsAdminText }[] = [
  { field: "quote", key: "quote", error: "quote", multiline: true },
  { field: "quotePt", key: "quotePt", error: "pt.quote", multiline: true },
  { field: "person", key: "person", error: "person" },
  { field: "role", key: "role", error: "role" },
  { field: "organisation", key: "organisation", error: "organisation" },
  { field: "event", key: "event", error: "event" },
  { field: "photo", key: "photo", error: "photo", hint: "photoHint" },
  { field: "permissionDate", key: "permissionDate", error: "permissionDate", type: "date" },
];

function TestimonialForm({ testimonial, onDone }: { testimonial: Testimonial | null; onDone: () => void }) {
  const words = useWords();
  const baseId = useId();
  const talks = useApiQuery<TalkOption[]>("/api/talks");
  const [values, setValues] = useState<Values>(() => valuesOf(testimonial));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const errors = submitted ? { ...validate(values), ...serverErrors } : serverErrors;
  const id = (field: string) => `${baseId}-${field}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validate(values)).length > 0) return;
    setSaving(true);
    try {
      if (testimonial) await apiRequest("PUT", `${KEY}/${testimonial.id}`, payload(values));
      else await apiRequest("POST", KEY, payload(values));
      toast({ title: words.success, description: words.saved });
      await invalidateQueries(KEY);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0) setServerErrors(Object.fromEntries(error.issues.map((i) => [i.path, i.message])));
      toast({ title: words.error, description: serverMessageOf(error) ?? words.saveFailed, variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  const set = (field: keyof Values, value: string | boolean, errorPath: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [errorPath]: undefined }));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <DialogHeader>
        <DialogTitle>{testimonial ? words.editTitle : words.newTitle}</DialogTitle>
        <DialogDescription>{words.formHint}</DialogDescription>
      </DialogHeader>
      {FIELDS.map(({ field, key, error: errorPath, multiline, type, hint }) => {
        const error = errors[errorPath];
        const describedBy = error ? `${id(field)}-error` : hint ? `${id(field)}-hint` : undefined;
        const common = { id: id(field), value: String(values[field]), "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
        return (
          <div key={field} className="space-y-1.5">
            <Label htmlFor={id(field)}>{words[key]}</Label>
            {multiline ? (
              <Textarea {...common} rows={4} onChange={(event) => set(field, event.target.value, errorPath)} />
            ) : (
              <Input {...common} type={type ?? "text"} onChange={(event) => set(field, event.target.value, errorPath)} />
            )}
            {hint && !error ? (
              <p id={`${id(field)}-hint`} className="text-xs text-slate-400">
                {words[hint]}
              </p>
            ) : null}
            {error ? (
              <p id={`${id(field)}-error`} className="text-sm text-red-300">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="space-y-1.5">
        <Label htmlFor={id("talkId")}>{words.talk}</Label>
        <select
          id={id("talkId")}
          value={values.talkId}
          onChange={(event) => set("talkId", event.target.value, "talkId")}
          className="h-10 w-full rounded-md border border-white/15 bg-slate-950 px-3 text-sm text-slate-100"
        >
          <option value="">{words.noTalk}</option>
          {(talks.data ?? []).map((talk) => (
            <option key={talk.id} value={String(talk.id)}>
              {talk.date} · {talk.title} ({talk.eventName})
            </option>
          ))}
        </select>
        {errors.talkId ? <p className="text-sm text-red-300">{errors.talkId}</p> : null}
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-200">
        <input type="checkbox" checked={values.featured} onChange={(event) => set("featured", event.target.checked, "featured")} className="size-4 accent-amber-300" />
        {words.featured}
      </label>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {words.cancel}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {saving ? words.saving : words.save}
        </Button>
      </DialogFooter>
    </form>
  );
}

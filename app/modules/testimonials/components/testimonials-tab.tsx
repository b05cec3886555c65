import { LoaderCircle, Pencil, Plus, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiError, apiRequest, serverMessageOf } from "#app/modules/admin/api-client.ts";
import { ConfirmDeleteDialog } from "#app/modules/admin/components/confirm-delete-dialog.tsx";
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
  const [editing, setEditing] = useState<{ open: boolean; testimonial: Testimonial | null }>({ open: false, testimonial: null });
  const [deleting, setDeleting] = useState<Testimonial | null>(null);
  return (
    <section aria-labelledby="testimonials-heading" className="space-y-6">
      <div className="flex items-center justify-between gap-4">
        <h2 id="testimonials-heading" className="text-xl font-semibold text-white">
          {words.heading}
        </h2>
        <Button onClick={() => setEditing({ open: true, testimonial: null })}>
          <Plus aria-hidden="true" />
          {words.add}
        </Button>
      </div>
      <p className="text-sm text-slate-300">{words.intro}</p>
      {list.isLoading ? <p role="status">{words.loading}</p> : null}
      {list.error ? <p className="text-red-300">{words.loadError}</p> : null}
      {list.data && list.data.length === 0 ? <p className="text-slate-300">{words.empty}</p> : null}
      <ul className="space-y-3">
        {(list.data ?? []).map((testimonial) => (
          <li key={testimonial.id}>
            <Card>
              <CardHeader className="flex flex-row items-start justify-between gap-4">
                <div>
                  <CardTitle className="text-base">
                    {testimonialAttribution(testimonial)} {testimonial.featured ? <Badge variant="accent">{words.featuredBadge}</Badge> : null}
                  </CardTitle>
                  {/* In the owner's language when the quote has it. */}
                  <CardDescription className="line-clamp-2">“{(language === "pt" && testimonial.pt.quote) || testimonial.quote}”</CardDescription>
                </div>
                <div className="flex gap-1">
                  <Button size="icon" variant="ghost" aria-label={fill(words.edit, { person: testimonial.person })} onClick={() => setEditing({ open: true, testimonial })}>
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button size="icon" variant="ghost" aria-label={fill(words.remove, { person: testimonial.person })} onClick={() => setDeleting(testimonial)}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
      <Dialog open={editing.open} onOpenChange={(open) => setEditing((state) => ({ ...state, open }))}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto">
          {editing.open ? <TestimonialForm testimonial={editing.testimonial} onDone={() => setEditing({ open: false, testimonial: null })} /> : null}
        </DialogContent>
      </Dialog>
      <ConfirmDeleteDialog
        path={deleting ? `${KEY}/${deleting.id}` : null}
        title={words.deleteTitle}
        description={words.deleteDescription}
        invalidates={KEY}
        successMessage={words.deleted}
        failureMessage={(error) => serverMessageOf(error) ?? words.deleteFailed}
        onClose={() => setDeleting(null)}
      >
        {deleting ? <p className="font-medium text-white">{deleting.person}</p> : null}
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

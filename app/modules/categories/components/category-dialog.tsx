import { LoaderCircle } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { submitHandler } from "#app/components/submit-handler.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { slugify } from "#app/lib/slug.ts";
import { ApiError, apiRequest } from "#app/modules/admin/api-client.ts";
import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { invalidateQueries } from "#app/modules/admin/query-client.ts";
import type { Category } from "../category.ts";
import { CategoryInputSchema } from "../category.schema.ts";

type Field = "name" | "slug" | "description" | "ptName" | "ptDescription";
type Errors = Partial<Record<Field, string>>;

const FIELD_BY_PATH: Record<string, Field> = {
  name: "name",
  slug: "slug",
  description: "description",
  "pt.name": "ptName",
  "pt.description": "ptDescription",
};

/** The body of POST/PUT /api/categories: the Portuguese name and description only when a name is given (ADR 020). */
function categoryBody(values: Record<Field, string>) {
  const ptGiven = values.ptName.trim() !== "" || values.ptDescription.trim() !== "";
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    description: values.description.trim(),
    pt: ptGiven ? { name: values.ptName.trim(), description: values.ptDescription.trim() } : null,
  };
}

function validate(values: Record<Field, string>): Errors {
  const result = CategoryInputSchema.safeParse(categoryBody(values));
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = FIELD_BY_PATH[issue.path.map(String).join(".")];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** "New Category" / "Edit Category" (spec §2), mounted fresh on every opening. */
export function CategoryDialog({
  open,
  category,
  onOpenChange,
}: {
  open: boolean;
  category: Category | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { text } = useAdminText();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={text.close}>
        <CategoryForm category={category} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function CategoryForm({ category, onDone }: { category: Category | null; onDone: () => void }) {
  const baseId = useId();
  const id = (field: Field) => `${baseId}-${field}`;
  const isEdit = category !== null;
  const { text: t } = useAdminText();
  const serverMessage = useServerMessage();
  const [values, setValues] = useState<Record<Field, string>>({
    name: category?.name ?? "",
    slug: category?.slug ?? "",
    description: category?.description ?? "",
    ptName: category?.pt?.name ?? "",
    ptDescription: category?.pt?.description ?? "",
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const generatedSlug = useRef(category?.slug ?? "");
  const errors: Errors = submitted ? { ...validate(values), ...serverErrors } : serverErrors;

  const update = (patch: Partial<Record<Field, string>>) => {
    setValues((current) => ({ ...current, ...patch }));
    setServerErrors({});
  };

  const onNameChange = (name: string) => {
    // Same rule as the article title (spec §4): fill the slug while it is empty or still generated.
    if (values.slug === "" || values.slug === generatedSlug.current) {
      generatedSlug.current = slugify(name);
      update({ name, slug: generatedSlug.current });
    } else {
      update({ name });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    setServerError(null);
    const found = validate(values);
    const first = (["name", "slug", "description", "ptName", "ptDescription"] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(id(first))?.focus();
      return;
    }
    setSaving(true);
    try {
      const body = categoryBody(values);
      if (category) await apiRequest("PUT", `/api/categories/${category.id}`, body);
      else await apiRequest("POST", "/api/categories", body);
      toast({ title: t.success, description: isEdit ? t.categoryUpdated : t.categoryCreated });
      void invalidateQueries("/api/categories");
      onDone();
    } catch (error) {
      const message = serverMessage(error);
      if (error instanceof ApiError && error.status === 409 && message) setServerErrors({ slug: message });
      else setServerError(message ?? t.errorTryAgain);
      toast({ title: t.error, description: isEdit ? t.updateCategoryFailed : t.createCategoryFailed, variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  const describedBy = (field: Field, extra?: string) =>
    [extra, errors[field] ? `${id(field)}-error` : undefined].filter(Boolean).join(" ") || undefined;

  return (
    <form onSubmit={submitHandler(submit)} noValidate className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{isEdit ? t.editCategory : t.newCategory}</DialogTitle>
        <DialogDescription>{t.categoryDialogIntro}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={id("name")}>{t.name}</Label>
        <Input
          id={id("name")}
          value={values.name}
          onChange={(event) => onNameChange(event.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy("name")}
          autoComplete="off"
        />
        <FieldError id={`${id("name")}-error`} message={errors.name} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id("slug")}>{t.slug}</Label>
        <Input
          id={id("slug")}
          value={values.slug}
          onChange={(event) => update({ slug: event.target.value })}
          aria-invalid={errors.slug ? true : undefined}
          aria-describedby={describedBy("slug")}
          autoComplete="off"
          spellCheck={false}
        />
        <FieldError id={`${id("slug")}-error`} message={errors.slug} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id("description")}>{t.descriptionOptional}</Label>
        <Textarea
          id={id("description")}
          rows={3}
          value={values.description}
          onChange={(event) => update({ description: event.target.value })}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy("description")}
        />
        <FieldError id={`${id("description")}-error`} message={errors.description} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id("ptName")}>{t.portugueseNameOptional}</Label>
        <Input
          id={id("ptName")}
          lang="pt-BR"
          value={values.ptName}
          onChange={(event) => update({ ptName: event.target.value })}
          aria-invalid={errors.ptName ? true : undefined}
          aria-describedby={describedBy("ptName")}
          autoComplete="off"
        />
        <FieldError id={`${id("ptName")}-error`} message={errors.ptName} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id("ptDescription")}>{t.portugueseDescriptionOptional}</Label>
        <Textarea
          id={id("ptDescription")}
          lang="pt-BR"
          rows={2}
          value={values.ptDescription}
          onChange={(event) => update({ ptDescription: event.target.value })}
          aria-invalid={errors.ptDescription ? true : undefined}
          aria-describedby={describedBy("ptDescription")}
        />
        <FieldError id={`${id("ptDescription")}-error`} message={errors.ptDescription} />
      </div>
      {serverError ? (
        <p role="alert" className="rounded-lg border border-red-400/40 bg-red-950/60 px-4 py-3 text-sm text-red-100">
          {serverError}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={saving}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
          {saving ? t.saving : isEdit ? t.updateCategory : t.createCategory}
        </Button>
      </DialogFooter>
    </form>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  const { apiText } = useAdminText();
  return message ? (
    <p id={id} className="text-sm text-red-300">
      {apiText(message)}
    </p>
  ) : null;
}

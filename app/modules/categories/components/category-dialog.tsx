import { LoaderCircle } from "lucide-react";
import { submitHandler } from "#app/components/submit-handler.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { Field } from "#app/modules/admin/kit/field.tsx";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { Category } from "../category.ts";
import { useCategoryForm } from "./use-category-form.ts";

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
  const { text: t, apiText } = useAdminText();
  const { id, isEdit, values, errors, serverError, saving, update, onNameChange, submit } = useCategoryForm(category, onDone);
  const error = (message: string | undefined) => (message ? apiText(message) : undefined);

  return (
    <form onSubmit={submitHandler(submit)} noValidate className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{isEdit ? t.editCategory : t.newCategory}</DialogTitle>
        <DialogDescription>{t.categoryDialogIntro}</DialogDescription>
      </DialogHeader>
      <Field id={id("name")} label={t.name} error={error(errors.name)}>
        {(control) => <Input {...control} value={values.name} onChange={(event) => onNameChange(event.target.value)} autoComplete="off" />}
      </Field>
      <Field id={id("slug")} label={t.slug} error={error(errors.slug)}>
        {(control) => <Input {...control} value={values.slug} onChange={(event) => update({ slug: event.target.value })} autoComplete="off" spellCheck={false} />}
      </Field>
      <Field id={id("description")} label={t.descriptionOptional} error={error(errors.description)}>
        {(control) => <Textarea {...control} rows={3} value={values.description} onChange={(event) => update({ description: event.target.value })} />}
      </Field>
      <Field id={id("ptName")} label={t.portugueseNameOptional} error={error(errors.ptName)}>
        {(control) => <Input {...control} lang="pt-BR" value={values.ptName} onChange={(event) => update({ ptName: event.target.value })} autoComplete="off" />}
      </Field>
      <Field id={id("ptDescription")} label={t.portugueseDescriptionOptional} error={error(errors.ptDescription)}>
        {(control) => <Textarea {...control} lang="pt-BR" rows={2} value={values.ptDescription} onChange={(event) => update({ ptDescription: event.target.value })} />}
      </Field>
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

import { type FormEvent, useId, useRef, useState } from "react";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiError, apiRequest } from "#app/modules/admin/api-client.ts";
import { invalidateQueries } from "#app/modules/admin/query-client.ts";
import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { Category } from "../category.ts";
import { CATEGORY_FIELDS, type CategoryErrors, type CategoryField, categoryBody, categoryValuesOf, validateCategory, withName } from "./category-form-state.ts";

/** The category dialog's state (spec §2): the values, the slug that follows the name, the errors once sent, the save. */
export function useCategoryForm(category: Category | null, onDone: () => void) {
  const baseId = useId();
  const id = (field: CategoryField) => `${baseId}-${field}`;
  const isEdit = category !== null;
  const { text: t } = useAdminText();
  const serverMessage = useServerMessage();
  const [values, setValues] = useState(() => categoryValuesOf(category));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<CategoryErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const generatedSlug = useRef(category?.slug ?? "");
  const errors: CategoryErrors = submitted ? { ...validateCategory(values), ...serverErrors } : serverErrors;

  const update = (patch: Partial<Record<CategoryField, string>>) => {
    setValues((current) => ({ ...current, ...patch }));
    setServerErrors({});
  };

  const onNameChange = (name: string) => {
    const next = withName(values, generatedSlug.current, name);
    generatedSlug.current = next.generated;
    update(next.patch);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    setServerError(null);
    const found = validateCategory(values);
    const first = CATEGORY_FIELDS.find((field) => found[field]);
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

  return { id, isEdit, values, errors, serverError, saving, update, onNameChange, submit };
}

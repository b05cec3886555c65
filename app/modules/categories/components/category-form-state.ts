import { slugify } from "#app/lib/slug.ts";
import type { Category } from "../category.ts";
import { CategoryInputSchema } from "../category.schema.ts";

export type CategoryField = "name" | "slug" | "description" | "ptName" | "ptDescription";
export type CategoryErrors = Partial<Record<CategoryField, string>>;

const FIELD_BY_PATH: Record<string, CategoryField> = {
  name: "name",
  slug: "slug",
  description: "description",
  "pt.name": "ptName",
  "pt.description": "ptDescription",
};

/** The body of POST/PUT /api/categories: the Portuguese name and description only when a name is given (ADR 020). */
export function categoryBody(values: Record<CategoryField, string>) {
  const ptGiven = values.ptName.trim() !== "" || values.ptDescription.trim() !== "";
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    description: values.description.trim(),
    pt: ptGiven ? { name: values.ptName.trim(), description: values.ptDescription.trim() } : null,
  };
}

/** The schema's first complaint per field, by the form's field names (the API's English; the form translates it). */
export function validateCategory(values: Record<CategoryField, string>): CategoryErrors {
  const result = CategoryInputSchema.safeParse(categoryBody(values));
  if (result.success) return {};
  const errors: CategoryErrors = {};
  for (const issue of result.error.issues) {
    const field = FIELD_BY_PATH[issue.path.map(String).join(".")];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The fields in the form's order: the first wrong one gets the focus. */
export const CATEGORY_FIELDS = ["name", "slug", "description", "ptName", "ptDescription"] as const;

/** The form's values for a category, or empty ones for a new category. */
export const categoryValuesOf = (category: Category | null): Record<CategoryField, string> => ({
  name: category?.name ?? "",
  slug: category?.slug ?? "",
  description: category?.description ?? "",
  ptName: category?.pt?.name ?? "",
  ptDescription: category?.pt?.description ?? "",
});

/**
 * A new name, and the address that goes with it. Same rule as the article title (spec §4): the slug
 * follows the name while it is empty or still the one generated; once typed by hand it stays.
 */
export function withName(values: Record<CategoryField, string>, generated: string, name: string): { patch: Partial<Record<CategoryField, string>>; generated: string } {
  if (values.slug === "" || values.slug === generated) {
    const slug = slugify(name);
    return { patch: { name, slug }, generated: slug };
  }
  return { patch: { name }, generated };
}

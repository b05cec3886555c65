import "#app/lib/zod-config.ts";
import { z } from "zod";
import { textTypeError } from "#app/lib/validation.ts";
import { SLUG_PATTERN } from "#app/lib/slug.ts";

export const CATEGORY_NAME_MIN = 2;
export const CATEGORY_SLUG_MIN = 2;
export const CATEGORY_NAME_MAX = 100;
export const CATEGORY_SLUG_MAX = 100;
export const CATEGORY_DESCRIPTION_MAX = 1_000;

const nameField = (label: string) =>
  z
    .string({ error: textTypeError(label) })
    .trim()
    .min(CATEGORY_NAME_MIN, `${label} must be at least 2 characters`)
    .max(CATEGORY_NAME_MAX, `${label} must be at most ${CATEGORY_NAME_MAX} characters`);

const descriptionField = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(CATEGORY_DESCRIPTION_MAX, `${label} must be at most ${CATEGORY_DESCRIPTION_MAX} characters`)
    .nullish()
    .transform((value) => (value == null || value.trim() === "" ? null : value.trim()));

export const CategoryTranslationInputSchema = z.object(
  { name: nameField("Portuguese name"), description: descriptionField("Portuguese description") },
  { error: "The Portuguese version must be an object with name and description" },
);

export const CategoryInputSchema = z.object(
  {
    name: nameField("Name"),
    slug: z
      .string({ error: textTypeError("Slug") })
      .trim()
      .min(CATEGORY_SLUG_MIN, "Slug must be at least 2 characters")
      .max(CATEGORY_SLUG_MAX, `Slug must be at most ${CATEGORY_SLUG_MAX} characters`)
      .regex(SLUG_PATTERN, "Slug can only contain lowercase letters, numbers, and hyphens"),
    description: descriptionField("Description"),
    /** Portuguese name and description. Omitted: left as they are on update; null: removed. */
    pt: CategoryTranslationInputSchema.nullable().optional(),
  },
  { error: "Request body must be a JSON object" },
);

export type CategoryInput = z.infer<typeof CategoryInputSchema>;

import "#app/lib/zod-config.ts";
import { z } from "zod";
import { textTypeError } from "#app/lib/validation.ts";
import { SLUG_PATTERN } from "#app/modules/articles/article.ts";

export const CATEGORY_NAME_MIN = 2;
export const CATEGORY_SLUG_MIN = 2;
export const CATEGORY_NAME_MAX = 100;
export const CATEGORY_SLUG_MAX = 100;
export const CATEGORY_DESCRIPTION_MAX = 1_000;

export const CategoryInputSchema = z.object(
  {
    name: z
      .string({ error: textTypeError("Name") })
      .trim()
      .min(CATEGORY_NAME_MIN, "Name must be at least 2 characters")
      .max(CATEGORY_NAME_MAX, `Name must be at most ${CATEGORY_NAME_MAX} characters`),
    slug: z
      .string({ error: textTypeError("Slug") })
      .trim()
      .min(CATEGORY_SLUG_MIN, "Slug must be at least 2 characters")
      .max(CATEGORY_SLUG_MAX, `Slug must be at most ${CATEGORY_SLUG_MAX} characters`)
      .regex(SLUG_PATTERN, "Slug can only contain lowercase letters, numbers, and hyphens"),
    description: z
      .string({ error: "Description must be text" })
      .max(CATEGORY_DESCRIPTION_MAX, `Description must be at most ${CATEGORY_DESCRIPTION_MAX} characters`)
      .nullish()
      .transform((value) => (value == null || value.trim() === "" ? null : value.trim())),
  },
  { error: "Request body must be a JSON object" },
);

export type CategoryInput = z.infer<typeof CategoryInputSchema>;

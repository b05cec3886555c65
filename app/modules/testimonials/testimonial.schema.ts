import "#app/lib/zod-config.ts";
import { z } from "zod";
import { IMAGE_PATH_MESSAGE, isSiteImagePath } from "#app/modules/site-content/site-content.schema.ts";

/** The testimonial form of the admin and `POST`/`PUT /api/testimonials` (one schema for both sides). */

const REQUIRED = "This field is required";

function required(max: number) {
  return z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `At most ${max} characters`);
}

/** Optional text: "", null and absent all mean none. */
function optional(max: number) {
  return z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null))
    .refine((value) => value === null || value.length <= max, `At most ${max} characters`);
}

export const TestimonialInputSchema = z.object({
  quote: required(1000),
  person: required(120),
  role: optional(120),
  organisation: optional(120),
  talkId: z
    .union([z.number({ error: "Choose a talk of this site, or none" }).int().positive(), z.null()], { error: "Choose a talk of this site, or none" })
    .optional()
    .transform((value) => value ?? null),
  event: optional(200),
  photo: optional(300).refine((value) => value === null || isSiteImagePath(value), IMAGE_PATH_MESSAGE),
  permissionDate: z
    .string({ error: REQUIRED })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-03-12")
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "Use a date like 2026-03-12"),
  featured: z.boolean({ error: "Featured must be true or false" }).optional().transform((value) => value ?? false),
  pt: z.object({ quote: optional(1000) }, { error: "pt must be an object" }).nullable().optional().transform((value) => ({ quote: value?.quote ?? null })),
});

export type TestimonialInput = z.infer<typeof TestimonialInputSchema>;
export type TestimonialFormValues = z.input<typeof TestimonialInputSchema>;

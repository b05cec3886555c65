import "#app/lib/zod-config.ts";
import { z } from "zod";
import { draftText, draftTime } from "#app/modules/articles/article.schema.ts";
import { PAGE_SHOW_IN } from "./page.ts";

export const PAGE_SLUG_MAX = 100;
export const PAGE_TITLE_MAX = 300;
export const PAGE_EXCERPT_MAX = 1_000;
export const PAGE_CONTENT_MAX = 400_000;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const slug = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(PAGE_SLUG_MAX, `${label} must be at most ${PAGE_SLUG_MAX} characters`)
    .regex(SLUG_PATTERN, `${label} can only contain lowercase letters, numbers, and hyphens`);

const excerpt = z
  .string({ error: "Excerpt must be text" })
  .max(PAGE_EXCERPT_MAX, `Excerpt must be at most ${PAGE_EXCERPT_MAX} characters`)
  .nullish()
  .transform((value) => (value == null || value.trim() === "" ? null : value.trim()));

const publishAt = z
  .string({ error: "Publish time must be a date and time with a time zone, e.g. 2026-12-01T09:00:00Z" })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/, "Publish time must be a date and time with a time zone, e.g. 2026-12-01T09:00:00Z")
  .refine((value) => !Number.isNaN(Date.parse(value)), "Publish time is not a valid date")
  .transform((value) => new Date(Date.parse(value)).toISOString())
  .nullish()
  .transform((value) => value ?? null);

const translation = (prefix: string) =>
  z.object({
    slug: slug(`${prefix}slug`.replace(/^./, (c) => c.toUpperCase())),
    title: text(`${prefix}title`.replace(/^./, (c) => c.toUpperCase()), PAGE_TITLE_MAX),
    content: text(`${prefix}content`.replace(/^./, (c) => c.toUpperCase()), PAGE_CONTENT_MAX),
    excerpt,
    published: z.boolean({ error: "Published must be true or false" }),
    publishAt,
  });

/** `POST /api/pages`, `PUT /api/pages/{id}` (issue 27). */
export const PageInputSchema = translation("").extend({
  showIn: z.enum(PAGE_SHOW_IN, { error: 'Show in must be "none", "header" or "footer"' }).default("none"),
  pt: translation("Portuguese ").nullish().transform((value) => value ?? null),
});
export type PageInput = z.infer<typeof PageInputSchema>;

/** One language's fields in a draft; `label("Title")` names a field in messages. */
const draftVersion = (label: (field: string) => string) => ({
  title: draftText(PAGE_TITLE_MAX, label("Title")),
  slug: draftText(PAGE_SLUG_MAX, label("Slug")),
  excerpt: draftText(PAGE_EXCERPT_MAX, label("Excerpt")),
  content: draftText(PAGE_CONTENT_MAX, label("Content")),
  published: z.boolean({ error: "Published must be true or false" }).optional(),
  publishAt: draftTime,
});

/**
 * What the page editor autosaves (ADR 044, as articles: ADR 021): the page's fields, none required,
 * so that work in progress is kept whatever its state. Saving a draft never changes what visitors see.
 */
export const PageDraftSchema = z.object(
  {
    ...draftVersion((field) => field),
    showIn: z.enum(PAGE_SHOW_IN, { error: 'Show in must be "none", "header" or "footer"' }).optional(),
    pt: z
      .object(draftVersion((field) => `Portuguese ${field.toLowerCase()}`), { error: "The Portuguese version must be an object" })
      .nullish()
      .transform((value) => value ?? null),
  },
  { error: "Request body must be a JSON object" },
);
export type PageDraft = z.infer<typeof PageDraftSchema>;

import "#app/lib/zod-config.ts";
import { z } from "zod";
import { textTypeError } from "#app/lib/validation.ts";
import { SLUG_PATTERN } from "./article.ts";

export const ARTICLE_TITLE_MIN = 3;
export const ARTICLE_SLUG_MIN = 3;
export const ARTICLE_CONTENT_MIN = 10;
export const ARTICLE_TITLE_MAX = 300;
export const ARTICLE_SLUG_MAX = 200;
export const ARTICLE_EXCERPT_MAX = 1_000;
export const ARTICLE_CONTENT_MAX = 400_000;
export const URL_MAX = 2_000;

const SLUG_MESSAGE = "Slug can only contain lowercase letters, numbers, and hyphens";

/** Empty strings and null both mean "not given". */
const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value == null || value.trim() === "" ? null : value.trim()));

/** An http(s) URL or a site-relative path such as /uploads/images/abc.webp. */
const optionalImageUrl = z
  .string({ error: "Cover image must be a URL" })
  .max(URL_MAX, `Cover image URL must be at most ${URL_MAX} characters`)
  .nullish()
  .transform((value) => (value == null || value.trim() === "" ? null : value.trim()))
  .refine((value) => value === null || /^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>/][^\s"'<>]*)$/i.test(value), {
    message: "Cover image must be an http(s) URL or a path starting with /",
  });

/** 'none', '' and null mean no category (spec §5); numbers may arrive as strings from forms. */
const categoryIdField = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === "" || value === "none") return null;
    if (typeof value === "string" && /^\d+$/.test(value)) return Number(value);
    return value;
  },
  z
    .number({ error: "Category must be a category id or none" })
    .int()
    .positive()
    // Ids are 32-bit integers; a larger one names no category (PostgreSQL would fail the query).
    .max(2_147_483_647, "The selected category does not exist")
    .nullable(),
);

export const ArticleSlugSchema = z
  .string({ error: textTypeError("Slug") })
  .trim()
  .min(ARTICLE_SLUG_MIN, "Slug must be at least 3 characters")
  .max(ARTICLE_SLUG_MAX, `Slug must be at most ${ARTICLE_SLUG_MAX} characters`)
  .regex(SLUG_PATTERN, SLUG_MESSAGE);

const titleField = (label: string) =>
  z
    .string({ error: textTypeError(label) })
    .trim()
    .min(ARTICLE_TITLE_MIN, `${label} must be at least 3 characters`)
    .max(ARTICLE_TITLE_MAX, `${label} must be at most ${ARTICLE_TITLE_MAX} characters`);

const contentField = (label: string) =>
  z
    .string({ error: textTypeError(label) })
    .refine((value) => value.trim().length >= ARTICLE_CONTENT_MIN, `${label} must be at least 10 characters`)
    .refine((value) => value.length <= ARTICLE_CONTENT_MAX, `${label} must be at most ${ARTICLE_CONTENT_MAX} characters`);

export const ArticleTranslationInputSchema = z.object(
  {
    title: titleField("Portuguese title"),
    excerpt: optionalText(ARTICLE_EXCERPT_MAX, "Portuguese excerpt"),
    content: contentField("Portuguese content"),
  },
  { error: "The Portuguese version must be an object with title, excerpt and content" },
);

export const ArticleInputSchema = z.object(
  {
    title: titleField("Title"),
    slug: ArticleSlugSchema,
    content: contentField("Content"),
    excerpt: optionalText(ARTICLE_EXCERPT_MAX, "Excerpt"),
    coverImage: optionalImageUrl,
    published: z.boolean({ error: "Published must be true or false" }).default(false),
    featured: z.boolean({ error: "Featured must be true or false" }).default(false),
    categoryId: categoryIdField,
    /** Optional Portuguese version. Omitted: left as it is on update; null: removed. */
    pt: ArticleTranslationInputSchema.nullable().optional(),
  },
  { error: "Request body must be a JSON object" },
);

export type ArticleInput = z.infer<typeof ArticleInputSchema>;

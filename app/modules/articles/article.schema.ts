import "#app/lib/zod-config.ts";
import { z } from "zod";
import { textTypeError } from "#app/lib/validation.ts";
import { SLUG_PATTERN } from "#app/lib/slug.ts";

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

const titleField = (label: string) =>
  z
    .string({ error: textTypeError(label) })
    .trim()
    .min(ARTICLE_TITLE_MIN, `${label} must be at least 3 characters`)
    .max(ARTICLE_TITLE_MAX, `${label} must be at most ${ARTICLE_TITLE_MAX} characters`);

/** Readable characters of article HTML: tags and entities are not text (an empty editor sends "<p></p>"). */
export function readableLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim().length;
}

/** The content rule of spec §5, the same in the form and in the API: 10 readable characters, or an image. */
export function meetsContentMinimum(html: string): boolean {
  return readableLength(html) >= ARTICLE_CONTENT_MIN || html.includes("<img");
}

const contentField = (label: string) =>
  z
    .string({ error: textTypeError(label) })
    .refine(meetsContentMinimum, `${label} must be at least 10 characters`)
    .refine((value) => value.length <= ARTICLE_CONTENT_MAX, `${label} must be at most ${ARTICLE_CONTENT_MAX} characters`);

/** Latest accepted date: far enough for any schedule, small enough for every engine and Date. */
const EARLIEST_TIME_MS = Date.UTC(1000, 0, 1);
const LATEST_TIME_MS = Date.UTC(9999, 11, 31);
export const TIME_MAX = 40;

/** Whether `YYYY-MM-DD` names a day that exists (Date.parse rolls 2026-02-31 over into March). */
function isCalendarDate(text: string): boolean {
  const [year, month, day] = text.split("-").map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A moment with its time zone (`2026-12-01T09:00:00Z`, `2026-12-01T09:00:00-03:00`), stored as
 * ISO-8601 UTC so that text comparison orders it (ADR 004). Null clears; omitted leaves it as it is.
 */
const timeField = (label: string) =>
  z
    .string({ error: `${label} must be a date and time, e.g. 2026-12-01T09:00:00Z` })
    .max(TIME_MAX, `${label} must be a date and time, e.g. 2026-12-01T09:00:00Z`)
    .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(value.trim()), {
      message: `${label} must be a date and time with a time zone, e.g. 2026-12-01T09:00:00Z`,
    })
    .transform((value, ctx) => {
      const ms = Date.parse(value.trim());
      if (Number.isNaN(ms) || ms < EARLIEST_TIME_MS || ms > LATEST_TIME_MS || !isCalendarDate(value.trim().slice(0, 10))) {
        ctx.addIssue({ code: "custom", message: `${label} is not a valid date` });
        return z.NEVER;
      }
      return new Date(ms).toISOString();
    })
    .nullable()
    .optional();

const publishedFlag = (label: string) => z.boolean({ error: `${label} must be true or false` });

const slugField = (label: string) =>
  z
    .string({ error: textTypeError(label) })
    .trim()
    .min(ARTICLE_SLUG_MIN, `${label} must be at least 3 characters`)
    .max(ARTICLE_SLUG_MAX, `${label} must be at most ${ARTICLE_SLUG_MAX} characters`)
    .regex(SLUG_PATTERN, label === "Slug" ? SLUG_MESSAGE : `${label} can only contain lowercase letters, numbers, and hyphens`);

/**
 * The Portuguese version. `slug` defaults to the one it had, else to the English slug; `published`
 * defaults to the article's `published` (clients of ADR 008 send neither).
 */
export const ArticleTranslationInputSchema = z.object(
  {
    title: titleField("Portuguese title"),
    slug: slugField("Portuguese slug").nullish(),
    excerpt: optionalText(ARTICLE_EXCERPT_MAX, "Portuguese excerpt"),
    content: contentField("Portuguese content"),
    published: publishedFlag("Portuguese published").optional(),
    publishAt: timeField("Portuguese publishAt"),
    publishedAt: timeField("Portuguese publishedAt"),
    /** Issue 25: e-mail this version to the Portuguese subscribers when it goes live. */
    newsletter: z.boolean({ error: "Portuguese newsletter must be true or false" }).default(false),
  },
  { error: "The Portuguese version must be an object with title, excerpt and content" },
);

/**
 * An article (spec §7 plus ADR 008 and ADR 020). The English text (`title`, `slug`, `content`) is
 * required unless all three are absent and a Portuguese version is given: an article may exist in
 * Portuguese only. `publishAt` schedules the English version, `publishedAt` backdates it.
 */
export const ArticleInputSchema = z
  .object(
    {
      title: titleField("Title").nullish(),
      slug: slugField("Slug").nullish(),
      content: contentField("Content").nullish(),
      excerpt: optionalText(ARTICLE_EXCERPT_MAX, "Excerpt"),
      coverImage: optionalImageUrl,
      published: publishedFlag("Published").default(false),
      featured: z.boolean({ error: "Featured must be true or false" }).default(false),
      categoryId: categoryIdField,
      publishAt: timeField("publishAt"),
      publishedAt: timeField("publishedAt"),
      /** Issue 25: e-mail the English version to the English subscribers when it goes live. */
      newsletter: z.boolean({ error: "Newsletter must be true or false" }).default(false),
      /** Optional Portuguese version. Omitted: left as it is on update; null: removed. */
      pt: ArticleTranslationInputSchema.nullable().optional(),
    },
    { error: "Request body must be a JSON object" },
  )
  .superRefine((input, ctx) => {
    const given = [input.title, input.slug, input.content].map((value) => value !== undefined && value !== null);
    // Portuguese only: nothing of the English version is given.
    if (!given.some(Boolean) && input.pt) return;
    const labels = [
      ["title", "Title is required"],
      ["slug", "Slug is required"],
      ["content", "Content is required"],
    ] as const;
    labels.forEach(([path, message], index) => {
      if (!given[index]) ctx.addIssue({ code: "custom", path: [path], message });
    });
  });

export type ArticleInput = z.infer<typeof ArticleInputSchema>;
export type ArticleTranslationInput = z.infer<typeof ArticleTranslationInputSchema>;

/** Text of an autosaved draft: anything up to the limits, nothing required (the owner is still typing). Pages use it too. */
export const draftText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value ?? "");

/** A time in an autosaved draft (articles and pages): any text up to the limit, or null. */
export const draftTime = z
  .string({ error: "Times must be text" })
  .max(TIME_MAX, `Times must be at most ${TIME_MAX} characters`)
  .nullish()
  .transform((value) => value ?? null);

const DraftPublicationShape = {
  published: z.boolean({ error: "Published must be true or false" }).optional(),
  publishAt: draftTime,
  publishedAt: draftTime,
};

export const ArticleDraftTranslationSchema = z.object(
  {
    title: draftText(ARTICLE_TITLE_MAX, "Portuguese title"),
    slug: draftText(ARTICLE_SLUG_MAX, "Portuguese slug"),
    excerpt: draftText(ARTICLE_EXCERPT_MAX, "Portuguese excerpt"),
    content: draftText(ARTICLE_CONTENT_MAX, "Portuguese content"),
    ...DraftPublicationShape,
  },
  { error: "The Portuguese version must be an object" },
);

/**
 * What the editor autosaves (ADR 021): the same fields as an article, none required, so that work in
 * progress is kept whatever its state. Saving a draft never changes what visitors see.
 */
export const ArticleDraftSchema = z.object(
  {
    title: draftText(ARTICLE_TITLE_MAX, "Title"),
    slug: draftText(ARTICLE_SLUG_MAX, "Slug"),
    content: draftText(ARTICLE_CONTENT_MAX, "Content"),
    excerpt: draftText(ARTICLE_EXCERPT_MAX, "Excerpt"),
    coverImage: draftText(URL_MAX, "Cover image"),
    categoryId: z
      .number({ error: "Category must be a category id or null" })
      .int()
      .positive()
      .max(2_147_483_647)
      .nullish()
      .transform((value) => value ?? null),
    featured: z.boolean({ error: "Featured must be true or false" }).default(false),
    ...DraftPublicationShape,
    pt: ArticleDraftTranslationSchema.nullish().transform((value) => value ?? null),
  },
  { error: "Request body must be a JSON object" },
);

export type ArticleDraft = z.infer<typeof ArticleDraftSchema>;

export const PREVIEW_LINK_DAYS_DEFAULT = 7;
export const PREVIEW_LINK_DAYS_MAX = 90;

export const PreviewLinkInputSchema = z
  .object(
    {
      expiresInDays: z
        .number({ error: "expiresInDays must be a number of days" })
        .positive("expiresInDays must be more than 0")
        .max(PREVIEW_LINK_DAYS_MAX, `expiresInDays must be at most ${PREVIEW_LINK_DAYS_MAX}`)
        .default(PREVIEW_LINK_DAYS_DEFAULT),
    },
    { error: "Request body must be a JSON object" },
  )
  .default({ expiresInDays: PREVIEW_LINK_DAYS_DEFAULT });

/** `GET /api/articles`: articles per page when `pageSize` is absent, and the most a client may ask for (ADR 035). */
export const API_ARTICLES_PAGE_SIZE = 100;
/** A page number beyond any archive: bounds the ETag and cache keys a client can make up. */
export const API_ARTICLES_PAGE_MAX = 1_000_000;

const pageNumber = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max}`);

/**
 * The public list's paging (ADR 035): `page` from 1, `pageSize` 1-100 (a larger one is served as 100,
 * as the Link header then says). Absent: the first 100, which is the whole archive of a small site,
 * exactly as spec §7's client reads it.
 */
export const ArticlesPageQuerySchema = z.object({
  page: pageNumber("page", API_ARTICLES_PAGE_MAX).default(1),
  pageSize: pageNumber("pageSize", Number.MAX_SAFE_INTEGER)
    .default(API_ARTICLES_PAGE_SIZE)
    .transform((size) => Math.min(size, API_ARTICLES_PAGE_SIZE)),
});
export type ArticlesPageQuery = z.infer<typeof ArticlesPageQuerySchema>;

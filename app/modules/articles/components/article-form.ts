import { fromLocalInput, toLocalInput } from "#app/lib/local-time.ts";
import { slugify } from "#app/lib/slug.ts";
import type { Article } from "../article.ts";
import { type ArticleDraft, ArticleInputSchema, meetsContentMinimum, readableLength } from "../article.schema.ts";

/**
 * The article dialog's fields: an English and a Portuguese version, either of them optional (ADR 020),
 * each with its publication settings. Times are datetime-local values in the owner's time zone.
 */
export interface ArticleFormValues {
  title: string;
  slug: string;
  categoryId: string;
  content: string;
  excerpt: string;
  coverImage: string;
  published: boolean;
  featured: boolean;
  publishAt: string;
  publishedAt: string;
  ptTitle: string;
  ptSlug: string;
  ptExcerpt: string;
  ptContent: string;
  ptPublished: boolean;
  ptPublishAt: string;
  ptPublishedAt: string;
  /** Issue 25: e-mail the version to its language's subscribers when it goes live. */
  newsletter: boolean;
  ptNewsletter: boolean;
}

export type ArticleField = keyof ArticleFormValues;
export type ArticleFormErrors = Partial<Record<ArticleField, string>>;

export const NO_CATEGORY = "none";
export const CONTENT_MIN_MESSAGE = "Content must be at least 10 characters";
export const PT_CONTENT_MIN_MESSAGE = "Portuguese content must be at least 10 characters";
const INVALID_TIME_MESSAGE = "Enter a date and a time";

/** Fields of the Portuguese tab, to show that tab when one of them is wrong. */
export const PORTUGUESE_FIELDS: readonly ArticleField[] = ["ptTitle", "ptSlug", "ptExcerpt", "ptContent", "ptPublishAt", "ptPublishedAt"];

/** Editing pre-fills the form; a new article starts empty, draft and not featured (spec §4, §5). */
export function articleFormValues(article: Article | null): ArticleFormValues {
  return {
    title: article?.title ?? "",
    slug: article?.slug ?? "",
    categoryId: article?.categoryId != null ? String(article.categoryId) : NO_CATEGORY,
    content: article?.content ?? "",
    excerpt: article?.excerpt ?? "",
    coverImage: article?.coverImage ?? "",
    published: article?.published ?? false,
    featured: article?.featured ?? false,
    newsletter: article?.newsletter ?? false,
    ptNewsletter: article?.pt?.newsletter ?? false,
    publishAt: toLocalInput(article?.publishAt),
    publishedAt: toLocalInput(article?.publishedAt),
    ptTitle: article?.pt?.title ?? "",
    ptSlug: article?.pt?.slug ?? "",
    ptExcerpt: article?.pt?.excerpt ?? "",
    ptContent: article?.pt?.content ?? "",
    // A new Portuguese version goes live with the English one unless told otherwise.
    ptPublished: article?.pt ? article.pt.published : (article?.published ?? false),
    ptPublishAt: toLocalInput(article?.pt?.publishAt),
    ptPublishedAt: toLocalInput(article?.pt?.publishedAt),
  };
}

/**
 * Spec §4: the title fills the slug while the slug is empty or still the one generated before
 * (for an edited article: still its saved slug). A slug typed by hand is never overwritten.
 */
export function nextSlug(currentSlug: string, generatedSlug: string, newTitle: string, make: (title: string) => string = slugify): string | null {
  return currentSlug === "" || currentSlug === generatedSlug ? make(newTitle) : null;
}

function hasContent(html: string): boolean {
  return readableLength(html) > 0 || html.includes("<img");
}

export function hasEnglishVersion(values: ArticleFormValues): boolean {
  return values.title.trim() !== "" || values.slug.trim() !== "" || values.excerpt.trim() !== "" || hasContent(values.content);
}

export function hasPortugueseVersion(values: ArticleFormValues): boolean {
  return values.ptTitle.trim() !== "" || values.ptExcerpt.trim() !== "" || values.ptSlug.trim() !== "" || hasContent(values.ptContent);
}

/** A time field: ISO, null when empty; undefined keeps the stored value (the field was left empty). */
function timeOrNull(local: string): string | null {
  return local.trim() === "" ? null : (fromLocalInput(local) ?? local);
}

/**
 * The body of POST /api/articles and PUT /api/articles/{id} (spec §7 plus ADR 008 and ADR 020). The
 * English fields are null only for an article written in Portuguese alone; without any text they are
 * sent as typed, so that the spec's messages name what is missing.
 */
export function articlePayload(values: ArticleFormValues) {
  const english = hasEnglishVersion(values) || !hasPortugueseVersion(values);
  const publishedAt = values.publishedAt.trim() === "" ? undefined : timeOrNull(values.publishedAt);
  const ptPublishedAt = values.ptPublishedAt.trim() === "" ? undefined : timeOrNull(values.ptPublishedAt);
  return {
    title: english ? values.title.trim() : null,
    slug: english ? values.slug.trim() : null,
    content: english ? values.content : null,
    excerpt: english ? values.excerpt.trim() : "",
    coverImage: values.coverImage.trim(),
    published: english && values.published,
    featured: values.featured,
    newsletter: english && values.newsletter,
    publishAt: english && !values.published ? timeOrNull(values.publishAt) : null,
    ...(english && publishedAt ? { publishedAt } : {}),
    // A category of "none" or empty is sent as null, otherwise as a number (spec §5).
    categoryId: values.categoryId === NO_CATEGORY || values.categoryId === "" ? null : Number(values.categoryId),
    pt: hasPortugueseVersion(values)
      ? {
          title: values.ptTitle.trim(),
          slug: values.ptSlug.trim() === "" ? null : values.ptSlug.trim(),
          excerpt: values.ptExcerpt.trim(),
          content: values.ptContent,
          published: values.ptPublished,
          publishAt: values.ptPublished ? null : timeOrNull(values.ptPublishAt),
          ...(ptPublishedAt ? { publishedAt: ptPublishedAt } : {}),
          newsletter: values.ptNewsletter,
        }
      : null,
  };
}

/** What the editor autosaves (PUT /api/articles/{id}/draft): every field as typed. */
export function draftPayload(values: ArticleFormValues): ArticleDraft {
  return {
    title: values.title,
    slug: values.slug,
    content: values.content,
    excerpt: values.excerpt,
    coverImage: values.coverImage,
    categoryId: values.categoryId === NO_CATEGORY || values.categoryId === "" ? null : Number(values.categoryId),
    featured: values.featured,
    published: values.published,
    publishAt: fromLocalInput(values.publishAt),
    publishedAt: fromLocalInput(values.publishedAt),
    pt: hasPortugueseVersion(values)
      ? {
          title: values.ptTitle,
          slug: values.ptSlug,
          excerpt: values.ptExcerpt,
          content: values.ptContent,
          published: values.ptPublished,
          publishAt: fromLocalInput(values.ptPublishAt),
          publishedAt: fromLocalInput(values.ptPublishedAt),
        }
      : null,
  };
}

/** The form's fields from an autosaved draft (or a restored revision); publication settings it lacks stay as they are. */
export function valuesFromDraft(draft: ArticleDraft, current: ArticleFormValues): ArticleFormValues {
  return {
    ...current,
    title: draft.title,
    slug: draft.slug,
    content: draft.content,
    excerpt: draft.excerpt,
    coverImage: draft.coverImage,
    categoryId: draft.categoryId === null ? NO_CATEGORY : String(draft.categoryId),
    featured: draft.featured,
    published: draft.published ?? current.published,
    publishAt: draft.publishAt !== null ? toLocalInput(draft.publishAt) : current.publishAt,
    publishedAt: draft.publishedAt !== null ? toLocalInput(draft.publishedAt) : current.publishedAt,
    ptTitle: draft.pt?.title ?? "",
    ptSlug: draft.pt?.slug ?? "",
    ptExcerpt: draft.pt?.excerpt ?? "",
    ptContent: draft.pt?.content ?? "",
    ptPublished: draft.pt?.published ?? current.ptPublished,
    ptPublishAt: draft.pt?.publishAt ? toLocalInput(draft.pt.publishAt) : current.ptPublishAt,
    ptPublishedAt: draft.pt?.publishedAt ? toLocalInput(draft.pt.publishedAt) : current.ptPublishedAt,
  };
}

const FIELD_BY_PATH: Record<string, ArticleField> = {
  title: "title",
  slug: "slug",
  content: "content",
  excerpt: "excerpt",
  coverImage: "coverImage",
  categoryId: "categoryId",
  published: "published",
  featured: "featured",
  publishAt: "publishAt",
  publishedAt: "publishedAt",
  "pt.title": "ptTitle",
  "pt.slug": "ptSlug",
  "pt.excerpt": "ptExcerpt",
  "pt.content": "ptContent",
  "pt.publishAt": "ptPublishAt",
  "pt.publishedAt": "ptPublishedAt",
};

/** Maps server or schema issues (`path`, `message`) onto the form's fields; the first message per field wins. */
export function errorsFromIssues(issues: { path: string; message: string }[]): ArticleFormErrors {
  const errors: ArticleFormErrors = {};
  for (const issue of issues) {
    const field = FIELD_BY_PATH[issue.path];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Spec §5 with its exact messages; content is measured as readable text, so "<p></p>" is empty. */
export function validateArticleForm(values: ArticleFormValues): ArticleFormErrors {
  const payload = articlePayload(values);
  const result = ArticleInputSchema.safeParse(payload);
  const errors = result.success
    ? {}
    : errorsFromIssues(result.error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message })));
  if (payload.title !== null && !errors.content && !meetsContentMinimum(values.content)) {
    errors.content = CONTENT_MIN_MESSAGE;
  }
  if (hasPortugueseVersion(values) && !errors.ptContent && !meetsContentMinimum(values.ptContent)) {
    errors.ptContent = PT_CONTENT_MIN_MESSAGE;
  }
  if (payload.pt && payload.pt.slug === null && payload.title === null && !errors.ptSlug) {
    errors.ptSlug = "Portuguese slug is required when the article has no English version";
  }
  for (const [field, value] of [
    ["publishAt", values.publishAt],
    ["publishedAt", values.publishedAt],
    ["ptPublishAt", values.ptPublishAt],
    ["ptPublishedAt", values.ptPublishedAt],
  ] as const) {
    if (value.trim() !== "" && fromLocalInput(value) === null) errors[field] = INVALID_TIME_MESSAGE;
    else if ((field === "publishedAt" || field === "ptPublishedAt") && value.trim() !== "" && Date.parse(fromLocalInput(value) ?? "") > Date.now()) {
      errors[field] = "The publication date cannot be in the future; schedule the article instead";
    }
  }
  return errors;
}

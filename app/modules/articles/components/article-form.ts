import { type Article, slugify } from "../article.ts";
import { ArticleInputSchema } from "../article.schema.ts";

/** The article dialog's fields; the Portuguese version is optional (ADR 008). */
export interface ArticleFormValues {
  title: string;
  slug: string;
  categoryId: string;
  content: string;
  excerpt: string;
  coverImage: string;
  published: boolean;
  featured: boolean;
  ptTitle: string;
  ptExcerpt: string;
  ptContent: string;
}

export type ArticleField = keyof ArticleFormValues;
export type ArticleFormErrors = Partial<Record<ArticleField, string>>;

export const NO_CATEGORY = "none";
export const CONTENT_MIN_MESSAGE = "Content must be at least 10 characters";
export const PT_CONTENT_MIN_MESSAGE = "Portuguese content must be at least 10 characters";

/** Readable text of editor HTML, for the "at least 10 characters" rule (an empty editor is "<p></p>"). */
export function editorTextLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim().length;
}

/** Fields of the Portuguese tab, to show that tab when one of them is wrong. */
export const PORTUGUESE_FIELDS: readonly ArticleField[] = ["ptTitle", "ptExcerpt", "ptContent"];

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
    ptTitle: article?.pt?.title ?? "",
    ptExcerpt: article?.pt?.excerpt ?? "",
    ptContent: article?.pt?.content ?? "",
  };
}

/**
 * Spec §4: the title fills the slug while the slug is empty or still the one generated before
 * (for an edited article: still its saved slug). A slug typed by hand is never overwritten.
 */
export function nextSlug(currentSlug: string, generatedSlug: string, newTitle: string): string | null {
  return currentSlug === "" || currentSlug === generatedSlug ? slugify(newTitle) : null;
}

export function hasPortugueseVersion(values: ArticleFormValues): boolean {
  return values.ptTitle.trim() !== "" || values.ptExcerpt.trim() !== "" || values.ptContent !== "";
}

/** The body of POST /api/articles and PUT /api/articles/{id} (spec §7 plus `pt`). */
export function articlePayload(values: ArticleFormValues) {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    content: values.content,
    excerpt: values.excerpt.trim(),
    coverImage: values.coverImage.trim(),
    published: values.published,
    featured: values.featured,
    // A category of "none" or empty is sent as null, otherwise as a number (spec §5).
    categoryId: values.categoryId === NO_CATEGORY || values.categoryId === "" ? null : Number(values.categoryId),
    pt: hasPortugueseVersion(values)
      ? { title: values.ptTitle.trim(), excerpt: values.ptExcerpt.trim(), content: values.ptContent }
      : null,
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
  "pt.title": "ptTitle",
  "pt.excerpt": "ptExcerpt",
  "pt.content": "ptContent",
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
  const result = ArticleInputSchema.safeParse(articlePayload(values));
  const errors = result.success
    ? {}
    : errorsFromIssues(result.error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message })));
  if (!errors.content && editorTextLength(values.content) < 10 && !values.content.includes("<img")) {
    errors.content = CONTENT_MIN_MESSAGE;
  }
  if (hasPortugueseVersion(values) && !errors.ptContent && editorTextLength(values.ptContent) < 10 && !values.ptContent.includes("<img")) {
    errors.ptContent = PT_CONTENT_MIN_MESSAGE;
  }
  return errors;
}

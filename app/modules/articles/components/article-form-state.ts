import { slugifyWithoutAccents } from "#app/lib/slug.ts";
import type { Article } from "../article.ts";
import type { ArticleDraft } from "../article.schema.ts";
import {
  type ArticleField,
  type ArticleFormErrors,
  type ArticleFormValues,
  articleFormValues,
  nextSlug,
  validateArticleForm,
  valuesFromDraft,
} from "./article-form.ts";

/**
 * The article editor's state without React (`useArticleForm` keeps it with `useReducer`): the values,
 * whether they changed, the slug rule of each version, and which messages show.
 */
export interface ArticleFormState {
  /** What the form opened with: discarding the changes goes back to it. */
  initial: ArticleFormValues;
  values: ArticleFormValues;
  dirty: boolean;
  /** Messages appear after the first submit and then follow every change. */
  submitted: boolean;
  /** The server's messages stay until their field changes. */
  serverErrors: ArticleFormErrors;
  /** The last slug the title made (for an edited article: its saved slug); a slug typed by hand differs from it. */
  generatedSlug: string;
  generatedPtSlug: string;
  /** A public Portuguese version keeps its address: its title no longer moves its slug. */
  ptSlugFixed: boolean;
  /** While the two versions share their state and the Portuguese switch is untouched, it follows the English one. */
  ptFollows: boolean;
  /** Editors take their HTML once: a restored draft or revision mounts new ones. */
  editorKey: number;
}

export type ArticleFormAction =
  | { type: "change"; patch: Partial<ArticleFormValues> }
  | { type: "title"; title: string }
  | { type: "ptTitle"; ptTitle: string }
  | { type: "published"; published: boolean }
  | { type: "ptPublished"; ptPublished: boolean }
  | { type: "loadDraft"; draft: ArticleDraft }
  | { type: "submit" }
  | { type: "serverErrors"; errors: ArticleFormErrors }
  | { type: "discard" };

export function initialArticleFormState(article: Article | null): ArticleFormState {
  return stateOf(articleFormValues(article), article?.pt?.publishedAt != null, 0);
}

/** The form as it opens with `initial`: nothing changed, nothing reported, each slug still made by its title. */
function stateOf(initial: ArticleFormValues, ptSlugFixed: boolean, editorKey: number): ArticleFormState {
  return {
    initial,
    values: initial,
    dirty: false,
    submitted: false,
    serverErrors: {},
    generatedSlug: initial.slug,
    generatedPtSlug: initial.ptSlug,
    ptSlugFixed,
    ptFollows: initial.ptPublished === initial.published && initial.publishAt === "" && initial.ptPublishAt === "",
    editorKey,
  };
}

/** A change by the owner: the form is dirty, and the server's messages about the changed fields go. */
function change(state: ArticleFormState, patch: Partial<ArticleFormValues>): ArticleFormState {
  const fields = Object.keys(patch) as ArticleField[];
  let serverErrors = state.serverErrors;
  if (fields.some((field) => field in serverErrors)) {
    serverErrors = { ...serverErrors };
    for (const field of fields) delete serverErrors[field];
  }
  return { ...state, dirty: true, values: { ...state.values, ...patch }, serverErrors };
}

export function articleFormReducer(state: ArticleFormState, action: ArticleFormAction): ArticleFormState {
  switch (action.type) {
    case "change":
      return change(state, action.patch);
    case "title": {
      // Spec §4: the English slug follows the title until the owner edits it.
      const slug = nextSlug(state.values.slug, state.generatedSlug, action.title);
      if (slug === null) return change(state, { title: action.title });
      return { ...change(state, { title: action.title, slug }), generatedSlug: slug };
    }
    case "ptTitle": {
      // The Portuguese slug follows the Portuguese title (issue 30: it used to default to the English
      // slug) until the owner edits it, and never once that version is public (its address stays).
      const ptSlug = state.ptSlugFixed ? null : nextSlug(state.values.ptSlug, state.generatedPtSlug, action.ptTitle, slugifyWithoutAccents);
      if (ptSlug === null) return change(state, { ptTitle: action.ptTitle });
      return { ...change(state, { ptTitle: action.ptTitle, ptSlug }), generatedPtSlug: ptSlug };
    }
    case "published":
      return change(state, state.ptFollows ? { published: action.published, ptPublished: action.published } : { published: action.published });
    case "ptPublished":
      return { ...change(state, { ptPublished: action.ptPublished }), ptFollows: false };
    case "loadDraft":
      return { ...state, dirty: true, values: valuesFromDraft(action.draft, state.values), editorKey: state.editorKey + 1 };
    case "submit":
      return { ...state, submitted: true, serverErrors: {} };
    case "serverErrors":
      return { ...state, serverErrors: action.errors };
    case "discard":
      return stateOf(state.initial, state.ptSlugFixed, state.editorKey + 1);
  }
}

/** The messages on screen, in the admin's language (`translate` is the admin's `apiText`). */
export function visibleArticleErrors(state: ArticleFormState, translate: (message: string) => string): ArticleFormErrors {
  const found: ArticleFormErrors = state.submitted ? { ...validateArticleForm(state.values), ...state.serverErrors } : state.serverErrors;
  const shown: ArticleFormErrors = {};
  for (const [field, message] of Object.entries(found) as [ArticleField, string | undefined][]) {
    if (message) shown[field] = translate(message);
  }
  return shown;
}

/** The order in which the form's fields stand, to move to the first wrong one. */
export const ARTICLE_FIELD_ORDER: readonly ArticleField[] = [
  "title",
  "slug",
  "categoryId",
  "content",
  "excerpt",
  "coverImage",
  "publishAt",
  "publishedAt",
  "ptTitle",
  "ptSlug",
  "ptContent",
  "ptExcerpt",
  "ptPublishAt",
  "ptPublishedAt",
];

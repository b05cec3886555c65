/** Shared (browser + server) shapes and pure rules of revisions and autosaved drafts (ADR 021). */
import { type Article, htmlToText } from "./article.ts";
import type { ArticleDraft } from "./article.schema.ts";

/** Revisions kept whatever their age; older ones keep only the last of each day (UTC). */
export const REVISIONS_KEPT = 50;
/** Autosaves within this time of the revision they would follow update it instead of adding one. */
export const REVISION_COALESCE_MS = 10 * 60 * 1000;

export type RevisionKind = "autosave" | "save" | "restore";

/** One language's text in a revision ("" where the owner had typed nothing). */
export interface RevisionVersionText {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
}

/**
 * The text of an article at one moment, both languages: the editor's fields without the publication
 * settings. Revisions store it, drafts carry it, restoring puts it back into the draft.
 */
export interface ArticleText {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  coverImage: string;
  categoryId: number | null;
  featured: boolean;
  pt: RevisionVersionText | null;
}

/** A revision as listed (without its text). */
export interface ArticleRevisionSummary {
  id: number;
  kind: RevisionKind;
  createdAt: string;
  updatedAt: string;
  /** Characters of readable text, both languages. */
  size: number;
  summary: string;
}

export interface ArticleRevision extends ArticleRevisionSummary {
  data: ArticleText;
}

/** An autosaved draft as the API returns it. */
export interface ArticleDraftState {
  data: ArticleDraft;
  savedAt: string;
}

export function textOfArticle(article: Article): ArticleText {
  return {
    title: article.title ?? "",
    slug: article.slug ?? "",
    content: article.content ?? "",
    excerpt: article.excerpt ?? "",
    coverImage: article.coverImage ?? "",
    categoryId: article.categoryId,
    featured: article.featured,
    pt: article.pt ? { title: article.pt.title, slug: article.pt.slug, excerpt: article.pt.excerpt ?? "", content: article.pt.content } : null,
  };
}

function hasText(version: RevisionVersionText): boolean {
  return version.title.trim() !== "" || version.excerpt.trim() !== "" || htmlToText(version.content) !== "" || version.content.includes("<img");
}

export function textOfDraft(draft: ArticleDraft): ArticleText {
  const pt = draft.pt ? { title: draft.pt.title, slug: draft.pt.slug, excerpt: draft.pt.excerpt, content: draft.pt.content } : null;
  return {
    title: draft.title,
    slug: draft.slug,
    content: draft.content,
    excerpt: draft.excerpt,
    coverImage: draft.coverImage,
    categoryId: draft.categoryId,
    featured: draft.featured,
    pt: pt && hasText(pt) ? pt : null,
  };
}

/** Whether two texts are the same, ignoring surrounding whitespace of the one-line fields. */
export function sameText(a: ArticleText, b: ArticleText): boolean {
  const version = (v: RevisionVersionText | null) => (v ? [v.title.trim(), v.slug.trim(), v.excerpt.trim(), v.content] : null);
  return (
    JSON.stringify([version(a), a.coverImage.trim(), a.categoryId, a.featured, version(a.pt)]) ===
    JSON.stringify([version(b), b.coverImage.trim(), b.categoryId, b.featured, version(b.pt)])
  );
}

function words(html: string): number {
  const text = htmlToText(html);
  return text === "" ? 0 : text.split(" ").length;
}

/** Characters of readable text in both languages: what the revision list shows as its size. */
export function textSize(text: ArticleText): number {
  const version = (v: RevisionVersionText) => v.title.length + v.excerpt.length + htmlToText(v.content).length;
  return version(text) + (text.pt ? version(text.pt) : 0);
}

function versionChanges(before: RevisionVersionText | null, after: RevisionVersionText | null, prefix: string): string[] {
  const label = (field: string) => (prefix ? `${prefix} ${field.toLowerCase()}` : field);
  if (!before && !after) return [];
  if (!before) return [prefix ? `${prefix} version added` : "English version added"];
  if (!after) return [prefix ? `${prefix} version removed` : "English version removed"];
  const changes: string[] = [];
  if (before.title.trim() !== after.title.trim()) changes.push(`${label("Title")} changed`);
  if (before.slug.trim() !== after.slug.trim()) changes.push(`${label("Slug")} changed`);
  if (before.content !== after.content) {
    const delta = words(after.content) - words(before.content);
    changes.push(delta === 0 ? `${label("Content")} edited` : `${label("Content")} ${delta > 0 ? "+" : "−"}${Math.abs(delta)} word${Math.abs(delta) === 1 ? "" : "s"}`);
  }
  if (before.excerpt.trim() !== after.excerpt.trim()) changes.push(`${label("Excerpt")} changed`);
  return changes;
}

const SUMMARY_PARTS = 3;

/** A short account of what changed since the previous revision ("Title changed, Content +12 words"). */
export function summarizeChange(before: ArticleText | null, after: ArticleText): string {
  if (!before) return "First version";
  const english = (t: ArticleText): RevisionVersionText | null => (hasText(t) || t.slug.trim() !== "" ? t : null);
  const changes = [
    ...versionChanges(english(before), english(after), ""),
    ...versionChanges(before.pt, after.pt, "Portuguese"),
  ];
  if (before.coverImage.trim() !== after.coverImage.trim()) changes.push("Cover image changed");
  if (before.categoryId !== after.categoryId) changes.push("Category changed");
  if (before.featured !== after.featured) changes.push(after.featured ? "Featured" : "No longer featured");
  if (changes.length === 0) return "No changes to the text";
  const shown = changes.slice(0, SUMMARY_PARTS).join(", ");
  return changes.length > SUMMARY_PARTS ? `${shown} and ${changes.length - SUMMARY_PARTS} more` : shown;
}

/**
 * Which revisions to delete so that the newest REVISIONS_KEPT stay, and beyond them the newest of each
 * UTC day. `revisions` may be in any order.
 */
export function revisionsToPrune(revisions: { id: number; createdAt: string }[]): number[] {
  const newestFirst = [...revisions].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const daysKept = new Set<string>();
  const prune: number[] = [];
  newestFirst.forEach((revision, index) => {
    const day = revision.createdAt.slice(0, 10);
    if (index < REVISIONS_KEPT) {
      daysKept.add(day);
      return;
    }
    if (daysKept.has(day)) prune.push(revision.id);
    else daysKept.add(day);
  });
  return prune;
}

/** Readable text of article HTML for a diff: one line per paragraph, heading, list item or caption. */
export function readableText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote|figcaption|figure|ul|ol)>|<br\s*\/?>/gi, "\n")
    .split("\n")
    .map((line) => htmlToText(line))
    .filter((line) => line !== "")
    .join("\n");
}

/** One field of a comparison between two texts of an article. */
export interface TextComparison {
  label: string;
  before: string;
  after: string;
}

/** The fields that differ between a revision and the current text, in both languages, as readable text. */
export function compareTexts(revision: ArticleText, current: ArticleText): TextComparison[] {
  const version = (text: RevisionVersionText | null) => ({
    title: text?.title.trim() ?? "",
    slug: text?.slug.trim() ?? "",
    excerpt: text?.excerpt.trim() ?? "",
    content: readableText(text?.content ?? ""),
  });
  const fields: [string, string, string][] = [];
  const label = (portuguese: boolean, field: string) => (portuguese ? `Portuguese ${field.toLowerCase()}` : field);
  for (const [portuguese, before, after] of [
    [false, version(revision), version(current)],
    [true, version(revision.pt), version(current.pt)],
  ] as const) {
    fields.push([label(portuguese, "Title"), before.title, after.title]);
    fields.push([label(portuguese, "Slug"), before.slug, after.slug]);
    fields.push([label(portuguese, "Excerpt"), before.excerpt, after.excerpt]);
    fields.push([label(portuguese, "Content"), before.content, after.content]);
  }
  fields.push(["Cover image", revision.coverImage.trim(), current.coverImage.trim()]);
  return fields.filter(([, before, after]) => before !== after).map(([label, before, after]) => ({ label, before, after }));
}

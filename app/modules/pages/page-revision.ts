/**
 * Shared (browser + server) shapes of a page's revisions and autosaved drafts (ADR 044): the article
 * ones (ADR 021) without the cover, category and featured flag, so that the articles' rules (what
 * changed, sizes, retention, the word diff) serve pages as they are.
 */
import { type ArticleText, type ArticleRevisionSummary, type RevisionVersionText } from "#app/modules/articles/article-revision.ts";
import { htmlToText } from "#app/modules/articles/article.ts";
import type { Page } from "./page.ts";
import type { PageDraft } from "./page.schema.ts";

/** The text of a page at one moment, both languages, without its publication settings and placement. */
export interface PageText {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  pt: RevisionVersionText | null;
}

export interface PageRevision extends ArticleRevisionSummary {
  data: PageText;
}

/** An autosaved draft as the API returns it. */
export interface PageDraftState {
  data: PageDraft;
  savedAt: string;
}

export function textOfPage(page: Page): PageText {
  return {
    title: page.title,
    slug: page.slug,
    content: page.content,
    excerpt: page.excerpt ?? "",
    pt: page.pt ? { title: page.pt.title, slug: page.pt.slug, excerpt: page.pt.excerpt ?? "", content: page.pt.content } : null,
  };
}

function hasText(version: RevisionVersionText): boolean {
  return version.title.trim() !== "" || version.excerpt.trim() !== "" || htmlToText(version.content) !== "" || version.content.includes("<img");
}

export function textOfPageDraft(draft: PageDraft): PageText {
  const pt = draft.pt ? { title: draft.pt.title, slug: draft.pt.slug, excerpt: draft.pt.excerpt, content: draft.pt.content } : null;
  return { title: draft.title, slug: draft.slug, content: draft.content, excerpt: draft.excerpt, pt: pt && hasText(pt) ? pt : null };
}

/** The page's text in the articles' shape, for their rules (nothing of a cover, category or featured flag). */
export function asArticleText(text: PageText): ArticleText {
  return { ...text, coverImage: "", categoryId: null, featured: false };
}

/** The editor's fields for a saved page, publication settings and placement included. */
export function draftOfPage(page: Page): PageDraft {
  const text = textOfPage(page);
  return {
    ...text,
    published: page.published,
    publishAt: page.publishAt,
    showIn: page.showIn,
    pt: text.pt && page.pt ? { ...text.pt, published: page.pt.published, publishAt: page.pt.publishAt } : null,
  };
}

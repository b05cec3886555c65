import type { Language } from "#app/lib/language.ts";
import type { ArticleView } from "./article-view.ts";

/** Shared (browser + server) shapes of previews and preview links (ADR 021). */

/** Where a previewed version stands for visitors. */
export type PreviewState = "live" | "scheduled" | "draft";

/** An article as visitors will see it, from its autosaved draft when there is one, else from what is saved. */
export interface ArticlePreview {
  view: ArticleView;
  language: Language;
  /** Where the shown text comes from, and when it was saved. */
  source: "draft" | "saved";
  savedAt: string;
  state: PreviewState;
  /** For a scheduled version: when it goes live. */
  publishAt: string | null;
}

/** A signed link showing an article to someone without an account, until it expires or is revoked. */
export interface PreviewLink {
  id: number;
  articleId: number;
  /** The English address; the Portuguese one is the same under /pt. */
  url: string;
  urlPt: string;
  expiresAt: string;
  createdAt: string;
  revokedAt: string | null;
  active: boolean;
}

export const PREVIEW_LINK_NOT_FOUND_MESSAGE = "Preview link not found";

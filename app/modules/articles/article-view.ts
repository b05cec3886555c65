import type { Language } from "#app/lib/language.ts";

export const ARTICLE_FALLBACK_IMAGE = "/assets/images/article-placeholder.jpg";
export const CARD_FALLBACK_IMAGE = "/assets/images/article-placeholder.svg";
/** Link-preview image size (spec §9: 1200x630). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** An image as a page shows it: a source, optional responsive renditions and intrinsic size. */
export interface ImageSource {
  src: string;
  srcSet: string | null;
  width: number | null;
  height: number | null;
}

/** What the articles list shows of an article (never its body). */
export interface ArticleCard {
  slug: string;
  title: string;
  excerpt: string;
  publishedAt: string;
  readingMinutes: number;
  featured: boolean;
  cover: ImageSource | null;
  /** The category's name in the card's language: the typographic cover of an article without a cover image shows it. */
  categoryName: string | null;
  /** Language of the card's text (the page's: a language lists only the articles written in it, ADR 020). */
  textLanguage: Language;
}

export interface ArticleView extends ArticleCard {
  /** The excerpt the author wrote (null when the card shows the text fallback), for descriptions. */
  ownExcerpt: string | null;
  html: string;
  updatedAt: string;
  /** Whether the article is live in the other language too. */
  hasTranslation: boolean;
  /** The path of each live language version: hreflang alternates and the language switch's targets. */
  alternates: Partial<Record<Language, string>>;
  /** The language first published in (English on a tie): the other live version is its translation. */
  originalLanguage: Language;
}

export interface CategoryFilter {
  slug: string;
  name: string;
}

export interface ArticleListing {
  cards: ArticleCard[];
  total: number;
  categories: CategoryFilter[];
  q: string;
  category: string | null;
  /** 1-based page of the filtered results, and how many pages there are (at least 1). */
  page: number;
  pageCount: number;
  /** How many articles match the search and filter. */
  matches: number;
}

export const ARTICLES_PAGE_SIZE = 12;

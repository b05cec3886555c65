import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { type Language, LANGUAGES, localizePath } from "#app/i18n/language.ts";
import { listCategories } from "#app/modules/categories/categories.service.server.ts";
import { lastLocalContentVersion, readContentVersion } from "#app/modules/settings/content-version.service.server.ts";
import { describeUploadedImages, type DescribedImage } from "#app/modules/uploads/images.describe.server.ts";
import { type Article, articleVersion, type ArticleVersion, excerptOrFallback, foldForSearch, htmlToText, readingTimeMinutes } from "./article.ts";
import { type ArticleCard, type ArticleListing, type ArticleView, ARTICLES_PAGE_SIZE, type CategoryFilter, type ImageSource } from "./article-view.ts";
import { sanitizeArticleHtml } from "./article-html.server.ts";
import { listPublishedArticleRows } from "./articles.repository.server.ts";

/** How often a process re-reads the shared content version (changes show on every instance within 1 s). */
export const CONTENT_VERSION_CHECK_MS = 500;

interface LocalizedText {
  /** This language's slug: the article's address in it. */
  slug: string;
  title: string;
  excerpt: string;
  ownExcerpt: string | null;
  /** The stored (already sanitised) HTML; sanitised once more, lazily, before it is shown. */
  rawHtml: string;
  html?: string;
  searchText: string;
  readingMinutes: number;
  publishedAt: string;
  textLanguage: Language;
  categoryName: string | null;
}

interface PublishedEntry {
  article: Article;
  categorySlug: string | null;
  cover: ImageSource | null;
  /** The versions live for visitors (ADR 020: a language's lists, feed and URLs carry only these). */
  text: Partial<Record<Language, LocalizedText>>;
}

export interface PublishedSnapshot {
  version: string;
  /** GET /api/articles's body per language, serialised once per version. */
  apiJson: Partial<Record<Language, string>>;
  entries: PublishedEntry[];
  /** Per language: the entries live in it, most recently published first. */
  byLanguage: Record<Language, PublishedEntry[]>;
  bySlug: Record<Language, Map<string, PublishedEntry>>;
  categories: Record<Language, CategoryFilter[]>;
}

interface CacheState {
  snapshot?: PublishedSnapshot;
  checkedAt: number;
  loading?: Promise<PublishedSnapshot>;
}

// Kept on globalThis so the API's and the page bundle's copies of this module share one cache per database.
const CACHE_KEY = Symbol.for("site.publishedArticlesCache");
const globalStore = globalThis as unknown as Record<symbol, WeakMap<object, CacheState> | undefined>;
const caches: WeakMap<object, CacheState> = (globalStore[CACHE_KEY] ??= new WeakMap());

function stateOf(db: Kysely<Database>): CacheState {
  let state = caches.get(db);
  if (!state) {
    state = { checkedAt: 0 };
    caches.set(db, state);
  }
  return state;
}

function toImageSource(url: string | null, described: Map<string, DescribedImage>): ImageSource | null {
  if (!url) return null;
  const image = described.get(url);
  if (!image) return { src: url, srcSet: null, width: null, height: null };
  const srcSet = image.renditions.map((r) => `${r.url} ${r.width}w`).join(", ");
  return { src: url, srcSet: srcSet || null, width: image.width, height: image.height };
}

function localize(version: ArticleVersion, categoryName: string | null, createdAt: string): LocalizedText {
  const rawHtml = version.content;
  const ownExcerpt = version.excerpt?.trim() || null;
  const excerpt = excerptOrFallback(ownExcerpt, rawHtml);
  const text = htmlToText(rawHtml);
  return {
    slug: version.slug,
    title: version.title,
    excerpt,
    ownExcerpt,
    rawHtml,
    searchText: foldForSearch(`${version.title}\n${excerpt}\n${text}`),
    readingMinutes: readingTimeMinutes(rawHtml),
    publishedAt: version.publishedAt ?? createdAt,
    textLanguage: version.language,
    categoryName,
  };
}

/** An article as the public API shows it: only its live versions (ADR 020), no schedule. */
function toPublicArticle(article: Article, live: Partial<Record<Language, LocalizedText>>): Article {
  const en = live.en !== undefined;
  return {
    ...article,
    slug: en ? article.slug : null,
    title: en ? article.title : null,
    content: en ? article.content : null,
    excerpt: en ? article.excerpt : null,
    publishedAt: en ? article.publishedAt : null,
    published: en,
    publishAt: null,
    pt: live.pt && article.pt ? { ...article.pt, publishAt: null } : null,
  };
}

async function loadSnapshot(db: Kysely<Database>, version: string): Promise<PublishedSnapshot> {
  const [articles, categories] = await Promise.all([listPublishedArticleRows(db), listCategories(db)]);
  const described = await describeUploadedImages(db, articles.map((a) => a.coverImage));
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const entries = articles.map((row): PublishedEntry => {
    const category = row.categoryId !== null ? categoryById.get(row.categoryId) : undefined;
    const text: Partial<Record<Language, LocalizedText>> = {};
    for (const language of LANGUAGES) {
      const live = articleVersion(row, language);
      if (!live?.published) continue;
      const categoryName = category ? (language === "pt" ? (category.pt?.name ?? category.name) : category.name) : null;
      text[language] = localize(live, categoryName, row.createdAt);
    }
    return { article: toPublicArticle(row, text), categorySlug: category?.slug ?? null, cover: toImageSource(row.coverImage, described), text };
  });
  const byLanguage = {} as Record<Language, PublishedEntry[]>;
  const bySlug = {} as Record<Language, Map<string, PublishedEntry>>;
  const filters = {} as Record<Language, CategoryFilter[]>;
  for (const language of LANGUAGES) {
    const live = entries
      .filter((e) => e.text[language])
      .sort((a, b) => (b.text[language]?.publishedAt ?? "").localeCompare(a.text[language]?.publishedAt ?? "") || b.article.id - a.article.id);
    byLanguage[language] = live;
    bySlug[language] = new Map(live.map((e) => [e.text[language]?.slug ?? "", e]));
    const used = new Set(live.map((e) => e.categorySlug));
    filters[language] = categories
      .filter((c) => used.has(c.slug))
      .map((c) => ({ slug: c.slug, name: language === "pt" ? (c.pt?.name ?? c.name) : c.name }));
  }
  return { version, apiJson: {}, entries, byLanguage, bySlug, categories: filters };
}

/** How long past a due re-check the fast path may still answer while the re-check runs (well within 1 s). */
const CONTENT_VERSION_GRACE_MS = 300;

/**
 * The content version of the snapshot in memory when it is known to be current, without waiting:
 * checked within the last 500 ms and not older than this process's own last write. Up to 300 ms past a
 * due re-check it still answers, and starts the re-check in the background, so that the fast path does
 * not fall back to the slow one for every request while the database is asked. Otherwise undefined.
 */
export function peekCurrentContentVersion(db: Kysely<Database>): string | undefined {
  const state = stateOf(db);
  const snapshot = state.snapshot;
  if (!snapshot) return undefined;
  const local = lastLocalContentVersion(db);
  if (local !== undefined && local !== snapshot.version) return undefined;
  const age = Date.now() - state.checkedAt;
  if (age < CONTENT_VERSION_CHECK_MS) return snapshot.version;
  if (age >= CONTENT_VERSION_CHECK_MS + CONTENT_VERSION_GRACE_MS) return undefined;
  // Errors surface on the next awaited read (the slow path answers them).
  if (!state.loading) getPublishedSnapshot(db).catch(() => undefined);
  return snapshot.version;
}

/** The published articles, from memory while the shared content version is unchanged. */
export async function getPublishedSnapshot(db: Kysely<Database>): Promise<PublishedSnapshot> {
  const state = stateOf(db);
  const now = Date.now();
  const local = lastLocalContentVersion(db);
  const fresh = state.snapshot && now - state.checkedAt < CONTENT_VERSION_CHECK_MS;
  if (state.snapshot && fresh && (local === undefined || local === state.snapshot.version)) return state.snapshot;
  if (state.loading) return state.loading;
  state.loading = (async () => {
    try {
      const version = await readContentVersion(db);
      if (!state.snapshot || state.snapshot.version !== version) state.snapshot = await loadSnapshot(db, version);
      state.checkedAt = Date.now();
      return state.snapshot;
    } finally {
      state.loading = undefined;
    }
  })();
  return state.loading;
}

function toCard(entry: PublishedEntry, text: LocalizedText): ArticleCard {
  return {
    slug: text.slug,
    title: text.title,
    excerpt: text.excerpt,
    publishedAt: text.publishedAt,
    readingMinutes: text.readingMinutes,
    featured: entry.article.featured,
    cover: entry.cover,
    textLanguage: text.textLanguage,
  };
}

function cardsOf(entries: PublishedEntry[], language: Language): ArticleCard[] {
  return entries.flatMap((e) => {
    const text = e.text[language];
    return text ? [toCard(e, text)] : [];
  });
}

/**
 * The list page of one language (only articles live in it), newest first: case- and accent-insensitive
 * substring search over title, excerpt and text (spec §5), optional category filter.
 */
export async function listArticleCards(
  db: Kysely<Database>,
  options: { language: Language; q?: string | null; category?: string | null; page?: number },
): Promise<ArticleListing> {
  const snapshot = await getPublishedSnapshot(db);
  const entries = snapshot.byLanguage[options.language];
  const categories = snapshot.categories[options.language];
  const q = (options.q ?? "").trim();
  const needle = foldForSearch(q);
  const category = options.category && categories.some((c) => c.slug === options.category) ? options.category : null;
  const matching = entries
    .filter((e) => category === null || e.categorySlug === category)
    .filter((e) => needle === "" || (e.text[options.language]?.searchText.includes(needle) ?? false));
  const pageCount = Math.max(1, Math.ceil(matching.length / ARTICLES_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), pageCount);
  const cards = cardsOf(matching.slice((page - 1) * ARTICLES_PAGE_SIZE, page * ARTICLES_PAGE_SIZE), options.language);
  return {
    cards,
    total: entries.length,
    matches: matching.length,
    categories,
    q,
    category,
    page,
    pageCount,
    contentVersion: snapshot.version,
  };
}

/** Latest articles live in a language for the home page and feeds, featured first on request. */
export async function listLatestArticleCards(
  db: Kysely<Database>,
  options: { language: Language; limit: number; featuredFirst?: boolean },
): Promise<{ cards: ArticleCard[]; contentVersion: string }> {
  const snapshot = await getPublishedSnapshot(db);
  const live = snapshot.byLanguage[options.language];
  const entries = options.featuredFirst ? [...live].sort((a, b) => Number(b.article.featured) - Number(a.article.featured)) : live;
  return { cards: cardsOf(entries.slice(0, options.limit), options.language), contentVersion: snapshot.version };
}

export function shareImagePath(slug: string, language: Language, version: string): string {
  return `${language === "pt" ? "/pt" : ""}/articles/${slug}/share.jpg?v=${version}`;
}

/** The paths of an entry's live versions: the page's hreflang alternates. */
function alternatesOf(entry: PublishedEntry): Partial<Record<Language, string>> {
  const alternates: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const text = entry.text[language];
    if (text) alternates[language] = localizePath(`/articles/${text.slug}`, language);
  }
  return alternates;
}

/** The live version published first (English on a tie): the original of which the other is a translation. */
function originalLanguageOf(entry: PublishedEntry): Language {
  const live = LANGUAGES.filter((language) => entry.text[language] !== undefined);
  return [...live].sort((a, b) => (entry.text[a]?.publishedAt ?? "").localeCompare(entry.text[b]?.publishedAt ?? ""))[0] ?? "en";
}

/** One article live in `language`, by its slug in that language, as its page shows it; or undefined. */
export async function findArticleView(
  db: Kysely<Database>,
  slug: string,
  language: Language,
): Promise<ArticleView | undefined> {
  const snapshot = await getPublishedSnapshot(db);
  const entry = snapshot.bySlug[language].get(slug);
  const text = entry?.text[language];
  if (!entry || !text) return undefined;
  text.html ??= sanitizeArticleHtml(text.rawHtml);
  const alternates = alternatesOf(entry);
  return {
    ...toCard(entry, text),
    ownExcerpt: text.ownExcerpt,
    html: text.html,
    updatedAt: entry.article.updatedAt,
    hasTranslation: Object.keys(alternates).length > 1,
    alternates,
    originalLanguage: originalLanguageOf(entry),
    categoryName: text.categoryName,
    shareImage: shareImagePath(slug, language, snapshot.version.slice(0, 8)),
    contentVersion: snapshot.version,
  };
}

/** The published article for share-image rendering (title per language, cover URL). */
export async function findPublishedForShare(
  db: Kysely<Database>,
  slug: string,
  language: Language,
): Promise<{ title: string; coverImage: string | null; version: string } | undefined> {
  const snapshot = await getPublishedSnapshot(db);
  const entry = snapshot.bySlug[language].get(slug);
  const text = entry?.text[language];
  return entry && text ? { title: text.title, coverImage: entry.article.coverImage, version: snapshot.version } : undefined;
}

/**
 * The public API's list in one language (English: the spec's call), the JSON body serialised once per
 * content version, and that version.
 */
export async function getPublishedArticlesJson(db: Kysely<Database>, language: Language = "en"): Promise<{ json: string; version: string }> {
  const snapshot = await getPublishedSnapshot(db);
  const json = (snapshot.apiJson[language] ??= JSON.stringify(snapshot.byLanguage[language].map((e) => e.article)));
  return { json, version: snapshot.version };
}

/** One article live in `language`, by its slug in that language, as the public API returns it. */
export async function findPublishedArticle(
  db: Kysely<Database>,
  slug: string,
  language: Language = "en",
): Promise<{ article: Article; version: string } | undefined> {
  const snapshot = await getPublishedSnapshot(db);
  const entry = snapshot.bySlug[language].get(slug);
  return entry ? { article: entry.article, version: snapshot.version } : undefined;
}

/** Published articles for the sitemap: the path of each live version and the last change. */
export async function listSitemapArticles(
  db: Kysely<Database>,
): Promise<{ paths: Partial<Record<Language, string>>; updatedAt: string }[]> {
  const snapshot = await getPublishedSnapshot(db);
  return snapshot.entries.map((e) => ({ paths: alternatesOf(e), updatedAt: e.article.updatedAt }));
}

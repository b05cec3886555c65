import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { type Language, LANGUAGES } from "#app/lib/language.ts";
import { listCategories } from "#app/modules/categories/categories.service.server.ts";
import { type ContentVersionTracker, readContentVersion } from "#app/modules/settings/content-version.service.server.ts";
import { describeUploadedImages, type DescribedImage } from "#app/modules/uploads/images.describe.server.ts";
import { type Article, articleVersion, type ArticleVersion, excerptOrFallback, foldForSearch, htmlToText, readingTimeMinutes } from "./article.ts";
import { type ArticleCard, type ArticleListing, type ArticleView, ARTICLES_PAGE_SIZE, type CategoryFilter, type ImageSource } from "./article-view.ts";
import { sanitizeArticleHtml } from "./article-html.server.ts";
import { listPublishedArticleRows } from "./articles.repository.server.ts";
import { paths } from "#app/lib/paths.ts";

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
  /** Title, excerpt and text folded for search (lower case, no accents), made on the first search (most processes never search). */
  searchText?: string;
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
  /**
   * GET /api/articles's body per language, serialised once per version, as UTF-8 (half the memory of
   * the string, nothing to encode per response).
   */
  apiJson: Partial<Record<Language, Buffer>>;
  entries: PublishedEntry[];
  /** Per language: the entries live in it, most recently published first. */
  byLanguage: Record<Language, PublishedEntry[]>;
  bySlug: Record<Language, Map<string, PublishedEntry>>;
  categories: Record<Language, CategoryFilter[]>;
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
  return {
    slug: version.slug,
    title: version.title,
    excerpt,
    ownExcerpt,
    rawHtml,
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
 * The published articles of one database, kept in memory while the shared content version holds:
 * made once at start-up (server/main.ts) and handed to the API and, through the load context, to
 * the pages (ADR 013). Re-reads the version at most every 500 ms, and at once after this process's
 * own writes.
 */
export class PublishedArticles {
  readonly #db: Kysely<Database>;
  readonly #contentVersion: ContentVersionTracker;
  #snapshot: PublishedSnapshot | undefined;
  #checkedAt = 0;
  /** `contentVersion.localCommits` when the last check began: any later local write makes it stale. */
  #checkedCommits = -1;
  #loading: Promise<PublishedSnapshot> | undefined;
  /** `contentVersion.localCommits` when the re-read in `#loading` was asked for. */
  #loadingCommits = -1;

  constructor(db: Kysely<Database>, contentVersion: ContentVersionTracker) {
    this.#db = db;
    this.#contentVersion = contentVersion;
  }

  /**
   * The content version of the snapshot in memory when it is known to be current, without waiting:
   * checked within the last 500 ms and after this process's last write. Up to 300 ms past a due
   * re-check it still answers, and starts the re-check in the background, so that the fast path does
   * not fall back to the slow one for every request while the database is asked. Otherwise undefined.
   */
  peekVersion(): string | undefined {
    const snapshot = this.#snapshot;
    if (!snapshot || this.#checkedCommits !== this.#contentVersion.localCommits) return undefined;
    const age = Date.now() - this.#checkedAt;
    if (age < CONTENT_VERSION_CHECK_MS) return snapshot.version;
    if (age >= CONTENT_VERSION_CHECK_MS + CONTENT_VERSION_GRACE_MS) return undefined;
    // Errors surface on the next awaited read (the slow path answers them).
    this.#startReload(this.#checkedCommits).catch(() => undefined);
    return snapshot.version;
  }

  /**
   * The published articles, from memory while the shared content version is unchanged. Like
   * `peekVersion`, it answers from memory up to 300 ms past a due re-check while the re-check runs, so
   * that pages never all wait on the database every 500 ms; after this process's own write it waits.
   */
  async snapshot(): Promise<PublishedSnapshot> {
    const commits = this.#contentVersion.localCommits;
    const age = Date.now() - this.#checkedAt;
    if (this.#snapshot && this.#checkedCommits === commits && age < CONTENT_VERSION_CHECK_MS + CONTENT_VERSION_GRACE_MS) {
      if (age >= CONTENT_VERSION_CHECK_MS) this.#startReload(commits).catch(() => undefined);
      return this.#snapshot;
    }
    return this.#startReload(commits);
  }

  /** The re-read under way, or a new one; one that began before this process's latest write does not count. */
  #startReload(commits: number): Promise<PublishedSnapshot> {
    if (!this.#loading || this.#loadingCommits !== commits) {
      const previous = this.#loading?.catch(() => undefined);
      const loading = (previous ?? Promise.resolve()).then(() => this.#reload(commits));
      this.#loading = loading;
      this.#loadingCommits = commits;
      loading
        .finally(() => {
          if (this.#loading === loading) this.#loading = undefined;
        })
        .catch(() => undefined);
    }
    return this.#loading;
  }

  /** Reads the shared version (after `commits` local writes) and the articles when it changed. */
  async #reload(commits: number): Promise<PublishedSnapshot> {
    const version = await readContentVersion(this.#db);
    if (this.#snapshot?.version !== version) this.#snapshot = await loadSnapshot(this.#db, version);
    this.#checkedAt = Date.now();
    this.#checkedCommits = commits;
    return this.#snapshot;
  }
}

function searchTextOf(text: LocalizedText): string {
  text.searchText ??= foldForSearch(`${text.title}\n${text.excerpt}\n${htmlToText(text.rawHtml)}`);
  return text.searchText;
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
  articles: PublishedArticles,
  options: { language: Language; q?: string | null; category?: string | null; page?: number },
): Promise<ArticleListing> {
  const snapshot = await articles.snapshot();
  const entries = snapshot.byLanguage[options.language];
  const categories = snapshot.categories[options.language];
  const q = (options.q ?? "").trim();
  const needle = foldForSearch(q);
  const category = options.category && categories.some((c) => c.slug === options.category) ? options.category : null;
  const matching = entries
    .filter((e) => category === null || e.categorySlug === category)
    .filter((e) => {
      const text = e.text[options.language];
      return needle === "" || (text !== undefined && searchTextOf(text).includes(needle));
    });
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
  };
}

/** Latest articles live in a language for the home page and feeds, featured first on request. */
export async function listLatestArticleCards(
  articles: PublishedArticles,
  options: { language: Language; limit: number; featuredFirst?: boolean },
): Promise<{ cards: ArticleCard[] }> {
  const snapshot = await articles.snapshot();
  const live = snapshot.byLanguage[options.language];
  const entries = options.featuredFirst ? [...live].sort((a, b) => Number(b.article.featured) - Number(a.article.featured)) : live;
  return { cards: cardsOf(entries.slice(0, options.limit), options.language) };
}

/** The paths of an entry's live versions: the page's hreflang alternates. */
function alternatesOf(entry: PublishedEntry): Partial<Record<Language, string>> {
  const alternates: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const text = entry.text[language];
    if (text) alternates[language] = paths.article(text.slug, language);
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
  articles: PublishedArticles,
  slug: string,
  language: Language,
): Promise<ArticleView | undefined> {
  const snapshot = await articles.snapshot();
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
  };
}

/** The published article for share-image rendering (title per language, cover URL). */
export async function findPublishedForShare(
  articles: PublishedArticles,
  slug: string,
  language: Language,
): Promise<{ title: string; coverImage: string | null; version: string } | undefined> {
  const snapshot = await articles.snapshot();
  const entry = snapshot.bySlug[language].get(slug);
  const text = entry?.text[language];
  return entry && text ? { title: text.title, coverImage: entry.article.coverImage, version: snapshot.version } : undefined;
}

/**
 * The public API's list in one language (English: the spec's call), the JSON body serialised once per
 * content version, and that version.
 */
export async function getPublishedArticlesJson(articles: PublishedArticles, language: Language = "en"): Promise<{ json: Buffer; version: string }> {
  const snapshot = await articles.snapshot();
  const json = (snapshot.apiJson[language] ??= Buffer.from(JSON.stringify(snapshot.byLanguage[language].map((e) => e.article))));
  return { json, version: snapshot.version };
}

/** One article live in `language`, by its slug in that language, as the public API returns it. */
export async function findPublishedArticle(
  articles: PublishedArticles,
  slug: string,
  language: Language = "en",
): Promise<{ article: Article; version: string } | undefined> {
  const snapshot = await articles.snapshot();
  const entry = snapshot.bySlug[language].get(slug);
  return entry ? { article: entry.article, version: snapshot.version } : undefined;
}

/** Published articles for the sitemap: the path of each live version and the last change. */
export async function listSitemapArticles(
  articles: PublishedArticles,
): Promise<{ paths: Partial<Record<Language, string>>; updatedAt: string }[]> {
  const snapshot = await articles.snapshot();
  return snapshot.entries.map((e) => ({ paths: alternatesOf(e), updatedAt: e.article.updatedAt }));
}

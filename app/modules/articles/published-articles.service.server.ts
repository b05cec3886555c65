import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import type { Language } from "#app/i18n/language.ts";
import { listCategories } from "#app/modules/categories/categories.service.server.ts";
import { type ContentVersionTracker, readContentVersion } from "#app/modules/settings/content-version.service.server.ts";
import { describeUploadedImages, type DescribedImage } from "#app/modules/uploads/images.describe.server.ts";
import { type Article, excerptOrFallback, htmlToText, readingTimeMinutes } from "./article.ts";
import { type ArticleCard, type ArticleListing, type ArticleView, ARTICLES_PAGE_SIZE, type CategoryFilter, type ImageSource } from "./article-view.ts";
import { sanitizeArticleHtml } from "./article-html.server.ts";
import { listPublishedArticleRows } from "./articles.repository.server.ts";

/** How often a process re-reads the shared content version (changes show on every instance within 1 s). */
export const CONTENT_VERSION_CHECK_MS = 500;

interface LocalizedText {
  title: string;
  excerpt: string;
  ownExcerpt: string | null;
  /** The stored (already sanitised) HTML; sanitised once more, lazily, before it is shown. */
  rawHtml: string;
  html?: string;
  /** Title, excerpt and text in lower case, made on the first search (most processes never search). */
  searchText?: string;
  readingMinutes: number;
  textLanguage: Language;
}

interface PublishedEntry {
  article: Article;
  categorySlug: string | null;
  categoryName: string | null;
  cover: ImageSource | null;
  text: Record<Language, LocalizedText>;
}

export interface PublishedSnapshot {
  version: string;
  /** GET /api/articles's body, serialised once per version, as UTF-8 (half the memory of the string, nothing to encode per response). */
  apiJson?: Buffer;
  entries: PublishedEntry[];
  bySlug: Map<string, PublishedEntry>;
  categories: CategoryFilter[];
}

function toImageSource(url: string | null, described: Map<string, DescribedImage>): ImageSource | null {
  if (!url) return null;
  const image = described.get(url);
  if (!image) return { src: url, srcSet: null, width: null, height: null };
  const srcSet = image.renditions.map((r) => `${r.url} ${r.width}w`).join(", ");
  return { src: url, srcSet: srcSet || null, width: image.width, height: image.height };
}

function localize(article: Article, language: Language): LocalizedText {
  const translated = language === "pt" && article.pt ? article.pt : null;
  const title = translated?.title ?? article.title;
  const rawHtml = translated?.content ?? article.content;
  const ownExcerpt = (translated ? translated.excerpt : article.excerpt)?.trim() || null;
  return {
    title,
    excerpt: excerptOrFallback(ownExcerpt, rawHtml),
    ownExcerpt,
    rawHtml,
    readingMinutes: readingTimeMinutes(rawHtml),
    textLanguage: translated ? "pt" : "en",
  };
}

async function loadSnapshot(db: Kysely<Database>, version: string): Promise<PublishedSnapshot> {
  const [articles, categories] = await Promise.all([listPublishedArticleRows(db), listCategories(db)]);
  const described = await describeUploadedImages(db, articles.map((a) => a.coverImage));
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const entries = articles.map((article): PublishedEntry => {
    const category = article.categoryId !== null ? categoryById.get(article.categoryId) : undefined;
    return {
      article,
      categorySlug: category?.slug ?? null,
      categoryName: category?.name ?? null,
      cover: toImageSource(article.coverImage, described),
      text: { en: localize(article, "en"), pt: localize(article, "pt") },
    };
  });
  const used = new Set(entries.map((e) => e.categorySlug));
  return {
    version,
    entries,
    bySlug: new Map(entries.map((e) => [e.article.slug, e])),
    categories: categories.filter((c) => used.has(c.slug)).map((c) => ({ slug: c.slug, name: c.name })),
  };
}

/** How long past a due re-check the fast path may still answer while the re-check runs (well within 1 s). */
const CONTENT_VERSION_GRACE_MS = 300;

/**
 * The published articles of one database, kept in memory while the shared content version holds:
 * made once at start-up (server/main.ts) and handed to the API and, through the load context, to
 * the pages. Re-reads the version at most every 500 ms, and at once after this process's own writes.
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
  text.searchText ??= `${text.title}\n${text.excerpt}\n${htmlToText(text.rawHtml)}`.toLowerCase();
  return text.searchText;
}

function toCard(entry: PublishedEntry, language: Language): ArticleCard {
  const text = entry.text[language];
  return {
    slug: entry.article.slug,
    title: text.title,
    excerpt: text.excerpt,
    publishedAt: entry.article.publishedAt ?? entry.article.createdAt,
    readingMinutes: text.readingMinutes,
    featured: entry.article.featured,
    cover: entry.cover,
    textLanguage: text.textLanguage,
  };
}

/**
 * The list page, newest first: case-insensitive substring search over title, excerpt and text
 * (spec §5), optional category filter.
 */
export async function listArticleCards(
  articles: PublishedArticles,
  options: { language: Language; q?: string | null; category?: string | null; page?: number },
): Promise<ArticleListing> {
  const snapshot = await articles.snapshot();
  const q = (options.q ?? "").trim();
  const needle = q.toLowerCase();
  const category = options.category && snapshot.categories.some((c) => c.slug === options.category) ? options.category : null;
  const matching = snapshot.entries
    .filter((e) => category === null || e.categorySlug === category)
    .filter((e) => needle === "" || searchTextOf(e.text[options.language]).includes(needle));
  const pageCount = Math.max(1, Math.ceil(matching.length / ARTICLES_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), pageCount);
  const cards = matching
    .slice((page - 1) * ARTICLES_PAGE_SIZE, page * ARTICLES_PAGE_SIZE)
    .map((e) => toCard(e, options.language));
  return {
    cards,
    total: snapshot.entries.length,
    matches: matching.length,
    categories: snapshot.categories,
    q,
    category,
    page,
    pageCount,
  };
}

/** Latest published articles for the home page and feeds, featured first on request. */
export async function listLatestArticleCards(
  articles: PublishedArticles,
  options: { language: Language; limit: number; featuredFirst?: boolean },
): Promise<{ cards: ArticleCard[] }> {
  const snapshot = await articles.snapshot();
  const entries = options.featuredFirst
    ? [...snapshot.entries].sort((a, b) => Number(b.article.featured) - Number(a.article.featured))
    : snapshot.entries;
  return { cards: entries.slice(0, options.limit).map((e) => toCard(e, options.language)) };
}

export function shareImagePath(slug: string, language: Language, version: string): string {
  return `${language === "pt" ? "/pt" : ""}/articles/${slug}/share.jpg?v=${version}`;
}

/** One published article as its page shows it, or undefined. */
export async function findArticleView(
  articles: PublishedArticles,
  slug: string,
  language: Language,
): Promise<ArticleView | undefined> {
  const snapshot = await articles.snapshot();
  const entry = snapshot.bySlug.get(slug);
  if (!entry) return undefined;
  const text = entry.text[language];
  text.html ??= sanitizeArticleHtml(text.rawHtml);
  return {
    ...toCard(entry, language),
    ownExcerpt: text.ownExcerpt,
    html: text.html,
    updatedAt: entry.article.updatedAt,
    hasTranslation: entry.article.pt !== null,
    categoryName: entry.categoryName,
    shareImage: shareImagePath(slug, language, snapshot.version.slice(0, 8)),
  };
}

/** The published article for share-image rendering (title per language, cover URL). */
export async function findPublishedForShare(
  articles: PublishedArticles,
  slug: string,
  language: Language,
): Promise<{ title: string; coverImage: string | null; version: string } | undefined> {
  const snapshot = await articles.snapshot();
  const entry = snapshot.bySlug.get(slug);
  return entry ? { title: entry.text[language].title, coverImage: entry.article.coverImage, version: snapshot.version } : undefined;
}

/** The public API's list: the JSON body (serialised once per content version) and its version. */
export async function getPublishedArticlesJson(articles: PublishedArticles): Promise<{ json: Buffer; version: string }> {
  const snapshot = await articles.snapshot();
  snapshot.apiJson ??= Buffer.from(JSON.stringify(snapshot.entries.map((e) => e.article)));
  return { json: snapshot.apiJson, version: snapshot.version };
}

/** One published article as the public API returns it, with the version it was read at. */
export async function findPublishedArticle(
  articles: PublishedArticles,
  slug: string,
): Promise<{ article: Article; version: string } | undefined> {
  const snapshot = await articles.snapshot();
  const entry = snapshot.bySlug.get(slug);
  return entry ? { article: entry.article, version: snapshot.version } : undefined;
}

/** Published articles for the sitemap: slug, last change and whether a Portuguese version exists. */
export async function listSitemapArticles(
  articles: PublishedArticles,
): Promise<{ slug: string; updatedAt: string; hasTranslation: boolean }[]> {
  const snapshot = await articles.snapshot();
  return snapshot.entries.map((e) => ({ slug: e.article.slug, updatedAt: e.article.updatedAt, hasTranslation: e.article.pt !== null }));
}

import zlib from "node:zlib";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { type Language, LANGUAGES } from "#app/lib/language.ts";
import { listCategories } from "#app/modules/categories/categories.service.server.ts";
import type { Category } from "#app/modules/categories/category.ts";
import {
  CONTENT_CHANGES_KEPT_MS,
  type ContentVersionTracker,
  readContentChangesAfter,
  readContentVersion,
  readLatestContentChangeId,
} from "#app/modules/settings/content-version.service.server.ts";
import { describeUploadedImages, type DescribedImage } from "#app/modules/uploads/images.describe.server.ts";
import { type Article, articleVersion, type ArticleVersion, type BodyFacts, excerptOrLead, foldForSearch, readingMinutesOf } from "./article.ts";
import { type ArticleCard, type ArticleListing, type ArticleView, ARTICLES_PAGE_SIZE, type CategoryFilter, type ImageSource } from "./article-view.ts";
import { sanitizeArticleHtml } from "./article-html.server.ts";
import {
  type ArticleBodies,
  listPublishedArticleSummaries,
  listPublishedArticleSummariesByIds,
  type PublishedArticleSummary,
  readArticleBodies,
  reconcileSearchIndex,
} from "./articles.repository.server.ts";
import { searchArticleVersions } from "./article-search.repository.server.ts";
import { paths } from "#app/lib/paths.ts";

/** How often a process re-reads the shared content version (changes show on every instance within 1 s). */
export const CONTENT_VERSION_CHECK_MS = 500;
/** Article bodies kept sanitised for their pages (PublishedArticles.articleHtml): a few hot ones, some 50 KB each at most. */
const ARTICLE_HTML_KEPT = 24;
/** Searches whose answers are kept (PublishedArticles.search): ids and flags, some 200 KB for a needle 10,000 articles hold. */
const SEARCHES_KEPT = 16;
/** How long a search's answer is kept: a visitor's next page, not the rest of the day. */
export const SEARCH_KEPT_MS = 60_000;

/** A search's answer: each matching article's id, and whether its title holds the needle. */
export type SearchHits = ReadonlyMap<number, boolean>;

interface LocalizedText {
  /** This language's slug: the article's address in it. */
  slug: string;
  title: string;
  excerpt: string;
  ownExcerpt: string | null;
  readingMinutes: number;
  publishedAt: string;
  textLanguage: Language;
  categoryName: string | null;
}

interface PublishedEntry {
  /**
   * The article as the public API shows it, without its bodies (`content` is "" where a live version
   * has one): the view holds titles, slugs, dates and excerpts; bodies are read from the database
   * when an answer needs them (issue 23), and then kept by the page cache or the API's built pages.
   */
  article: Article;
  categorySlug: string | null;
  cover: ImageSource | null;
  /** The versions live for visitors (ADR 020: a language's lists, feed and URLs carry only these). */
  text: Partial<Record<Language, LocalizedText>>;
}

/** One built page of `GET /api/articles` (ADR 035): its JSON, gzipped once, and the list's size. */
export interface PublishedArticlesPage {
  json: Buffer;
  gzip: Buffer;
  total: number;
}

/** How many built API pages a view keeps (a client making up page sizes cannot grow it past this). */
const API_PAGES_KEPT = 64;

/**
 * The published articles at one content version. A new version makes a new view from the previous
 * one by what changed (ADR 035): entries of untouched articles are the same objects.
 */
export interface PublishedSnapshot {
  version: string;
  /** The last entry of the content change log this view includes. */
  changeId: number;
  /** Every article live in at least one language, by id. */
  entries: Map<number, PublishedEntry>;
  /** Per language: the entries live in it, most recently published first. */
  byLanguage: Record<Language, PublishedEntry[]>;
  bySlug: Record<Language, Map<string, PublishedEntry>>;
  categories: Record<Language, CategoryFilter[]>;
  /** The categories the view was made with: when they change, the view is made again. */
  categoryRows: Category[];
  /** `GET /api/articles` pages built at this version, by language, page and size (UTF-8 and gzip). */
  apiPages: Map<string, PublishedArticlesPage>;
  /** Values made from this view once (`PublishedArticles.derive`: the sitemap's parts), by key. */
  derived: Map<string, unknown>;
}

function toImageSource(url: string | null, described: Map<string, DescribedImage>): ImageSource | null {
  if (!url) return null;
  const image = described.get(url);
  if (!image) return { src: url, srcSet: null, width: null, height: null };
  const srcSet = image.renditions.map((r) => `${r.url} ${r.width}w`).join(", ");
  return { src: url, srcSet: srcSet || null, width: image.width, height: image.height };
}

/** A live version as lists show it, from its body's facts (ADR 054: the view reads no body). */
function localize(version: ArticleVersion, facts: BodyFacts, categoryName: string | null, createdAt: string): LocalizedText {
  const ownExcerpt = version.excerpt?.trim() || null;
  return {
    slug: version.slug,
    title: version.title,
    excerpt: excerptOrLead(ownExcerpt, facts.lead),
    ownExcerpt,
    readingMinutes: readingMinutesOf(facts.words),
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

/** The article without the text of its versions (the view keeps no bodies). */
function withoutBodies(article: Article): Article {
  return { ...article, content: article.content === null ? null : "", pt: article.pt ? { ...article.pt, content: "" } : null };
}

/** The article with its versions' text, read from the database (`ArticleBodies`). */
function withBodies(article: Article, bodies: ArticleBodies | undefined): Article {
  return {
    ...article,
    content: article.content === null ? null : (bodies?.content ?? ""),
    pt: article.pt ? { ...article.pt, content: bodies?.contentPt ?? "" } : null,
  };
}

function toEntry({ article: row, facts }: PublishedArticleSummary, categoryById: Map<number, Category>, described: Map<string, DescribedImage>): PublishedEntry | undefined {
  const category = row.categoryId !== null ? categoryById.get(row.categoryId) : undefined;
  const text: Partial<Record<Language, LocalizedText>> = {};
  for (const language of LANGUAGES) {
    const live = articleVersion(row, language);
    if (!live?.published) continue;
    const categoryName = category ? (language === "pt" ? (category.pt?.name ?? category.name) : category.name) : null;
    text[language] = localize(live, facts[language] ?? { words: 0, lead: "" }, categoryName, row.createdAt);
  }
  if (!text.en && !text.pt) return undefined;
  const article = withoutBodies(toPublicArticle(row, text));
  return { article, categorySlug: category?.slug ?? null, cover: toImageSource(row.coverImage, described), text };
}

async function toEntries(db: Kysely<Database>, rows: PublishedArticleSummary[], categories: Category[]): Promise<PublishedEntry[]> {
  const described = await describeUploadedImages(db, rows.map((a) => a.article.coverImage));
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  return rows.flatMap((row) => toEntry(row, categoryById, described) ?? []);
}

/** A language's list order: most recently published first, the higher id first on a tie. */
function listOrder(language: Language) {
  return (a: PublishedEntry, b: PublishedEntry): number =>
    (b.text[language]?.publishedAt ?? "").localeCompare(a.text[language]?.publishedAt ?? "") || b.article.id - a.article.id;
}

/** Puts `entry` into the sorted `list` (in place) where `order` says. */
function insertSorted(list: PublishedEntry[], entry: PublishedEntry, order: (a: PublishedEntry, b: PublishedEntry) => number): void {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (order(list[middle] as PublishedEntry, entry) <= 0) low = middle + 1;
    else high = middle;
  }
  list.splice(low, 0, entry);
}

function categoryFilters(live: PublishedEntry[], categories: Category[], language: Language): CategoryFilter[] {
  const used = new Set(live.map((e) => e.categorySlug));
  return categories
    .filter((c) => used.has(c.slug))
    .map((c) => ({ slug: c.slug, name: language === "pt" ? (c.pt?.name ?? c.name) : c.name }));
}

/**
 * The whole archive's summaries read again (no bodies: ADR 054): at start-up, after a restore, a
 * category change or a long idle spell.
 */
async function loadSnapshot(db: Kysely<Database>, version: string): Promise<PublishedSnapshot> {
  // The log position first: a write committing during the read is applied again on the next check.
  const changeId = await readLatestContentChangeId(db);
  const [rows, categories] = await Promise.all([listPublishedArticleSummaries(db), listCategories(db)]);
  const entries = await toEntries(db, rows, categories);
  const byLanguage = {} as Record<Language, PublishedEntry[]>;
  const bySlug = {} as Record<Language, Map<string, PublishedEntry>>;
  const filters = {} as Record<Language, CategoryFilter[]>;
  for (const language of LANGUAGES) {
    const live = entries.filter((e) => e.text[language]).sort(listOrder(language));
    byLanguage[language] = live;
    bySlug[language] = new Map(live.map((e) => [e.text[language]?.slug ?? "", e]));
    filters[language] = categoryFilters(live, categories, language);
  }
  return {
    version,
    changeId,
    entries: new Map(entries.map((e) => [e.article.id, e])),
    byLanguage,
    bySlug,
    categories: filters,
    categoryRows: categories,
    apiPages: new Map(),
    derived: new Map(),
  };
}

/**
 * The view after the articles `changed` (ids) were written: `fresh` holds those still live. Every
 * other entry is carried over as it is; lists stay sorted by putting each fresh entry in its place.
 */
export function patchSnapshot(
  previous: PublishedSnapshot,
  next: { version: string; changeId: number },
  changed: ReadonlySet<number>,
  fresh: readonly PublishedEntry[],
): PublishedSnapshot {
  const entries = new Map(previous.entries);
  for (const id of changed) entries.delete(id);
  for (const entry of fresh) entries.set(entry.article.id, entry);
  const byLanguage = {} as Record<Language, PublishedEntry[]>;
  const bySlug = {} as Record<Language, Map<string, PublishedEntry>>;
  const filters = {} as Record<Language, CategoryFilter[]>;
  for (const language of LANGUAGES) {
    const order = listOrder(language);
    const live = previous.byLanguage[language].filter((e) => !changed.has(e.article.id));
    const slugs = new Map(previous.bySlug[language]);
    for (const id of changed) {
      const slug = previous.entries.get(id)?.text[language]?.slug;
      if (slug !== undefined && slugs.get(slug)?.article.id === id) slugs.delete(slug);
    }
    for (const entry of fresh) {
      const text = entry.text[language];
      if (!text) continue;
      insertSorted(live, entry, order);
      slugs.set(text.slug, entry);
    }
    byLanguage[language] = live;
    bySlug[language] = slugs;
    filters[language] = categoryFilters(live, previous.categoryRows, language);
  }
  return { ...next, entries, byLanguage, bySlug, categories: filters, categoryRows: previous.categoryRows, apiPages: new Map(), derived: new Map() };
}

/** Change-log entries read in one go; more than this since the last check reads the whole archive instead. */
const CHANGES_READ_MAX = 1_000;

function sameCategories(a: Category[], b: Category[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The view at `version` from `previous` (ADR 035): the change log since `previous.changeId` names the
 * articles written, and only those are read. A logged restore, a category change or a log longer
 * than 1,000 entries read the whole archive.
 */
async function updateSnapshot(db: Kysely<Database>, previous: PublishedSnapshot, version: string): Promise<PublishedSnapshot> {
  // Both small reads at once: this runs between a write elsewhere and its showing here.
  const [changes, categories] = await Promise.all([readContentChangesAfter(db, previous.changeId, CHANGES_READ_MAX + 1), listCategories(db)]);
  if (changes.length > CHANGES_READ_MAX || changes.some((c) => c.articleId === null)) return loadSnapshot(db, version);
  if (!sameCategories(categories, previous.categoryRows)) return loadSnapshot(db, version);
  const changeId = changes.at(-1)?.id ?? previous.changeId;
  // A write that changed no article (site content, talks, pages): the articles' view is the same, but what
  // was made from it with other data (a sitemap part lists the talks' and the owner's pages) is made again.
  if (changes.length === 0) return { ...previous, version, changeId, derived: new Map() };
  const changed = new Set(changes.map((c) => c.articleId as number));
  const rows = await listPublishedArticleSummariesByIds(db, [...changed]);
  return patchSnapshot(previous, { version, changeId }, changed, await toEntries(db, rows, categories));
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
  /** The search rows' repair under way (after a whole re-read), if any. */
  #reconciling: Promise<void> | undefined;
  /** Recently rendered articles' sanitised bodies by version, id and language, least recently used first. */
  readonly #articleHtml = new Map<string, string>();
  /** Recent searches' answers by version, language and needle, least recently used first. */
  readonly #searches = new Map<string, { at: number; hits: Promise<SearchHits> }>();

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

  /** A value made from the view once per content version and kept with it (built again after a write). */
  async derive<T>(key: string, build: (snapshot: PublishedSnapshot) => T): Promise<T> {
    const snapshot = await this.snapshot();
    if (!snapshot.derived.has(key)) snapshot.derived.set(key, build(snapshot));
    return snapshot.derived.get(key) as T;
  }

  /**
   * The sanitised body of article `id` in `language` as its page shows it at content `version`: read
   * from the database and sanitised on its first render at that version, then kept while it is among
   * the last ARTICLE_HTML_KEPT asked for (issue 23: the hot articles' bodies, not the archive's; a write
   * changes the version, so a kept body is never shown after its article changed).
   */
  async articleHtml(version: string, id: number, language: Language): Promise<string> {
    const key = `${version}\u0000${id}\u0000${language}`;
    const kept = this.#articleHtml.get(key);
    if (kept !== undefined) {
      this.#articleHtml.delete(key);
      this.#articleHtml.set(key, kept);
      return kept;
    }
    const bodies = (await this.bodies([id])).get(id);
    const html = sanitizeArticleHtml((language === "pt" ? bodies?.contentPt : bodies?.content) ?? "");
    this.#articleHtml.set(key, html);
    while (this.#articleHtml.size > ARTICLE_HTML_KEPT) this.#articleHtml.delete(this.#articleHtml.keys().next().value as string);
    return html;
  }

  /** The bodies of the articles `ids`, from the database (the view keeps none: issue 23). */
  bodies(ids: readonly number[]): Promise<Map<number, ArticleBodies>> {
    return readArticleBodies(this.#db, ids);
  }

  /**
   * The articles whose version in `language` contains `needle` (folded), from the database's search
   * rows (ADR 041): ids, and whether the title holds it. An answer is kept for SEARCH_KEPT_MS at its
   * content `version` (the snapshot's: a write makes another), among the last SEARCHES_KEPT, so that
   * the next page of a search, or the same search again, does not ask the database: a needle a third
   * of 10,000 articles hold costs PostgreSQL some 150 ms. Rows that change without a new version (a
   * restore's repair, ADR 041) show within that time. Identical searches at once share one query; a
   * failed one is not kept.
   */
  search(version: string, language: Language, needle: string): Promise<SearchHits> {
    const key = `${version}\u0000${language}\u0000${needle}`;
    const now = Date.now();
    const kept = this.#searches.get(key);
    this.#searches.delete(key);
    if (kept && now - kept.at < SEARCH_KEPT_MS) {
      this.#searches.set(key, kept);
      return kept.hits;
    }
    const hits = searchArticleVersions(this.#db, language, needle).then((found) => new Map(found.map((hit) => [hit.id, hit.inTitle])));
    const entry = { at: now, hits };
    hits.catch(() => {
      if (this.#searches.get(key) === entry) this.#searches.delete(key);
    });
    this.#searches.set(key, entry);
    while (this.#searches.size > SEARCHES_KEPT) this.#searches.delete(this.#searches.keys().next().value as string);
    return hits;
  }

  /**
   * After a whole re-read (start-up, a restore): makes missing or stale search rows in the background,
   * so that the first answer does not wait for the archive's bodies (ADR 041). Another instance doing
   * the same at once may make this one's transaction fail; the rows are then that one's.
   */
  #reconcileSearch(): void {
    if (this.#reconciling) return;
    this.#reconciling = reconcileSearchIndex(this.#db)
      .then((count) => {
        if (count > 0) console.info(`[search] indexed ${count} article(s)`);
      })
      .catch((error: unknown) => console.warn("[search] the search rows could not be made now; the next whole re-read tries again", error))
      .finally(() => {
        this.#reconciling = undefined;
      });
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
    let snapshot = this.#snapshot;
    if (snapshot?.version !== version) {
      // The log keeps a day: a view last known current half a day ago or more is made again.
      const logCovers = snapshot !== undefined && Date.now() - this.#checkedAt < CONTENT_CHANGES_KEPT_MS / 2;
      if (logCovers && snapshot) snapshot = await updateSnapshot(this.#db, snapshot, version);
      else {
        snapshot = await loadSnapshot(this.#db, version);
        this.#reconcileSearch();
      }
      this.#snapshot = snapshot;
    }
    this.#checkedAt = Date.now();
    this.#checkedCommits = commits;
    return snapshot;
  }
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
    categoryName: text.categoryName,
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
 * substring search over title, excerpt and text (spec §5) asked of the database (ADR 041), the
 * articles whose title holds the words first, optional category filter.
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
  const inCategory = category === null ? entries : entries.filter((e) => e.categorySlug === category);
  let matching = inCategory;
  if (needle !== "") {
    const found = await articles.search(snapshot.version, options.language, needle);
    const hits = inCategory.filter((e) => found.has(e.article.id));
    // Stable: within each group the list's order (newest first) holds.
    matching = [...hits.filter((e) => found.get(e.article.id)), ...hits.filter((e) => !found.get(e.article.id))];
  }
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
  if (!options.featuredFirst) return { cards: cardsOf(live.slice(0, options.limit), options.language) };
  // Featured first, each group in the list's order: one pass, no sort of the whole archive per render.
  const featured: PublishedEntry[] = [];
  const others: PublishedEntry[] = [];
  for (const entry of live) {
    if (entry.article.featured) {
      if (featured.length < options.limit) featured.push(entry);
    } else if (others.length < options.limit) others.push(entry);
  }
  return { cards: cardsOf([...featured, ...others].slice(0, options.limit), options.language) };
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
  const html = await articles.articleHtml(snapshot.version, entry.article.id, language);
  const alternates = alternatesOf(entry);
  return {
    ...toCard(entry, text),
    ownExcerpt: text.ownExcerpt,
    html,
    updatedAt: entry.article.updatedAt,
    hasTranslation: Object.keys(alternates).length > 1,
    alternates,
    originalLanguage: originalLanguageOf(entry),
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
 * One page of the public API's list in one language (English: the spec's call), built once per content
 * version (ADR 035): the JSON array and its gzip, the number of articles live in the language, and the
 * version (the ETag's part).
 */
export async function getPublishedArticlesPage(
  articles: PublishedArticles,
  options: { language: Language; page: number; pageSize: number },
): Promise<PublishedArticlesPage & { version: string }> {
  const snapshot = await articles.snapshot();
  const live = snapshot.byLanguage[options.language];
  const key = `${options.language}:${options.page}:${options.pageSize}`;
  let built = snapshot.apiPages.get(key);
  if (!built) {
    const start = (options.page - 1) * options.pageSize;
    const entries = live.slice(start, start + options.pageSize);
    const bodies = await articles.bodies(entries.map((e) => e.article.id));
    const json = Buffer.from(JSON.stringify(entries.map((e) => withBodies(e.article, bodies.get(e.article.id)))));
    built = { json, gzip: zlib.gzipSync(json), total: live.length };
    if (snapshot.apiPages.size >= API_PAGES_KEPT) snapshot.apiPages.delete(snapshot.apiPages.keys().next().value as string);
    snapshot.apiPages.set(key, built);
  }
  return { ...built, version: snapshot.version };
}

/** One article live in `language`, by its slug in that language, as the public API returns it. */
export async function findPublishedArticle(
  articles: PublishedArticles,
  slug: string,
  language: Language = "en",
): Promise<{ article: Article; version: string } | undefined> {
  const snapshot = await articles.snapshot();
  const entry = snapshot.bySlug[language].get(slug);
  if (!entry) return undefined;
  const bodies = await articles.bodies([entry.article.id]);
  return { article: withBodies(entry.article, bodies.get(entry.article.id)), version: snapshot.version };
}

/** Articles live in `language` for its sitemap, newest first: the path of each live version and the last change. */
export function listSitemapArticles(
  snapshot: PublishedSnapshot,
  language: Language,
): { paths: Partial<Record<Language, string>>; updatedAt: string }[] {
  return snapshot.byLanguage[language].map((e) => ({ paths: alternatesOf(e), updatedAt: e.article.updatedAt }));
}

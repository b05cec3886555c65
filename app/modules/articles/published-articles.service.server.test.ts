import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";
import { ARTICLES_PAGE_SIZE } from "./article-view.ts";
import { ArticleInputSchema } from "./article.schema.ts";
import { createArticle } from "./articles.service.server.ts";
import { ContentVersionTracker } from "#app/modules/settings/content-version.service.server.ts";
import { upsertSetting } from "#app/modules/settings/settings.repository.server.ts";
import { findArticleView, findPublishedArticle, getPublishedArticlesPage, listArticleCards, PublishedArticles } from "./published-articles.service.server.ts";

const TOTAL = ARTICLES_PAGE_SIZE + 2;

describe.each(ENGINES)("published articles for the pages (%s)", (engine) => {
  let database: TestDatabase;
  let published: PublishedArticles;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const contentVersion = new ContentVersionTracker();
    published = new PublishedArticles(database.db, contentVersion);
    for (let i = 1; i <= TOTAL; i++) {
      await createArticle(
        database.db,
        contentVersion,
        ArticleInputSchema.parse({
          title: `Article number ${i}`,
          slug: `article-${i}`,
          content: `<p>Body of article ${i}${i === 3 ? " about Quantum things" : ""}.</p>`,
          published: true,
          pt: i === 1 ? { title: "Artigo número 1", excerpt: "Resumo", content: "<p>Corpo do artigo 1.</p>" } : undefined,
        }),
      );
    }
  });
  afterAll(() => database.close());

  it("pages the list, newest first, 12 to a page, and keeps the page within range", async () => {
    const first = await listArticleCards(published, { language: "en" });
    expect(first.cards).toHaveLength(ARTICLES_PAGE_SIZE);
    expect(first.cards[0]?.slug).toBe(`article-${TOTAL}`);
    expect(first).toMatchObject({ page: 1, pageCount: 2, matches: TOTAL, total: TOTAL });
    const second = await listArticleCards(published, { language: "en", page: 2 });
    expect(second.cards.map((c) => c.slug)).toEqual(["article-2", "article-1"]);
    expect((await listArticleCards(published, { language: "en", page: 99 })).page).toBe(2);
    expect((await listArticleCards(published, { language: "en", page: -3 })).page).toBe(1);
  });

  it("searches case-insensitively in the body, and a whitespace query shows everything", async () => {
    const found = await listArticleCards(published, { language: "en", q: "qUANTUM" });
    expect(found.cards.map((c) => c.slug)).toEqual(["article-3"]);
    expect(found).toMatchObject({ matches: 1, pageCount: 1 });
    expect((await listArticleCards(published, { language: "en", q: "   " })).matches).toBe(TOTAL);
  });

  it("shows each language its own versions only: no English text on Portuguese pages (ADR 020)", async () => {
    const translated = await findArticleView(published, "article-1", "pt");
    expect(translated).toMatchObject({
      title: "Artigo número 1",
      textLanguage: "pt",
      hasTranslation: true,
      ownExcerpt: "Resumo",
      alternates: { en: "/articles/article-1", pt: "/pt/articles/article-1" },
    });
    expect(await findArticleView(published, "article-2", "pt")).toBeUndefined();
    const english = await findArticleView(published, "article-2", "en");
    expect(english).toMatchObject({ title: "Article number 2", textLanguage: "en", hasTranslation: false, ownExcerpt: null, alternates: { en: "/articles/article-2" } });
    expect(english?.excerpt).toBe("Body of article 2.");
    const portuguese = await listArticleCards(published, { language: "pt" });
    expect(portuguese.cards.map((c) => c.slug)).toEqual(["article-1"]);
  });

  it("holds no article body in memory: the page and the API read the text of what they show from the database (issue 23)", async () => {
    const snapshot = await published.snapshot();
    for (const entry of snapshot.entries.values()) {
      expect(entry.article.content).toBe("");
      expect(entry.article.pt?.content ?? "").toBe("");
      expect(JSON.stringify(entry)).not.toContain("<p>");
    }
    const view = await findArticleView(published, "article-3", "en");
    expect(view?.html).toBe("<p>Body of article 3 about Quantum things.</p>");
    expect((await findArticleView(published, "article-1", "pt"))?.html).toBe("<p>Corpo do artigo 1.</p>");
    const page = await getPublishedArticlesPage(published, { language: "en", page: 1, pageSize: 2 });
    const articles = JSON.parse(page.json.toString()) as { slug: string; content: string }[];
    expect(articles.map((a) => [a.slug, a.content])).toEqual([
      [`article-${TOTAL}`, `<p>Body of article ${TOTAL}.</p>`],
      [`article-${TOTAL - 1}`, `<p>Body of article ${TOTAL - 1}.</p>`],
    ]);
    expect((await findPublishedArticle(published, "article-1", "pt"))?.article.pt?.content).toBe("<p>Corpo do artigo 1.</p>");
  });

  it("reads and sanitises an article's body once per content version for its page, and shows a changed body after the write", async () => {
    const reads = vi.spyOn(published, "bodies");
    try {
      const before = await findArticleView(published, "article-4", "en");
      expect(before?.html).toBe("<p>Body of article 4.</p>");
      expect((await findArticleView(published, "article-4", "en"))?.html).toBe(before?.html);
      expect(reads).toHaveBeenCalledTimes(1);
      expect((await findArticleView(published, "article-5", "en"))?.html).toBe("<p>Body of article 5.</p>");
      expect(reads).toHaveBeenCalledTimes(2);

      // Another instance changes the body and the shared version (as every write does): the page shows the new text.
      const id = (await published.snapshot()).bySlug.en.get("article-4")?.article.id ?? 0;
      await database.db.updateTable("articles").set({ content: "<p>Changed <script>alert(1)</script>body.</p>" }).where("id", "=", id).execute();
      await upsertSetting(database.db, "content_version", `changed-${engine}`);
      await vi.waitFor(async () => expect((await published.snapshot()).version).toBe(`changed-${engine}`), { timeout: 3000 });
      expect((await findArticleView(published, "article-4", "en"))?.html).toBe("<p>Changed body.</p>");
      expect(reads).toHaveBeenCalledTimes(3);
    } finally {
      reads.mockRestore();
    }
  });
});

describe.each(ENGINES)("PublishedArticles.peekVersion, the page cache's fast-path check (%s)", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await database.close();
  });

  it("answers without waiting while fresh, re-checks in the background just after, and gives up after 800 ms", async () => {
    const published = new PublishedArticles(database.db, new ContentVersionTracker());
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    expect(published.peekVersion()).toBeUndefined(); // nothing loaded yet
    const first = await published.snapshot();
    expect(published.peekVersion()).toBe(first.version);

    // Another instance writes: the shared version changes in the database, not in this process.
    await upsertSetting(database.db, "content_version", "written-elsewhere");
    vi.setSystemTime(start + 400);
    expect(published.peekVersion()).toBe(first.version);
    vi.setSystemTime(start + 600);
    expect(published.peekVersion()).toBe(first.version); // still answers, re-check started
    await vi.waitFor(async () => expect((await published.snapshot()).version).toBe("written-elsewhere"));
    expect(published.peekVersion()).toBe("written-elsewhere");

    // Without a re-check for 800 ms it does not guess.
    vi.setSystemTime(Date.now() + 800);
    expect(published.peekVersion()).toBeUndefined();
    vi.useRealTimers();
  });

  it("gives pages the snapshot in memory up to 300 ms past a due re-check, and waits for the database after that", async () => {
    const published = new PublishedArticles(database.db, new ContentVersionTracker());
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    const first = await published.snapshot();
    await upsertSetting(database.db, "content_version", "grace-elsewhere");
    vi.setSystemTime(start + 600);
    // Had it waited for the re-check, it would already see the other instance's version.
    expect((await published.snapshot()).version).toBe(first.version);
    await vi.waitFor(async () => expect((await published.snapshot()).version).toBe("grace-elsewhere"));
    await upsertSetting(database.db, "content_version", "late-elsewhere");
    vi.setSystemTime(Date.now() + 900);
    expect((await published.snapshot()).version).toBe("late-elsewhere");
    vi.useRealTimers();
  });

  it("stops answering at once after a write through this process, and answers again once re-read", async () => {
    const contentVersion = new ContentVersionTracker();
    const published = new PublishedArticles(database.db, contentVersion);
    const before = await published.snapshot();
    await createArticle(database.db, contentVersion, ArticleInputSchema.parse({ title: "Local write", slug: "local-write", content: "<p>Written here.</p>", published: true }));
    expect(published.peekVersion()).toBeUndefined();
    const after = await published.snapshot();
    expect(after.version).not.toBe(before.version);
    expect(after.bySlug.en.has("local-write")).toBe(true);
    expect(published.peekVersion()).toBe(after.version);
  });

  it("keeps answering from memory after this process wrote and then another instance wrote", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const contentVersion = new ContentVersionTracker();
    const published = new PublishedArticles(database.db, contentVersion);
    await createArticle(database.db, contentVersion, ArticleInputSchema.parse({ title: "Mine", slug: "mine-first", content: "<p>Written here first.</p>", published: true }));
    await published.snapshot();
    await upsertSetting(database.db, "content_version", "then-elsewhere");
    vi.setSystemTime(Date.now() + 600);
    await vi.waitFor(async () => expect((await published.snapshot()).version).toBe("then-elsewhere"));
    // The version this process wrote last is no longer the current one: that must not stop the fast path.
    expect(published.peekVersion()).toBe("then-elsewhere");
    vi.useRealTimers();
  });
});

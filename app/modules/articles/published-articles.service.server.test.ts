import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";
import { ARTICLES_PAGE_SIZE } from "./article-view.ts";
import { ArticleInputSchema } from "./article.schema.ts";
import { createArticle } from "./articles.service.server.ts";
import { upsertSetting } from "#app/modules/settings/settings.repository.server.ts";
import { findArticleView, getPublishedSnapshot, listArticleCards, peekCurrentContentVersion } from "./published-articles.service.server.ts";

const TOTAL = ARTICLES_PAGE_SIZE + 2;

describe.each(ENGINES)("published articles for the pages (%s)", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    for (let i = 1; i <= TOTAL; i++) {
      await createArticle(
        database.db,
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
    const first = await listArticleCards(database.db, { language: "en" });
    expect(first.cards).toHaveLength(ARTICLES_PAGE_SIZE);
    expect(first.cards[0]?.slug).toBe(`article-${TOTAL}`);
    expect(first).toMatchObject({ page: 1, pageCount: 2, matches: TOTAL, total: TOTAL });
    const second = await listArticleCards(database.db, { language: "en", page: 2 });
    expect(second.cards.map((c) => c.slug)).toEqual(["article-2", "article-1"]);
    expect((await listArticleCards(database.db, { language: "en", page: 99 })).page).toBe(2);
    expect((await listArticleCards(database.db, { language: "en", page: -3 })).page).toBe(1);
  });

  it("searches case-insensitively in the body, and a whitespace query shows everything", async () => {
    const found = await listArticleCards(database.db, { language: "en", q: "qUANTUM" });
    expect(found.cards.map((c) => c.slug)).toEqual(["article-3"]);
    expect(found).toMatchObject({ matches: 1, pageCount: 1 });
    expect((await listArticleCards(database.db, { language: "en", q: "   " })).matches).toBe(TOTAL);
  });

  it("shows each language its own versions only: no English text on Portuguese pages (ADR 020)", async () => {
    const translated = await findArticleView(database.db, "article-1", "pt");
    expect(translated).toMatchObject({
      title: "Artigo número 1",
      textLanguage: "pt",
      hasTranslation: true,
      ownExcerpt: "Resumo",
      alternates: { en: "/articles/article-1", pt: "/pt/articles/article-1" },
    });
    expect(await findArticleView(database.db, "article-2", "pt")).toBeUndefined();
    const english = await findArticleView(database.db, "article-2", "en");
    expect(english).toMatchObject({ title: "Article number 2", textLanguage: "en", hasTranslation: false, ownExcerpt: null, alternates: { en: "/articles/article-2" } });
    expect(english?.excerpt).toBe("Body of article 2.");
    const portuguese = await listArticleCards(database.db, { language: "pt" });
    expect(portuguese.cards.map((c) => c.slug)).toEqual(["article-1"]);
  });
});

describe.each(ENGINES)("peekCurrentContentVersion, the page cache's fast-path check (%s)", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await database.close();
  });

  it("answers without waiting while fresh, re-checks in the background just after, and gives up after 800 ms", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    expect(peekCurrentContentVersion(database.db)).toBeUndefined(); // nothing loaded yet
    const first = await getPublishedSnapshot(database.db);
    expect(peekCurrentContentVersion(database.db)).toBe(first.version);

    // Another instance writes: the shared version changes in the database, not in this process.
    await upsertSetting(database.db, "content_version", "written-elsewhere");
    vi.setSystemTime(start + 400);
    expect(peekCurrentContentVersion(database.db)).toBe(first.version);
    vi.setSystemTime(start + 600);
    expect(peekCurrentContentVersion(database.db)).toBe(first.version); // still answers, re-check started
    await vi.waitFor(async () => expect((await getPublishedSnapshot(database.db)).version).toBe("written-elsewhere"));
    expect(peekCurrentContentVersion(database.db)).toBe("written-elsewhere");

    // Without a re-check for 800 ms it does not guess.
    vi.setSystemTime(Date.now() + 800);
    expect(peekCurrentContentVersion(database.db)).toBeUndefined();
  });
});

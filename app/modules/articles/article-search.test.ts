import { CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";
import { ContentVersionTracker } from "#app/modules/settings/content-version.service.server.ts";
import { ArticleInputSchema } from "./article.schema.ts";
import { postgresSearchQuery, refreshSearchStatistics } from "./article-search.repository.server.ts";
import { reconcileSearchIndex } from "./articles.repository.server.ts";
import { createArticle, deleteArticle, updateArticle } from "./articles.service.server.ts";
import { listArticleCards, PublishedArticles, SEARCH_KEPT_MS } from "./published-articles.service.server.ts";

/**
 * Search from the database (issue 23, ADR 041): the same answers on both engines as the in-memory
 * substring search gave (spec §5: case and accents ignored, title, excerpt and text), title hits first.
 */
describe.each(ENGINES)("article search from the database (%s)", (engine) => {
  let database: TestDatabase;
  let versions: ContentVersionTracker;
  let published: PublishedArticles;
  const ids: Record<string, number> = {};

  const add = async (key: string, input: Record<string, unknown>) => {
    const article = await createArticle(database.db, versions, ArticleInputSchema.parse({ published: true, slug: key, ...input }));
    ids[key] = article.id;
  };
  const slugsFor = async (q: string, language: "en" | "pt" = "en") =>
    (await listArticleCards(published, { language, q })).cards.map((card) => card.slug);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    versions = new ContentVersionTracker();
    published = new PublishedArticles(database.db, versions);
    await add("older-body-hit", { title: "Cloud costs", content: "<p>What a <strong>Coração</strong> of data centres needs.</p>" });
    await add("title-hit", { title: "Coração digital", content: "<p>Nothing else here.</p>" });
    await add("excerpt-hit", { title: "Quarterly notes", excerpt: "A note on 100% uptime_targets", content: "<p>Plain text.</p>" });
    await add("newest-body-hit", {
      title: "Edge inference",
      content: "<p>The &quot;coracao&quot; of it &amp; more: AI at the edge.</p>",
      pt: { title: "Inferência na borda", slug: "inferencia-na-borda", content: "<p>Ação rápida com IA na borda.</p>" },
    });
    await add("draft", { title: "Coração draft", content: "<p>coração, not yet.</p>", published: false });
  });
  afterAll(() => database.close());

  it("ignores case and accents in both directions, and ranks title hits before the rest, each newest first", async () => {
    expect(await slugsFor("CORAÇÃO")).toEqual(["title-hit", "newest-body-hit", "older-body-hit"]);
    expect(await slugsFor("coracao")).toEqual(["title-hit", "newest-body-hit", "older-body-hit"]);
  });

  it("finds text in the excerpt and takes %, _ and quotes literally", async () => {
    expect(await slugsFor("100% uptime_t")).toEqual(["excerpt-hit"]);
    expect(await slugsFor("100_")).toEqual([]);
    expect(await slugsFor('"coracao" of')).toEqual(["newest-body-hit"]);
    expect(await slugsFor("%")).toEqual(["excerpt-hit"]);
  });

  it("answers needles shorter than three characters too", async () => {
    expect(await slugsFor("ai")).toContain("newest-body-hit");
    expect(await slugsFor("zq")).toEqual([]);
  });

  it("searches each language's own version only, and never a draft", async () => {
    expect(await slugsFor("acao rapida", "pt")).toEqual(["inferencia-na-borda"]);
    expect(await slugsFor("acao rapida", "en")).toEqual([]);
    expect(await slugsFor("edge inference", "pt")).toEqual([]);
    expect(await slugsFor("draft")).toEqual([]);
  });

  it("follows an edit and a delete at once", async () => {
    const id = ids["excerpt-hit"] as number;
    await updateArticle(database.db, versions, id, ArticleInputSchema.parse({ slug: "excerpt-hit", title: "Quarterly notes", content: "<p>Now about zebras.</p>", published: true }));
    expect(await slugsFor("uptime")).toEqual([]);
    expect(await slugsFor("zebras")).toEqual(["excerpt-hit"]);
    await deleteArticle(database.db, versions, id);
    expect(await slugsFor("zebras")).toEqual([]);
    const left = await sql<{ n: number }>`select count(*) as n from article_search where article_id = ${id}`.execute(database.db);
    expect(Number(left.rows[0]?.n)).toBe(0);
  });

  it("makes missing and stale rows again from the articles, and removes those of deleted articles", async () => {
    await sql`delete from article_search`.execute(database.db);
    await sql`insert into article_search (article_id, language, updated_at, title, body) values (999999, 'en', 'x', 'ghost', 'ghost')`.execute(database.db);
    expect(await slugsFor("coracao")).toEqual([]);
    expect(await reconcileSearchIndex(database.db)).toBe(4);
    // A minute later: the view keeps a search's answer that long at one content version (next test).
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + SEARCH_KEPT_MS });
    try {
      expect(await slugsFor("coracao")).toEqual(["title-hit", "newest-body-hit", "older-body-hit"]);
    } finally {
      vi.useRealTimers();
    }
    const ghost = await sql<{ n: number }>`select count(*) as n from article_search where article_id = 999999`.execute(database.db);
    expect(Number(ghost.rows[0]?.n)).toBe(0);
    expect(await reconcileSearchIndex(database.db)).toBe(0);
  });

  it("keeps a search's answer for a minute at its content version; a write, or the minute's end, asks the database again", async () => {
    const id = ids["newest-body-hit"] as number;
    expect(await slugsFor("edge")).toEqual(["newest-body-hit"]);
    await sql`delete from article_search where article_id = ${id}`.execute(database.db);
    // The next page, or the same search again: answered from memory.
    expect(await slugsFor("edge")).toEqual(["newest-body-hit"]);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + SEARCH_KEPT_MS });
    try {
      expect(await slugsFor("edge")).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
    expect(await reconcileSearchIndex(database.db)).toBe(1);
    expect(await slugsFor("edge")).toEqual([]);
    const titleHit = ids["title-hit"] as number;
    await updateArticle(database.db, versions, titleHit, ArticleInputSchema.parse({ slug: "title-hit", title: "Coração digital", content: "<p>Nothing else here.</p>", published: true }));
    expect(await slugsFor("edge")).toEqual(["newest-body-hit"]);
  });

  it.runIf(engine === "postgres")("reads, on PostgreSQL, only the rows its language's trigram index names, and refreshes the statistics after a bulk reindex", async () => {
    // An archive's worth of search rows (2,000 per language, ~6 KB of text each, one in a hundred
    // holding the needle), then the statistics a bulk reindex leaves: the planner must read only the
    // rows the language's partial trigram index names (migration 2026_11_30_0900), not every body.
    await sql`
      insert into article_search (article_id, language, updated_at, title, body)
      select 800000 + n, language, 'x', 'filler', repeat('the edge of inference ' || n || ' ', 300) || case when n % 100 = 0 then ' coracao' else '' end
      from generate_series(1, 2000) as n, (values ('en'), ('pt')) as languages (language)
    `.execute(database.db);
    await refreshSearchStatistics(database.db);
    for (const language of ["en", "pt"] as const) {
      const compiled = postgresSearchQuery(database.db, language, "coracao").compile();
      const plan = await database.db.executeQuery<{ "QUERY PLAN": string }>(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
      expect(plan.rows.map((row) => row["QUERY PLAN"]).join("\n")).toContain(`Bitmap Index Scan on article_search_body_${language}`);
    }
    await sql`delete from article_search where article_id >= 800000`.execute(database.db);
    const vacuums = async () =>
      Number((await sql<{ n: string }>`select vacuum_count as n from pg_stat_user_tables where relname = 'article_search'`.execute(database.db)).rows[0]?.n);
    const before = await vacuums();
    await sql`insert into article_search (article_id, language, updated_at, title, body) select 900000 + n, 'en', 'x', 'ghost', 'ghost' from generate_series(1, 99) as n`.execute(database.db);
    await reconcileSearchIndex(database.db);
    expect(await vacuums()).toBe(before);
    await sql`insert into article_search (article_id, language, updated_at, title, body) select 900000 + n, 'en', 'x', 'ghost', 'ghost' from generate_series(1, 100) as n`.execute(database.db);
    await reconcileSearchIndex(database.db);
    expect(await vacuums()).toBe(before + 1);
  });
});

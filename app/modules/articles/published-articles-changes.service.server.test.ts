import type { KyselyPlugin } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Language } from "#app/lib/language.ts";
import { createCategory } from "#app/modules/categories/categories.service.server.ts";
import { CategoryInputSchema } from "#app/modules/categories/category.schema.ts";
import { bumpContentVersion, ContentVersionTracker } from "#app/modules/settings/content-version.service.server.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";
import { ArticleInputSchema } from "./article.schema.ts";
import { createArticle, deleteArticle, publishDueArticles, updateArticle } from "./articles.service.server.ts";
import {
  findArticleView,
  getPublishedArticlesPage,
  listArticleCards,
  listLatestArticleCards,
  listSitemapArticles,
  PublishedArticles,
  type PublishedSnapshot,
} from "./published-articles.service.server.ts";

/** Past the 500 ms re-check and its 300 ms grace: the next read waits for the database (ADR 013). */
const PAST_RECHECK_MS = 1_000;

/** ADR 035: every instance updates its view by the change log, article by article. */
describe.each(ENGINES)("the published articles' view, updated by what a write changed (%s)", (engine) => {
  let database: TestDatabase;
  let writer: ContentVersionTracker;
  let counter = 0;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    writer = new ContentVersionTracker();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => database.close());

  function input(slug: string, overrides: Record<string, unknown> = {}) {
    return ArticleInputSchema.parse({
      title: `Title of ${slug}`,
      slug,
      content: `<p>Body of ${slug}, long enough.</p>`,
      published: true,
      ...overrides,
    });
  }

  async function write(count: number) {
    const made = [];
    for (let i = 0; i < count; i++) {
      counter += 1;
      made.push(await createArticle(database.db, writer, input(`changes-${engine}-${counter}`)));
    }
    return made;
  }

  /** Another instance's view (its own tracker: it learns of writes from the database only). */
  function otherInstance() {
    return new PublishedArticles(database.db, new ContentVersionTracker());
  }

  /** The view once the re-check is due: read from the database, never from a timer's luck. */
  async function afterRecheck(view: PublishedArticles): Promise<PublishedSnapshot> {
    if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + PAST_RECHECK_MS);
    return view.snapshot();
  }

  function listed(snapshot: PublishedSnapshot, language: Language): string[] {
    return snapshot.byLanguage[language].map((e) => `${e.article.id}:${e.text[language]?.slug}:${e.text[language]?.title}`);
  }

  it("changes exactly the entry of the article a save wrote, and keeps every other one as it was", async () => {
    const [a, b, c] = await write(3);
    const view = otherInstance();
    const before = await view.snapshot();
    await updateArticle(database.db, writer, b!.id, input(b!.slug!, { title: "A new title for b" }));
    const after = await afterRecheck(view);
    expect(after.version).not.toBe(before.version);
    expect(after.entries.get(a!.id)).toBe(before.entries.get(a!.id));
    expect(after.entries.get(c!.id)).toBe(before.entries.get(c!.id));
    expect(after.entries.get(b!.id)).not.toBe(before.entries.get(b!.id));
    expect(after.entries.get(b!.id)?.text.en?.title).toBe("A new title for b");
    expect(after.entries.size).toBe(before.entries.size);
    expect(after.changeId).toBeGreaterThan(before.changeId);
  });

  it("keeps every entry when a write touched no article (the version still moves on)", async () => {
    await write(1);
    const view = otherInstance();
    const before = await view.snapshot();
    await writer.commit(database.db, async () => undefined);
    const after = await afterRecheck(view);
    expect(after.version).not.toBe(before.version);
    expect(after.entries).toBe(before.entries);
    expect(after.byLanguage).toBe(before.byLanguage);
  });

  it("takes a scheduled version live when its time comes, as one change", async () => {
    const [kept] = await write(1);
    counter += 1;
    const slug = `changes-${engine}-${counter}`;
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await createArticle(database.db, writer, input(slug, { published: false, publishAt: later }));
    const view = otherInstance();
    const before = await view.snapshot();
    expect(before.bySlug.en.has(slug)).toBe(false);
    await publishDueArticles(database.db, writer, new Date(Date.now() + 2 * 86_400_000).toISOString());
    const after = await afterRecheck(view);
    expect(after.bySlug.en.get(slug)?.article.id).toBe(scheduled.id);
    expect(after.byLanguage.en[0]?.article.id).toBe(scheduled.id); // newest first
    expect(after.entries.get(kept!.id)).toBe(before.entries.get(kept!.id));
  });

  it("drops an unpublished and a deleted article from lists, feeds, the sitemap, search and the API", async () => {
    const [unpublished, deleted, staying] = await write(3);
    const view = otherInstance();
    await view.snapshot();
    await updateArticle(database.db, writer, unpublished!.id, input(unpublished!.slug!, { published: false }));
    await deleteArticle(database.db, writer, deleted!.id);
    const after = await afterRecheck(view);
    const gone = [unpublished!.slug!, deleted!.slug!];

    const list = await listArticleCards(view, { language: "en", page: 1 });
    const search = await listArticleCards(view, {
      language: "en",
      q: "Title of changes",
    });
    const feed = await listLatestArticleCards(view, {
      language: "en",
      limit: 1_000,
    });
    const sitemap = listSitemapArticles(after, "en").map((s) => s.paths.en);
    const api = JSON.parse(
      (
        await getPublishedArticlesPage(view, {
          language: "en",
          page: 1,
          pageSize: 100,
        })
      ).json.toString(),
    ) as { slug: string }[];
    for (const slug of gone) {
      expect(after.bySlug.en.has(slug)).toBe(false);
      expect(await findArticleView(view, slug, "en")).toBeUndefined();
      expect(list.cards.map((card) => card.slug)).not.toContain(slug);
      expect(search.cards.map((card) => card.slug)).not.toContain(slug);
      expect(feed.cards.map((card) => card.slug)).not.toContain(slug);
      expect(sitemap).not.toContain(`/articles/${slug}`);
      expect(api.map((x) => x.slug)).not.toContain(slug);
    }
    expect(feed.cards.map((card) => card.slug)).toContain(staying!.slug);
    expect(sitemap).toContain(`/articles/${staying!.slug}`);
    expect(api.map((x) => x.slug)).toContain(staying!.slug);
  });

  it("converges with a view read from scratch after saves, translations, unpublishing and deletes", async () => {
    const made = await write(4);
    const view = otherInstance();
    await view.snapshot();
    const [first, second, third, fourth] = made;
    await updateArticle(
      database.db,
      writer,
      first!.id,
      input(first!.slug!, {
        pt: {
          title: "Título em português",
          slug: `${first!.slug}-pt`,
          content: "<p>Corpo em português, longo.</p>",
        },
      }),
    );
    await updateArticle(database.db, writer, second!.id, input(`${second!.slug}-renamed`));
    await updateArticle(database.db, writer, third!.id, input(third!.slug!, { published: false }));
    await updateArticle(database.db, writer, third!.id, input(third!.slug!, { published: true }));
    await deleteArticle(database.db, writer, fourth!.id);
    await write(1);
    const incremental = await afterRecheck(view);
    const scratch = await otherInstance().snapshot();
    expect(incremental.version).toBe(scratch.version);
    for (const language of ["en", "pt"] as const) {
      expect(listed(incremental, language)).toEqual(listed(scratch, language));
      expect([...incremental.bySlug[language].keys()].sort()).toEqual([...scratch.bySlug[language].keys()].sort());
      expect(incremental.categories[language]).toEqual(scratch.categories[language]);
    }
    expect(incremental.bySlug.en.has(second!.slug!)).toBe(false);
    expect(incremental.bySlug.pt.has(`${first!.slug}-pt`)).toBe(true);
  });

  it("reads the whole archive again after a restore or a category change", async () => {
    const [article] = await write(1);
    const view = otherInstance();
    const before = await view.snapshot();
    await bumpContentVersion(database.db); // what a restore does
    const restored = await afterRecheck(view);
    expect(restored.entries.get(article!.id)).not.toBe(before.entries.get(article!.id));
    expect(restored.entries.get(article!.id)?.text.en?.slug).toBe(article!.slug);

    counter += 1;
    await createCategory(
      database.db,
      writer,
      CategoryInputSchema.parse({
        name: `Category ${counter}`,
        slug: `category-${engine}-${counter}`,
        description: "",
      }),
    );
    const recategorised = await afterRecheck(view);
    expect(recategorised.entries.get(article!.id)).not.toBe(restored.entries.get(article!.id));
  });
  /** The SQL a view runs, recorded (Kysely plugin) while it runs it. */
  function recordingInstance(): { view: PublishedArticles; queries: { sql: string; parameters: readonly unknown[] }[] } {
    const queries: { sql: string; parameters: readonly unknown[] }[] = [];
    const executor = database.db.getExecutor();
    const recorder: KyselyPlugin = {
      transformQuery: (args) => {
        const compiled = executor.compileQuery(args.node, args.queryId);
        queries.push({ sql: compiled.sql, parameters: compiled.parameters });
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    return { view: new PublishedArticles(database.db.withPlugin(recorder), new ContentVersionTracker()), queries };
  }

  /** The queries that read a body column (the view's own `case when … is null` placeholder aside). */
  function bodyReads(queries: { sql: string }[]): string[] {
    return queries.map((q) => q.sql.replace(/case when "?content(?:_pt)?"? is null then null else '' end as "content(?:_pt)?"/g, "")).filter((text) => /"content(?:_pt)?"/.test(text));
  }

  it("keeps each version's word count and lead with its body, on creation and on every save (ADR 054)", async () => {
    counter += 1;
    const slug = `facts-${engine}-${counter}`;
    const long = `<p>${"word ".repeat(300)}</p>`;
    const made = await createArticle(database.db, writer, input(slug, { content: long }));
    const facts = () =>
      database.db.selectFrom("articles").select(["content_words", "content_lead", "content_words_pt", "content_lead_pt"]).where("id", "=", made.id).executeTakeFirstOrThrow();
    expect(await facts()).toMatchObject({ content_lead: `${"word ".repeat(24)}...`, content_words_pt: null, content_lead_pt: null });
    expect(Number((await facts()).content_words)).toBe(300);
    await updateArticle(database.db, writer, made.id, input(slug, { content: "<p>Now <em>four</em> short words.</p>", pt: { title: "Título", slug: `${slug}-pt`, content: "<p>Três palavras só</p>" } }));
    expect(await facts()).toMatchObject({ content_lead: "Now four short words.", content_lead_pt: "Três palavras só" });
    expect([Number((await facts()).content_words), Number((await facts()).content_words_pt)]).toEqual([4, 3]);
  });

  it("reads no body at start-up: lists, excerpts and reading times come from the stored facts (ADR 054)", async () => {
    counter += 1;
    const slug = `cold-${engine}-${counter}`;
    await createArticle(database.db, writer, input(slug, { content: `<p>${"word ".repeat(500)}</p>` }));
    await write(2);
    const { view, queries } = recordingInstance();
    const snapshot = await view.snapshot();
    // What the view read before answering (the search rows' repair may go on in the background).
    const startUp = [...queries];
    expect(snapshot.bySlug.en.get(slug)?.text.en).toMatchObject({ readingMinutes: 3, excerpt: `${"word ".repeat(24)}...` });
    expect(startUp.length).toBeGreaterThan(0);
    expect(bodyReads(startUp)).toEqual([]);
    queries.length = 0;
    // The list page and the feed read no body either; an article's page reads its own only.
    await listArticleCards(view, { language: "en", page: 1 });
    await listLatestArticleCards(view, { language: "en", limit: 10 });
    expect(bodyReads(queries)).toEqual([]);
    const page = await findArticleView(view, slug, "en");
    expect(page?.html).toContain("word word");
    expect(bodyReads(queries)).toHaveLength(1);
  });

  it("reads the body of a row whose facts are not known (restored from an older backup), and of that row only", async () => {
    const [known, unknown] = await write(2);
    // What a restore of a backup made before ADR 054 leaves: the bodies without their facts.
    await database.db.updateTable("articles").set({ content_words: null, content_lead: null }).where("id", "=", unknown!.id).execute();
    const { view, queries } = recordingInstance();
    const snapshot = await view.snapshot();
    const startUp = [...queries];
    expect(snapshot.entries.get(unknown!.id)?.text.en).toMatchObject({ excerpt: `Body of ${unknown!.slug}, long enough.`, readingMinutes: 1 });
    expect(snapshot.entries.get(known!.id)?.text.en?.excerpt).toBe(`Body of ${known!.slug}, long enough.`);
    const reads = startUp.filter((q) => bodyReads([q]).length > 0);
    expect(reads).toHaveLength(1);
    expect(reads[0]?.parameters).toEqual([unknown!.id]);
  });
  it("puts featured articles first on the home, each group newest first, without sorting the archive", async () => {
    counter += 1;
    const older = await createArticle(database.db, writer, input(`featured-${engine}-${counter}-a`, { featured: true }));
    const newer = await createArticle(database.db, writer, input(`featured-${engine}-${counter}-b`, { featured: true }));
    await write(2);
    const view = otherInstance();
    // The list's newest article not featured (an earlier test published one dated tomorrow).
    const latest = (await view.snapshot()).byLanguage.en.find((entry) => !entry.article.featured);
    const { cards } = await listLatestArticleCards(view, { language: "en", limit: 3, featuredFirst: true });
    expect(cards.map((card) => card.slug)).toEqual([newer.slug, older.slug, latest?.text.en?.slug]);
    expect((await listLatestArticleCards(view, { language: "en", limit: 1, featuredFirst: true })).cards.map((card) => card.slug)).toEqual([newer.slug]);
  });
});

import { type Kysely, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";
import { migrateDownAll, migrateTo, migrateToLatest } from "./migrate.server.ts";

const TABLES = [
  "account_tokens",
  "analytics_daily",
  "analytics_events",
  "analytics_rollups",
  "analytics_salts",
  "article_drafts",
  "article_preview_links",
  "article_revisions",
  "article_search",
  "article_slugs",
  "articles",
  "audit_events",
  "categories",
  "content_changes",
  "image_variants",
  "images",
  "login_challenges",
  "messages",
  "newsletter_marks",
  "newsletter_sends",
  "newsletter_subscribers",
  "outbox",
  "outbox_attempts",
  "page_drafts",
  "page_revisions",
  "pages",
  "passkeys",
  "recovery_codes",
  "sessions",
  "settings",
  "share_cards",
  "site_content_revisions",
  "talks",
  "testimonials",
  "throttles",
  "users",
  "webauthn_challenges",
];

async function tableNames(database: TestDatabase): Promise<string[]> {
  const tables = await database.db.introspection.getTables();
  // SQLite's FTS5 keeps a virtual table's index in tables of its own (article_search_data, …).
  const fts5Storage = /^article_search_(?:config|content|data|docsize|idx)$/;
  return tables
    .map((t) => t.name)
    .filter((name) => !name.startsWith("kysely_") && !fts5Storage.test(name))
    .sort();
}

describe.each(ENGINES)("migrations (%s)", (engine) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("run up, are idempotent, run down to nothing and up again", async () => {
    database = await createTestDatabase(engine, { migrate: false });
    await migrateToLatest(database.db);
    expect(await tableNames(database)).toEqual(TABLES);
    await migrateToLatest(database.db);
    expect(await tableNames(database)).toEqual(TABLES);
    await migrateDownAll(database.db);
    expect(await tableNames(database)).toEqual([]);
    await migrateToLatest(database.db);
    expect(await tableNames(database)).toEqual(TABLES);
  });

  it("enforce unique slugs and refuse deleting a category that articles use", async () => {
    database = await createTestDatabase(engine);
    const now = new Date().toISOString();
    const category = await database.db
      .insertInto("categories")
      .values({ name: "AI", slug: "ai", description: null, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const article = { title: "T", content: "c", published: 0, published_pt: 0, featured: 0, created_at: now, updated_at: now };
    await database.db.insertInto("articles").values({ ...article, slug: "a", category_id: category.id }).execute();
    await expect(database.db.insertInto("articles").values({ ...article, slug: "a" }).execute()).rejects.toThrow();
    await expect(database.db.deleteFrom("categories").where("id", "=", category.id).execute()).rejects.toThrow();
    const count = await sql<{ n: number }>`select count(*) as n from categories`.execute(database.db);
    expect(Number(count.rows[0]?.n)).toBe(1);
  });

  it("carry articles into per-language versions: ids kept, a Portuguese version gets the slug and state of the article", async () => {
    database = await createTestDatabase(engine, { migrate: false });
    const db = database.db as unknown as Kysely<any>;
    await migrateTo(db, "2026_11_23_1101_create_outbox");
    const at = "2025-01-05T10:00:00.000Z";
    const common = { excerpt: null, cover_image: null, featured: 0, category_id: null, created_at: at, updated_at: at };
    await db
      .insertInto("articles")
      .values([
        { ...common, id: 7, slug: "both", title: "Both", content: "<p>Body</p>", published: 1, published_at: at, title_pt: "Ambos", excerpt_pt: null, content_pt: "<p>Corpo</p>" },
        { ...common, id: 9, slug: "draft", title: "Draft", content: "<p>Body</p>", published: 0, published_at: null, title_pt: "Rascunho", excerpt_pt: null, content_pt: "<p>Corpo</p>" },
        { ...common, id: 11, slug: "english", title: "English", content: "<p>Body</p>", published: 1, published_at: at, title_pt: null, excerpt_pt: null, content_pt: null },
      ])
      .execute();
    await migrateToLatest(db);
    const rows = await db
      .selectFrom("articles")
      .select(["id", "slug", "slug_pt", "published", "published_pt", "published_at_pt", "publish_at", "publish_at_pt"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: 7, slug: "both", slug_pt: "both", published: 1, published_pt: 1, published_at_pt: at, publish_at: null, publish_at_pt: null },
      { id: 9, slug: "draft", slug_pt: "draft", published: 0, published_pt: 0, published_at_pt: null, publish_at: null, publish_at_pt: null },
      { id: 11, slug: "english", slug_pt: null, published: 1, published_pt: 0, published_at_pt: null, publish_at: null, publish_at_pt: null },
    ]);
    // An article may now lack an English version; Portuguese slugs are unique.
    await db
      .insertInto("articles")
      .values({ id: 12, slug: null, title: null, content: null, slug_pt: "so-pt", title_pt: "Só", content_pt: "<p>Corpo</p>", published: 0, published_pt: 1, featured: 0, created_at: at, updated_at: at })
      .execute();
    await expect(db.insertInto("articles").values({ id: 13, slug_pt: "so-pt", title_pt: "X", content_pt: "y", published: 0, published_pt: 0, featured: 0, created_at: at, updated_at: at }).execute()).rejects.toThrow();
  });
  it("fill in what lists show of each existing body: its word count and its lead (ADR 054)", async () => {
    database = await createTestDatabase(engine, { migrate: false });
    const db = database.db as unknown as Kysely<any>;
    await migrateTo(db, "2026_11_28_1401_create_testimonials");
    const at = "2025-01-05T10:00:00.000Z";
    const common = { excerpt: null, cover_image: null, featured: 0, category_id: null, created_at: at, updated_at: at, published: 1, published_pt: 0 };
    const long = `<p>${"palavra ".repeat(300)}</p>`;
    await db
      .insertInto("articles")
      .values([
        { ...common, id: 3, slug: "both", title: "Both", content: "<p>Three <b>short</b> words&amp;more</p>", slug_pt: "ambos", title_pt: "Ambos", content_pt: long },
        { ...common, id: 4, slug: null, title: null, content: null, slug_pt: "so", title_pt: "Só", content_pt: "" },
      ])
      .execute();
    await migrateToLatest(db);
    const rows = await db.selectFrom("articles").select(["id", "content_words", "content_lead", "content_words_pt", "content_lead_pt"]).orderBy("id").execute();
    expect(rows.map((row) => ({ ...row, content_words: row.content_words === null ? null : Number(row.content_words), content_words_pt: Number(row.content_words_pt) }))).toEqual([
      { id: 3, content_words: 3, content_lead: "Three short words&more", content_words_pt: 300, content_lead_pt: `${"palavra ".repeat(15)}...` },
      { id: 4, content_words: null, content_lead: null, content_words_pt: 0, content_lead_pt: "" },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { openDatabase } from "#app/db/db.server.ts";
import type { Article } from "#app/modules/articles/article.ts";
import { publishDueArticles } from "#app/modules/articles/articles.service.server.ts";
import { ContentVersionTracker } from "#app/modules/settings/content-version.service.server.ts";
import type { Category } from "#app/modules/categories/category.ts";
import { articlePayload, categoryPayload, uniqueSlug, useApiServer } from "#tests/factories.ts";
import { ENGINES } from "#tests/setup/test-db.ts";
import type { TestServer } from "#tests/setup/test-server.ts";

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

describe.each(ENGINES)("publication per language, slug history and either language first (%s)", (engine) => {
  let server: TestServer;
  let adminToken: string;
  useApiServer(engine, (context) => {
    ({ server, adminToken } = context);
  });

  const pt = (overrides: Record<string, unknown> = {}) => ({
    title: "Título em português",
    excerpt: "Resumo",
    content: "<p>Corpo do artigo em português.</p>",
    ...overrides,
  });

  async function create(overrides: Record<string, unknown> = {}) {
    const payload = articlePayload(overrides);
    const res = await server.request<Article>("POST", "/api/articles", { body: payload, token: adminToken });
    expect(res.status, res.text).toBe(201);
    return { payload, article: res.body };
  }

  async function update(id: number, body: unknown) {
    const res = await server.request<Article>("PUT", `/api/articles/${id}`, { body, token: adminToken });
    expect(res.status, res.text).toBe(200);
    return res.body;
  }

  async function publicSlugs(language: "en" | "pt" = "en") {
    const res = await server.request<Article[]>("GET", language === "pt" ? "/api/articles?language=pt" : "/api/articles");
    expect(res.status).toBe(200);
    return res.body;
  }

  describe("scheduled publishing", () => {
    it("schedules each language on its own: nothing is public before its time, then each goes live at its time", async () => {
      const enAt = inMinutes(5);
      const ptAt = inMinutes(24 * 60);
      const { payload, article } = await create({ published: false, publishAt: enAt, pt: pt({ publishAt: ptAt }) });
      expect(article).toMatchObject({ published: false, publishAt: enAt, publishedAt: null, pt: { published: false, publishAt: ptAt } });
      expect((await server.request("GET", `/api/articles/${payload.slug}`)).status).toBe(404);

      // Not yet due: nothing happens.
      expect(await publishDueArticles(server.database.db, server.ctx.contentVersion, inMinutes(1))).toEqual([]);

      const first = await publishDueArticles(server.database.db, server.ctx.contentVersion, inMinutes(6));
      expect(first).toEqual([{ id: article.id, language: "en", slug: payload.slug, publishedAt: enAt }]);
      const english = await server.request<Article>("GET", `/api/articles/${payload.slug}`);
      expect(english.status).toBe(200);
      // The Portuguese version is not public yet.
      expect(english.body).toMatchObject({ published: true, publishedAt: enAt, publishAt: null, pt: null });
      expect((await publicSlugs("en")).map((a) => a.id)).toContain(article.id);
      expect((await publicSlugs("pt")).map((a) => a.id)).not.toContain(article.id);

      const second = await publishDueArticles(server.database.db, server.ctx.contentVersion, inMinutes(24 * 60 + 1));
      expect(second).toEqual([{ id: article.id, language: "pt", slug: payload.slug, publishedAt: ptAt }]);
      expect((await publicSlugs("pt")).find((a) => a.id === article.id)?.pt).toMatchObject({ published: true, publishedAt: ptAt });
      const admin = await server.request<Article>("GET", `/api/articles/${payload.slug}`, { token: adminToken });
      expect(admin.body).toMatchObject({ publishAt: null, pt: { published: true, publishAt: null, publishedAt: ptAt } });
    });

    it("publishes every due version exactly once when two instances on one database race", async () => {
      const other = openDatabase(engine === "postgres" ? { engine, url: server.database.location } : { engine, file: server.database.location });
      try {
        const scheduled: number[] = [];
        for (let i = 0; i < 6; i++) {
          scheduled.push((await create({ published: false, publishAt: inMinutes(1), pt: pt({ publishAt: inMinutes(1) }) })).article.id);
        }
        const later = inMinutes(2);
        // PostgreSQL: two instances (pools) at once. SQLite is one file for one process: better-sqlite3
        // blocks its thread, so in one process the second handle takes its turn after the first.
        const otherVersion = new ContentVersionTracker();
        const race = (handle: typeof other.db) =>
          Promise.all(Array.from({ length: 4 }, () => publishDueArticles(handle, handle === other.db ? otherVersion : server.ctx.contentVersion, later)));
        const rounds =
          engine === "postgres"
            ? (await Promise.all([race(server.database.db), race(other.db)])).flat()
            : [...(await race(server.database.db)), ...(await race(other.db))];
        const published = rounds.flat().filter((v) => scheduled.includes(v.id));
        const keys = published.map((v) => `${v.id}-${v.language}`).sort();
        expect(keys).toEqual(scheduled.flatMap((id) => [`${id}-en`, `${id}-pt`]).sort());
        expect(new Set(keys).size).toBe(keys.length);
      } finally {
        await other.close();
      }
    });

    it("publishes at once when publishAt is now or past, and keeps the time as the publication date", async () => {
      const past = new Date(Date.now() - 3 * MINUTE).toISOString();
      const { article } = await create({ published: false, publishAt: past });
      expect(article).toMatchObject({ published: true, publishAt: null, publishedAt: past });
    });

    it("lets a spec §7 client keep a schedule it knows nothing of, and publish now by switching published on", async () => {
      const at = inMinutes(60);
      const { payload, article } = await create({ published: false, publishAt: at });
      const { publishAt: _ignored, ...specBody } = payload as typeof payload & { publishAt?: string };
      const kept = await update(article.id, { ...specBody, published: false, title: "Edited by a spec client" });
      expect(kept).toMatchObject({ published: false, publishAt: at });
      const now = await update(article.id, { ...specBody, published: true });
      expect(now).toMatchObject({ published: true, publishAt: null });
      expect(Date.parse(now.publishedAt ?? "")).toBeLessThanOrEqual(Date.now());
    });

    it("keeps a Portuguese schedule when a spec client saves the English version, and moves both versions together while they agree", async () => {
      const ptAt = inMinutes(120);
      const scheduled = await create({ published: true, pt: pt({ publishAt: ptAt }) });
      const { pt: _pt, ...specBody } = scheduled.payload as typeof scheduled.payload & { pt?: unknown };
      expect(await update(scheduled.article.id, { ...specBody, title: "Saved by a spec client" })).toMatchObject({
        published: true,
        pt: { published: false, publishAt: ptAt },
      });

      const together = await create({ published: true, pt: pt() });
      const { pt: _pt2, ...body } = together.payload as typeof together.payload & { pt?: unknown };
      expect(await update(together.article.id, { ...body, published: false })).toMatchObject({ published: false, pt: { published: false } });
      expect(await update(together.article.id, { ...body, published: true })).toMatchObject({ published: true, pt: { published: true } });
    });

    it("refuses times without a time zone, impossible dates and a publication date in the future", async () => {
      for (const [field, value, message] of [
        ["publishAt", "2026-12-01 09:00", "publishAt must be a date and time with a time zone, e.g. 2026-12-01T09:00:00Z"],
        ["publishAt", "2026-02-31T09:00:00Z", "publishAt is not a valid date"],
        ["publishAt", 12, "publishAt must be a date and time, e.g. 2026-12-01T09:00:00Z"],
        ["publishedAt", inMinutes(60), "publishedAt cannot be in the future; use publishAt to schedule"],
      ] as const) {
        const res = await server.request("POST", "/api/articles", { body: articlePayload({ [field]: value }), token: adminToken });
        expect(res.status, `${field}=${value}`).toBe(400);
        expect(res.body.message).toBe(message);
      }
    });
  });

  describe("backdating", () => {
    it("keeps the publication date the owner sets for an article moved from an older blog", async () => {
      const { payload, article } = await create({ publishedAt: "2019-03-04T10:00:00-03:00", pt: pt({ publishedAt: "2019-05-01T00:00:00Z" }) });
      expect(article).toMatchObject({ publishedAt: "2019-03-04T13:00:00.000Z", pt: { publishedAt: "2019-05-01T00:00:00.000Z" } });
      // Later saves keep it; a new value replaces it.
      const kept = await update(article.id, { ...payload, publishedAt: undefined, title: "Edited" });
      expect(kept.publishedAt).toBe("2019-03-04T13:00:00.000Z");
      const moved = await update(article.id, { ...payload, publishedAt: "2018-01-01T00:00:00Z" });
      expect(moved.publishedAt).toBe("2018-01-01T00:00:00.000Z");
      // Lists are ordered by it.
      const list = await publicSlugs("en");
      const index = list.findIndex((a) => a.id === article.id);
      expect(list.slice(index + 1).every((a) => (a.publishedAt ?? "") <= "2018-01-01T00:00:00.000Z")).toBe(true);
    });
  });

  describe("old slugs", () => {
    it("answers 301 from every earlier slug of a published article straight to the current one (chains collapse)", async () => {
      const { payload, article } = await create();
      const second = uniqueSlug("renamed");
      const third = uniqueSlug("renamed-again");
      await update(article.id, { ...payload, slug: second });
      await update(article.id, { ...payload, slug: third });
      for (const old of [payload.slug, second]) {
        const res = await fetch(`${server.baseUrl}/api/articles/${old}`, { redirect: "manual" });
        expect(res.status, old).toBe(301);
        expect(res.headers.get("location")).toBe(`/api/articles/${third}`);
      }
      const followed = await server.request<Article>("GET", `/api/articles/${payload.slug}`);
      expect(followed.body.slug).toBe(third);
    });

    it("keeps no old slug for a draft that was never published, and gives an old slug to the article that takes it", async () => {
      const draft = await create({ published: false });
      await update(draft.article.id, { ...draft.payload, slug: uniqueSlug("draft-renamed"), published: true });
      expect((await fetch(`${server.baseUrl}/api/articles/${draft.payload.slug}`, { redirect: "manual" })).status).toBe(404);

      const first = await create();
      await update(first.article.id, { ...first.payload, slug: uniqueSlug("moved") });
      const taker = await create({ slug: first.payload.slug });
      const res = await server.request<Article>("GET", `/api/articles/${first.payload.slug}`);
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(taker.article.id);
    });

    it("keeps old Portuguese slugs too, and refuses a Portuguese slug another article has", async () => {
      const { payload, article } = await create({ pt: pt() });
      const newPt = uniqueSlug("titulo-novo");
      const renamed = await update(article.id, { ...payload, pt: pt({ slug: newPt }) });
      expect(renamed.pt?.slug).toBe(newPt);
      const old = await fetch(`${server.baseUrl}/api/articles/${payload.slug}?language=pt`, { redirect: "manual" });
      expect(old.status).toBe(301);
      expect(old.headers.get("location")).toBe(`/api/articles/${newPt}?language=pt`);
      // The English address is unchanged.
      expect((await server.request("GET", `/api/articles/${payload.slug}`)).status).toBe(200);

      const other = await server.request("POST", "/api/articles", { body: articlePayload({ pt: pt({ slug: newPt }) }), token: adminToken });
      expect(other.status).toBe(409);
      expect(other.body.message).toBe(`An article with the Portuguese slug "${newPt}" already exists. Choose a different slug.`);
    });
  });

  describe("either language first", () => {
    it("publishes a Portuguese-only article without inventing an English one", async () => {
      const slug = uniqueSlug("so-em-portugues");
      const res = await server.request<Article>("POST", "/api/articles", {
        body: { published: true, featured: false, categoryId: null, pt: pt({ slug }) },
        token: adminToken,
      });
      expect(res.status, res.text).toBe(201);
      expect(res.body).toMatchObject({ slug: null, title: null, content: null, excerpt: null, published: false, publishedAt: null });
      expect(res.body.pt).toMatchObject({ slug, published: true, publishedAt: expect.any(String) });

      expect((await publicSlugs("en")).map((a) => a.id)).not.toContain(res.body.id);
      const portuguese = await publicSlugs("pt");
      expect(portuguese.find((a) => a.id === res.body.id)).toMatchObject({ title: null, pt: { slug } });
      expect((await server.request("GET", `/api/articles/${slug}?language=pt`)).status).toBe(200);
      expect((await server.request("GET", `/api/articles/${slug}`)).status).toBe(404);
    });

    it("requires the Portuguese slug when there is no English version, and all English fields once one is given", async () => {
      for (const [body, message] of [
        [{ published: true, pt: pt() }, "Portuguese slug is required when the article has no English version"],
        [{ title: "Only a title", pt: pt({ slug: uniqueSlug("x") }) }, "Slug is required"],
        [{}, "Title is required"],
        [{ published: true, pt: null }, "Title is required"],
      ] as const) {
        const res = await server.request("POST", "/api/articles", { body, token: adminToken });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.message).toBe(message);
      }
    });

    it("removes the English version of a bilingual article on request, keeping the Portuguese one live", async () => {
      const { payload, article } = await create({ pt: pt() });
      const ptOnly = await update(article.id, { title: null, slug: null, content: null, published: true, pt: pt() });
      expect(ptOnly).toMatchObject({ slug: null, title: null, published: false, pt: { slug: payload.slug, published: true } });
      expect((await publicSlugs("en")).map((a) => a.id)).not.toContain(article.id);
      expect((await publicSlugs("pt")).map((a) => a.id)).toContain(article.id);
    });

    it("lists in English only articles live in English, and their Portuguese version only once it is live", async () => {
      const english = await create();
      const both = await create({ pt: pt() });
      const list = await publicSlugs("en");
      expect(list.find((a) => a.id === english.article.id)?.pt).toBeNull();
      expect(list.find((a) => a.id === both.article.id)?.pt).toMatchObject({ title: pt().title });
      expect((await publicSlugs("pt")).map((a) => a.id)).not.toContain(english.article.id);
      const invalid = await server.request("GET", "/api/articles?language=fr");
      expect(invalid.status).toBe(400);
      expect(invalid.body.message).toBe("language must be en or pt");
    });

    it("gives categories Portuguese names and descriptions, kept when a spec client leaves them out", async () => {
      const payload: Record<string, unknown> = categoryPayload({ pt: { name: "Estratégia", description: "Sobre estratégia" } });
      const created = await server.request<Category>("POST", "/api/categories", { body: payload, token: adminToken });
      expect(created.status).toBe(201);
      expect(created.body.pt).toEqual({ name: "Estratégia", description: "Sobre estratégia" });
      const { pt: _pt, ...specBody } = payload;
      const kept = await server.request<Category>("PUT", `/api/categories/${created.body.id}`, { body: { ...specBody, name: "Strategy" }, token: adminToken });
      expect(kept.body).toMatchObject({ name: "Strategy", pt: { name: "Estratégia" } });
      const removed = await server.request<Category>("PUT", `/api/categories/${created.body.id}`, { body: { ...specBody, pt: null }, token: adminToken });
      expect(removed.body.pt).toBeNull();
      const invalid = await server.request("POST", "/api/categories", { body: categoryPayload({ pt: { name: "x" } }), token: adminToken });
      expect(invalid.status).toBe(400);
      expect(invalid.body.message).toBe("Portuguese name must be at least 2 characters");
    });
  });
});

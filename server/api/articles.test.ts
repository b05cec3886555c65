import { describe, expect, it } from "vitest";
import type { Article } from "#app/modules/articles/article.ts";
import type { Category } from "#app/modules/categories/category.ts";
import { articlePayload, uniqueSlug, useApiServer } from "#tests/factories.ts";
import { ENGINES } from "#tests/setup/test-db.ts";
import type { TestServer } from "#tests/setup/test-server.ts";

const NOT_SIGNED_IN = "Authentication required. Please sign in.";
const ADMIN_REQUIRED = "Access Denied: Admin privileges required";
const SLUG_PATTERN_MESSAGE = "Slug can only contain lowercase letters, numbers, and hyphens";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(ENGINES)("articles API (%s)", (engine) => {
  let server: TestServer;
  let adminToken: string;
  let readerToken: string;
  useApiServer(engine, (context) => {
    ({ server, adminToken, readerToken } = context);
  });

  async function createArticle(overrides: Record<string, unknown> = {}) {
    const payload = articlePayload(overrides);
    const res = await server.request<Article>("POST", "/api/articles", { body: payload, token: adminToken });
    expect(res.status, res.text).toBe(201);
    return { payload, article: res.body };
  }

  async function createCategory() {
    const slug = uniqueSlug("category");
    const res = await server.request<Category>("POST", "/api/categories", {
      body: { name: `Category ${slug}`, slug, description: "" },
      token: adminToken,
    });
    expect(res.status, res.text).toBe(201);
    return res.body;
  }

  async function adminList() {
    const res = await server.request<Article[]>("GET", "/api/articles/admin/all", { token: adminToken });
    expect(res.status).toBe(200);
    return res.body;
  }

  describe("public reading", () => {
    it("lists only published articles, the most recently published first", async () => {
      const older = await createArticle({ published: false });
      await pause(5);
      const middle = await createArticle({ published: true });
      await pause(5);
      // Published after `middle` although created before it: publishedAt, not id or creation, decides.
      const republished = await server.request<Article>("PUT", `/api/articles/${older.article.id}`, {
        body: { ...older.payload, published: true },
        token: adminToken,
      });
      expect(republished.status).toBe(200);
      const draft = await createArticle({ published: false });

      const res = await server.request<Article[]>("GET", "/api/articles");
      expect(res.status).toBe(200);
      const slugs = res.body.map((a) => a.slug);
      expect(slugs).toContain(older.payload.slug);
      expect(slugs).toContain(middle.payload.slug);
      expect(slugs).not.toContain(draft.payload.slug);
      expect(slugs.indexOf(older.payload.slug)).toBeLessThan(slugs.indexOf(middle.payload.slug));
      for (const article of res.body) {
        expect(article.published).toBe(true);
        expect(article.publishedAt).toEqual(expect.any(String));
      }
      const dates = res.body.map((a) => Date.parse(a.publishedAt ?? ""));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    });

    it("answers a published article by slug with the fields of spec §7", async () => {
      const { payload, article } = await createArticle({ featured: true });
      const res = await server.request<Article>("GET", `/api/articles/${payload.slug}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: article.id,
        slug: payload.slug,
        title: payload.title,
        content: payload.content,
        excerpt: payload.excerpt,
        coverImage: payload.coverImage,
        featured: true,
        publishedAt: article.publishedAt,
      });
    });

    it("hides a draft from visitors and non-admins with a 404 but shows it to an admin", async () => {
      const { payload, article } = await createArticle({ published: false });
      expect(article.publishedAt).toBeNull();

      for (const token of [undefined, readerToken]) {
        const res = await server.request("GET", `/api/articles/${payload.slug}`, { token });
        expect(res.status).toBe(404);
        expect(res.headers.get("content-type")).toMatch(/application\/json/);
        expect(res.body.message).toBe("Article not found");
      }

      const asAdmin = await server.request<Article>("GET", `/api/articles/${payload.slug}`, { token: adminToken });
      expect(asAdmin.status).toBe(200);
      expect(asAdmin.body).toMatchObject({ id: article.id, published: false, publishedAt: null });
    });

    it("answers an unknown slug with 404 JSON", async () => {
      const res = await server.request("GET", "/api/articles/no-such-article-here");
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Article not found");
    });

    it("answers a slug no article could have (NUL, capitals, too long) with 404, for visitors and admins", async () => {
      // Found by the fuzzer: an admin's GET /api/articles/%00 reached PostgreSQL and answered 500.
      for (const slug of ["%00", "a%00b", "Hello-World", "x".repeat(201), "%F0%9F%98%8D"]) {
        for (const token of [undefined, adminToken]) {
          const res = await server.request("GET", `/api/articles/${slug}`, { token });
          expect(res.status, slug).toBe(404);
          expect(res.body.message).toBe("Article not found");
        }
      }
    });
  });

  describe("publishing", () => {
    it("sets publishedAt when a draft is published through PUT", async () => {
      const { payload, article } = await createArticle({ published: false });
      expect(article.publishedAt).toBeNull();
      const before = Date.now();
      const res = await server.request<Article>("PUT", `/api/articles/${article.id}`, {
        body: { ...payload, published: true },
        token: adminToken,
      });
      const after = Date.now();
      expect(res.status).toBe(200);
      expect(res.body.published).toBe(true);
      const publishedAt = Date.parse(res.body.publishedAt ?? "");
      expect(publishedAt).toBeGreaterThanOrEqual(before - 1000);
      expect(publishedAt).toBeLessThanOrEqual(after + 1000);

      const visible = await server.request<Article>("GET", `/api/articles/${payload.slug}`);
      expect(visible.status).toBe(200);
      expect(visible.body.publishedAt).toBe(res.body.publishedAt);
    });

    it("keeps the original publishedAt when an article is unpublished and published again", async () => {
      const { payload, article } = await createArticle({ published: true });
      const original = article.publishedAt;
      expect(original).toEqual(expect.any(String));
      await pause(10);

      const unpublished = await server.request<Article>("PUT", `/api/articles/${article.id}`, {
        body: { ...payload, published: false },
        token: adminToken,
      });
      expect(unpublished.status).toBe(200);
      expect(unpublished.body.published).toBe(false);
      const hidden = await server.request("GET", `/api/articles/${payload.slug}`);
      expect(hidden.status).toBe(404);
      const list = await server.request<Article[]>("GET", "/api/articles");
      expect(list.body.map((a) => a.slug)).not.toContain(payload.slug);

      await pause(10);
      const republished = await server.request<Article>("PUT", `/api/articles/${article.id}`, {
        body: { ...payload, published: true },
        token: adminToken,
      });
      expect(republished.status).toBe(200);
      expect(republished.body.published).toBe(true);
      expect(republished.body.publishedAt).toBe(original);
    });

    it("lists drafts too, with published and categoryId, on /admin/all", async () => {
      const category = await createCategory();
      const draft = await createArticle({ published: false, categoryId: category.id });
      const live = await createArticle({ published: true });

      const all = await adminList();
      expect(all.find((a) => a.id === draft.article.id)).toMatchObject({
        slug: draft.payload.slug,
        published: false,
        categoryId: category.id,
      });
      expect(all.find((a) => a.id === live.article.id)).toMatchObject({ published: true, categoryId: null });
    });
  });

  describe("permissions", () => {
    const writes = [
      ["GET /api/articles/admin/all", "GET", () => "/api/articles/admin/all"],
      ["POST /api/articles", "POST", () => "/api/articles"],
      ["PUT /api/articles/{id}", "PUT", (id: number) => `/api/articles/${id}`],
      ["DELETE /api/articles/{id}", "DELETE", (id: number) => `/api/articles/${id}`],
    ] as const;

    it.each(writes)("refuses %s without a session (401) and to a non-admin (403)", async (_name, method, path) => {
      const { payload, article } = await createArticle({ published: false });
      const body = method === "POST" || method === "PUT" ? articlePayload({ title: "Changed by an intruder" }) : undefined;

      const anonymous = await server.request(method, path(article.id), { body });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toBe(NOT_SIGNED_IN);

      const reader = await server.request(method, path(article.id), { body, token: readerToken });
      expect(reader.status).toBe(403);
      expect(reader.body.message).toBe(ADMIN_REQUIRED);

      const stored = await server.request<Article>("GET", `/api/articles/${payload.slug}`, { token: adminToken });
      expect(stored.status).toBe(200);
      expect(stored.body.title).toBe(payload.title);
      if (body) {
        const intruded = await server.request("GET", `/api/articles/${body.slug}`, { token: adminToken });
        expect(intruded.status).toBe(404);
      }
    });
  });

  describe("validation", () => {
    it.each([
      ["title", { title: "ab" }, "Title must be at least 3 characters"],
      ["slug", { slug: "ab" }, "Slug must be at least 3 characters"],
      ["slug", { slug: "Not_A_Slug" }, SLUG_PATTERN_MESSAGE],
      ["slug", { slug: "has space" }, SLUG_PATTERN_MESSAGE],
      ["content", { content: "too short" }, "Content must be at least 10 characters"],
    ])("refuses a %s that breaks the rules with 400 and the spec's message (%j)", async (field, override, message) => {
      const countBefore = (await adminList()).length;
      const res = await server.request("POST", "/api/articles", { body: articlePayload(override), token: adminToken });
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(res.body.message).toBe(message);
      expect(res.body.issues).toEqual(expect.arrayContaining([{ path: field, message }]));
      expect((await adminList()).length).toBe(countBefore);
    });

    it("applies the same rules when an article is updated", async () => {
      const { payload, article } = await createArticle();
      const res = await server.request("PUT", `/api/articles/${article.id}`, {
        body: { ...payload, title: "x" },
        token: adminToken,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Title must be at least 3 characters");
      const stored = await server.request<Article>("GET", `/api/articles/${payload.slug}`);
      expect(stored.body.title).toBe(payload.title);
    });

    it.each([
      ["title", { title: 123 }],
      ["published", { published: "yes" }],
      ["featured", { featured: 1 }],
    ])("refuses a %s of the wrong type with 400 JSON and a message", async (field, override) => {
      const res = await server.request("POST", "/api/articles", { body: articlePayload(override), token: adminToken });
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(res.body.message).toEqual(expect.stringMatching(/\S/));
      expect(res.body.issues.map((issue: { path: string }) => issue.path)).toContain(field);
    });

    it("refuses a body that is not an object with 400", async () => {
      const res = await server.request("POST", "/api/articles", { body: "[1,2,3]", token: adminToken });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.stringMatching(/\S/));
    });
  });

  describe("categories of an article", () => {
    it.each([["none"], [""], [null]])("stores categoryId %j as no category", async (categoryId) => {
      const { payload, article } = await createArticle({ categoryId });
      expect(article.categoryId).toBeNull();
      const stored = (await adminList()).find((a) => a.slug === payload.slug);
      expect(stored?.categoryId).toBeNull();
    });

    it("accepts a category id sent as a numeric string and stores it as a number", async () => {
      const category = await createCategory();
      const { article } = await createArticle({ categoryId: String(category.id) });
      expect(article.categoryId).toBe(category.id);
      const stored = (await adminList()).find((a) => a.id === article.id);
      expect(stored?.categoryId).toBe(category.id);
    });

    it("refuses a category that does not exist with 400, on create and on update", async () => {
      const created = await server.request("POST", "/api/articles", {
        body: articlePayload({ categoryId: 987654 }),
        token: adminToken,
      });
      expect(created.status).toBe(400);
      expect(created.body.message).toMatch(/category/i);

      const { payload, article } = await createArticle();
      const updated = await server.request("PUT", `/api/articles/${article.id}`, {
        body: { ...payload, categoryId: "987654" },
        token: adminToken,
      });
      expect(updated.status).toBe(400);
      expect(updated.body.message).toMatch(/category/i);
    });
  });

  describe("category ids out of range", () => {
    it.each([[2147483648], ["99999999999"]])("refuses category id %j, beyond any stored id, with 400", async (categoryId) => {
      const payload = articlePayload({ categoryId });
      const res = await server.request("POST", "/api/articles", { body: payload, token: adminToken });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("The selected category does not exist");
      const stored = await server.request("GET", `/api/articles/${payload.slug}`, { token: adminToken });
      expect(stored.status).toBe(404);
    });
  });

  describe("conflicts and missing articles", () => {
    it("refuses a duplicate slug on create with 409 naming the slug", async () => {
      const { payload } = await createArticle();
      const countBefore = (await adminList()).length;
      const res = await server.request("POST", "/api/articles", {
        body: articlePayload({ slug: payload.slug }),
        token: adminToken,
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toContain(payload.slug);
      expect((await adminList()).length).toBe(countBefore);
    });

    it("refuses to give an article another article's slug on update with 409, and keeps it unchanged", async () => {
      const first = await createArticle();
      const second = await createArticle();
      const res = await server.request("PUT", `/api/articles/${second.article.id}`, {
        body: { ...second.payload, slug: first.payload.slug, title: "Renamed title" },
        token: adminToken,
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toContain(first.payload.slug);
      const stored = await server.request<Article>("GET", `/api/articles/${second.payload.slug}`);
      expect(stored.status).toBe(200);
      expect(stored.body.title).toBe(second.payload.title);
    });

    it("lets an article keep its own slug on update", async () => {
      const { payload, article } = await createArticle();
      const res = await server.request<Article>("PUT", `/api/articles/${article.id}`, {
        body: { ...payload, title: "A new title" },
        token: adminToken,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: article.id, slug: payload.slug, title: "A new title" });
    });

    it.each([["9999"], ["abc"], ["0"], ["1.5"]])("answers PUT and DELETE of article id %s with 404 JSON", async (id) => {
      const put = await server.request("PUT", `/api/articles/${id}`, { body: articlePayload(), token: adminToken });
      expect(put.status).toBe(404);
      expect(put.headers.get("content-type")).toMatch(/application\/json/);
      expect(put.body.message).toBe("Article not found");

      const del = await server.request("DELETE", `/api/articles/${id}`, { token: adminToken });
      expect(del.status).toBe(404);
      expect(del.headers.get("content-type")).toMatch(/application\/json/);
      expect(del.body.message).toBe("Article not found");
    });

    it("deletes an article, after which it is gone for everyone", async () => {
      const { payload, article } = await createArticle();
      const res = await server.request("DELETE", `/api/articles/${article.id}`, { token: adminToken });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: "Article deleted successfully" });

      for (const token of [undefined, adminToken]) {
        const gone = await server.request("GET", `/api/articles/${payload.slug}`, { token });
        expect(gone.status).toBe(404);
        expect(gone.body.message).toBe("Article not found");
      }
      expect((await adminList()).map((a) => a.id)).not.toContain(article.id);
      const again = await server.request("DELETE", `/api/articles/${article.id}`, { token: adminToken });
      expect(again.status).toBe(404);
    });
  });

  describe("stored HTML", () => {
    const hostile = [
      '<h2 style="text-align: center">Heading</h2>',
      '<p style="position: fixed; background: url(https://evil.example/x); text-align: right">Aligned</p>',
      "<p>Safe <strong>bold</strong> text<script>alert('script')</script></p>",
      '<p><img src="https://example.com/pixel.png" onerror="alert(\'onerror\')"></p>',
      '<p><a href="javascript:alert(\'href\')">click me</a></p>',
      '<iframe src="https://evil.example/frame"></iframe>',
      '<figure><img src="https://example.com/photo.jpg" alt="A photo"><figcaption>The caption</figcaption></figure>',
    ].join("");

    function expectCleaned(html: string) {
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/alert\(/);
      expect(html).not.toMatch(/onerror/i);
      expect(html).not.toMatch(/javascript:/i);
      expect(html).not.toMatch(/<iframe/i);
      expect(html).not.toContain("evil.example");
      expect(html).toContain('<h2 style="text-align: center">Heading</h2>');
      expect(html).toContain('<p style="text-align: right">Aligned</p>');
      expect(html).toContain("<strong>bold</strong>");
      expect(html).toContain(
        '<figure><img src="https://example.com/photo.jpg" alt="A photo"><figcaption>The caption</figcaption></figure>',
      );
      expect(html).toContain('<img src="https://example.com/pixel.png">');
      expect(html).toContain("click me");
    }

    it("strips scripts, event handlers, javascript: links and iframes but keeps allowed formatting", async () => {
      const { payload, article } = await createArticle({
        content: hostile,
        pt: { title: "Título em português", excerpt: "", content: hostile },
      });
      expectCleaned(article.content ?? "");
      expectCleaned(article.pt?.content ?? "");

      const stored = await server.request<Article>("GET", `/api/articles/${payload.slug}`);
      expect(stored.body.content).toBe(article.content);
      expect(stored.body.pt?.content).toBe(article.pt?.content);

      const updated = await server.request<Article>("PUT", `/api/articles/${article.id}`, {
        body: { ...payload, content: `${hostile}<p>Edited</p>` },
        token: adminToken,
      });
      expect(updated.status).toBe(200);
      expectCleaned(updated.body.content ?? "");
      expect(updated.body.content).toContain("<p>Edited</p>");
    });
  });

  describe("Portuguese version", () => {
    const pt = {
      title: "Um título em português",
      excerpt: "Um resumo em português",
      content: "<p>Conteúdo em português, longo o bastante.</p>",
    };

    it("stores the pt version given on create and returns it", async () => {
      const { payload, article } = await createArticle({ pt });
      // Without a slug of its own, the Portuguese version takes the English one; it goes live with the article.
      const expected = { ...pt, slug: payload.slug, published: true, publishedAt: article.publishedAt, publishAt: null };
      expect(article.pt).toEqual(expected);
      const stored = await server.request<Article>("GET", `/api/articles/${payload.slug}`);
      expect(stored.body.pt).toEqual(expected);
    });

    it("keeps the pt version when a PUT leaves pt out and removes it when pt is null", async () => {
      const { payload, article } = await createArticle({ pt });
      const { pt: _omitted, ...withoutPt } = payload as typeof payload & { pt?: unknown };

      const kept = await server.request<Article>("PUT", `/api/articles/${article.id}`, {
        body: { ...withoutPt, title: "English title edited" },
        token: adminToken,
      });
      expect(kept.status).toBe(200);
      expect(kept.body.title).toBe("English title edited");
      expect(kept.body.pt).toMatchObject(pt);

      const replaced = await server.request<Article>("PUT", `/api/articles/${article.id}`, {
        body: { ...withoutPt, pt: { ...pt, title: "Outro título", excerpt: "" } },
        token: adminToken,
      });
      expect(replaced.status).toBe(200);
      expect(replaced.body.pt).toMatchObject({ ...pt, title: "Outro título", excerpt: null, slug: payload.slug });

      const removed = await server.request<Article>("PUT", `/api/articles/${article.id}`, {
        body: { ...withoutPt, pt: null },
        token: adminToken,
      });
      expect(removed.status).toBe(200);
      expect(removed.body.pt).toBeNull();
      const stored = await server.request<Article>("GET", `/api/articles/${payload.slug}`);
      expect(stored.body.pt).toBeNull();
    });

    it("refuses an invalid pt version with 400 and stores nothing", async () => {
      const payload = articlePayload({ pt: { ...pt, title: "x" } });
      const res = await server.request("POST", "/api/articles", { body: payload, token: adminToken });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.stringMatching(/\S/));
      expect(res.body.issues.map((issue: { path: string }) => issue.path)).toContain("pt.title");
      const stored = await server.request("GET", `/api/articles/${payload.slug}`, { token: adminToken });
      expect(stored.status).toBe(404);

      const short = await server.request("POST", "/api/articles", {
        body: articlePayload({ pt: { ...pt, content: "curto" } }),
        token: adminToken,
      });
      expect(short.status).toBe(400);
      expect(short.body.issues.map((issue: { path: string }) => issue.path)).toContain("pt.content");
    });

    it("refuses text with NUL characters with 400 on every engine, and a wrong type names the field", async () => {
      const nul = await server.request("POST", "/api/articles", {
        body: articlePayload({ slug: uniqueSlug("nul"), title: "Bad \u0000 title" }),
        token: adminToken,
      });
      expect(nul.status).toBe(400);
      expect(nul.body.message).toBe("Text must not contain NUL characters");
      const wrongType = await server.request("POST", "/api/articles", {
        body: articlePayload({ slug: uniqueSlug("type"), title: 123 }),
        token: adminToken,
      });
      expect(wrongType.status).toBe(400);
      expect(wrongType.body.message).toBe("Title must be text");
      const missing = await server.request("POST", "/api/articles", {
        body: { slug: uniqueSlug("missing"), content: "Long enough content here." },
        token: adminToken,
      });
      expect(missing.body.message).toBe("Title is required");
    });

    it("accepts the spec client's payload (no pt, empty excerpt and cover image) and stores nulls", async () => {
      const slug = uniqueSlug("spec-client");
      const body = {
        title: "Written in the spec client",
        slug,
        content: "<p>Plain content from the spec client.</p>",
        excerpt: "",
        coverImage: "",
        published: true,
        featured: false,
        categoryId: "none",
      };
      const res = await server.request<Article>("POST", "/api/articles", { body, token: adminToken });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ slug, excerpt: null, coverImage: null, categoryId: null, pt: null });

      const stored = await server.request<Article>("GET", `/api/articles/${slug}`);
      expect(stored.status).toBe(200);
      expect(stored.body).toMatchObject({ excerpt: null, coverImage: null, categoryId: null, pt: null });
    });
  });
});

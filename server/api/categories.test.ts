import { describe, expect, it } from "vitest";
import type { Article } from "#app/modules/articles/article.ts";
import type { Category } from "#app/modules/categories/category.ts";
import { categoryPayload, uniqueSlug, useApiServer } from "#tests/factories.ts";
import { ENGINES } from "#tests/setup/test-db.ts";
import type { TestServer } from "#tests/setup/test-server.ts";

const NOT_SIGNED_IN = "Authentication required. Please sign in.";
const ADMIN_REQUIRED = "Access Denied: Admin privileges required";
const SLUG_PATTERN_MESSAGE = "Slug can only contain lowercase letters, numbers, and hyphens";


describe.each(ENGINES)("categories API (%s)", (engine) => {
  let server: TestServer;
  let adminToken: string;
  let readerToken: string;
  useApiServer(engine, (context) => {
    ({ server, adminToken, readerToken } = context);
  });

  async function createCategory(overrides: Record<string, unknown> = {}) {
    const payload = categoryPayload(overrides);
    const res = await server.request<Category>("POST", "/api/categories", { body: payload, token: adminToken });
    expect(res.status, res.text).toBe(201);
    return { payload, category: res.body };
  }

  async function listCategories() {
    const res = await server.request<Category[]>("GET", "/api/categories");
    expect(res.status).toBe(200);
    return res.body;
  }

  it("lists categories to visitors with id, name, slug and description", async () => {
    const { payload, category } = await createCategory();
    const { category: bare } = await createCategory({ description: "" });

    const list = await listCategories();
    expect(list).toContainEqual({ id: category.id, name: payload.name, slug: payload.slug, description: payload.description, pt: null });
    expect(list.find((c) => c.id === bare.id)?.description).toBeNull();
  });

  it("creates a category for an admin and answers 201 with it", async () => {
    const payload = categoryPayload();
    const res = await server.request<Category>("POST", "/api/categories", { body: payload, token: adminToken });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), ...payload, pt: null });
    expect((await listCategories()).map((c) => c.slug)).toContain(payload.slug);
  });

  it("updates a category for an admin", async () => {
    const { payload, category } = await createCategory();
    const next = { name: "Renamed category", slug: uniqueSlug("renamed"), description: "" };
    const res = await server.request<Category>("PUT", `/api/categories/${category.id}`, { body: next, token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: category.id, name: next.name, slug: next.slug, description: null, pt: null });

    const list = await listCategories();
    expect(list.find((c) => c.id === category.id)).toEqual(res.body);
    expect(list.map((c) => c.slug)).not.toContain(payload.slug);
  });

  describe("permissions", () => {
    it.each([
      ["POST /api/categories", "POST", false],
      ["PUT /api/categories/{id}", "PUT", true],
      ["DELETE /api/categories/{id}", "DELETE", true],
    ] as const)("refuses %s without a session (401) and to a non-admin (403)", async (_name, method, withId) => {
      const { payload, category } = await createCategory();
      const path = withId ? `/api/categories/${category.id}` : "/api/categories";
      const body = method === "DELETE" ? undefined : categoryPayload({ name: "Intruder" });

      const anonymous = await server.request(method, path, { body });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toBe(NOT_SIGNED_IN);

      const reader = await server.request(method, path, { body, token: readerToken });
      expect(reader.status).toBe(403);
      expect(reader.body.message).toBe(ADMIN_REQUIRED);

      const list = await listCategories();
      expect(list.find((c) => c.id === category.id)).toMatchObject({ name: payload.name, slug: payload.slug });
      if (body) expect(list.map((c) => c.slug)).not.toContain(body.slug);
    });
  });

  describe("validation", () => {
    it.each([
      ["name", { name: "x" }, "Name must be at least 2 characters"],
      ["name", { name: "   " }, "Name must be at least 2 characters"],
      ["slug", { slug: "a" }, "Slug must be at least 2 characters"],
      ["slug", { slug: "Big-Data" }, SLUG_PATTERN_MESSAGE],
      ["slug", { slug: "ai_trends" }, SLUG_PATTERN_MESSAGE],
    ])("refuses a %s that breaks the rules with 400 and the spec's message (%j)", async (field, override, message) => {
      const countBefore = (await listCategories()).length;
      const res = await server.request("POST", "/api/categories", { body: categoryPayload(override), token: adminToken });
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(res.body.message).toBe(message);
      expect(res.body.issues).toEqual(expect.arrayContaining([{ path: field, message }]));
      expect((await listCategories()).length).toBe(countBefore);
    });

    it("applies the same rules when a category is updated", async () => {
      const { payload, category } = await createCategory();
      const res = await server.request("PUT", `/api/categories/${category.id}`, {
        body: { ...payload, slug: "Not A Slug" },
        token: adminToken,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(SLUG_PATTERN_MESSAGE);
      expect((await listCategories()).find((c) => c.id === category.id)?.slug).toBe(payload.slug);
    });

    it("refuses a name of the wrong type with 400 JSON and a message", async () => {
      const res = await server.request("POST", "/api/categories", { body: categoryPayload({ name: 42 }), token: adminToken });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.stringMatching(/\S/));
      expect(res.body.issues.map((issue: { path: string }) => issue.path)).toContain("name");
    });
  });

  describe("conflicts and missing categories", () => {
    it("refuses a duplicate slug on create with 409 naming the slug", async () => {
      const { payload } = await createCategory();
      const countBefore = (await listCategories()).length;
      const res = await server.request("POST", "/api/categories", {
        body: categoryPayload({ slug: payload.slug }),
        token: adminToken,
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toContain(payload.slug);
      expect((await listCategories()).length).toBe(countBefore);
    });

    it("refuses to give a category another category's slug on update with 409, and keeps it unchanged", async () => {
      const first = await createCategory();
      const second = await createCategory();
      const res = await server.request("PUT", `/api/categories/${second.category.id}`, {
        body: { ...second.payload, name: "Renamed", slug: first.payload.slug },
        token: adminToken,
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toContain(first.payload.slug);
      expect((await listCategories()).find((c) => c.id === second.category.id)).toMatchObject({
        name: second.payload.name,
        slug: second.payload.slug,
      });
    });

    it("lets a category keep its own slug on update", async () => {
      const { payload, category } = await createCategory();
      const res = await server.request<Category>("PUT", `/api/categories/${category.id}`, {
        body: { ...payload, name: "Same slug, new name" },
        token: adminToken,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: category.id, slug: payload.slug, name: "Same slug, new name" });
    });

    it("answers PUT of an unknown category with 404 even when the slug it asks for is taken", async () => {
      const { payload } = await createCategory();
      const res = await server.request("PUT", "/api/categories/9999", {
        body: categoryPayload({ slug: payload.slug }),
        token: adminToken,
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Category not found");
    });

    it.each([["9999"], ["abc"]])("answers PUT and DELETE of category id %s with 404 JSON", async (id) => {
      const put = await server.request("PUT", `/api/categories/${id}`, { body: categoryPayload(), token: adminToken });
      expect(put.status).toBe(404);
      expect(put.headers.get("content-type")).toMatch(/application\/json/);
      expect(put.body.message).toBe("Category not found");

      const del = await server.request("DELETE", `/api/categories/${id}`, { token: adminToken });
      expect(del.status).toBe(404);
      expect(del.headers.get("content-type")).toMatch(/application\/json/);
      expect(del.body.message).toBe("Category not found");
    });
  });

  describe("deleting", () => {
    it("refuses to delete a category that still has a draft article, keeping both, and deletes it once it is empty", async () => {
      const { payload, category } = await createCategory();
      const articleSlug = uniqueSlug("filed-draft");
      const created = await server.request<Article>("POST", "/api/articles", {
        body: {
          title: "A draft filed under the category",
          slug: articleSlug,
          content: "<p>Draft content that is long enough.</p>",
          published: false,
          categoryId: category.id,
        },
        token: adminToken,
      });
      expect(created.status).toBe(201);

      const refused = await server.request("DELETE", `/api/categories/${category.id}`, { token: adminToken });
      expect(refused.status).toBe(409);
      expect(refused.headers.get("content-type")).toMatch(/application\/json/);
      expect(refused.body.message).toMatch(/still has 1 article/);
      expect(refused.body.message).toMatch(/before deleting the category/);

      expect((await listCategories()).find((c) => c.id === category.id)).toMatchObject({ slug: payload.slug });
      const article = await server.request<Article>("GET", `/api/articles/${articleSlug}`, { token: adminToken });
      expect(article.status).toBe(200);
      expect(article.body.categoryId).toBe(category.id);

      const removed = await server.request("DELETE", `/api/articles/${created.body.id}`, { token: adminToken });
      expect(removed.status).toBe(200);

      const deleted = await server.request("DELETE", `/api/categories/${category.id}`, { token: adminToken });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toMatchObject({ success: true, message: "Category deleted successfully" });
      const list = await listCategories();
      expect(list.map((c) => c.id)).not.toContain(category.id);
      expect(list.map((c) => c.slug)).not.toContain(payload.slug);

      const again = await server.request("DELETE", `/api/categories/${category.id}`, { token: adminToken });
      expect(again.status).toBe(404);
    });

    it("counts every article filed under the category in the refusal", async () => {
      const { category } = await createCategory();
      for (const published of [true, false]) {
        const res = await server.request("POST", "/api/articles", {
          body: {
            title: "Filed article",
            slug: uniqueSlug("filed"),
            content: "<p>Content that is long enough.</p>",
            published,
            categoryId: category.id,
          },
          token: adminToken,
        });
        expect(res.status).toBe(201);
      }
      const refused = await server.request("DELETE", `/api/categories/${category.id}`, { token: adminToken });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/still has 2 articles/);
      expect((await listCategories()).map((c) => c.id)).toContain(category.id);
    });
  });
});

import { describe, expect, it } from "vitest";
import type { Article } from "#app/modules/articles/article.ts";
import type { Category } from "#app/modules/categories/category.ts";
import { useApiServer } from "#tests/factories.ts";
import { ENGINES } from "#tests/setup/test-db.ts";
import type { TestServer } from "#tests/setup/test-server.ts";

const FEATURED_SAMPLE = "the-rise-of-multimodal-ai-models-2025";

interface SampleArticlesAnswer {
  success: boolean;
  message: string;
  created: string[];
  skipped: string[];
}

/** Words of the text once tags are removed (spec §9's reading-time rule, computed independently). */
function wordCount(html: string): number {
  return html
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter((word) => word !== "").length;
}

describe.each(ENGINES)("sample articles API (%s)", (engine) => {
  let server: TestServer;
  let adminToken: string;
  let readerToken: string;
  useApiServer(engine, (context) => {
    ({ server, adminToken, readerToken } = context);
  });

  async function allArticles() {
    const res = await server.request<Article[]>("GET", "/api/articles/admin/all", { token: adminToken });
    expect(res.status).toBe(200);
    return res.body;
  }

  async function allCategories() {
    const res = await server.request<Category[]>("GET", "/api/categories");
    expect(res.status).toBe(200);
    return res.body;
  }

  // Runs first, on the empty database of this engine.
  it("refuses to create samples without a session (401) or for a non-admin (403)", async () => {
    const anonymous = await server.request("POST", "/api/sample-articles");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe("Authentication required. Please sign in.");

    const reader = await server.request("POST", "/api/sample-articles", { token: readerToken });
    expect(reader.status).toBe(403);
    expect(reader.body.message).toBe("Access Denied: Admin privileges required");

    expect(await allArticles()).toEqual([]);
    expect(await allCategories()).toEqual([]);
  });

  it("creates at least five published, categorised samples on the first call", async () => {
    expect(await allArticles()).toEqual([]);

    const res = await server.request<SampleArticlesAnswer>("POST", "/api/sample-articles", { token: adminToken });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.skipped).toEqual([]);
    expect(res.body.created.length).toBeGreaterThanOrEqual(5);
    expect(res.body.created).toContain(FEATURED_SAMPLE);
    expect(res.body.message).toContain(`Created ${res.body.created.length} sample articles`);

    const articles = await allArticles();
    expect(articles.map((a) => a.slug).sort()).toEqual([...res.body.created].sort());
    const categoryIds = new Set((await allCategories()).map((c) => c.id));
    expect(categoryIds.size).toBeGreaterThan(0);
    for (const article of articles) {
      expect(article.published, article.slug ?? "").toBe(true);
      expect(article.publishedAt, article.slug ?? "").toEqual(expect.any(String));
      expect(article.categoryId, article.slug ?? "").not.toBeNull();
      expect(categoryIds.has(article.categoryId ?? -1), article.slug ?? "").toBe(true);
    }

    const publicList = await server.request<Article[]>("GET", "/api/articles");
    expect(publicList.body.map((a) => a.slug).sort()).toEqual([...res.body.created].sort());
  });

  it("makes the multimodal sample featured, with a Portuguese version", async () => {
    await server.request("POST", "/api/sample-articles", { token: adminToken });
    const res = await server.request<Article>("GET", `/api/articles/${FEATURED_SAMPLE}`);
    expect(res.status).toBe(200);
    expect(res.body.featured).toBe(true);
    expect(res.body.pt?.title).toEqual(expect.stringMatching(/\S{3}/));
    expect(res.body.pt?.title).not.toBe(res.body.title);
    expect(wordCount(res.body.pt?.content ?? "")).toBeGreaterThan(300);
  });

  it("names the sample categories in Portuguese too (issue 30)", async () => {
    await server.request("POST", "/api/sample-articles", { token: adminToken });
    const trends = (await allCategories()).find((category) => category.slug === "ai-trends");
    expect(trends?.pt?.name).toBe("Tendências em IA");
    expect(trends?.pt?.description).toEqual(expect.stringMatching(/inteligência artificial/));
  });

  it("gives every sample an excerpt and more than 300 words of content", async () => {
    await server.request("POST", "/api/sample-articles", { token: adminToken });
    const articles = await allArticles();
    expect(articles.length).toBeGreaterThanOrEqual(5);
    for (const article of articles) {
      expect(article.excerpt?.trim(), article.slug ?? "").toEqual(expect.stringMatching(/\S/));
      expect(wordCount(article.content ?? ""), article.slug ?? "").toBeGreaterThan(300);
    }
  });

  it("creates nothing on a second call and reports the samples as skipped", async () => {
    await server.request("POST", "/api/sample-articles", { token: adminToken });
    const articlesBefore = await allArticles();
    const categoriesBefore = await allCategories();

    const res = await server.request<SampleArticlesAnswer>("POST", "/api/sample-articles", { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body.created).toEqual([]);
    expect([...res.body.skipped].sort()).toEqual(articlesBefore.map((a) => a.slug).sort());
    expect(res.body.message).toMatch(/^Created 0 sample articles; skipped \d+ that already existed/);
    expect(res.body.message).toContain(FEATURED_SAMPLE);

    const articlesAfter = await allArticles();
    expect(articlesAfter.length).toBe(articlesBefore.length);
    expect(articlesAfter).toEqual(articlesBefore);
    expect(await allCategories()).toEqual(categoriesBefore);
  });
});

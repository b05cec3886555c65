import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Engine } from "#app/db/db.server.ts";
import type { Article } from "#app/modules/articles/article.ts";
import type { PreviewLink } from "#app/modules/articles/article-preview.ts";
import { api, initAndSignIn, logMessages, type ServerProcess, startServerProcess } from "#tests/durability/server-process.ts";
import { articlePayload, uniqueSlug } from "#tests/factories.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";

/**
 * The writing rules of ADR 020 and ADR 021 on the pages of the built production server (page cache on),
 * both engines: old URLs, articles in one language, hreflang following scheduled versions, previews.
 */

async function page(baseUrl: string, pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(baseUrl + pathname, { redirect: "manual", headers });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const hreflangs = (html: string) => [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(ENGINES)("writing rules on the pages (%s)", (engine: Engine) => {
  let server: ServerProcess;
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;
  let token: string;
  let base: string;

  beforeAll(async () => {
    let env: Record<string, string>;
    if (engine === "postgres") {
      database = await createTestDatabase("postgres");
      env = { DATABASE_URL: database.location };
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-writing-"));
      env = { DATA_DIR: dataDir };
    }
    server = await startServerProcess({ ...env, SCHEDULER_POLL_MS: "200" });
    base = server.baseUrl;
    token = await initAndSignIn(base);
  }, 60_000);
  afterAll(async () => {
    await server?.kill();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function create(body: Record<string, unknown>) {
    const res = await api(base, "POST", "/api/articles", { body, token });
    expect(res.status, res.text).toBe(201);
    return res.body as Article;
  }

  async function update(id: number, body: Record<string, unknown>) {
    const res = await api(base, "PUT", `/api/articles/${id}`, { body, token });
    expect(res.status, res.text).toBe(200);
    return res.body as Article;
  }

  const pt = (overrides: Record<string, unknown> = {}) => ({ title: "Título em português", excerpt: "Resumo em português", content: "<p>Corpo em português.</p>", ...overrides });

  describe("old URLs", () => {
    it("answers 301 from every old slug straight to the current page, in both languages, keeping the query", async () => {
      const payload = articlePayload({ pt: pt() });
      const article = await create(payload);
      const [second, third, ptSlug] = [uniqueSlug("second"), uniqueSlug("third"), uniqueSlug("segundo")];
      await update(article.id, { ...payload, slug: second });
      await update(article.id, { ...payload, slug: third, pt: pt({ slug: ptSlug }) });

      for (const old of [payload.slug, second]) {
        const res = await page(base, `/articles/${old}?utm_source=x`);
        expect(res.status, old).toBe(301);
        expect(res.headers.get("location")).toBe(`/articles/${third}?utm_source=x`);
      }
      const oldPt = await page(base, `/pt/articles/${payload.slug}`);
      expect(oldPt.status).toBe(301);
      expect(oldPt.headers.get("location")).toBe(`/pt/articles/${ptSlug}`);
      // The English slug under /pt leads to the Portuguese version's own slug.
      expect((await page(base, `/pt/articles/${third}`)).headers.get("location")).toBe(`/pt/articles/${ptSlug}`);
      expect((await page(base, `/articles/${third}`)).status).toBe(200);
      expect((await page(base, `/pt/articles/${ptSlug}`)).status).toBe(200);
    });

    it("sends an address in a language the article lacks to the language it has, with 302", async () => {
      const english = await create(articlePayload());
      const toEnglish = await page(base, `/pt/articles/${english.slug}`);
      expect(toEnglish.status).toBe(302);
      expect(toEnglish.headers.get("location")).toBe(`/articles/${english.slug}`);

      const ptSlug = uniqueSlug("so-pt");
      await create({ published: true, pt: pt({ slug: ptSlug }) });
      const toPortuguese = await page(base, `/articles/${ptSlug}`);
      expect(toPortuguese.status).toBe(302);
      expect(toPortuguese.headers.get("location")).toBe(`/pt/articles/${ptSlug}`);
      expect((await page(base, "/articles/no-such-article-anywhere")).status).toBe(404);
    });
  });

  describe("either language first", () => {
    it("lists, feeds and maps a Portuguese-only article in Portuguese only, without hreflang", async () => {
      const ptSlug = uniqueSlug("apenas-portugues");
      const title = `Só em português ${ptSlug}`;
      await create({ published: true, pt: pt({ slug: ptSlug, title }) });

      expect((await page(base, "/pt/articles")).html).toContain(title);
      expect((await page(base, "/articles")).html).not.toContain(title);
      expect((await page(base, "/pt/rss.xml")).html).toContain(`/pt/articles/${ptSlug}</link>`);
      expect((await page(base, "/rss.xml")).html).not.toContain(ptSlug);
      const sitemap = (await page(base, "/sitemaps/en-1.xml")).html + (await page(base, "/sitemaps/pt-1.xml")).html;
      expect(sitemap).toContain(`<loc>${base}/pt/articles/${ptSlug}</loc>`);
      expect(sitemap).not.toContain(`<loc>${base}/articles/${ptSlug}</loc>`);

      const detail = await page(base, `/pt/articles/${ptSlug}`);
      expect(detail.status).toBe(200);
      expect(detail.html).toContain(`<html lang="pt-BR" data-href-en=""`);
      expect(hreflangs(detail.html)).toEqual([]);
      expect(detail.html).toContain(`<link rel="canonical" href="${base}/pt/articles/${ptSlug}"/>`);
    });

    it("pairs versions with slugs of their own by hreflang, on the pages and in the sitemap", async () => {
      const payload = articlePayload();
      const ptSlug = uniqueSlug("slug-proprio");
      await create({ ...payload, pt: pt({ slug: ptSlug }) });
      const expected = [`en-US ${base}/articles/${payload.slug}`, `pt-BR ${base}/pt/articles/${ptSlug}`, `x-default ${base}/articles/${payload.slug}`];
      const en = await page(base, `/articles/${payload.slug}`);
      expect(hreflangs(en.html)).toEqual(expected);
      expect(en.html).toContain(`data-href-pt="/pt/articles/${ptSlug}"`);
      const ptPage = await page(base, `/pt/articles/${ptSlug}`);
      expect(hreflangs(ptPage.html)).toEqual(expected);
      // The language switch goes to the other version's own address.
      expect(ptPage.html).toMatch(new RegExp(`<a href="/articles/${payload.slug}"[^>]*data-language="en"`));
      expect((await page(base, "/sitemaps/pt-1.xml")).html).toContain(`<loc>${base}/pt/articles/${ptSlug}</loc>`);
    });

    it("shows Portuguese category names on Portuguese pages", async () => {
      const slug = uniqueSlug("categoria");
      const category = await api(base, "POST", "/api/categories", { body: { name: "Leadership", slug, pt: { name: "Liderança" } }, token });
      expect(category.status).toBe(201);
      await create(articlePayload({ categoryId: category.body.id, pt: pt() }));
      expect((await page(base, "/pt/articles")).html).toContain("Liderança");
      expect((await page(base, "/articles")).html).toContain("Leadership");
    });
  });

  describe("scheduled publishing", () => {
    it("brings the Portuguese version live at its time, with hreflang, list, feed and sitemap following", async () => {
      const payload = articlePayload();
      const ptTitle = `Programado ${payload.slug}`;
      const publishAt = new Date(Date.now() + 1_500).toISOString();
      await create({ ...payload, pt: pt({ title: ptTitle, publishAt }) });

      // Warm the page cache before the version goes live.
      const before = await page(base, `/articles/${payload.slug}`);
      expect(hreflangs(before.html)).toEqual([]);
      expect((await page(base, "/pt/articles")).html).not.toContain(ptTitle);
      expect((await page(base, `/pt/articles/${payload.slug}`)).status).toBe(302);

      const live = await until(async () => {
        const res = await page(base, `/pt/articles/${payload.slug}`);
        return res.status === 200 ? res : undefined;
      }, 10_000);
      expect(live.html).toContain(ptTitle);
      expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(publishAt));
      expect(hreflangs((await page(base, `/articles/${payload.slug}`)).html)).toContain(`pt-BR ${base}/pt/articles/${payload.slug}`);
      expect((await page(base, "/pt/articles")).html).toContain(ptTitle);
      expect((await page(base, "/pt/rss.xml")).html).toContain(ptTitle);
      expect((await page(base, "/sitemaps/pt-1.xml")).html).toContain(`<loc>${base}/pt/articles/${payload.slug}</loc>`);
      expect(logMessages(server.output())).toMatch(new RegExp(`\\[scheduler\\] published article \\d+ \\(pt\\) "${payload.slug}"`));
    });
  });

  describe("previews", () => {
    async function draftWithLink(expiresInDays?: number) {
      const payload = articlePayload({ published: false, title: `Unpublished ${uniqueSlug("t")}` });
      const article = await create({ ...payload, pt: pt({ title: `Inédito ${payload.slug}` }) });
      const link = await api(base, "POST", `/api/articles/${article.id}/preview-links`, { body: expiresInDays ? { expiresInDays } : undefined, token });
      expect(link.status, link.text).toBe(201);
      return { payload, article, link: link.body as PreviewLink };
    }

    const pathOf = (url: string) => new URL(url).pathname;

    it("shows an unpublished article through a signed link, in both languages, never cached and noindex", async () => {
      const { payload, link } = await draftWithLink();
      expect((await page(base, `/articles/${payload.slug}`)).status).toBe(404);
      for (const [url, title] of [
        [link.url, payload.title],
        [link.urlPt, `Inédito ${payload.slug}`],
      ] as const) {
        const res = await page(base, pathOf(url));
        expect(res.status, url).toBe(200);
        expect(res.html).toContain(title);
        expect(res.html).toContain('<meta name="robots" content="noindex, nofollow"/>');
        expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
        expect(res.headers.get("cache-control")).toBe("no-store");
        expect(res.html).toContain('<meta name="referrer" content="no-referrer"/>');
        expect(res.headers.get("etag")).toBeNull();
      }
      const ptPage = await page(base, pathOf(link.urlPt));
      expect(ptPage.html).toContain("Pré-visualização");
      expect(ptPage.html).toContain(`href="${pathOf(link.url)}"`);
    });

    it("shows the latest autosaved text at once (nothing cached)", async () => {
      const { payload, article, link } = await draftWithLink();
      expect((await page(base, pathOf(link.url))).html).toContain(payload.title);
      const autosaved = await api(base, "PUT", `/api/articles/${article.id}/draft`, { body: { ...payload, title: "Changed a second ago" }, token });
      expect(autosaved.status).toBe(200);
      const res = await page(base, pathOf(link.url));
      expect(res.html).toContain("Changed a second ago");
    });

    it("answers 410 once a link is revoked or expired, and 404 for a forged one", async () => {
      const { article, link } = await draftWithLink();
      const forged = pathOf(link.url).replace(/.$/, (c) => (c === "A" ? "B" : "A"));
      const invalid = await page(base, forged);
      expect(invalid.status).toBe(404);
      expect(invalid.html).toContain("This preview link is not valid");

      await api(base, "DELETE", `/api/articles/${article.id}/preview-links/${link.id}`, { token });
      const revoked = await page(base, pathOf(link.url));
      expect(revoked.status).toBe(410);
      expect(revoked.html).toContain("This preview link has been withdrawn");
      expect((await page(base, pathOf(link.urlPt))).html).toContain("Este link de pré-visualização foi retirado");

      // 1.3 seconds.
      const short = await draftWithLink(0.000015);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const expired = await page(base, pathOf(short.link.url));
      expect(expired.status).toBe(410);
      expect(expired.html).toContain("This preview link has expired");
    });

    it("lets the signed-in admin preview any article, and sends anyone else to the sign-in page", async () => {
      const { payload, article } = await draftWithLink();
      const admin = await page(base, `/preview/articles/${article.id}`, { cookie: `session=${token}` });
      expect(admin.status).toBe(200);
      expect(admin.html).toContain(payload.title);
      const adminPt = await page(base, `/pt/preview/articles/${article.id}`, { cookie: `session=${token}` });
      expect(adminPt.html).toContain(`Inédito ${payload.slug}`);
      const anonymous = await page(base, `/preview/articles/${article.id}`);
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("location")).toBe("/admin/login");
    });
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Engine } from "#app/db/db.server.ts";
import type { Article } from "#app/modules/articles/article.ts";
import { api, initAndSignIn, type ServerProcess, startServerProcess } from "#tests/durability/server-process.ts";
import { articlePayload, uniqueSlug } from "#tests/factories.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";
import { checkHtml } from "./html-checker.ts";
import { adobeIssues, loadVocabulary, topLevelNodes, validateJsonLd } from "./schema-org.ts";

/**
 * Issue 14 on the built production server (page cache on), both engines: every public page in both
 * languages is valid HTML (Nu HTML Checker) and carries schema.org JSON-LD with no error and no
 * warning; Portuguese pages, lists, feeds, the sitemap and the AI index never present English text as
 * Portuguese (nor Portuguese as English); /llms.txt and the Markdown version of every article.
 */

const SAMPLE_TRANSLATED = "the-rise-of-multimodal-ai-models-2025";
const SAMPLE_ENGLISH_ONLY = "the-data-center-power-crunch";
const TEXT_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=3600";

type JsonLd = Record<string, unknown>;

interface Page {
  status: number;
  headers: Headers;
  html: string;
}

async function get(base: string, pathname: string): Promise<Page> {
  const response = await fetch(base + pathname, { redirect: "manual" });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

function jsonLdOf(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? "{}") as JsonLd);
}

const nodesOf = (html: string) => jsonLdOf(html).flatMap(topLevelNodes);
const nodeOfType = (html: string, type: string) => nodesOf(html).find((node) => node["@type"] === type);
const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const ogLocale = (html: string) => attribute(html, /<meta property="og:locale" content="([^"]+)"/);
const htmlLang = (html: string) => attribute(html, /<html lang="([^"]+)"/);
const rssLinks = (xml: string) => [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1] ?? "");

describe.each(ENGINES)("public pages for people, crawlers and AI assistants (%s)", (engine: Engine) => {
  let server: ServerProcess;
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;
  let token: string;
  let base: string;
  let englishSlugs: string[];
  let ptOnly: { slug: string; title: string };
  let draft: Article;
  const pt = (overrides: Record<string, unknown> = {}) => ({ title: "Título em português", excerpt: "Resumo em português", content: "<p>Corpo em português sobre inteligência artificial.</p>", ...overrides });

  beforeAll(async () => {
    let env: Record<string, string>;
    if (engine === "postgres") {
      database = await createTestDatabase("postgres");
      env = { DATABASE_URL: database.location };
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-seo-"));
      env = { DATA_DIR: dataDir };
    }
    server = await startServerProcess(env);
    base = server.baseUrl;
    token = await initAndSignIn(base);
    expect((await api(base, "POST", "/api/sample-articles", { token })).status).toBe(201);
    const slug = uniqueSlug("apenas-em-portugues");
    ptOnly = { slug, title: `Só em português ${slug}` };
    expect((await api(base, "POST", "/api/articles", { body: { published: true, pt: pt({ slug, title: ptOnly.title }) }, token })).status).toBe(201);
    const created = await api(base, "POST", "/api/articles", { body: { ...articlePayload({ published: false, title: "Draft never shown" }), pt: pt({ title: "Rascunho nunca mostrado", published: false }) }, token });
    expect(created.status).toBe(201);
    draft = created.body as Article;
    for (const talk of [
      { eventName: "AI Summit Brasil", title: "Infrastructure for the AI decade", date: "2099-05-10", city: "São Paulo", country: "BR", language: "pt", eventUrl: "https://summit.example.com", slidesUrl: null, videoUrl: null },
      { eventName: "Web Summit Rio", title: "Leading with AI", date: "2024-04-10", city: "Rio de Janeiro", country: "BR", language: "en", eventUrl: null, slidesUrl: "https://slides.example.com/x", videoUrl: "https://video.example.com/x" },
    ]) {
      expect((await api(base, "POST", "/api/talks", { body: talk, token })).status).toBe(201);
    }
    const list = await api(base, "GET", "/api/articles");
    englishSlugs = (list.body as Article[]).map((article) => article.slug ?? "");
  }, 60_000);

  afterAll(async () => {
    await server?.kill();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Every public page in both languages, with the status it must answer. */
  function publicPages(): { path: string; status: number }[] {
    const shared = ["/", "/articles", "/press-kit", "/media-kit", "/museum-letter", "/talks", "/articles?q=inteligencia", "/articles?q=no-such-words-anywhere"];
    return [
      ...shared.flatMap((p) => [p, p === "/" ? "/pt" : `/pt${p}`]).map((p) => ({ path: p, status: 200 })),
      ...englishSlugs.map((slug) => ({ path: `/articles/${slug}`, status: 200 })),
      { path: `/pt/articles/${SAMPLE_TRANSLATED}`, status: 200 },
      { path: `/pt/articles/${ptOnly.slug}`, status: 200 },
      // Issue 27: each language at its own words.
      ...["/privacy", "/pt/privacidade", "/accessibility", "/pt/acessibilidade"].map((p) => ({ path: p, status: 200 })),
      { path: "/no-such-page", status: 404 },
      { path: "/pt/no-such-page", status: 404 },
      { path: "/articles/no-such-article", status: 404 },
    ];
  }

  async function fetchPublicPages(): Promise<{ path: string; page: Page }[]> {
    const pages = [];
    for (const { path: pathname, status } of publicPages()) {
      const page = await get(base, pathname);
      expect(page.status, pathname).toBe(status);
      pages.push({ path: pathname, page });
    }
    return pages;
  }

  describe("valid HTML and structured data", () => {
    // The HTML is the same on both engines: one checker run (one JVM start) is enough.
    it.runIf(engine === ENGINES[0])("every public page in both languages passes the Nu HTML Checker with no error", { timeout: 120_000 }, async () => {
      const pages = await fetchPublicPages();
      const errors = await checkHtml(pages.map(({ path: pathname, page }) => ({ label: pathname, html: page.html })));
      expect(errors.map((e) => `${e.page}:${e.line ?? "?"} ${e.message}${e.extract ? ` [${e.extract.trim()}]` : ""}`)).toEqual([]);
    });

    it("every page's JSON-LD has no error and no warning against the schema.org vocabulary", async () => {
      const vocabulary = loadVocabulary();
      const problems: string[] = [];
      let documents = 0;
      for (const { path: pathname, page } of await fetchPublicPages()) {
        const jsonLd = jsonLdOf(page.html);
        documents += jsonLd.length;
        for (const issue of [...validateJsonLd(vocabulary, jsonLd), ...(await adobeIssues(vocabulary, jsonLd))]) {
          problems.push(`${pathname} ${issue.severity} at ${issue.path}: ${issue.message}`);
        }
      }
      expect(documents).toBeGreaterThan(40);
      expect(problems).toEqual([]);
    });

    it("has a BreadcrumbList of two or more items ending at the page on every page but the home, and none on the home", async () => {
      for (const { path: pathname, page } of await fetchPublicPages()) {
        if (page.status !== 200) continue;
        const crumbs = nodesOf(page.html).filter((node) => node["@type"] === "BreadcrumbList");
        if (pathname === "/" || pathname === "/pt") {
          expect(crumbs, pathname).toEqual([]);
          continue;
        }
        expect(crumbs, pathname).toHaveLength(1);
        const items = crumbs[0]?.itemListElement as { position: number; name: string; item: string }[];
        expect(items.length, pathname).toBeGreaterThanOrEqual(2);
        expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
        expect(items[0]?.item, pathname).toBe(pathname.startsWith("/pt") ? `${base}/pt` : `${base}/`);
        const canonical = attribute(page.html, /<link rel="canonical" href="([^"]+)"/);
        expect(items.at(-1)?.item, pathname).toBe(canonical);
      }
    });

    it("describes the person without workExample, the book on the home and the media kit, and the talks as Events", async () => {
      for (const language of ["en", "pt"] as const) {
        const prefix = language === "pt" ? "/pt" : "";
        const home = (await get(base, prefix || "/")).html;
        const person = nodeOfType(home, "Person");
        expect(person?.["@id"]).toBe(`${base}/#person`);
        expect(person).not.toHaveProperty("workExample");
        const mediaKit = (await get(base, `${prefix}/media-kit`)).html;
        const book = nodeOfType(mediaKit, "Book");
        expect(book).toMatchObject({
          "@id": `${base}/#book`,
          inLanguage: "pt-BR",
          datePublished: "2024",
          bookFormat: ["https://schema.org/Paperback", "https://schema.org/EBook"],
          author: { "@id": `${base}/#person` },
          offers: { "@type": "Offer", url: "https://www.amazon.com.br/dp/B0SAMPLE24" },
        });
        expect(nodeOfType(home, "Book")).toEqual(book);
        const events = nodesOf((await get(base, `${prefix}/talks`)).html).filter((node) => node["@type"] === "Event");
        expect(events.map((event) => [event.startDate, event.inLanguage])).toEqual([
          ["2099-05-10", "pt-BR"],
          ["2024-04-10", "en"],
        ]);
        expect(events[1]).toMatchObject({
          recordedIn: { "@type": "CreativeWork", url: "https://video.example.com/x" },
          workFeatured: { "@type": "PresentationDigitalDocument", url: "https://slides.example.com/x" },
          performer: { "@id": `${base}/#person` },
        });
        // The home lists upcoming talks only.
        expect(nodesOf(home).filter((node) => node["@type"] === "Event").map((event) => event.startDate)).toEqual(["2099-05-10"]);
      }
    });

    it("links the two language versions of an article, and only when both are live", async () => {
      const en = nodeOfType((await get(base, `/articles/${SAMPLE_TRANSLATED}`)).html, "BlogPosting");
      const ptPage = nodeOfType((await get(base, `/pt/articles/${SAMPLE_TRANSLATED}`)).html, "BlogPosting");
      const enUrl = `${base}/articles/${SAMPLE_TRANSLATED}`;
      const ptUrl = `${base}/pt/articles/${SAMPLE_TRANSLATED}`;
      // Published together: English is the original on a tie.
      expect(en).toMatchObject({ "@id": enUrl, inLanguage: "en-US", workTranslation: { "@type": "BlogPosting", "@id": ptUrl, inLanguage: "pt-BR" } });
      expect(en).not.toHaveProperty("translationOfWork");
      expect(ptPage).toMatchObject({ "@id": ptUrl, inLanguage: "pt-BR", translationOfWork: { "@type": "BlogPosting", "@id": enUrl, inLanguage: "en-US" } });
      expect(ptPage).not.toHaveProperty("workTranslation");

      // A Portuguese original translated later: the English page is the translation.
      const slug = uniqueSlug("original-em-portugues");
      const created = await api(base, "POST", "/api/articles", { body: { published: true, pt: pt({ slug }) }, token });
      expect(created.status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const payload = articlePayload({ slug });
      expect((await api(base, "PUT", `/api/articles/${(created.body as Article).id}`, { body: { ...payload, pt: pt({ slug }) }, token })).status).toBe(200);
      const translated = nodeOfType((await get(base, `/articles/${slug}`)).html, "BlogPosting");
      expect(translated).toMatchObject({ inLanguage: "en-US", translationOfWork: { "@id": `${base}/pt/articles/${slug}` } });
      expect(nodeOfType((await get(base, `/pt/articles/${slug}`)).html, "BlogPosting")).toMatchObject({ workTranslation: { "@id": `${base}/articles/${slug}` } });

      for (const only of [`/articles/${SAMPLE_ENGLISH_ONLY}`, `/pt/articles/${ptOnly.slug}`]) {
        const posting = nodeOfType((await get(base, only)).html, "BlogPosting");
        expect(posting, only).toBeDefined();
        expect(posting, only).not.toHaveProperty("workTranslation");
        expect(posting, only).not.toHaveProperty("translationOfWork");
      }
    });

    it("offers a search in each language whose address lands on that language's filtered list, ignoring accents and case", async () => {
      for (const [home, list] of [
        ["/", "/articles"],
        ["/pt", "/pt/articles"],
      ] as const) {
        const website = nodeOfType((await get(base, home)).html, "WebSite");
        const template = ((website?.potentialAction as JsonLd).target as JsonLd).urlTemplate as string;
        expect(template).toBe(`${base}${home === "/" ? "" : "/pt"}/search?q={search_term_string}`);
        for (const query of ["INTELIGENCIA", "inteligência"]) {
          const url = new URL(template.replace("{search_term_string}", encodeURIComponent(query)));
          const redirect = await get(base, url.pathname + url.search);
          expect(redirect.status, url.pathname).toBe(302);
          expect(redirect.headers.get("location")).toBe(`${list}?${new URLSearchParams({ q: query })}`);
        }
      }
      // The Portuguese text says "inteligência": found without the accent and in capitals.
      for (const query of ["INTELIGENCIA", "inteligencia", "Inteligência"]) {
        const results = (await get(base, `/pt/articles?q=${encodeURIComponent(query)}`)).html;
        expect(results, query).toContain("A Ascensão dos Modelos de IA Multimodais em 2025");
        expect(results, query).toContain(ptOnly.title);
      }
      expect((await get(base, "/articles?q=MULTIMODAL")).html).toContain("The Rise of Multimodal AI Models in 2025");
      expect((await get(base, `/pt/articles?q=${encodeURIComponent("ascensao")}`)).html).toContain("A Ascensão dos Modelos de IA Multimodais em 2025");
      expect((await get(base, `/pt/articles?q=${encodeURIComponent("ASCENSÃO")}`)).html).toContain("A Ascensão dos Modelos de IA Multimodais em 2025");
    });
  });

  describe("honest Portuguese (ADR 020, ADR 024)", () => {
    it("never serves an English-only article as a Portuguese page: /pt/articles/{slug} redirects to the English page", async () => {
      const res = await get(base, `/pt/articles/${SAMPLE_ENGLISH_ONLY}`);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`/articles/${SAMPLE_ENGLISH_ONLY}`);
      const toPortuguese = await get(base, `/articles/${ptOnly.slug}`);
      expect(toPortuguese.status).toBe(302);
      expect(toPortuguese.headers.get("location")).toBe(`/pt/articles/${ptOnly.slug}`);
    });

    it("marks each language's pages as that language: html lang, og:locale and JSON-LD inLanguage", async () => {
      for (const { path: pathname, page } of await fetchPublicPages()) {
        const language = pathname === "/pt" || pathname.startsWith("/pt/") ? "pt" : "en";
        expect(htmlLang(page.html), pathname).toBe(language === "pt" ? "pt-BR" : "en");
        if (page.status !== 200) continue;
        expect(ogLocale(page.html), pathname).toBe(language === "pt" ? "pt_BR" : "en_US");
        const posting = nodeOfType(page.html, "BlogPosting");
        if (posting) expect(posting.inLanguage, pathname).toBe(language === "pt" ? "pt-BR" : "en-US");
      }
      const ptOnlyPage = (await get(base, `/pt/articles/${ptOnly.slug}`)).html;
      expect(ptOnlyPage).toContain(ptOnly.title);
      expect(ogLocale(ptOnlyPage)).toBe("pt_BR");
      expect(ptOnlyPage).not.toContain('property="og:locale:alternate"');
      // Nor does an English-only page claim a Portuguese alternate.
      const englishOnlyPage = (await get(base, `/articles/${SAMPLE_ENGLISH_ONLY}`)).html;
      expect(ogLocale(englishOnlyPage)).toBe("en_US");
      expect(englishOnlyPage).not.toContain('property="og:locale:alternate"');
      expect(englishOnlyPage).not.toContain('<link rel="alternate" hrefLang="pt-BR"');
    });

    it("lists, feeds, maps and indexes in each language only the articles written in it", async () => {
      const ptList = (await get(base, "/pt/articles")).html;
      const enList = (await get(base, "/articles")).html;
      const ptFeed = (await get(base, "/pt/rss.xml")).html;
      const enFeed = (await get(base, "/rss.xml")).html;
      // The sitemap index names one part per language at this size (ADR 035).
      const sitemap = (await get(base, "/sitemaps/en-1.xml")).html + (await get(base, "/sitemaps/pt-1.xml")).html;
      const ptLlms = (await get(base, "/pt/llms.txt")).html;
      const enLlms = (await get(base, "/llms.txt")).html;
      for (const slug of englishSlugs.filter((s) => s !== SAMPLE_TRANSLATED)) {
        expect(ptList, slug).not.toContain(`/articles/${slug}"`);
        expect(ptFeed, slug).not.toContain(`/articles/${slug}<`);
        expect(sitemap, slug).not.toContain(`<loc>${base}/pt/articles/${slug}</loc>`);
        expect(sitemap, slug).toContain(`<loc>${base}/articles/${slug}</loc>`);
        expect(ptLlms, slug).not.toContain(`/articles/${slug}.md`);
        expect(enLlms, slug).toContain(`${base}/articles/${slug}.md`);
      }
      expect(enList).not.toContain(ptOnly.title);
      expect(enFeed).not.toContain(ptOnly.slug);
      expect(enLlms).not.toContain(ptOnly.slug);
      expect(ptList).toContain(ptOnly.title);
      expect(ptLlms).toContain(`${base}/pt/articles/${ptOnly.slug}.md`);

      // Every item of /pt/rss.xml is a Portuguese page (and every item of /rss.xml an English one).
      const ptItems = rssLinks(ptFeed);
      expect(ptItems).toEqual(expect.arrayContaining([`${base}/pt/articles/${SAMPLE_TRANSLATED}`, `${base}/pt/articles/${ptOnly.slug}`]));
      for (const [items, language] of [
        [ptItems, "pt"],
        [rssLinks(enFeed), "en"],
      ] as const) {
        expect(items.length).toBeGreaterThan(0);
        for (const link of items) {
          const page = await get(base, new URL(link).pathname);
          expect(page.status, link).toBe(200);
          expect(htmlLang(page.html), link).toBe(language === "pt" ? "pt-BR" : "en");
          expect(nodeOfType(page.html, "BlogPosting")?.inLanguage, link).toBe(language === "pt" ? "pt-BR" : "en-US");
        }
      }
      expect(ptFeed).toContain("<language>pt-BR</language>");
      expect(ptFeed).toContain("<title>A Ascensão dos Modelos de IA Multimodais em 2025</title>");
      expect(ptFeed).not.toContain("<title>The Rise of Multimodal AI Models in 2025</title>");
    });
  });

  describe("readable by AI assistants", () => {
    it("serves /llms.txt and /pt/llms.txt: the owner, the kits, the letter, the talks and the language's articles, absolute URLs", async () => {
      for (const language of ["en", "pt"] as const) {
        const prefix = language === "pt" ? "/pt" : "";
        const res = await get(base, `${prefix}/llms.txt`);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
        expect(res.headers.get("cache-control")).toBe(TEXT_CACHE_CONTROL);
        const lines = res.html.split("\n");
        expect(lines[0]).toBe("# Caio Menezes Aragão");
        expect(lines[2]).toMatch(/^> \S/);
        for (const page of ["/press-kit", "/media-kit", "/museum-letter", "/talks", "/articles"]) {
          expect(res.html, page).toMatch(new RegExp(`^- \\[[^\\]]+\\]\\(${base}${prefix}${page}\\): \\S`, "m"));
        }
        // Every link is absolute and answers.
        const links = [...res.html.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1] ?? "");
        expect(links.length).toBeGreaterThan(8);
        for (const link of links) {
          expect(link, link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
          expect((await get(base, new URL(link).pathname)).status, link).toBe(200);
        }
        const articles = res.html.split(language === "pt" ? "## Artigos\n" : "## Articles\n")[1]?.split("\n## ")[0] ?? "";
        const listed = [...articles.matchAll(/\]\(([^)]+)\.md\): \S/g)].map((m) => new URL(m[1] ?? "").pathname);
        const expected = language === "pt" ? [`/pt/articles/${ptOnly.slug}`, `/pt/articles/${SAMPLE_TRANSLATED}`] : englishSlugs.map((slug) => `/articles/${slug}`);
        expect([...listed].sort()).toEqual(expect.arrayContaining([...expected].sort()));
        expect(listed.every((p) => (language === "pt" ? p.startsWith("/pt/articles/") : p.startsWith("/articles/")))).toBe(true);
        expect(res.html).not.toContain("Draft never shown");
        expect(res.html).not.toContain("Rascunho nunca mostrado");
      }
    });

    it("serves every live article version as Markdown, linked from the page's head, and nothing else", async () => {
      const page = (await get(base, `/articles/${SAMPLE_TRANSLATED}`)).html;
      expect(page).toContain(`<link rel="alternate" type="text/markdown" title="The Rise of Multimodal AI Models in 2025" href="${base}/articles/${SAMPLE_TRANSLATED}.md"/>`);
      expect((await get(base, `/pt/articles/${SAMPLE_TRANSLATED}`)).html).toContain(`type="text/markdown" title="A Ascensão dos Modelos de IA Multimodais em 2025" href="${base}/pt/articles/${SAMPLE_TRANSLATED}.md"`);

      const en = await get(base, `/articles/${SAMPLE_TRANSLATED}.md`);
      expect(en.status).toBe(200);
      expect(en.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
      expect(en.headers.get("cache-control")).toBe(TEXT_CACHE_CONTROL);
      expect(en.html.startsWith("# The Rise of Multimodal AI Models in 2025\n\n> ")).toBe(true);
      expect(en.html).toContain(`- Web page: <${base}/articles/${SAMPLE_TRANSLATED}>`);
      expect(en.html).toContain(`- Portuguese version: <${base}/pt/articles/${SAMPLE_TRANSLATED}.md>`);
      expect(en.html).toMatch(/^- Published: \w+ \d{1,2}, \d{4} \(\d{4}-\d{2}-\d{2}\)$/m);
      expect(en.html).toContain("\n## What “multimodal” actually means now\n");
      expect(en.html).toContain("\n- **Field operations.** Technicians photograph equipment");
      expect(en.html).toContain("\n1. Classify which media types each use case may ingest");
      expect(en.html).toContain("[LGPD](https://en.wikipedia.org/wiki/General_Personal_Data_Protection_Law)");
      expect(en.html).toMatch(/\n> “The model is the cheapest part of the system\./);
      expect(en.html).not.toMatch(/<\/?(p|h2|ul|li|a|strong|em|blockquote)\b/);

      const ptMd = await get(base, `/pt/articles/${SAMPLE_TRANSLATED}.md`);
      expect(ptMd.status).toBe(200);
      expect(ptMd.html.startsWith("# A Ascensão dos Modelos de IA Multimodais em 2025\n")).toBe(true);
      expect(ptMd.html).toContain(`- Versão em inglês: <${base}/articles/${SAMPLE_TRANSLATED}.md>`);
      const ptOnlyMd = await get(base, `/pt/articles/${ptOnly.slug}.md`);
      expect(ptOnlyMd.status).toBe(200);
      expect(ptOnlyMd.html).toContain("Corpo em português sobre inteligência artificial.");
      expect(ptOnlyMd.html).not.toContain("Versão em inglês");

      // Images keep their alt text; relative addresses become absolute.
      const slug = uniqueSlug("with-image");
      const withImage = articlePayload({ slug, content: '<p>Intro.</p><figure><img src="/press-photos/portrait-1.jpg" alt="A portrait"><figcaption>Official portrait</figcaption></figure><pre><code>npm test</code></pre>' });
      expect((await api(base, "POST", "/api/articles", { body: withImage, token })).status).toBe(201);
      const imageMd = (await get(base, `/articles/${slug}.md`)).html;
      expect(imageMd).toContain(`![A portrait](${base}/press-photos/portrait-1.jpg)\n*Official portrait*`);
      expect(imageMd).toContain("```\nnpm test\n```");

      // Unknown slugs, drafts and versions not live in the language: 404, never their text.
      for (const pathname of [
        "/articles/no-such-article.md",
        `/articles/${draft.slug}.md`,
        `/pt/articles/${draft.slug}.md`,
        `/pt/articles/${SAMPLE_ENGLISH_ONLY}.md`,
        `/articles/${ptOnly.slug}.md`,
      ]) {
        const res = await get(base, pathname);
        expect(res.status, pathname).toBe(404);
        expect(res.html, pathname).not.toContain("Draft never shown");
        expect(res.html, pathname).not.toContain("Corpo em português");
      }

      // An old slug answers 301 to the current Markdown address.
      const renamed = articlePayload();
      const created = await api(base, "POST", "/api/articles", { body: renamed, token });
      const newSlug = uniqueSlug("renamed");
      expect((await api(base, "PUT", `/api/articles/${(created.body as Article).id}`, { body: { ...renamed, slug: newSlug }, token })).status).toBe(200);
      const moved = await get(base, `/articles/${renamed.slug}.md`);
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe(`/articles/${newSlug}.md`);
    });
  });
});

import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";
import { decodeEntities } from "./html-entities.ts";

/**
 * Link previews and feeds as crawlers see them: each article page's raw server HTML (no JavaScript),
 * its share image, the RSS feeds and the /search redirect, on a fresh server of their own.
 */

const OWNER = "Caio Menezes Aragão";
const GENERIC_DESCRIPTION = {
  en: "Expert insights on artificial intelligence, digital infrastructure and leadership by Caio Menezes Aragão, technology executive, author and keynote speaker.",
  pt: "Análises de especialista sobre inteligência artificial, infraestrutura digital e liderança, por Caio Menezes Aragão, executivo de tecnologia, autor e palestrante.",
} as const;

type Language = "en" | "pt";

interface SeedArticle {
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  published: boolean;
  uploadedCover?: boolean;
  pt?: { title: string; excerpt: string | null; content: string };
}

const TITLE_BREAKOUT = "</title><script>alert(1)</script>";
const ATTRIBUTE_BREAKOUT = `"><img src=x onerror=alert(1)>`;
const SCRIPT_BREAKOUT = "</script><script>alert(1)</script>";

const ARTICLES: SeedArticle[] = [
  {
    slug: "data-centers-and-the-grid",
    title: "Data Centers and the Grid",
    excerpt: "Why power, not chips, is the new bottleneck.",
    content: "<p>Power contracts now decide where compute can grow.</p>",
    published: true,
    uploadedCover: true,
    pt: {
      title: "Data centers e a rede elétrica",
      excerpt: "Por que a energia, e não os chips, é o novo gargalo.",
      content: "<p>Contratos de energia decidem onde a computação pode crescer.</p>",
    },
  },
  {
    slug: "boards-and-algorithms",
    title: "Boards and Algorithms",
    excerpt: "A short note for directors.",
    content: "<p>Directors should ask three questions about every model in production.</p>",
    published: true,
  },
  {
    slug: "notes-without-excerpt",
    title: "Notes Without Excerpt",
    excerpt: null,
    content: `<p>${"These notes have no excerpt of their own, so a fallback applies. ".repeat(4)}</p>`,
    published: true,
    pt: {
      title: "Notas sem resumo",
      excerpt: null,
      content: `<p>${"Estas notas não têm resumo próprio, então vale o texto genérico. ".repeat(4)}</p>`,
    },
  },
  {
    slug: "hostile-title",
    title: `${TITLE_BREAKOUT} & friends`,
    excerpt: ATTRIBUTE_BREAKOUT,
    content: "<p>Hostile strings belong in text, never in markup.</p>",
    published: true,
  },
  {
    slug: "hostile-json",
    title: `${SCRIPT_BREAKOUT} "quoted" 'single'`,
    excerpt: `${SCRIPT_BREAKOUT} & more`,
    content: "<p>Structured data must stay structured.</p>",
    published: true,
    pt: {
      title: `${ATTRIBUTE_BREAKOUT} em português`,
      excerpt: `${TITLE_BREAKOUT} resumo`,
      content: "<p>Dados estruturados devem continuar estruturados.</p>",
    },
  },
  {
    slug: "unpublished-draft",
    title: "Unpublished Draft",
    excerpt: "Not for anyone's eyes yet.",
    content: "<p>Still being written, not public.</p>",
    published: false,
  },
];
const PUBLISHED = ARTICLES.filter((a) => a.published);
const DRAFT = ARTICLES.find((a) => !a.published)!;

/* ---------- a small, strict reader of the server's HTML ---------- */

type Attributes = Record<string, string>;

/** Every `<name ...>` start tag in `html` with its attributes (names lowercased, values decoded). */
function startTags(html: string, name: string): Attributes[] {
  const result: Attributes[] = [];
  for (const match of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "gi"))) {
    const attributes: Attributes = {};
    for (const attribute of (match[1] ?? "").matchAll(/([^\s"'=/>]+)(?:="([^"]*)")?/g)) {
      attributes[(attribute[1] ?? "").toLowerCase()] = decodeEntities(attribute[2] ?? "");
    }
    result.push(attributes);
  }
  return result;
}

interface Page {
  status: number;
  raw: string;
  head: string;
  title: string[];
  metas: Attributes[];
  links: Attributes[];
  jsonLd: Record<string, unknown>[];
}

async function fetchPage(server: FreshServer, pathname: string): Promise<Page> {
  const response = await fetch(`${server.baseURL}${pathname}`, { headers: { accept: "text/html" } });
  const raw = await response.text();
  const headEnd = raw.indexOf("</head>");
  expect(headEnd, `${pathname} has a </head>`).toBeGreaterThan(0);
  const head = raw.slice(0, headEnd);
  return {
    status: response.status,
    raw,
    head,
    title: [...head.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => decodeEntities(m[1] ?? "")),
    metas: startTags(head, "meta"),
    links: startTags(head, "link"),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? "null") as Record<string, unknown>,
    ),
  };
}

/** The content of the one meta tag with this name or property. */
function metaContent(page: Page, key: string): string | undefined {
  const found = page.metas.filter((m) => m.name === key || m.property === key);
  expect(found.length, `exactly one <meta> ${key}`).toBe(1);
  return found[0]?.content;
}

function hreflangs(page: Page): Record<string, string> {
  return Object.fromEntries(page.links.filter((l) => l.rel === "alternate" && l.hreflang).map((l) => [l.hreflang, l.href]));
}

/* ---------- content through the API ---------- */

async function api<T>(server: FreshServer, method: string, pathname: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${server.baseURL}${pathname}`, { method, headers, body: payload });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname} → ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

interface Stored {
  slug: string;
  publishedAt: string | null;
  updatedAt: string;
}

let server: FreshServer;
const published = new Map<string, Stored>();

test.beforeAll(async () => {
  server = await startFreshServer();
  const init = await api<{ username: string; password: string }>(server, "POST", "/api/init");
  const { token } = await api<{ token: string }>(server, "POST", "/api/auth/login", { username: init.username, password: init.password });
  const category = await api<{ id: number }>(server, "POST", "/api/categories", { name: "Infrastructure", slug: "infrastructure" }, token);
  const jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#7a4d2a" } }).jpeg().toBuffer();
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "cover.jpg");
  const upload = await api<{ url: string }>(server, "POST", "/api/uploads/image", form, token);
  for (const article of ARTICLES) {
    const stored = await api<Stored>(
      server,
      "POST",
      "/api/articles",
      {
        title: article.title,
        slug: article.slug,
        content: article.content,
        excerpt: article.excerpt ?? "",
        coverImage: article.uploadedCover ? upload.url : "",
        published: article.published,
        featured: false,
        categoryId: category.id,
        ...(article.pt ? { pt: article.pt } : {}),
      },
      token,
    );
    if (article.published) published.set(article.slug, stored);
  }
});

test.afterAll(async () => {
  await server?.stop();
});

const localized = (article: SeedArticle, language: Language) => (language === "pt" && article.pt ? article.pt : article);
/** ADR 020: a language lists, feeds and serves only the articles written in it. */
const inLanguage = (language: Language) => PUBLISHED.filter((article) => language === "en" || article.pt !== undefined);
const pagePath = (slug: string, language: Language) => `${language === "pt" ? "/pt" : ""}/articles/${slug}`;

for (const language of ["en", "pt"] as const) {
  test(`each published article's raw HTML carries its title, description, canonical, Open Graph, Twitter and JSON-LD (${language})`, async () => {
    for (const article of inLanguage(language)) {
      const stored = published.get(article.slug);
      expect(stored?.publishedAt, `${article.slug} was published`).toBeTruthy();
      const text = localized(article, language);
      const path = pagePath(article.slug, language);
      const canonical = `${server.baseURL}${path}`;
      const page = await fetchPage(server, path);
      const context = `${path}`;

      expect(page.status, context).toBe(200);
      expect(page.title, context).toEqual([`${text.title} | ${OWNER}`]);
      const description = metaContent(page, "description");
      if (text.excerpt) expect(description, context).toBe(text.excerpt);
      else expect(description?.length, `${context}: a description without an excerpt`).toBeGreaterThan(40);
      expect(page.links.filter((l) => l.rel === "canonical").map((l) => l.href), context).toEqual([canonical]);

      expect(metaContent(page, "og:type"), context).toBe("article");
      expect(metaContent(page, "og:title"), context).toBe(`${text.title} | ${OWNER}`);
      expect(metaContent(page, "og:description"), context).toBe(description);
      expect(metaContent(page, "og:url"), context).toBe(canonical);
      expect(metaContent(page, "og:locale"), context).toBe(language === "pt" ? "pt_BR" : "en_US");
      const image = metaContent(page, "og:image") ?? "";
      expect(image.startsWith(`${server.baseURL}${path}/share.jpg`), `${context}: og:image ${image} is absolute`).toBe(true);
      expect(metaContent(page, "og:image:width"), context).toBe("1200");
      expect(metaContent(page, "og:image:height"), context).toBe("630");
      expect(metaContent(page, "og:image:alt"), context).toBe(text.title);
      expect(metaContent(page, "article:published_time"), context).toBe(stored?.publishedAt);
      expect(metaContent(page, "twitter:card"), context).toBe("summary_large_image");
      expect(metaContent(page, "twitter:image"), context).toBe(image);

      const shareImage = await fetch(image);
      expect(shareImage.status, `${context}: share image`).toBe(200);
      expect(shareImage.headers.get("content-type"), context).toBe("image/jpeg");
      const metadata = await sharp(Buffer.from(await shareImage.arrayBuffer())).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }, context).toEqual({ format: "jpeg", width: 1200, height: 630 });

      const posting = page.jsonLd.find((entry) => entry["@type"] === "BlogPosting");
      expect(posting, `${context}: BlogPosting`).toBeDefined();
      expect(posting?.["@context"]).toBe("https://schema.org");
      expect(posting?.headline, context).toBe(text.title);
      expect(posting?.description, context).toBe(description);
      expect(posting?.datePublished, context).toBe(stored?.publishedAt);
      expect(posting?.dateModified, context).toBe(stored?.updatedAt);
      expect(posting?.author, context).toMatchObject({ "@type": "Person", name: OWNER });
      expect(posting?.image, context).toEqual([image]);
      expect(posting?.inLanguage, context).toBe(language === "pt" ? "pt-BR" : "en-US");
      expect(posting?.url, context).toBe(canonical);

      const breadcrumb = page.jsonLd.find((entry) => entry["@type"] === "BreadcrumbList");
      expect(breadcrumb?.itemListElement, `${context}: BreadcrumbList`).toEqual([
        { "@type": "ListItem", position: 1, name: language === "pt" ? "Início" : "Home", item: `${server.baseURL}${language === "pt" ? "/pt" : "/"}` },
        { "@type": "ListItem", position: 2, name: language === "pt" ? "Artigos" : "Articles", item: `${server.baseURL}${language === "pt" ? "/pt/articles" : "/articles"}` },
        { "@type": "ListItem", position: 3, name: text.title, item: canonical },
      ]);

      // Alternates only where a translation exists.
      if (article.pt) {
        expect(hreflangs(page), context).toEqual({
          "en-US": `${server.baseURL}${pagePath(article.slug, "en")}`,
          "pt-BR": `${server.baseURL}${pagePath(article.slug, "pt")}`,
          "x-default": `${server.baseURL}${pagePath(article.slug, "en")}`,
        });
      } else {
        expect(hreflangs(page), context).toEqual({});
      }

      // The visible heading is in the HTML before any JavaScript runs.
      const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(page.raw)?.[1];
      expect(decodeEntities(heading ?? ""), context).toBe(text.title);
    }
  });
}

test("hostile titles and excerpts stay text in <title>, meta attributes and JSON-LD", async () => {
  const hostile = PUBLISHED.filter((a) => a.slug.startsWith("hostile-"));
  expect(hostile).toHaveLength(2);
  for (const article of hostile) {
    for (const language of article.pt ? (["en", "pt"] as const) : (["en"] as const)) {
      const text = localized(article, language);
      const path = pagePath(article.slug, language);
      const page = await fetchPage(server, path);
      expect(page.status, path).toBe(200);
      // Nothing the author typed became markup: no script element, no injected img, anywhere in the document.
      expect(page.raw, path).not.toMatch(/<script[^>]*>\s*alert/i);
      expect(page.raw, path).not.toMatch(/<img src=x/i);
      expect(page.raw.match(/<title>/g), path).toHaveLength(1);
      // And each value reads back exactly as typed.
      expect(page.title, path).toEqual([`${text.title} | ${OWNER}`]);
      expect(metaContent(page, "description"), path).toBe(text.excerpt);
      expect(metaContent(page, "og:title"), path).toBe(`${text.title} | ${OWNER}`);
      expect(metaContent(page, "og:image:alt"), path).toBe(text.title);
      expect(metaContent(page, "twitter:description"), path).toBe(text.excerpt);
      expect(page.jsonLd.map((entry) => entry["@type"]), path).toEqual(["BlogPosting", "BreadcrumbList"]);
      expect(page.jsonLd[0]?.headline, path).toBe(text.title);
      expect(page.jsonLd[0]?.description, path).toBe(text.excerpt);
      // The head has exactly the scripts the site puts there (the language redirect, the web fonts, the
      // speculation rules, the islands' boot module and two JSON-LD blocks), none opened by the content.
      expect(page.head.match(/<script\b/g)?.length ?? 0, path).toBe(6);
    }
  }
});

test("an article without an excerpt is described by the generic sentence (spec §3), not by its body text", async () => {
  const article = PUBLISHED.find((a) => a.excerpt === null)!;
  for (const language of ["en", "pt"] as const) {
    const page = await fetchPage(server, pagePath(article.slug, language));
    expect(metaContent(page, "description")).toBe(GENERIC_DESCRIPTION[language]);
  }
});

test("an article without a Portuguese version has no Portuguese page: its /pt address sends to the English one", async () => {
  const english = PUBLISHED.filter((article) => !article.pt);
  expect(english.length).toBeGreaterThan(0);
  for (const article of english) {
    const response = await fetch(`${server.baseURL}${pagePath(article.slug, "pt")}`, { redirect: "manual" });
    expect(response.status, article.slug).toBe(302);
    expect(response.headers.get("location")).toBe(pagePath(article.slug, "en"));
    const page = await fetchPage(server, pagePath(article.slug, "en"));
    expect(page.raw, article.slug).toContain('data-href-pt=""');
  }
});

test("drafts and unknown slugs: 404 pages marked noindex, no share image", async () => {
  for (const path of [`/articles/${DRAFT.slug}`, `/pt/articles/${DRAFT.slug}`, "/articles/no-such-article", "/pt/articles/no-such-article"]) {
    const page = await fetchPage(server, path);
    expect(page.status, path).toBe(404);
    const robots = page.metas.filter((m) => m.name === "robots").map((m) => m.content);
    expect(robots.length, path).toBeGreaterThan(0);
    expect(new Set(robots), path).toEqual(new Set(["noindex"]));
    expect(page.raw, path).not.toContain(DRAFT.title);
    expect(page.metas.filter((m) => m.property === "og:type"), path).toEqual([]);
  }
  expect(page404Title(await fetchPage(server, "/articles/no-such-article"))).toBe(`Article not found | ${OWNER}`);
  expect(page404Title(await fetchPage(server, "/pt/articles/no-such-article"))).toBe(`Artigo não encontrado | ${OWNER}`);
  expect((await fetch(`${server.baseURL}/articles/${DRAFT.slug}/share.jpg`)).status).toBe(404);
});

function page404Title(page: Page): string | undefined {
  return page.title[0];
}

test("the not-found page has one <title> and one robots meta, not two of each", async () => {
  const page = await fetchPage(server, "/articles/no-such-article");
  expect(page.status).toBe(404);
  expect(page.title).toEqual([`Article not found | ${OWNER}`]);
  expect(page.metas.filter((m) => m.name === "robots")).toHaveLength(1);
});

function rssItems(xml: string) {
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => {
    const item = m[1] ?? "";
    const field = (name: string) => decodeEntities(new RegExp(`<${name}(?: [^>]*)?>([\\s\\S]*?)</${name}>`).exec(item)?.[1] ?? "");
    return { title: field("title"), link: field("link"), description: field("description"), pubDate: field("pubDate") };
  });
}

test("RSS feeds per language: well-formed, escaped, the published articles in the feed's language", async () => {
  for (const language of ["en", "pt"] as const) {
    const path = language === "pt" ? "/pt/rss.xml" : "/rss.xml";
    const response = await fetch(`${server.baseURL}${path}`);
    expect(response.status, path).toBe(200);
    expect(response.headers.get("content-type"), path).toMatch(/^application\/rss\+xml/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>'), path).toBe(true);
    expect(xml, path).toContain('<rss version="2.0"');
    expect(xml, path).toContain(`<language>${language === "pt" ? "pt-BR" : "en-US"}</language>`);
    expect(xml.trimEnd().endsWith("</rss>"), path).toBe(true);
    // Well-formed enough for any reader: every & is an entity, no element the content opened.
    expect(xml, path).not.toMatch(/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i);
    expect(xml, path).not.toMatch(/<script|<img|<\/title><script/i);
    expect((xml.match(/<item>/g) ?? []).length, path).toBe((xml.match(/<\/item>/g) ?? []).length);

    const items = rssItems(xml);
    // Newest first: the reverse of the order they were created in; only articles written in the feed's language.
    const expected = [...inLanguage(language)].reverse();
    expect(items.map((i) => i.title), path).toEqual(expected.map((a) => localized(a, language).title));
    expect(items.map((i) => i.link), path).toEqual(expected.map((a) => `${server.baseURL}${pagePath(a.slug, language)}`));
    for (const [index, article] of expected.entries()) {
      const excerpt = localized(article, language).excerpt;
      if (excerpt) expect(items[index]?.description, `${path} ${article.slug}`).toBe(excerpt);
      expect(new Date(items[index]?.pubDate ?? "").toISOString().slice(0, 19), `${path} ${article.slug}`).toBe(
        published.get(article.slug)?.publishedAt?.slice(0, 19),
      );
    }
    expect(xml, path).not.toContain(DRAFT.title);
  }
});

test("GET /search?q= redirects to the articles list with the query", async () => {
  const cases: [string, string][] = [
    ["/search?q=x", "/articles?q=x"],
    ["/search?q=grid%20power", "/articles?q=grid+power"],
    ["/search?q=a%26b", "/articles?q=a%26b"],
    ["/search?q=", "/articles"],
    ["/search", "/articles"],
  ];
  for (const [from, to] of cases) {
    const response = await fetch(`${server.baseURL}${from}`, { redirect: "manual" });
    expect(response.status, from).toBe(302);
    expect(response.headers.get("location"), from).toBe(to);
  }
  const followed = await fetch(`${server.baseURL}/search?q=Grid`);
  expect(followed.url).toBe(`${server.baseURL}/articles?q=Grid`);
  const html = await followed.text();
  expect(html).toContain(">Data Centers and the Grid</a>");
  expect(html).not.toContain(">Boards and Algorithms</a>");
});

import path from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import type { Page, Route } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";
import { getSiteContent } from "../../app/content/site.ts";
import { TRANSLATIONS } from "../../app/i18n/translations.ts";
import { initialsFrom } from "../../app/lib/initials.ts";
import { NEWSLETTER_TEXT } from "../../app/modules/newsletter/newsletter-text.ts";

/**
 * The public articles pages (spec §2 "Articles list" and "Article detail", §4, §5, §8, §9) in both
 * languages, against a fresh production server of their own: first empty, then with content
 * created through the API.
 */

const OWNER = "Caio Menezes Aragão";
const MISSING_COVER = "/uploads/images/AAAAAAAAAAAAAAAAAAAAAA.webp";

const filler = (words: number, word = "lorem") => Array.from({ length: words }, () => word).join(" ");

interface SeedArticle {
  slug: string;
  title: string;
  excerpt?: string;
  content: string;
  categorySlug?: string;
  featured?: boolean;
  published?: boolean;
  cover?: "uploaded" | "missing";
  pt?: { title: string; excerpt: string | null; content: string; slug?: string };
  publishedAt?: string;
  /** Written in Portuguese only (ADR 020): no English version at all. */
  portugueseOnly?: boolean;
}

/** Multimodal: featured, translated, uploaded cover; 451 words in English (3 min), 226 in Portuguese (2 min). */
const A = {
  slug: "multimodal-enterprise-search",
  title: "Multimodal Models Reshape Enterprise Search",
  excerpt: "How models that read text, images and audio change the way companies find knowledge.",
  content: `<h2>Why now</h2><p><strong>${filler(449)}</strong></p>`,
  categorySlug: "ai-strategy",
  featured: true,
  cover: "uploaded",
  pt: {
    title: "Modelos multimodais transformam a busca corporativa",
    excerpt: "Como modelos que leem texto, imagens e áudio mudam a forma como as empresas encontram conhecimento.",
    content: `<h2>Por que agora</h2><p>${filler(223, "ipsum")}</p>`,
  },
  publishedAt: "2024-01-05T15:00:00.000Z",
} satisfies SeedArticle;

/** Leadership: English only, a cover that answers 404. */
const B = {
  slug: "leading-infrastructure-change",
  title: "Leading Teams Through Infrastructure Change",
  excerpt: "Notes on steering engineering teams during a data-center migration.",
  content: `<p>Moving racks is the easy part. ${filler(60)}</p>`,
  categorySlug: "leadership",
  cover: "missing",
  publishedAt: "2024-03-12T10:00:00.000Z",
} satisfies SeedArticle;

const C_TEXT_START =
  "Quantum computing will not replace classical servers any time soon, but every board should ask what it means for encryption, key rotation and long-lived secrets.";
/** No excerpt (120-character fallback), no cover (title placeholder), 1,000 words (5 min); "zeppelin" only deep in the body. */
const C = {
  slug: "quantum-readiness-notes",
  title: "Quantum Readiness Notes",
  content: `<p>${C_TEXT_START.replace("computing", "<em>computing</em>")}</p><p>${filler(972)} zeppelin</p>`,
  categorySlug: "ai-strategy",
  publishedAt: "2024-02-20T09:00:00.000Z",
} satisfies SeedArticle;

const DRAFT = {
  slug: "secret-draft-article",
  title: "Secret Draft Article",
  excerpt: "This draft must never be public.",
  content: "<p>Draft body that nobody should see yet.</p>",
  categorySlug: "governance",
  published: false,
} satisfies SeedArticle;

/** Translated; its excerpt is the only place that says "checklist". */
const E = {
  slug: "ai-governance-boards",
  title: "AI Governance for Boards",
  excerpt: "A checklist for directors.",
  content: "<p>Directors need a short list of questions about models, data and accountability.</p>",
  pt: {
    title: "Governança de IA para conselhos",
    excerpt: "Uma lista de verificação para conselheiros.",
    content: "<p>Conselheiros precisam de uma lista curta de perguntas sobre modelos, dados e responsabilidade.</p>",
  },
  publishedAt: "2024-04-10T12:00:00.000Z",
} satisfies SeedArticle;

const F = {
  slug: "edge-computing-field-notes",
  title: "Edge Computing Field Notes",
  excerpt: "Lessons from deploying inference at the edge.",
  content: "<p>Inference close to the sensor saves bandwidth and time.</p>",
  categorySlug: "leadership",
  publishedAt: "2024-05-01T12:00:00.000Z",
} satisfies SeedArticle;

/** Its stored body carries markup that must not survive sanitising. */
const G = {
  slug: "growth-strategy-2025",
  title: "Growth Strategy in 2025",
  excerpt: "Where executive attention should go next year.",
  content:
    '<p onclick="window.__xss = 1">Safe growth paragraph.</p><script>window.__xss = 2</script><p><a href="javascript:window.__xss = 3">a hostile link</a></p>',
  publishedAt: "2024-06-01T12:00:00.000Z",
} satisfies SeedArticle;

/** Written in Portuguese only: listed on /pt/articles alone, with a slug of its own. */
const H = {
  slug: "so-em-portugues",
  title: "",
  content: "",
  categorySlug: "leadership",
  portugueseOnly: true,
  pt: {
    slug: "so-em-portugues",
    title: "Liderança em tempos de infraestrutura",
    excerpt: "Um artigo escrito só em português.",
    content: "<p>Este artigo existe apenas em português, sem versão em inglês.</p>",
  },
  publishedAt: "2024-07-01T12:00:00.000Z",
} satisfies SeedArticle;

const SEEDED: SeedArticle[] = [A, B, C, DRAFT, E, F, G, H];
/** Newest first: the order of the list. */
const LIST_ORDER: SeedArticle[] = [G, F, E, B, C, A];
/** The Portuguese list: only the articles written in Portuguese (ADR 020), newest first. */
const PT_LIST_ORDER = [H, E, A] as const;
const CATEGORIES = [
  { name: "AI Strategy", slug: "ai-strategy" },
  { name: "Leadership", slug: "leadership" },
  { name: "Governance", slug: "governance" },
];

/** What a card shows when the article has no excerpt: the first 120 characters of the text, tags stripped, plus "...". */
function fallbackExcerpt(html: string): string {
  const text = html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
  return `${text.slice(0, 120)}...`;
}

async function api<T>(server: FreshServer, method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${server.baseURL}${url}`, { method, headers, body: payload });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} → ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

function withDatabase<T>(server: FreshServer, work: (db: Database.Database) => T): T {
  const db = new Database(path.join(server.dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    return work(db);
  } finally {
    db.close();
  }
}

function setContentVersion(db: Database.Database, value: string): void {
  db.prepare("INSERT INTO settings(key,value) VALUES('content_version',?) ON CONFLICT(key) DO UPDATE SET value=excluded.value").run(value);
  // A change made behind the services' back: the change log's "anything changed" entry (no article)
  // makes every instance read the whole view again, as after a restore (ADR 035).
  db.prepare("INSERT INTO content_changes(article_id, created_at) VALUES (NULL, ?)").run(new Date().toISOString());
}

/** What the server answers for `/articles` now: its status, and its ETag (which names the content version). */
async function articlesAnswer(server: FreshServer): Promise<{ status: number; etag: string | null }> {
  const response = await fetch(`${server.baseURL}/articles`);
  await response.arrayBuffer();
  return { status: response.status, etag: response.headers.get("etag") };
}

/**
 * Waits until the server answers from a content version written behind its back. It re-reads the shared
 * version every 500 ms and answers from memory up to 300 ms past a due check while the check runs
 * (published-articles.service.server.ts), so a fixed wait could still meet the old version on a busy
 * machine.
 */
async function waitForServerToSee(server: FreshServer, seen: (answer: { status: number; etag: string | null }) => boolean): Promise<void> {
  await expect.poll(async () => seen(await articlesAnswer(server)), { timeout: 15_000, intervals: [100] }).toBe(true);
}

async function seed(server: FreshServer): Promise<{ uploadedCover: string }> {
  const init = await api<{ username: string; password: string }>(server, "POST", "/api/init");
  const { token } = await api<{ token: string }>(server, "POST", "/api/auth/login", { username: init.username, password: init.password });
  const categoryIds = new Map<string, number>();
  for (const category of CATEGORIES) {
    const created = await api<{ id: number }>(server, "POST", "/api/categories", category, token);
    categoryIds.set(category.slug, created.id);
  }
  const jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#2a4d7a" } }).jpeg().toBuffer();
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "cover.jpg");
  const upload = await api<{ url: string }>(server, "POST", "/api/uploads/image", form, token);

  for (const article of SEEDED) {
    if (article.portugueseOnly) {
      await api(
        server,
        "POST",
        "/api/articles",
        { published: true, categoryId: article.categorySlug ? categoryIds.get(article.categorySlug) : "none", pt: article.pt },
        token,
      );
      continue;
    }
    await api(
      server,
      "POST",
      "/api/articles",
      {
        title: article.title,
        slug: article.slug,
        content: article.content,
        excerpt: article.excerpt ?? "",
        coverImage: article.cover === "uploaded" ? upload.url : article.cover === "missing" ? MISSING_COVER : "",
        published: article.published ?? true,
        featured: article.featured ?? false,
        categoryId: article.categorySlug ? categoryIds.get(article.categorySlug) : "none",
        ...(article.pt ? { pt: article.pt } : {}),
      },
      token,
    );
  }
  // Fixed publication dates (the API stamps "now"), so dates and order are known.
  const before = await articlesAnswer(server);
  withDatabase(server, (db) => {
    const update = db.prepare("UPDATE articles SET published_at = ? WHERE slug = ?");
    const updatePt = db.prepare("UPDATE articles SET published_at_pt = ? WHERE slug_pt = ?");
    for (const article of SEEDED) {
      if (!article.publishedAt) continue;
      if (!article.portugueseOnly) update.run(article.publishedAt, article.slug);
      if (article.pt) updatePt.run(article.publishedAt, article.pt.slug ?? article.slug);
    }
    setContentVersion(db, `seeded-${Date.now()}`);
  });
  await waitForServerToSee(server, ({ status, etag }) => status === 200 && etag !== before.etag);
  return { uploadedCover: upload.url };
}

let server: FreshServer;
let seeded: Promise<{ uploadedCover: string }> | undefined;
const url = (pathname: string) => `${server.baseURL}${pathname}`;

test.beforeAll(async () => {
  server = await startFreshServer();
});

test.afterAll(async () => {
  await server?.stop();
});

const cards = (page: Page) => page.getByRole("main").locator("article");
const cardOf = (page: Page, title: string) => cards(page).filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
const searchBox = (page: Page, name = "Search articles") => page.getByRole("searchbox", { name });

async function expectCardTitles(page: Page, titles: string[]): Promise<void> {
  await expect(cards(page).getByRole("heading", { level: 2 })).toHaveText(titles);
}

/** No editing toolbar or editable region anywhere on a public page. */
async function expectNoEditingUi(page: Page): Promise<void> {
  await expect(page.getByRole("toolbar")).toHaveCount(0);
  await expect(page.locator("[contenteditable]")).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: /content|conteúdo/i })).toHaveCount(0);
}

/** Holds the search island's requests for the list at `pathname` (a `q` in the query) until released. */
async function holdSearchRequests(page: Page, pathname: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handled: Promise<void>[] = [];
  const matcher = (requestUrl: URL) => requestUrl.pathname === pathname && requestUrl.searchParams.has("q");
  await page.route(matcher, (route: Route) => {
    const done = released.then(() => route.continue());
    handled.push(done);
    return done;
  });
  return {
    heldCount: () => handled.length,
    release: async () => {
      release();
      await Promise.all(handled);
      await page.unroute(matcher);
    },
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Removes the console errors of an expected failed resource from the fixture's list; returns how many there were. */
function takeResourceErrors(pageErrors: string[], pattern: RegExp): number {
  const matching = pageErrors.filter((entry) => pattern.test(entry));
  for (const entry of matching) pageErrors.splice(pageErrors.indexOf(entry), 1);
  return matching.length;
}

test("with no articles the list says so in both languages and shows no search box", async ({ page }) => {
  const response = await page.goto(url("/articles"));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Articles & Insights" })).toBeVisible();
  await expect(page.getByText("No articles published yet. Check back soon!", { exact: true })).toBeVisible();
  await expect(page.getByRole("search")).toHaveCount(0);
  await expect(page.getByRole("searchbox")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Categories" })).toHaveCount(0);
  await expect(cards(page)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(url("/pt/articles"));
  await expect(page.getByRole("heading", { level: 1, name: "Artigos e Reflexões" })).toBeVisible();
  await expect(page.getByText("Nenhum artigo publicado ainda. Volte em breve!", { exact: true })).toBeVisible();
  await expect(page.getByRole("search")).toHaveCount(0);
  await expect(page.getByRole("searchbox")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test.describe("with published articles", () => {
  test.beforeEach(async () => {
    seeded ??= seed(server);
    await seeded;
  });

  // Article B's cover answers 404 on purpose; the browser logs it wherever B's card or page is shown
  // (Chromium fetches lazy images well before they scroll into view). The image tests assert these entries.
  test.afterEach(({ pageErrors }) => {
    takeResourceErrors(pageErrors, new RegExp(`status of 404 .*\\(${escapeRegExp(url(MISSING_COVER))}\\)$`));
  });

  test("the list shows breadcrumb, back link, heading, search and one card per published article (en)", async ({ page }) => {
    const response = await page.goto(url("/articles"));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Articles/);

    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByText("Articles", { exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("main").getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("heading", { level: 1, name: "Articles & Insights" })).toBeVisible();
    await expect(page.getByText(/^Field notes on artificial intelligence, infrastructure and leadership/)).toBeVisible();
    await expect(searchBox(page)).toBeVisible();
    await expect(searchBox(page)).toHaveValue("");
    await expect(page.getByRole("button", { name: "Clear search" })).toHaveCount(0);

    // Newest first, the draft nowhere.
    await expectCardTitles(page, LIST_ORDER.map((a) => a.title));
    await expect(page.getByText(DRAFT.title)).toHaveCount(0);

    // The featured card: badge, title link, long US date, reading time (451 words → 3), excerpt, Read more.
    const featured = cardOf(page, A.title);
    await expect(featured.getByText("Featured", { exact: true })).toBeVisible();
    await expect(featured.getByRole("heading", { level: 2 }).getByRole("link")).toHaveAttribute("href", `/articles/${A.slug}`);
    await expect(featured.locator("time")).toHaveText("January 5, 2024");
    await expect(featured.locator("time")).toHaveAttribute("datetime", A.publishedAt);
    await expect(featured).toContainText("3 min read");
    await expect(featured.getByText(A.excerpt, { exact: true })).toBeVisible();
    const readMore = featured.getByRole("link", { name: `Read more: ${A.title}` });
    await expect(readMore).toHaveText(/Read more/);
    await expect(readMore).toHaveAttribute("href", `/articles/${A.slug}`);
    await expect(page.getByText("Featured", { exact: true })).toHaveCount(1);

    // Without an excerpt: the first 120 characters of the text, tags stripped, plus an ellipsis, clamped to 3 lines.
    const quantum = cardOf(page, C.title);
    const expected = fallbackExcerpt(C.content);
    expect(expected.startsWith(C_TEXT_START.slice(0, 120))).toBe(true);
    const excerpt = quantum.getByText(expected, { exact: true });
    await expect(excerpt).toBeVisible();
    expect(await excerpt.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe("3");
    await expect(quantum).toContainText("5 min read");
    await expect(quantum).toContainText("February 20, 2024");
    // No cover: a typographic card (the category) that does not repeat the title (issue 30), nor the reading
    // time printed under it (beside it on a narrow card, the category was cut short).
    await expect(quantum.locator("img")).toHaveCount(0);
    const typographic = quantum.locator("[data-typographic-cover]");
    await expect(typographic).toBeVisible();
    await expect(typographic).toHaveAttribute("aria-hidden", "true");
    await expect(typographic).toContainText("AI Strategy");
    await expect(typographic).not.toContainText("min read");
    await expect(typographic).not.toContainText(C.title);
    const category = typographic.getByText("AI Strategy", { exact: true });
    expect(await category.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight), "the category shows whole").toBe(true);
    await expect(cardOf(page, B.title)).toContainText("1 min read");
    await expect(cardOf(page, B.title)).toContainText("March 12, 2024");

    await expectNoEditingUi(page);
    await expectNoAxeViolations(page);
  });

  test("the Featured badge comes with an amber ring on the featured card only", async ({ page }) => {
    await page.goto(url("/articles"));
    await expect(cards(page)).toHaveCount(LIST_ORDER.length);
    /** The colour of a 2px spread ring in the box-shadow, as RGBA, or null. */
    const ringOf = (title: string) =>
      cardOf(page, title).evaluate((el) => {
        const shadow = getComputedStyle(el).boxShadow;
        const match = /((?:rgba?|oklch|oklab|lab|lch|color)\([^)]*\)|#[0-9a-f]{3,8}) 0px 0px 0px 2px/i.exec(shadow);
        if (!match?.[1]) return null;
        const canvas = document.createElement("canvas");
        canvas.width = canvas.height = 1;
        const context = canvas.getContext("2d");
        if (!context) return null;
        context.fillStyle = match[1];
        context.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
        return { r, g, b, a };
      });
    const ring = await ringOf(A.title);
    expect(ring, "the featured card has a 2px ring").not.toBeNull();
    // Amber: strong red, medium-high green, little blue.
    expect(ring?.r).toBeGreaterThan(200);
    expect(ring?.g).toBeGreaterThan(120);
    expect(ring?.g).toBeLessThan(220);
    expect(ring?.b).toBeLessThan(90);
    expect(ring?.a).toBeGreaterThan(0);
    for (const other of LIST_ORDER.filter((a) => a !== A)) {
      expect(await ringOf(other.title), `${other.title} has no ring`).toBeNull();
      await expect(cardOf(page, other.title).getByText("Featured", { exact: true })).toHaveCount(0);
    }
  });

  test("the list in Portuguese: only articles written in Portuguese, pt dates and reading times", async ({ page }) => {
    await page.goto(url("/pt/articles"));
      const breadcrumb = page.getByRole("navigation", { name: "Trilha de navegação" });
    await expect(breadcrumb.getByRole("link", { name: "Início", exact: true })).toHaveAttribute("href", "/pt");
    await expect(breadcrumb.getByText("Artigos", { exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("main").getByRole("link", { name: "Voltar ao início" })).toHaveAttribute("href", "/pt");
    await expect(page.getByRole("heading", { level: 1, name: "Artigos e Reflexões" })).toBeVisible();
    await expect(searchBox(page, "Buscar artigos")).toBeVisible();

    await expectCardTitles(page, PT_LIST_ORDER.map((a) => a.pt.title));
    const translated = cardOf(page, A.pt.title);
    await expect(translated.getByText("Destaque", { exact: true })).toBeVisible();
    await expect(translated.locator("time")).toHaveText("5 de janeiro de 2024");
    await expect(translated).toContainText("2 min de leitura");
    await expect(translated.getByText(A.pt.excerpt, { exact: true })).toBeVisible();
    await expect(translated.getByRole("heading", { level: 2 }).getByRole("link")).toHaveAttribute("href", `/pt/articles/${A.slug}`);
    await expect(translated.getByRole("link", { name: `Leia mais: ${A.pt.title}` })).toHaveAttribute("href", `/pt/articles/${A.slug}`);
    expect(await translated.getAttribute("lang")).toBeNull();

    // English-only articles are not listed in Portuguese; a Portuguese-only one is, at its own address.
    await expect(cardOf(page, B.title)).toHaveCount(0);
    await expect(cardOf(page, H.pt.title).getByRole("link", { name: `Leia mais: ${H.pt.title}` })).toHaveAttribute("href", `/pt/articles/${H.pt.slug}`);
    expect(await cardOf(page, H.pt.title).getAttribute("lang")).toBeNull();
    await expect(page.getByText(A.title, { exact: true })).toHaveCount(0);

    await expectNoEditingUi(page);
    await expectNoAxeViolations(page);
  });

  test("cards form 1, 2 or 3 columns by width", async ({ page }, testInfo) => {
    const columns = async () => {
      const boxes = await cards(page).evaluateAll((elements) => elements.map((el) => Math.round(el.getBoundingClientRect().x)));
      return new Set(boxes).size;
    };
    await page.goto(url("/articles"));
    await expect(cards(page)).toHaveCount(6);
    if (testInfo.project.name === "phone") {
      expect(page.viewportSize()?.width).toBe(390);
      expect(await columns()).toBe(1);
    } else {
      expect(page.viewportSize()?.width).toBe(1280);
      expect(await columns()).toBe(3);
      await page.setViewportSize({ width: 800, height: 800 });
      await expect.poll(columns).toBe(2);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(columns).toBe(1);
    }
  });

  test("typing searches after a pause, puts the query in the URL and matches title, excerpt and body case-insensitively", async ({ page }) => {
    await page.goto(url("/articles"));
    await expect(cards(page)).toHaveCount(6);
    const searches: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "fetch" && new URL(request.url()).pathname === "/articles") searches.push(request.url());
    });

    // Body only: "zeppelin" is the last word of a 1,000-word article, not in its card.
    await searchBox(page).pressSequentially("zeppelin", { delay: 40 });
    await expect(page).toHaveURL(url("/articles?q=zeppelin"));
    await expectCardTitles(page, [C.title]);
    await expect(cardOf(page, C.title)).not.toContainText("zeppelin");
    expect(searches.length, "debounced: one request for the whole word, not one per key").toBeGreaterThanOrEqual(1);
    expect(searches.length).toBeLessThanOrEqual(3);

    // Title, in another case.
    await searchBox(page).fill("MULTIMODAL");
    await expect(page).toHaveURL(url("/articles?q=MULTIMODAL"));
    await expectCardTitles(page, [A.title]);
    await expect(searchBox(page)).toHaveValue("MULTIMODAL");

    // Excerpt only, mixed case.
    await searchBox(page).fill("ChEcKlIsT");
    await expect(page).toHaveURL(url("/articles?q=ChEcKlIsT"));
    await expectCardTitles(page, [E.title]);

    // Whitespace only: everything.
    await searchBox(page).fill("   ");
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("   ");
    await expectCardTitles(page, LIST_ORDER.map((a) => a.title));

    // No match.
    await searchBox(page).fill("no-such-topic-anywhere");
    await expect(page.getByText("No articles found matching your search", { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(searchBox(page)).toBeVisible();
  });

  test("the Portuguese search ignores accents and case, and /pt/search lands on it (issue 14)", async ({ page }) => {
    await page.goto(url("/pt/articles"));
    // "Liderança" in a title, typed without the cedilla and in capitals.
    await searchBox(page, "Buscar artigos").pressSequentially("LIDERANCA", { delay: 40 });
    await expect(page).toHaveURL(url("/pt/articles?q=LIDERANCA"));
    await expectCardTitles(page, [H.pt.title]);
    // "áudio" in an excerpt, typed without the accent: the site's WebSite SearchAction address in Portuguese.
    await page.goto(url("/pt/search?q=audio"));
    await expect(page).toHaveURL(url("/pt/articles?q=audio"));
    await expectCardTitles(page, [A.pt.title]);
    await expect(searchBox(page, "Buscar artigos")).toHaveValue("audio");
  });

  test("the clear (x) button empties the box and the URL; the back button restores the previous query", async ({ page }) => {
    await page.goto(url("/articles?q=zeppelin"));
    await expect(searchBox(page)).toHaveValue("zeppelin");
    await expectCardTitles(page, [C.title]);

    const clear = page.getByRole("button", { name: "Clear search" });
    await expect(clear).toBeVisible();
    await clear.click();
    await expect(page).toHaveURL(url("/articles"));
    await expect(searchBox(page)).toHaveValue("");
    await expect(searchBox(page)).toBeFocused();
    await expect(clear).toHaveCount(0);
    await expectCardTitles(page, LIST_ORDER.map((a) => a.title));

    await page.goBack();
    await expect(page).toHaveURL(url("/articles?q=zeppelin"));
    await expect(searchBox(page)).toHaveValue("zeppelin");
    await expectCardTitles(page, [C.title]);

    // A query typed here survives a visit to an article and the way back.
    await searchBox(page).fill("quantum");
    await expect(page).toHaveURL(url("/articles?q=quantum"));
    await expectCardTitles(page, [C.title]);
    await cardOf(page, C.title).getByRole("heading", { level: 2 }).getByRole("link").click();
    await expect(page).toHaveURL(url(`/articles/${C.slug}`));
    await expect(page.getByRole("heading", { level: 1, name: C.title })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(url("/articles?q=quantum"));
    await expect(searchBox(page)).toHaveValue("quantum");
    await expectCardTitles(page, [C.title]);
  });

  test("the clear button and search work in Portuguese too", async ({ page }) => {
    await page.goto(url("/pt/articles"));
    await searchBox(page, "Buscar artigos").fill("CORPORATIVA");
    await expect(page).toHaveURL(url("/pt/articles?q=CORPORATIVA"));
    await expectCardTitles(page, [A.pt.title]);
    await page.getByRole("button", { name: "Limpar busca" }).click();
    await expect(page).toHaveURL(url("/pt/articles"));
    await expect(searchBox(page, "Buscar artigos")).toHaveValue("");
    await expect(cards(page)).toHaveCount(PT_LIST_ORDER.length);
    // The English text of a translated article is not what Portuguese readers search.
    await page.goto(url("/articles?q=corporativa"));
    await expect(page.getByText("No articles found matching your search", { exact: true })).toBeVisible();
  });

  test("/search?q= lands on the filtered list", async ({ page }) => {
    const response = await page.goto(url("/search?q=Zeppelin"));
    expect(response?.url()).toBe(url("/articles?q=Zeppelin"));
    expect(response?.request().redirectedFrom()?.url()).toBe(url("/search?q=Zeppelin"));
    await expect(page).toHaveURL(url("/articles?q=Zeppelin"));
    await expect(searchBox(page)).toHaveValue("Zeppelin");
    await expectCardTitles(page, [C.title]);

    await page.goto(url("/search?q="));
    await expect(page).toHaveURL(url("/articles"));
    await expect(cards(page)).toHaveCount(6);
  });

  test("category filters list only used categories, mark the active one and combine with the search", async ({ page }) => {
    await page.goto(url("/articles"));
    const filters = page.getByRole("navigation", { name: "Categories" });
    await expect(filters.getByRole("link")).toHaveText(["All", "AI Strategy", "Leadership"]);
    await expect(filters.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
    await expect(filters.getByRole("link", { name: "Governance" })).toHaveCount(0);

    await filters.getByRole("link", { name: "AI Strategy" }).click();
    await expect(page).toHaveURL(url("/articles?category=ai-strategy"));
    await expectCardTitles(page, [C.title, A.title]);
    await expect(filters.getByRole("link", { name: "AI Strategy" })).toHaveAttribute("aria-current", "page");
    await expect(filters.getByRole("link", { name: "All" })).not.toHaveAttribute("aria-current", /.*/);

    // Search within the category.
    await searchBox(page).fill("quantum");
    await expect(page).toHaveURL(url("/articles?q=quantum&category=ai-strategy"));
    await expectCardTitles(page, [C.title]);
    await expect(filters.getByRole("link", { name: "Leadership" })).toHaveAttribute("href", "/articles?q=quantum&category=leadership");

    // Another category keeps the query: nothing matches there.
    await filters.getByRole("link", { name: "Leadership" }).click();
    await expect(page).toHaveURL(url("/articles?q=quantum&category=leadership"));
    await expect(page.getByText("No articles found matching your search", { exact: true })).toBeVisible();
    await expect(filters.getByRole("link", { name: "Leadership" })).toHaveAttribute("aria-current", "page");

    // Clearing the search keeps the category.
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(page).toHaveURL(url("/articles?category=leadership"));
    await expectCardTitles(page, [F.title, B.title]);

    await filters.getByRole("link", { name: "All" }).click();
    await expect(page).toHaveURL(url("/articles"));
    await expect(cards(page)).toHaveCount(6);

    // Portuguese labels; a shared URL with both parameters.
    await page.goto(url("/pt/articles?category=ai-strategy&q=multimodais"));
    const ptFilters = page.getByRole("navigation", { name: "Categorias" });
    await expect(ptFilters.getByRole("link")).toHaveText(["Todos", "AI Strategy", "Leadership"]);
    await expect(ptFilters.getByRole("link", { name: "AI Strategy" })).toHaveAttribute("aria-current", "page");
    await expectCardTitles(page, [A.pt.title]);
  });

  test("no search match: the spec's text in both languages, accessible", async ({ page }) => {
    await page.goto(url("/articles?q=nothing-here-at-all"));
    await expect(page.getByText("No articles found matching your search", { exact: true })).toBeVisible();
    await expect(page.getByText("No articles published yet. Check back soon!")).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue("nothing-here-at-all");
    await expect(cards(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto(url("/pt/articles?q=nada-por-aqui"));
    await expect(page.getByText("Nenhum artigo encontrado para sua busca", { exact: true })).toBeVisible();
    await expect(searchBox(page, "Buscar artigos")).toHaveValue("nada-por-aqui");
    await expect(cards(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a search that takes a moment shows 6 skeleton cards while it loads, then the results (en, pt)", async ({ page }) => {
    for (const [prefix, label, count, term, found] of [
      ["", "Search articles", LIST_ORDER.length, "quantum", C.title],
      ["/pt", "Buscar artigos", PT_LIST_ORDER.length, "conselheiros", E.pt.title],
    ] as const) {
      await page.goto(url(`${prefix}/articles`));
      await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");
      await expect(cards(page)).toHaveCount(count);
      const hold = await holdSearchRequests(page, `${prefix}/articles`);
      await searchBox(page, label).fill(term);
      const skeletons = page.getByTestId("article-card-skeleton");
      await expect(skeletons).toHaveCount(6);
      await expect(skeletons.first()).toBeVisible();
      // The list's own status (the newsletter form above the footer has one too).
      await expect(page.getByRole("main").getByRole("status").filter({ has: skeletons.first() })).toBeVisible();
      await expect.poll(() => hold.heldCount()).toBeGreaterThan(0);
      await hold.release();
      await expectCardTitles(page, [found]);
      await expect(skeletons).toHaveCount(0);
    }
  });

  test("pages are plain documents: no framework runtime, and links to other pages are prerendered on intent", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(url("/articles"));
    await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script, "only island scripts").toMatch(/^\/_assets\/islands\//);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    // Speculation rules: a hover on an article link prerenders it; the language switch and the admin are left out.
    const rules = await page.evaluate(() => JSON.parse(document.querySelector('script[type="speculationrules"]')?.textContent ?? "null") as unknown);
    expect(rules).toMatchObject({ prerender: [{ source: "document", eagerness: "moderate" }] });
    expect(await page.evaluate(() => HTMLScriptElement.supports?.("speculationrules"))).toBe(true);
    const eligible = await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>(`a[href^="/articles/"]`);
      const languageLink = document.querySelector("a[data-language]");
      return { article: link !== null, languageExcluded: languageLink?.matches("[data-language], [target], [download], [rel~=nofollow]") ?? false };
    });
    expect(eligible).toEqual({ article: true, languageExcluded: true });
    await page.getByRole("link", { name: `Read more: ${C.title}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: C.title })).toBeVisible();
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  });

  test("when the database fails the list shows the error state; Try again reloads the page (en, pt)", async ({ page, pageErrors }) => {
    let broken = false;
    const restore = async () => {
      if (!broken) return;
      withDatabase(server, (db) => {
        db.exec("ALTER TABLE articles_broken RENAME TO articles");
        setContentVersion(db, `restored-${Date.now()}`);
      });
      broken = false;
      await waitForServerToSee(server, ({ status }) => status === 200);
    };
    try {
      withDatabase(server, (db) => {
        db.exec("ALTER TABLE articles RENAME TO articles_broken");
        setContentVersion(db, "broken");
      });
      broken = true;
      await waitForServerToSee(server, ({ status }) => status >= 500);

      const response = await page.goto(url("/pt/articles"));
      expect(response?.status()).toBeGreaterThanOrEqual(500);
      await expect(page.getByRole("heading", { name: "Erro ao carregar artigos" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Tentar novamente" })).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await expectNoAxeViolations(page);

      await page.goto(url("/articles"));
      await expect(page.getByRole("heading", { name: "Error loading articles" })).toBeVisible();
      const tryAgain = page.getByRole("button", { name: "Try again" });
      await expect(tryAgain).toBeVisible();
      await expect(page.getByText("No articles published yet. Check back soon!")).toHaveCount(0);
      await expectNoAxeViolations(page);

      // Try again while still broken: a real reload, the error again.
      await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
      const reloaded = page.waitForEvent("load");
      await tryAgain.click();
      await reloaded;
      expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
      await expect(page.getByRole("heading", { name: "Error loading articles" })).toBeVisible();

      // Repaired: Try again brings the list back.
      await restore();
      await page.getByRole("button", { name: "Try again" }).click();
      await expect(cards(page)).toHaveCount(6);
      await expect(page.getByRole("heading", { name: "Error loading articles" })).toHaveCount(0);
    } finally {
      await restore();
    }
    // The failed documents (HTTP 5xx) are logged by the browser: expected here.
    expect(takeResourceErrors(pageErrors, /status of 50\d/)).toBeGreaterThan(0);
  });

  test("a missing article: 404 from the server, the not-found state and a link back (en, pt)", async ({ page }) => {
    const response = await page.goto(url("/articles/no-such-article"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Article not found" })).toBeVisible();
    await expect(page.getByText("The article you're looking for doesn't exist or has been removed.", { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`Article not found | ${OWNER}`);
    const back = page.getByRole("main").getByRole("link", { name: "Back to articles" });
    await expect(back).toHaveAttribute("href", "/articles");
    await expectNoEditingUi(page);
    await expectNoAxeViolations(page);
    await back.click();
    await expect(page).toHaveURL(url("/articles"));
    await expect(cards(page)).toHaveCount(6);

    // A draft is not public either.
    expect((await page.goto(url(`/articles/${DRAFT.slug}`)))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Article not found" })).toBeVisible();
    await expect(page.getByText(DRAFT.title)).toHaveCount(0);

    const ptResponse = await page.goto(url("/pt/articles/artigo-inexistente"));
    expect(ptResponse?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Artigo não encontrado" })).toBeVisible();
    await expect(page.getByText("O artigo que você procura não existe ou foi removido.", { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Voltar aos artigos" })).toHaveAttribute("href", "/pt/articles");
    await expectNoAxeViolations(page);
  });

  test("an article page: back link, title, date, reading time, eager responsive cover, HTML body, hreflang (en)", async ({ page }) => {
    const { uploadedCover } = await seeded!;
    const response = await page.goto(url(`/articles/${A.slug}`));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${A.title} | ${OWNER}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const back = page.getByRole("main").getByRole("link", { name: "Back to articles" }).first();
    await expect(back).toHaveAttribute("href", "/articles");
    await expect(page.getByRole("heading", { level: 1, name: A.title })).toBeVisible();
    const article = page.getByRole("main").getByRole("article");
    await expect(article.locator("header time")).toHaveText("January 5, 2024");
    await expect(article.locator("header")).toContainText("3 min read");
    await expect(page.getByRole("note")).toHaveCount(0);

    const cover = article.locator("img").first();
    await expect(cover).toHaveAttribute("src", uploadedCover);
    expect(await cover.evaluate((img) => getComputedStyle(img.parentElement!).backgroundImage)).toContain("gradient");
    await expect(cover).toHaveAttribute("loading", "eager");
    await expect(cover).toHaveAttribute("width", "1600");
    await expect(cover).toHaveAttribute("height", "900");
    await expect(cover).toHaveAttribute("srcset", /-w480\.webp 480w, .*-w960\.webp 960w, .*\.webp 1600w/);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // The body as HTML: a real heading and bold text.
    await expect(article.getByRole("heading", { level: 2, name: "Why now" })).toBeVisible();
    await expect(article.locator("strong")).toHaveCount(1);

    const alternates = page.locator('head link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(3);
    await expect(page.locator('head link[hreflang="en-US"]')).toHaveAttribute("href", url(`/articles/${A.slug}`));
    await expect(page.locator('head link[hreflang="pt-BR"]')).toHaveAttribute("href", url(`/pt/articles/${A.slug}`));
    await expect(page.locator('head link[hreflang="x-default"]')).toHaveAttribute("href", url(`/articles/${A.slug}`));

    await expectNoEditingUi(page);
    await expectNoAxeViolations(page);

    await back.click();
    await expect(page).toHaveURL(url("/articles"));
    await expect(cards(page)).toHaveCount(6);
  });

  // app/root.tsx renders <html lang="en"> for every page.
  test("Portuguese pages declare pt-BR on <html>, English pages en", async ({ page }) => {
    for (const [pathname, lang] of [
      ["/articles", "en"],
      [`/articles/${A.slug}`, "en"],
      ["/pt/articles", "pt-BR"],
      [`/pt/articles/${A.slug}`, "pt-BR"],
      [`/pt/articles/${H.pt.slug}`, "pt-BR"],
    ] as const) {
      const response = await page.request.get(url(pathname));
      expect(/<html[^>]*\slang="([^"]*)"/.exec(await response.text())?.[1], `server-rendered <html lang> of ${pathname}`).toBe(lang);
    }
    await page.goto(url(`/pt/articles/${A.slug}`));
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  });

  test("an article body is sanitised HTML: no scripts, handlers or javascript: links", async ({ page }) => {
    await page.goto(url(`/articles/${G.slug}`));
    const body = page.getByRole("main").getByRole("article");
    await expect(body.getByText("Safe growth paragraph.")).toBeVisible();
    await expect(body.locator("script")).toHaveCount(0);
    await expect(body.locator("[onclick]")).toHaveCount(0);
    await expect(body.locator('a[href^="javascript:"]')).toHaveCount(0);
    await body.getByText("Safe growth paragraph.").click();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(body).toContainText("1 min read");
    await expect(body.locator("header time")).toHaveText("June 1, 2024");
    // No cover: no image in the article's text or above it (the author box at its end has the portrait).
    await expect(body.locator("img:not(aside img)")).toHaveCount(0);
  });

  test("a translated article in Portuguese shows its Portuguese text and hreflang alternates", async ({ page }) => {
    const response = await page.goto(url(`/pt/articles/${A.slug}`));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${A.pt.title} | ${OWNER}`);
      const article = page.getByRole("main").getByRole("article");
    await expect(page.getByRole("heading", { level: 1, name: A.pt.title })).toBeVisible();
    expect(await article.locator("header").getAttribute("lang")).toBeNull();
    await expect(article.locator("header time")).toHaveText("5 de janeiro de 2024");
    await expect(article.locator("header")).toContainText("2 min de leitura");
    await expect(article.getByRole("heading", { level: 2, name: "Por que agora" })).toBeVisible();
    await expect(article.getByText("Why now")).toHaveCount(0);
    await expect(page.getByText("Este artigo está disponível apenas em inglês.")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: "Voltar aos artigos" }).first()).toHaveAttribute("href", "/pt/articles");
    await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(3);
    await expect(page.locator('head link[hreflang="pt-BR"]')).toHaveAttribute("href", url(`/pt/articles/${A.slug}`));
    await expect(page.locator('head link[hreflang="en-US"]')).toHaveAttribute("href", url(`/articles/${A.slug}`));
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute("content", A.pt.excerpt);
    await expectNoEditingUi(page);
    await expectNoAxeViolations(page);
  });

  test("an article in one language has no page in the other: its address there leads to the version that exists, with no hreflang; the .jpg fallback cover", async ({
    page,
    pageErrors,
  }) => {
    // English only: the Portuguese address sends to the English page, which stays English.
    const response = await page.goto(url(`/pt/articles/${B.slug}`));
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toBe(url(`/pt/articles/${B.slug}`));
    await expect(page).toHaveURL(url(`/articles/${B.slug}`));
    const article = page.getByRole("main").getByRole("article");
    await expect(page.getByRole("heading", { level: 1, name: B.title })).toBeVisible();
    await expect(page.getByRole("note")).toHaveCount(0);
    expect(await article.locator("header").getAttribute("lang")).toBeNull();
    await expect(article.locator("header time")).toHaveText("March 12, 2024");
    await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0);
    // The language switch goes to the Portuguese list, not to a page that does not exist.
    await expect(page.getByRole("banner").getByRole("link", { name: /PT/ }).first()).toHaveAttribute("href", "/pt/articles");

    // The cover answers 404: the page's fallback image takes its place.
    const cover = article.locator("img").first();
    await expect(cover).toHaveAttribute("src", /\/assets\/images\/article-placeholder\.jpg$/);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(cover).not.toHaveAttribute("srcset", /.+/);
    await expectNoEditingUi(page);
    await expectNoAxeViolations(page);

    // Portuguese only: in Portuguese, without alternates; its English address sends to it.
    await page.goto(url(`/articles/${H.pt.slug}`));
    await expect(page).toHaveURL(url(`/pt/articles/${H.pt.slug}`));
    await expect(page.getByRole("heading", { level: 1, name: H.pt.title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0);
    await expect(article.locator("header time")).toHaveText("1 de julho de 2024");
    await expectNoAxeViolations(page);

    expect(takeResourceErrors(pageErrors, /AAAAAAAAAAAAAAAAAAAAAA/)).toBeGreaterThan(0);
  });

  test("card images: lazy below the fold, responsive uploaded cover, svg fallback with a console warning", async ({ page, pageErrors }) => {
    const { uploadedCover } = await seeded!;
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.goto(url("/articles"));
    await expect(cards(page)).toHaveCount(6);
    const viewportHeight = page.viewportSize()?.height ?? 0;

    const images = cards(page).locator("img");
    await expect(images).toHaveCount(2);
    for (const image of await images.all()) await expect(image).toHaveAttribute("loading", "lazy");
    // The two covers are in cards below the fold on every width (newest articles come first).
    for (const article of [B, A]) {
      const box = await cardOf(page, article.title).locator("img").boundingBox();
      expect(box?.y ?? 0, `${article.title}'s cover starts below the fold`).toBeGreaterThan(viewportHeight);
    }

    const uploaded = cardOf(page, A.title).locator("img");
    await expect(uploaded).toHaveAttribute("src", uploadedCover);
    await expect(uploaded).toHaveAttribute("srcset", /480w, .*960w, .*1600w/);
    await expect(uploaded).toHaveAttribute("sizes", /.+/);
    await expect(uploaded).toHaveAttribute("width", "1600");
    await expect(uploaded).toHaveAttribute("height", "900");
    // A gradient placeholder sits under the image while it loads.
    expect(await uploaded.evaluate((img) => getComputedStyle(img.parentElement!).backgroundImage)).toContain("gradient");
    await uploaded.scrollIntoViewIfNeeded();
    await expect.poll(() => uploaded.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // The stored cover answers 404 (the browser may fetch it before it scrolls into view): the card falls back.
    const missing = cardOf(page, B.title).locator("img");
    await missing.scrollIntoViewIfNeeded();
    await expect(missing).toHaveAttribute("src", /\/assets\/images\/article-placeholder\.svg$/);
    await expect.poll(() => missing.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect.poll(() => warnings.filter((w) => w.includes("Article card image failed to load") && w.includes(MISSING_COVER)).length).toBe(1);

    expect(takeResourceErrors(pageErrors, /AAAAAAAAAAAAAAAAAAAAAA/)).toBeGreaterThan(0);
  });
});

for (const language of ["en", "pt"] as const) {
  test(`${language}: a page without a cover shows a typographic card, not its title twice, and every article ends with an author box`, async ({ page }) => {
    seeded ??= seed(server);
    await seeded;
    const t = TRANSLATIONS[language];
    const content = getSiteContent(language);
    const [slug, title, category, minutes] = language === "en" ? [C.slug, C.title, "AI Strategy", 5] : [H.pt.slug, H.pt.title, "Leadership", 1];
    await page.goto(url(language === "en" ? `/articles/${slug}` : `/pt/articles/${slug}`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const typographic = page.locator("[data-typographic-cover]");
    await expect(typographic).toBeVisible();
    await expect(typographic).toContainText(category);
    await expect(typographic).not.toContainText(title);
    // The reading time is printed just above: the band does not say it twice.
    await expect(page.getByRole("main")).toContainText(t.minRead.replace("{n}", String(minutes)));
    await expect(typographic).not.toContainText(t.minRead.replace("{n}", String(minutes)));

    // The author box: portrait, name, one line from the site content, Invite to speak, Subscribe.
    const box = page.getByRole("complementary", { name: content.person.name });
    await expect(box).toContainText(t.aboutTheAuthor);
    await expect(box).toContainText(content.person.description);
    await expect(box.locator("img")).toHaveAttribute("src", content.hero.image.src);
    await expect(box.getByRole("link", { name: t.inviteToSpeak })).toHaveAttribute("href", language === "en" ? "/#speaking" : "/pt#speaking");
    const subscribe = box.getByRole("link", { name: NEWSLETTER_TEXT[language].subscribe });
    await expect(subscribe).toHaveAttribute("href", "#newsletter-article");
    await expectNoAxeViolations(page);
    await subscribe.click();
    await expect(page.locator("#newsletter-article").getByRole("textbox", { name: NEWSLETTER_TEXT[language].emailLabel })).toBeInViewport();
    // Nothing of the other language in the box.
    const other = getSiteContent(language === "en" ? "pt" : "en");
    await expect(box).not.toContainText(other.person.description);
    await expect(box).not.toContainText(TRANSLATIONS[language === "en" ? "pt" : "en"].aboutTheAuthor);

    // Issue 30: the portrait loads (the circle was seen empty), over the author's initials while it loads.
    const portrait = box.locator("img");
    await portrait.scrollIntoViewIfNeeded();
    await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(portrait).toBeVisible();
    await expect(box.getByText(initialsFrom(content.person.name), { exact: true })).toBeAttached();
    // Scrolled just under the fixed header, the box's heading does not show through it: the bar is opaque.
    await page.evaluate(() => {
      const heading = document.getElementById("author-box-title")!;
      window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 20);
    });
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "true");
    const alpha = (color: string) => Number((/\/\s*([\d.]+)\)$/.exec(color) ?? /^rgba\([^)]*,\s*([\d.]+)\)$/.exec(color))?.[1] ?? 1);
    await expect.poll(async () => alpha(await header.evaluate((element) => getComputedStyle(element).backgroundColor))).toBe(1);
  });
}

import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { cardProblems, differingShare, readCard } from "../share-card-check.ts";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";
import { decodeEntities } from "./html-entities.ts";

/**
 * Every public page as a link-preview crawler sees it (raw HTML, no JavaScript): its og:image and
 * twitter:image name its own share card, in the page's language, and that card, fetched like a
 * crawler fetches it, is a 1200x630 JPEG under 5 MB with its text inside the margins (ADR 025). On a
 * fresh install with the sample articles, on SQLite and (with TEST_DATABASE_URL) on PostgreSQL.
 */

type Language = "en" | "pt";
const PAGES = ["/", "/articles", "/press-kit", "/media-kit", "/museum-letter", "/talks"] as const;
const CARD_OF: Record<(typeof PAGES)[number], string> = {
  "/": "home",
  "/articles": "articles",
  "/press-kit": "press-kit",
  "/media-kit": "media-kit",
  "/museum-letter": "museum-letter",
  "/talks": "talks",
};
/** Pages whose card carries a photo: the portrait, a press photo, the book cover. */
const WITH_PHOTO = new Set(["/", "/press-kit", "/media-kit"]);

const localized = (path: string, language: Language) => (language === "en" ? path : path === "/" ? "/pt" : `/pt${path}`);

function metaContents(html: string, key: string): string[] {
  const tags = html.match(/<meta\s[^>]*>/gi) ?? [];
  return tags
    .filter((tag) => new RegExp(`\\s(?:name|property)="${key}"`, "i").test(tag))
    .map((tag) => decodeEntities(/\scontent="([^"]*)"/i.exec(tag)?.[1] ?? ""));
}

async function api<T>(server: FreshServer, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.baseURL}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** The page's card as its meta tags name it, checked and read back. */
async function cardOfPage(server: FreshServer, path: string, language: Language, hasPhoto: boolean) {
  const response = await fetch(`${server.baseURL}${path}`);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const [ogImage, ...moreOg] = metaContents(html, "og:image");
  expect(moreOg, `${path}: one og:image`).toEqual([]);
  expect(metaContents(html, "twitter:image"), path).toEqual([ogImage]);
  expect(metaContents(html, "og:image:type"), path).toEqual(["image/jpeg"]);
  expect(metaContents(html, "og:image:width"), path).toEqual(["1200"]);
  expect(metaContents(html, "og:image:height"), path).toEqual(["630"]);
  const url = new URL(ogImage ?? "");
  expect(url.origin, path).toBe(server.baseURL);
  expect(url.pathname.startsWith("/pt/"), `${path}: card in the page's language (${url.pathname})`).toBe(language === "pt");
  expect(url.searchParams.get("v"), `${path}: versioned card URL`).toMatch(/^\w+$/);
  const image = await fetch(url);
  expect(image.status, ogImage).toBe(200);
  expect(image.headers.get("content-type"), ogImage).toBe("image/jpeg");
  expect(image.headers.get("cache-control"), ogImage).toBe("public, max-age=31536000, immutable");
  const reading = await readCard(Buffer.from(await image.arrayBuffer()), hasPhoto);
  expect(cardProblems(reading, hasPhoto), `${path}: ${ogImage}`).toEqual([]);
  return { url, reading };
}

interface Engine {
  name: string;
  /** Extra environment of the server, and what to clean up after it. */
  prepare: () => Promise<{ env: Record<string, string>; drop: () => Promise<void> }>;
}

const ENGINES: Engine[] = [{ name: "sqlite", prepare: async () => ({ env: {}, drop: async () => {} }) }];
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  ENGINES.push({
    name: "postgres",
    prepare: async () => {
      const name = `share_cards_e2e_${crypto.randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      return {
        env: { DATABASE_URL: url.toString() },
        drop: async () => {
          const client = new pg.Client({ connectionString: postgresUrl });
          await client.connect();
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await client.end();
        },
      };
    },
  });
}

for (const engine of ENGINES) {
  test.describe(`share cards of every public page (${engine.name})`, () => {
    let server: FreshServer;
    let drop: () => Promise<void> = async () => {};

    test.beforeAll(async () => {
      const prepared = await engine.prepare();
      drop = prepared.drop;
      server = await startFreshServer(prepared.env);
      const init = await api<{ username: string; password: string }>(server, "POST", "/api/init");
      const { token } = await api<{ token: string }>(server, "POST", "/api/auth/login", { username: init.username, password: init.password });
      await api(server, "POST", "/api/sample-articles", undefined, token);
    });

    test.afterAll(async () => {
      await server?.stop();
      await drop();
    });

    test("each page names its own card in its own language, drawn inside the margins", async () => {
      test.setTimeout(120_000);
      const seen = new Set<string>();
      for (const path of PAGES) {
        const en = await cardOfPage(server, localized(path, "en"), "en", WITH_PHOTO.has(path));
        const pt = await cardOfPage(server, localized(path, "pt"), "pt", WITH_PHOTO.has(path));
        expect(en.url.pathname).toBe(`/share/${CARD_OF[path]}.jpg`);
        expect(pt.url.pathname).toBe(`/pt/share/${CARD_OF[path]}.jpg`);
        expect(differingShare(en.reading, pt.reading), `${path}: the Portuguese card is not the English one`).toBeGreaterThan(0.002);
        seen.add(en.url.href).add(pt.url.href);
      }
      expect(seen.size).toBe(PAGES.length * 2);
    });

    test("each sample article names its own card in each language it is published in", async () => {
      test.setTimeout(120_000);
      const articles = await api<{ slug: string; title: string; pt: { slug: string; published: boolean } | null }[]>(server, "GET", "/api/articles");
      expect(articles.length).toBeGreaterThanOrEqual(5);
      let portuguese = 0;
      for (const article of articles) {
        const en = await cardOfPage(server, `/articles/${article.slug}`, "en", false);
        expect(en.url.pathname).toBe(`/articles/${article.slug}/share.jpg`);
        if (!article.pt?.published) continue;
        const pt = await cardOfPage(server, `/pt/articles/${article.pt.slug}`, "pt", false);
        expect(pt.url.pathname).toBe(`/pt/articles/${article.pt.slug}/share.jpg`);
        expect(differingShare(en.reading, pt.reading)).toBeGreaterThan(0.002);
        portuguese++;
      }
      expect(portuguese).toBeGreaterThanOrEqual(1);
    });
  });
}

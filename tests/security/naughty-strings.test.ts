import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "#tests/setup/test-db.ts";
import { LEAK_PATTERN, type RawResponse, STACK_FRAME_PATTERN, type SecurityServer, startSecurityServer } from "./security-server.ts";

/**
 * The "big list of naughty strings" (npm big-list-of-naughty-strings, 461 strings: control and
 * zero-width characters, right-to-left text, emoji, Zalgo, SQL and script injections, format strings)
 * through every text field of the API, on the built server and both engines. Each string comes back
 * byte for byte, or the call gets a clear 400 and nothing is stored.
 *
 * Surrounding whitespace of single-line fields is trimmed by design (docs/api.md); so each string is
 * sent twice: wrapped in « » (must come back exactly) and bare (must come back exactly, or trimmed
 * when it had surrounding whitespace).
 */

const NAUGHTY: string[] = createRequire(import.meta.url)("big-list-of-naughty-strings/blns.json");

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function expectClear400(res: RawResponse, label: string): void {
  expect(res.status, `${label}: ${res.text}`).toBe(400);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const body = res.json as { message?: unknown; issues?: Array<{ path: string; message: string }> };
  expect(typeof body.message === "string" && body.message.length > 0, label).toBe(true);
  expect(res.text).not.toMatch(LEAK_PATTERN);
}

/** A proxied client address per call, so the contact form's per-IP limit does not get in the way. */
function clientIp(i: number, salt: number): string {
  return `10.${salt}.${(i >> 8) & 255}.${i & 255}`;
}

interface Article {
  title: string;
  excerpt: string | null;
  content: string;
  pt: { title: string; excerpt: string | null; content: string } | null;
}

interface Category {
  name: string;
  slug: string;
  description: string | null;
}

interface Message {
  name: string;
  eventDetails: string | null;
  message: string;
}

describe.each(ENGINES)("naughty strings round trip (%s)", (engine) => {
  let server: SecurityServer;
  beforeAll(async () => {
    server = await startSecurityServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("stores every string exactly in article title, excerpt, body and their Portuguese versions", async () => {
    let stored = 0;
    for (const [i, naughty] of NAUGHTY.entries()) {
      const wrapped = `«${naughty}»`;
      // The body must hold 10 readable characters (article.schema.ts) whatever the string is.
      const html = `<p>${escapeText(`Stored as sent: ${wrapped}`)}</p>`;
      const slug = `naughty-${i}`;
      const created = await server.json(
        "POST",
        "/api/articles",
        { title: wrapped, slug, excerpt: wrapped, content: html, published: true, pt: { title: wrapped, excerpt: wrapped, content: html } },
        { token: server.token },
      );
      if (created.status !== 201) {
        expectClear400(created, `article ${JSON.stringify(naughty)}`);
        expect((await server.json("GET", `/api/articles/${slug}`, undefined, { token: server.token })).status).toBe(404);
        continue;
      }
      stored++;
      const read = await server.json("GET", `/api/articles/${slug}`);
      expect(read.status).toBe(200);
      const article = read.json as Article;
      const label = JSON.stringify(naughty);
      expect(article.title, label).toBe(wrapped);
      expect(article.excerpt, label).toBe(wrapped);
      expect(article.content, label).toBe(html);
      expect(article.pt, label).toMatchObject({ title: wrapped, excerpt: wrapped, content: html });
    }
    // Only strings too short to be a title once wrapped (the empty string) may be refused.
    expect(stored).toBeGreaterThanOrEqual(NAUGHTY.length - 2);
  });

  it("stores bare strings as sent (surrounding whitespace trimmed) or refuses them with a 400", async () => {
    for (const [i, naughty] of NAUGHTY.entries()) {
      const slug = `bare-${i}`;
      const created = await server.json(
        "POST",
        "/api/articles",
        { title: naughty, slug, excerpt: naughty, content: `<p>${escapeText(naughty)} and some padding text</p>` },
        { token: server.token },
      );
      const label = JSON.stringify(naughty);
      if (created.status !== 201) {
        expectClear400(created, `bare article ${label}`);
        // The refusal names a real rule: a title under 3 characters (code points) once trimmed.
        expect([...naughty.trim()].length, label).toBeLessThan(3);
        continue;
      }
      const read = await server.json("GET", `/api/articles/${slug}`, undefined, { token: server.token });
      const article = read.json as Article;
      expect(article.title, label).toBe(naughty.trim());
      expect(article.excerpt, label).toBe(naughty.trim() === "" ? null : naughty.trim());
    }
  });

  it("stores every string exactly in category names and descriptions, or answers 400 (names over 100 characters)", async () => {
    const expected = new Map<string, string>();
    for (const [i, naughty] of NAUGHTY.entries()) {
      const wrapped = `«${naughty}»`;
      const slug = `category-${i}`;
      const created = await server.json("POST", "/api/categories", { name: wrapped, slug, description: wrapped }, { token: server.token });
      if (created.status === 201) expected.set(slug, wrapped);
      else {
        expectClear400(created, `category ${JSON.stringify(naughty)}`);
        expect(wrapped.length).toBeGreaterThan(100);
      }
    }
    const list = await server.json("GET", "/api/categories");
    const categories = list.json as Category[];
    for (const [slug, wrapped] of expected) {
      const category = categories.find((c) => c.slug === slug);
      expect(category?.name, slug).toBe(wrapped);
      expect(category?.description, slug).toBe(wrapped);
    }
    expect(categories.filter((c) => c.slug.startsWith("category-"))).toHaveLength(expected.size);
  });

  it("stores every string exactly in contact and speaking messages, or answers 400 (over the length limits)", async () => {
    const expected = new Map<string, string>();
    for (const [i, naughty] of NAUGHTY.entries()) {
      const wrapped = `«${naughty}»`;
      const email = `sender${i}@example.com`;
      const sent = await server.json(
        "POST",
        "/api/messages",
        { kind: "speaking", name: wrapped, email, eventDetails: wrapped, message: wrapped },
        { headers: { "x-forwarded-for": clientIp(i, 1) } },
      );
      if (sent.status === 201) expected.set(email, wrapped);
      else {
        expectClear400(sent, `message ${JSON.stringify(naughty)}`);
        expect(wrapped.length).toBeGreaterThan(200);
      }
    }
    const messages: Array<Message & { email: string }> = [];
    for (let page = 1; page <= 10; page++) {
      const list = await server.json("GET", `/api/messages?pageSize=200&page=${page}`, undefined, { token: server.token });
      const items = list.json as Array<Message & { email: string }>;
      messages.push(...items);
      if (items.length < 200) break;
    }
    for (const [email, wrapped] of expected) {
      const message = messages.find((m) => m.email === email);
      expect(message, email).toMatchObject({ name: wrapped, eventDetails: wrapped, message: wrapped });
    }
  });

  it("stores every string exactly in talks, or answers 400 (over the length limits)", async () => {
    const expected = new Map<number, string>();
    for (const naughty of NAUGHTY) {
      const wrapped = `«${naughty}»`;
      const talk = { eventName: wrapped, title: wrapped, city: wrapped, date: "2031-01-01", country: "BR", language: "en" };
      const created = await server.json("POST", "/api/talks", talk, { token: server.token });
      if (created.status === 201) expected.set((created.json as { id: number }).id, wrapped);
      else {
        expectClear400(created, `talk ${JSON.stringify(naughty)}`);
        expect(wrapped.length).toBeGreaterThan(100);
      }
    }
    const talks = (await server.json("GET", "/api/talks")).json as Array<{ id: number; eventName: string; title: string; city: string }>;
    for (const [id, wrapped] of expected) expect(talks.find((t) => t.id === id)).toMatchObject({ eventName: wrapped, title: wrapped, city: wrapped });
    for (const pathname of ["/", "/talks", "/pt/talks"]) {
      const res = await server.request("GET", pathname);
      expect(res.status, pathname).toBe(200);
      expect(res.text).not.toMatch(STACK_FRAME_PATTERN);
    }
  });

  it("stores every string exactly in the site content (recognitions, 40 at a time) and still renders the home page", async () => {
    const base = (await server.json("GET", "/api/site-content/en", undefined, { token: server.token })).json as { content: Record<string, any> };
    const wrappedAll = NAUGHTY.map((naughty) => `«${naughty}»`);
    for (let start = 0; start < wrappedAll.length; start += 40) {
      const batch = wrappedAll.slice(start, start + 40);
      const content = structuredClone(base.content);
      content.recognitions = batch.map((text) => ({ year: "2025", title: "Award", issuer: "Issuer", description: text }));
      const saved = await server.json("PUT", "/api/site-content/en", content, { token: server.token });
      expect(saved.status, `batch ${start}`).toBe(200);
      const read = (await server.json("GET", "/api/site-content/en", undefined, { token: server.token })).json as { content: Record<string, any> };
      expect(read.content.recognitions.map((r: { description: string }) => r.description)).toEqual(batch.map((text) => text.trim()));
      const home = await server.request("GET", "/");
      expect(home.status).toBe(200);
      expect(home.text).not.toMatch(STACK_FRAME_PATTERN);
    }
  });

  it("answers every string as search text and as a path with a page, never an error", async () => {
    for (const naughty of NAUGHTY) {
      const q = encodeURIComponent(naughty);
      for (const pathname of [`/articles?q=${q}`, `/pt/articles?q=${q}`, `/articles/${q}`]) {
        const res = await server.request("GET", pathname);
        expect(res.status, `${pathname}`).toBeLessThan(500);
        expect([200, 404], pathname).toContain(res.status);
        expect(res.headers["content-type"]).toMatch(/^text\/html/);
        expect(res.text).not.toMatch(STACK_FRAME_PATTERN);
      }
    }
  });
});

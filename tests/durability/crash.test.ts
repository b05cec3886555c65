import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";
import { api, initAndSignIn, type ServerProcess, startServerProcess } from "./server-process.ts";

const ROUNDS = 3;

interface Acked {
  categories: number[];
  articles: number[];
  images: string[];
  messages: string[];
}

async function uploadImage(baseUrl: string, token: string, seed: number) {
  const bytes = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: seed % 255, g: 80, b: 160 } } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "photo.jpg");
  const response = await fetch(`${baseUrl}/api/uploads/image`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as { url?: string } };
}

/** Sequential writes of every kind until the server dies; records only what was acknowledged (2xx). */
async function writeUntilDead(baseUrl: string, token: string, acked: Acked, tag: string): Promise<void> {
  for (let i = 0; ; i++) {
    const id = `${tag}-${i}`;
    try {
      switch (i % 4) {
        case 0: {
          const res = await api(baseUrl, "POST", "/api/categories", { body: { name: `Cat ${id}`, slug: `cat-${id}` }, token });
          if (res.status === 201) acked.categories.push(res.body.id);
          break;
        }
        case 1: {
          const res = await api(baseUrl, "POST", "/api/articles", {
            body: { title: `Article ${id}`, slug: `art-${id}`, content: `<p>Body of ${id}, long enough.</p>`, published: i % 2 === 0 },
            token,
          });
          if (res.status === 201) acked.articles.push(res.body.id);
          break;
        }
        case 2: {
          const res = await uploadImage(baseUrl, token, i);
          if (res.status === 201 && res.body.url) acked.images.push(res.body.url);
          break;
        }
        default: {
          const res = await api(baseUrl, "POST", "/api/messages", {
            body: { kind: "contact", name: `Visitor ${id}`, email: "visitor@example.com", message: `Message ${id}` },
          });
          if (res.status === 201) acked.messages.push(`Message ${id}`);
        }
      }
    } catch {
      return; // connection refused or reset: the server is gone
    }
  }
}

/** The target ids of every audit event of `action`, read page by page through GET /api/audit. */
async function auditedTargets(baseUrl: string, token: string, action: string): Promise<Set<string>> {
  const ids = new Set<string>();
  let before: number | null = null;
  do {
    const page = await api(baseUrl, "GET", `/api/audit?action=${action}&limit=200${before ? `&before=${before}` : ""}`, { token });
    for (const event of page.body.events as { target: { id: string | null } | null }[]) if (event.target?.id) ids.add(event.target.id);
    before = page.body.nextCursor;
  } while (before);
  return ids;
}

describe.each(ENGINES)("kill -9 during acknowledged writes (%s)", (engine) => {
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await server?.kill("SIGKILL");
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every write that got a 2xx with its audit event, and the database stays intact", { timeout: 120_000 }, async () => {
    let env: Record<string, string>;
    if (engine === "postgres") {
      database = await createTestDatabase("postgres", { migrate: false });
      env = { DATABASE_URL: database.location };
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-crash-"));
      env = { DATA_DIR: dataDir };
    }
    server = await startServerProcess(env);
    const port = server.port;
    const token = await initAndSignIn(server.baseUrl);
    const acked: Acked = { categories: [], articles: [], images: [], messages: [] };

    for (let round = 0; round < ROUNDS; round++) {
      const writers = [writeUntilDead(server.baseUrl, token, acked, `r${round}a`), writeUntilDead(server.baseUrl, token, acked, `r${round}b`)];
      await new Promise((resolve) => setTimeout(resolve, 400 + Math.random() * 900));
      await server.kill("SIGKILL");
      await Promise.all(writers);
      server = await startServerProcess(env, port);
    }

    expect(acked.articles.length).toBeGreaterThan(0);
    const categories = await api(server.baseUrl, "GET", "/api/categories");
    const categoryIds = new Set(categories.body.map((c: { id: number }) => c.id));
    for (const id of acked.categories) expect(categoryIds.has(id), `category ${id}`).toBe(true);
    const articles = await api(server.baseUrl, "GET", "/api/articles/admin/all", { token });
    const articleIds = new Set(articles.body.map((a: { id: number }) => a.id));
    for (const id of acked.articles) expect(articleIds.has(id), `article ${id}`).toBe(true);
    for (const url of acked.images) expect((await fetch(server.baseUrl + url)).status, url).toBe(200);
    // The inbox answers in pages (X-Total-Count holds the whole count).
    const texts = new Set<string>();
    for (let page = 1; ; page++) {
      const messages = await api(server.baseUrl, "GET", `/api/messages?pageSize=200&page=${page}`, { token });
      for (const m of messages.body as { message: string }[]) texts.add(m.message);
      if (texts.size >= Number(messages.headers.get("x-total-count")) || messages.body.length === 0) break;
    }
    for (const text of acked.messages) expect(texts.has(text), text).toBe(true);
    // Issue 26: each acknowledged write's audit event survived the kill with it (same transaction).
    const createdCategories = await auditedTargets(server.baseUrl, token, "category.created");
    for (const id of acked.categories) expect(createdCategories.has(String(id)), `audit event of category ${id}`).toBe(true);
    const createdArticles = await auditedTargets(server.baseUrl, token, "article.created");
    for (const id of acked.articles) expect(createdArticles.has(String(id)), `audit event of article ${id}`).toBe(true);

    if (engine === "sqlite" && dataDir) {
      await server.kill("SIGTERM");
      server = undefined;
      const sqlite = new SQLite(path.join(dataDir, "site.db"));
      expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(sqlite.pragma("foreign_key_check")).toEqual([]);
      sqlite.close();
    }
  });
});

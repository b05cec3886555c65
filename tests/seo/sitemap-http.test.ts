import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Engine } from "#app/db/db.server.ts";
import type { Article } from "#app/modules/articles/article.ts";
import { api, initAndSignIn, type ServerProcess, startServerProcess } from "#tests/durability/server-process.ts";
import { articlePayload } from "#tests/factories.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";

/**
 * Issue 23 on the built production server, both engines: the sitemap index and each language's part
 * carry an ETag (the content version they were made at) and answer 304 to it; a write makes new ones
 * (ADR 054), and an unpublished or deleted article leaves its language's part.
 */

const FILES = ["/sitemap.xml", "/sitemaps/en-1.xml", "/sitemaps/pt-1.xml"];

describe.each(ENGINES)("the sitemap over HTTP: ETags and 304s on the index and every part (%s)", (engine: Engine) => {
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
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-sitemap-"));
      env = { DATA_DIR: dataDir };
    }
    server = await startServerProcess(env);
    base = server.baseUrl;
    token = await initAndSignIn(base);
  }, 60_000);

  afterAll(async () => {
    await server?.kill();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function etags(): Promise<string[]> {
    return Promise.all(FILES.map(async (file) => (await fetch(base + file)).headers.get("etag") ?? ""));
  }

  it("answers each file with its ETag, a 304 without a body to it, and a 200 to a stale one", async () => {
    for (const file of FILES) {
      const first = await fetch(base + file);
      expect(first.status, file).toBe(200);
      expect(first.headers.get("content-type"), file).toBe("application/xml; charset=utf-8");
      const etag = first.headers.get("etag") ?? "";
      expect(etag, file).toMatch(/^W\/"sitemap\./);
      await first.text();
      const again = await fetch(base + file, { headers: { "If-None-Match": etag } });
      expect(again.status, file).toBe(304);
      expect(again.headers.get("etag"), file).toBe(etag);
      expect(await again.text(), file).toBe("");
      const stale = await fetch(base + file, { headers: { "If-None-Match": 'W/"sitemap.0"' } });
      expect(stale.status, file).toBe(200);
      expect(await stale.text(), file).toContain("<?xml");
    }
    expect((await fetch(`${base}/sitemaps/en-2.xml`)).status).toBe(404);
  });

  it("makes new files after a write: a published article appears in its language's part, and leaves it when unpublished or deleted", async () => {
    const before = await etags();
    const kept = (await api(base, "POST", "/api/articles", { body: articlePayload(), token })).body as Article;
    const gone = (await api(base, "POST", "/api/articles", { body: articlePayload(), token })).body as Article;
    const hidden = (await api(base, "POST", "/api/articles", { body: articlePayload(), token })).body as Article;
    const after = await etags();
    for (const [i, file] of FILES.entries()) expect(after[i], file).not.toBe(before[i]);
    const stale = await fetch(`${base}/sitemaps/en-1.xml`, { headers: { "If-None-Match": before[1] ?? "" } });
    expect(stale.status).toBe(200);
    const listed = await stale.text();
    for (const article of [kept, gone, hidden]) expect(listed).toContain(`<loc>${base}/articles/${article.slug}</loc>`);

    expect((await api(base, "PUT", `/api/articles/${hidden.id}`, { body: articlePayload({ slug: hidden.slug, title: hidden.title, published: false }), token })).status).toBe(200);
    expect((await api(base, "DELETE", `/api/articles/${gone.id}`, { token })).status).toBe(200);
    const part = await (await fetch(`${base}/sitemaps/en-1.xml`)).text();
    expect(part).toContain(`<loc>${base}/articles/${kept.slug}</loc>`);
    expect(part).not.toContain(`/articles/${gone.slug}<`);
    expect(part).not.toContain(`/articles/${hidden.slug}<`);
    expect(await (await fetch(`${base}/sitemaps/pt-1.xml`)).text()).not.toContain(`/articles/${kept.slug}<`);
  });
});

import { type Kysely, sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { GENERIC_ERROR_MESSAGE } from "#app/lib/app-error.ts";
import type { Database } from "#app/db/database.ts";
import type { Engine } from "#app/db/db.server.ts";
import { readContentVersion } from "#app/modules/settings/content-version.service.server.ts";
import { articlePayload, categoryPayload } from "#tests/factories.ts";
import { ENGINES } from "#tests/setup/test-db.ts";
import { startTestServer, type TestServer } from "#tests/setup/test-server.ts";

/**
 * Article and category writes commit in one transaction with the content-version bump that tells every
 * instance's caches to refresh: no bump without the write, and no write without the bump. Failures
 * are made by the database itself (a trigger), so the code under test is the real one.
 */

/** Makes the database refuse every write to `table` (for settings: only the content version). */
async function refuseWrites(db: Kysely<Database>, engine: Engine, table: "settings" | "articles" | "categories"): Promise<() => Promise<void>> {
  const when = table === "settings" ? "NEW.key = 'content_version'" : "true";
  if (engine === "sqlite") {
    for (const event of ["INSERT", "UPDATE", "DELETE"]) {
      const row = event === "DELETE" ? when.replace("NEW.", "OLD.") : when;
      await sql.raw(`CREATE TRIGGER refuse_${table}_${event} BEFORE ${event} ON ${table} WHEN ${row} BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`).execute(db);
    }
    return async () => {
      for (const event of ["INSERT", "UPDATE", "DELETE"]) await sql.raw(`DROP TRIGGER refuse_${table}_${event}`).execute(db);
    };
  }
  const row = table === "settings" ? "COALESCE(NEW.key, OLD.key) = 'content_version'" : "true";
  await sql
    .raw(
      `CREATE FUNCTION refuse_${table}() RETURNS trigger AS $$ BEGIN ` +
        `IF TG_OP = 'DELETE' THEN IF ${row.replace("NEW.key", "NULL")} THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN OLD; END IF; ` +
        `IF ${row} THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`,
    )
    .execute(db);
  await sql.raw(`CREATE TRIGGER refuse_${table} BEFORE INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_${table}()`).execute(db);
  return async () => {
    await sql.raw(`DROP TRIGGER refuse_${table} ON ${table}`).execute(db);
    await sql.raw(`DROP FUNCTION refuse_${table}()`).execute(db);
  };
}

describe.each(ENGINES)("content writes and the content version commit together (%s)", (engine) => {
  let server: TestServer;
  let token: string;
  let consoleError: MockInstance;
  let article: { id: number; slug: string };
  let category: { id: number; slug: string };
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer(engine);
    token = (await server.signInAdmin()).token;
    article = (await server.request("POST", "/api/articles", { body: articlePayload(), token })).body;
    category = (await server.request("POST", "/api/categories", { body: categoryPayload(), token })).body;
  });
  afterAll(() => server?.close());
  // A refused write is an unexpected failure: the server logs it and answers a generic 500.
  beforeEach(() => {
    consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  const writes = () => [
    { name: "create an article", method: "POST", path: "/api/articles", body: articlePayload() },
    { name: "update an article", method: "PUT", path: `/api/articles/${article.id}`, body: articlePayload({ slug: article.slug, title: "Changed title" }) },
    { name: "delete an article", method: "DELETE", path: `/api/articles/${article.id}` },
    { name: "create a category", method: "POST", path: "/api/categories", body: categoryPayload() },
    { name: "update a category", method: "PUT", path: `/api/categories/${category.id}`, body: categoryPayload({ slug: category.slug, name: "Changed name" }) },
    { name: "delete a category", method: "DELETE", path: `/api/categories/${category.id}` },
  ];

  async function contentSnapshot() {
    const articles = (await server.request("GET", "/api/articles/admin/all", { token })).body as unknown[];
    const categories = (await server.request("GET", "/api/categories")).body as unknown[];
    return { articles, categories, version: await readContentVersion(db()) };
  }

  it("writes nothing when the content version cannot be bumped", async () => {
    const before = await contentSnapshot();
    const restore = await refuseWrites(db(), engine, "settings");
    try {
      for (const write of writes()) {
        const res = await server.request(write.method, write.path, { body: write.body, token });
        expect(res.status, write.name).toBe(500);
        expect(res.body.message, write.name).toBe(GENERIC_ERROR_MESSAGE);
      }
    } finally {
      await restore();
    }
    expect(consoleError).toHaveBeenCalled();
    expect(await contentSnapshot()).toEqual(before);
  });

  it("bumps no content version when the write itself fails, so caches and ETags stay valid", async () => {
    const list = await server.request("GET", "/api/articles");
    const etag = list.headers.get("etag") ?? "";
    const version = await readContentVersion(db());
    const restoreArticles = await refuseWrites(db(), engine, "articles");
    const restoreCategories = await refuseWrites(db(), engine, "categories");
    try {
      for (const write of writes()) {
        const res = await server.request(write.method, write.path, { body: write.body, token });
        expect(res.status, write.name).toBe(500);
      }
    } finally {
      await restoreArticles();
      await restoreCategories();
    }
    expect(await readContentVersion(db())).toBe(version);
    expect((await server.request("GET", "/api/articles", { headers: { "if-none-match": etag } })).status).toBe(304);
  });

  it("bumps the content version with every write that commits", async () => {
    for (const write of writes()) {
      const version = await readContentVersion(db());
      const res = await server.request(write.method, write.path, { body: write.body, token });
      expect(res.status, write.name).toBeLessThan(300);
      expect(await readContentVersion(db()), write.name).not.toBe(version);
    }
    expect(consoleError).not.toHaveBeenCalled();
  });
});

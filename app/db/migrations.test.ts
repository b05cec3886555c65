import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";
import { migrateDownAll, migrateToLatest } from "./migrate.server.ts";

const TABLES = [
  "articles",
  "audit_events",
  "categories",
  "image_variants",
  "images",
  "login_challenges",
  "messages",
  "outbox",
  "outbox_attempts",
  "passkeys",
  "recovery_codes",
  "sessions",
  "settings",
  "site_content_revisions",
  "talks",
  "throttles",
  "users",
  "webauthn_challenges",
];

async function tableNames(database: TestDatabase): Promise<string[]> {
  const tables = await database.db.introspection.getTables();
  return tables.map((t) => t.name).filter((name) => !name.startsWith("kysely_")).sort();
}

describe.each(ENGINES)("migrations (%s)", (engine) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("run up, are idempotent, run down to nothing and up again", async () => {
    database = await createTestDatabase(engine, { migrate: false });
    await migrateToLatest(database.db);
    expect(await tableNames(database)).toEqual(TABLES);
    await migrateToLatest(database.db);
    expect(await tableNames(database)).toEqual(TABLES);
    await migrateDownAll(database.db);
    expect(await tableNames(database)).toEqual([]);
    await migrateToLatest(database.db);
    expect(await tableNames(database)).toEqual(TABLES);
  });

  it("enforce unique slugs and refuse deleting a category that articles use", async () => {
    database = await createTestDatabase(engine);
    const now = new Date().toISOString();
    const category = await database.db
      .insertInto("categories")
      .values({ name: "AI", slug: "ai", description: null, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const article = { title: "T", content: "c", published: 0, featured: 0, created_at: now, updated_at: now };
    await database.db.insertInto("articles").values({ ...article, slug: "a", category_id: category.id }).execute();
    await expect(database.db.insertInto("articles").values({ ...article, slug: "a" }).execute()).rejects.toThrow();
    await expect(database.db.deleteFrom("categories").where("id", "=", category.id).execute()).rejects.toThrow();
    const count = await sql<{ n: number }>`select count(*) as n from categories`.execute(database.db);
    expect(Number(count.rows[0]?.n)).toBe(1);
  });
});

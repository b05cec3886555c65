import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";
import { migrateTo, migrateToLatest } from "./migrate.server.ts";

/** Issue 28: the talks that exist before the talk pages keep working, each with a page address of its own. */
describe.each(ENGINES)("the talk pages migration (%s)", (engine) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("gives every existing talk a unique slug and the defaults: all-day, in person, no abstract", async () => {
    database = await createTestDatabase(engine, { migrate: false });
    const db = database.db as unknown as Kysely<any>;
    await migrateTo(db, "2026_11_27_1000_add_account_email_and_language");
    const at = "2025-01-05T10:00:00.000Z";
    const talk = { event_name: "Summit", city: "Rio", country: "BR", language: "pt", event_url: null, slides_url: null, video_url: null, created_at: at, updated_at: at };
    await db
      .insertInto("talks")
      .values([
        { ...talk, id: 1, title: "Raízes e Algoritmos", date: "2025-03-01" },
        { ...talk, id: 2, title: "Raízes e algoritmos!", date: "2025-09-01" },
        { ...talk, id: 3, title: "Raízes e Algoritmos", date: "2025-10-01" },
      ])
      .execute();
    await migrateToLatest(db);
    const rows = await db.selectFrom("talks").select(["id", "slug", "start_time", "time_zone", "format", "abstract", "title_pt"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: 1, slug: "raizes-e-algoritmos-2025", start_time: null, time_zone: "UTC", format: "in_person", abstract: "", title_pt: null },
      { id: 2, slug: "raizes-e-algoritmos-2025-2", start_time: null, time_zone: "UTC", format: "in_person", abstract: "", title_pt: null },
      { id: 3, slug: "raizes-e-algoritmos-2025-3", start_time: null, time_zone: "UTC", format: "in_person", abstract: "", title_pt: null },
    ]);
    await expect(db.updateTable("talks").set({ slug: "raizes-e-algoritmos-2025" }).where("id", "=", 2).execute()).rejects.toThrow();
  });
});

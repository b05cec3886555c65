import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";
import { api, initAndSignIn, logMessages, type ServerProcess, startServerProcess } from "./server-process.ts";

const postgresOnly = ENGINES.includes("postgres") ? describe : describe.skip;

/** ADR 020: with several instances on one PostgreSQL, each scheduled version goes live once, and everywhere. */
postgresOnly("scheduled publishing with two instances on one PostgreSQL", () => {
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let token: string;
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    const env = { DATABASE_URL: database.location, SCHEDULER_POLL_MS: "100" };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    token = await initAndSignIn(a.baseUrl);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await database?.close();
  });

  it("publishes each version exactly once, on one instance, and both instances' pages follow", async () => {
    const enAt = new Date(Date.now() + 1_500).toISOString();
    const ptAt = new Date(Date.now() + 2_500).toISOString();
    const slugs = Array.from({ length: 5 }, (_, i) => `scheduled-twice-${i}`);
    const ids: number[] = [];
    for (const slug of slugs) {
      const created = await api(a.baseUrl, "POST", "/api/articles", {
        body: {
          title: `Scheduled ${slug}`,
          slug,
          content: "<p>Goes live on its own.</p>",
          published: false,
          publishAt: enAt,
          pt: { title: `Programado ${slug}`, content: "<p>Entra no ar sozinho.</p>", publishAt: ptAt },
        },
        token,
      });
      expect(created.status, created.text).toBe(201);
      ids.push(created.body.id);
    }
    // Both instances have rendered (and cached) the lists before anything is live.
    for (const server of [a, b]) {
      expect(await (await fetch(`${server.baseUrl}/articles`)).text()).not.toContain("Scheduled scheduled-twice-0");
      expect((await fetch(`${server.baseUrl}/articles/${slugs[0]}`, { redirect: "manual" })).status).toBe(404);
    }

    const deadline = Date.now() + 15_000;
    const livePt = async (base: string) => (await (await fetch(`${base}/pt/articles`)).text()).match(/Programado scheduled-twice-\d/g)?.length ?? 0;
    while ((await livePt(a.baseUrl)) < 5 || (await livePt(b.baseUrl)) < 5) {
      if (Date.now() > deadline) throw new Error(`not live in time:\n${a.output()}\n${b.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(ptAt));

    const logs = `${logMessages(a.output())}\n${logMessages(b.output())}`;
    for (const id of ids) {
      for (const language of ["en", "pt"]) {
        const lines = logs.match(new RegExp(`\\[scheduler\\] published article ${id} \\(${language}\\)`, "g")) ?? [];
        expect(lines, `article ${id} (${language})`).toHaveLength(1);
      }
    }
    for (const server of [a, b]) {
      const html = await (await fetch(`${server.baseUrl}/articles/${slugs[0]}`)).text();
      expect(html).toContain(`hrefLang="pt-BR" href="${server.baseUrl}/pt/articles/${slugs[0]}"`);
      const list = await api(server.baseUrl, "GET", "/api/articles");
      expect(list.body.filter((x: { slug: string }) => slugs.includes(x.slug))).toHaveLength(5);
    }
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShareCard } from "#app/modules/share-cards/share-card.ts";
import { ShareCardRenderQueue, ShareCardsBusy } from "#app/modules/share-cards/share-card-render-queue.server.ts";
import { ShareCards } from "#app/modules/share-cards/share-cards.service.server.ts";
import { createServerContext } from "#server/context.ts";
import { api, initAndSignIn, type ServerProcess, startServerProcess } from "#tests/durability/server-process.ts";
import { articlePayload } from "#tests/factories.ts";
import { ENGINES } from "#tests/setup/test-db.ts";
import { startTestServer, type TestServer } from "#tests/setup/test-server.ts";

/**
 * Anyone could make the server draw share cards (issue 22, finding 3): the cards lived in a 300-card
 * memory cache, so cycling through more card URLs than it held drew each one again (about 150 ms of CPU
 * a card), and four anonymous clients took the cached /articles page from p90 39 ms to 477 ms. Now a
 * card is drawn once per version of what it shows (kept in the database) and drawings wait in one
 * bounded queue.
 */

const CONFIG = { production: true, siteUrl: "http://localhost:3000", cookieSecure: false, auditRetentionDays: 365 } as const;

describe.each(ENGINES)("share cards are drawn once per version (%s)", (engine) => {
  let server: TestServer;
  let token: string;
  const slugs: string[] = [];
  const articles: { id: number; payload: ReturnType<typeof articlePayload> }[] = [];

  beforeAll(async () => {
    server = await startTestServer(engine);
    token = (await server.signInAdmin()).token;
    for (let i = 0; i < 6; i++) {
      const payload = articlePayload({ coverImage: null });
      const created = await server.request("POST", "/api/articles", { token, body: payload });
      expect(created.status).toBe(201);
      slugs.push(created.body.slug as string);
      articles.push({ id: created.body.id as number, payload });
    }
  });
  afterAll(() => server?.close());

  it("draws none twice while cycling through more cards than memory holds, across restarts, and once more after an edit", async () => {
    const drawn: string[] = [];
    const draw = async (card: ShareCard) => {
      drawn.push(`${card.language}:${card.title}`);
      return Buffer.from(`jpeg of ${card.title}`);
    };
    // Memory holds 2 of the 12 cards (6 articles, 6 pages).
    const open = () => {
      const ctx = createServerContext(server.database.db, CONFIG, { pageCacheEntries: 0 });
      return new ShareCards(ctx.db, ctx.publishedArticles, ctx.siteContent, "public", { memoryEntries: 2, draw });
    };
    const cycle = async (cards: ShareCards) => {
      for (const slug of slugs) expect((await cards.articleCard(slug, "en"))?.jpeg.toString()).toMatch(/^jpeg of /);
      for (const page of ["home", "articles", "press-kit", "media-kit", "museum-letter", "talks"] as const) await cards.pageCard(page, "pt");
    };
    const first = open();
    for (let round = 0; round < 3; round++) await cycle(first);
    expect(drawn).toHaveLength(12);
    expect(new Set(drawn).size).toBe(12);

    // A restart, or a second instance on the same database: nothing is drawn again.
    await cycle(open());
    expect(drawn).toHaveLength(12);

    // An edited title is a new version of one card: drawn once, the old version dropped.
    const edited = articles[0];
    expect((await server.request("PUT", `/api/articles/${edited?.id}`, { token, body: { ...edited?.payload, title: "A new title" } })).status).toBe(200);
    const after = open();
    await cycle(after);
    await cycle(after);
    expect(drawn.slice(12)).toEqual(["en:A new title"]);
  });

  it("draws concurrent requests for one card once, and one card at a time", async () => {
    let running = 0;
    let most = 0;
    const drawn: string[] = [];
    const draw = async (card: ShareCard) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
      drawn.push(card.title);
      return Buffer.from(card.title);
    };
    const ctx = createServerContext(server.database.db, CONFIG, { pageCacheEntries: 0 });
    // Nothing stored by the other test answers.
    const cards = new ShareCards(ctx.db, ctx.publishedArticles, ctx.siteContent, "public", { memoryEntries: 0, draw, queue: new ShareCardRenderQueue(16) });
    await server.database.db.deleteFrom("share_cards").execute();
    await Promise.all([...slugs, ...slugs, ...slugs].map((slug) => cards.articleCard(slug, "en")));
    expect(drawn).toHaveLength(slugs.length);
    expect(most).toBe(1);
  });
});

describe("the share-card queue", () => {
  it("refuses at once when its line is full", async () => {
    const queue = new ShareCardRenderQueue(2);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = [queue.run(() => gate), queue.run(() => gate), queue.run(() => gate)];
    await expect(queue.run(async () => "late")).rejects.toThrow(ShareCardsBusy);
    release();
    await Promise.all(held);
    await expect(queue.run(async () => "again")).resolves.toBe("again");
  });
});

/** Latencies (ms) of GET `pathname` from `clients` loops until `until()`. */
async function measure(baseUrl: string, pathname: string, clients: number, durationMs: number): Promise<number[]> {
  const latencies: number[] = [];
  const end = performance.now() + durationMs;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        const response = await fetch(baseUrl + pathname);
        await response.arrayBuffer();
        expect(response.status).toBe(200);
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

function p90(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.9)] ?? Number.NaN;
}

describe("share cards under load, on the built server", () => {
  let server: ServerProcess;
  let dataDir: string;
  const cardPaths: string[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-share-cards-"));
    server = await startServerProcess({ DATA_DIR: dataDir });
    const token = await initAndSignIn(server.baseUrl);
    for (let i = 0; i < 40; i++) {
      const payload = articlePayload({ coverImage: null });
      const ptSlug = `${payload.slug}-pt`;
      const pt = { title: `Título ${i} em português`, slug: ptSlug, excerpt: "Resumo.", content: "<p>Texto em português suficiente.</p>", published: true };
      const created = await api(server.baseUrl, "POST", "/api/articles", { token, body: { ...payload, pt } });
      expect(created.status).toBe(201);
      cardPaths.push(`/articles/${payload.slug}/share.jpg`, `/pt/articles/${ptSlug}/share.jpg`);
    }
  }, 120_000);
  afterAll(async () => {
    await server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps the p90 of a cached page within 2x its idle p90 while four clients cycle through card URLs", async () => {
    await measure(server.baseUrl, "/articles", 1, 1_000);
    const idle = await measure(server.baseUrl, "/articles", 2, 3_000);

    let stop = false;
    let cards = 0;
    let busy = 0;
    const load = Promise.all(
      Array.from({ length: 4 }, async (_, client) => {
        for (let i = client; !stop; i += 4) {
          const response = await fetch(server.baseUrl + (cardPaths[i % cardPaths.length] ?? ""));
          await response.arrayBuffer();
          if (response.status === 503) {
            busy += 1;
            expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
          } else {
            expect(response.status).toBe(200);
            cards += 1;
          }
        }
      }),
    );
    const loaded = await measure(server.baseUrl, "/articles", 2, 8_000);
    stop = true;
    await load;

    const summary = `idle p90 ${p90(idle).toFixed(1)} ms (${idle.length} requests), under load p90 ${p90(loaded).toFixed(1)} ms (${loaded.length} requests); ${cards} cards served, ${busy} busy`;
    console.info(summary);
    expect(cards, summary).toBeGreaterThan(0);
    expect(p90(loaded), summary).toBeLessThanOrEqual(2 * p90(idle));
  }, 60_000);
});

// What a write and the public list cost at an archive's size (issue 23, ADR 035), in-process, without
// HTTP: the whole read of the published articles' view (start-up), its update after one save read
// through the change log (what every instance does after a write), and the size of GET /api/articles.
//   node bench/archive-view.ts --articles 2000            (SQLite in a temporary folder)
//   DATABASE_URL=postgres://... node bench/archive-view.ts --articles 2000 --postgres
// Each figure is the median of 5; on a busy machine compare the ratios, not the times.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type DatabaseConfig, openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { ArticleInputSchema } from "#app/modules/articles/article.schema.ts";
import { findArticleById } from "#app/modules/articles/articles.repository.server.ts";
import { updateArticle } from "#app/modules/articles/articles.service.server.ts";
import { getPublishedArticlesPage, listArticleCards, PublishedArticles } from "#app/modules/articles/published-articles.service.server.ts";
import { ContentVersionTracker } from "#app/modules/settings/content-version.service.server.ts";
import { benchArticleCount, seedBenchData } from "./seed.ts";

const argv = process.argv.slice(2);
const ARTICLES = benchArticleCount(argv);
const POSTGRES = argv.includes("--postgres");
const RUNS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function database(): Promise<{ config: DatabaseConfig; cleanup: () => Promise<void> }> {
  if (!POSTGRES) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-view-"));
    return {
      config: { engine: "sqlite", file: path.join(dir, "site.db") },
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.DATABASE_URL ?? "";
  const name = `bench_view_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    config: { engine: "postgres", url: url.toString() },
    cleanup: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

const { config, cleanup } = await database();
const handle = openDatabase(config);
try {
  await migrateToLatest(handle.db);
  const seedStart = performance.now();
  const { slug } = await seedBenchData(handle.db, ARTICLES);
  console.error(`seeded ${ARTICLES} articles in ${Math.round((performance.now() - seedStart) / 1000)} s`);

  const fullRead: number[] = [];
  for (let i = 0; i < RUNS; i++) fullRead.push(await timed(() => new PublishedArticles(handle.db, new ContentVersionTracker()).snapshot()));

  // What one view keeps in memory (issue 23: titles, slugs, dates, excerpts; no bodies, no search text).
  const held = new PublishedArticles(handle.db, new ContentVersionTracker());
  const heldView = await held.snapshot();
  const viewMb = Buffer.byteLength(JSON.stringify([...heldView.entries.values()])) / 1024 / 1024;
  // A fresh process's first search, and the next ones (ADR 041: asked of the database).
  const firstSearch = await timed(() => listArticleCards(held, { language: "en", q: "multimodal" }));
  const searches: number[] = [];
  for (let i = 0; i < RUNS; i++) searches.push(await timed(() => listArticleCards(held, { language: "pt", q: `inteligencia ${i}` })));
  const shortSearch = await timed(() => listArticleCards(held, { language: "en", q: "ai" }));

  // Another instance's view, brought up to date after each save of one article.
  const writer = new ContentVersionTracker();
  const reader = new PublishedArticles(handle.db, new ContentVersionTracker());
  const first = await reader.snapshot();
  const entry = first.bySlug.en.get(slug);
  if (!entry) throw new Error(`no article ${slug}`);
  // The view keeps no bodies (issue 23): the save starts from the stored row.
  const article = await findArticleById(handle.db, entry.article.id);
  if (!article) throw new Error(`no article ${entry.article.id}`);
  const incremental: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const input = ArticleInputSchema.parse({ ...article, title: `${article.title} (saved ${i})`, pt: undefined });
    await updateArticle(handle.db, writer, article.id, input);
    // Past the 500 ms re-check: the next read goes to the database (ADR 013).
    await new Promise((resolve) => setTimeout(resolve, 850));
    incremental.push(await timed(() => reader.snapshot()));
  }
  const after = await reader.snapshot();
  const kept = [...after.entries.values()].filter((e) => first.entries.get(e.article.id) === e).length;

  const page = await getPublishedArticlesPage(reader, { language: "en", page: 1, pageSize: 100 });
  const rows = [
    `| articles | ${ARTICLES.toLocaleString("en")} (${config.engine}) |`,
    `| whole read of the view (start-up; before ADR 035 every write did this on every instance) | ${median(fullRead).toFixed(0)} ms |`,
    `| view brought up to date after one save, through the change log | ${median(incremental).toFixed(1)} ms |`,
    `| ratio | ${(median(fullRead) / Math.max(0.01, median(incremental))).toFixed(0)}x |`,
    `| text held by one view (its entries as JSON; bodies before issue 23) | ${viewMb.toFixed(2)} MB |`,
    `| first search of a fresh view ("multimodal") | ${firstSearch.toFixed(1)} ms |`,
    `| a search in Portuguese (median of ${RUNS}) | ${median(searches).toFixed(1)} ms |`,
    `| a two-letter search ("ai": no trigram, a scan of the search rows) | ${shortSearch.toFixed(1)} ms |`,
    `| entries kept as they were after ${RUNS} saves of one article | ${kept} of ${after.entries.size} |`,
    `| GET /api/articles (first page of ${page.total}) | ${(page.json.length / 1024).toFixed(0)} KB, ${(page.gzip.length / 1024).toFixed(0)} KB gzip |`,
  ];
  console.log(["| figure | value |", "|---|---|", ...rows].join("\n"));
} finally {
  await handle.close();
  await cleanup();
}

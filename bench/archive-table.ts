// Issue 23's table: what the archive's size costs a visitor and a writer, over HTTP on the production
// server, side by side for 200, 2,000 and 10,000 articles (`npm run bench -- --articles 10000` measures
// every size up to the one asked), on each engine. One run per figure: on a shared machine read the
// columns against each other, and the load average printed with them.
import fs from "node:fs";
import os from "node:os";
import type { DatabaseConfig } from "#app/db/db.server.ts";
import { openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { initAndSignIn, startServerProcess, type ServerProcess } from "#tests/durability/server-process.ts";
import { seedBenchData } from "./seed.ts";

/** The sizes of the issue's table. */
export const ARCHIVE_SIZES = [200, 2_000, 10_000];
/** How long the server answers nothing before its memory counts as idle. */
const IDLE_MS = 20_000;

export interface ArchiveFigures {
  engine: string;
  articles: number;
  seedS: number;
  /** Load average (1 min) when the server started and when the figures were done. */
  load: [number, number];
  startMs: number;
  firstPageMs: number;
  rssIdleMb: number;
  rssAfterMb: number;
  apiBytes: number;
  apiTotal: number;
  apiMs: number[];
  firstSearchMs: number;
  searchMs: number;
  /** A needle a third of the archive holds (two of the six samples): the search's cost grows with its hits. */
  broadSearchMs: number[];
  sitemapBytes: number;
  sitemapMs: number[];
  sitemapPartBytes: number;
  sitemapPartMs: number[];
  visibleMs: number;
  /** PostgreSQL: the new article on a second instance. */
  visibleElsewhereMs?: number;
}

interface Prepared {
  config: DatabaseConfig;
  env: Record<string, string | undefined>;
  cleanup: () => Promise<void>;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function timedGet(url: string): Promise<{ ms: number; bytes: number; text: string; headers: Headers }> {
  const start = performance.now();
  const response = await fetch(url);
  const text = await response.text();
  return { ms: Math.round(performance.now() - start), bytes: Buffer.byteLength(text), text, headers: response.headers };
}

/** Asks `url` until its page holds `needle`; the time since `since`. */
async function visibleAfter(url: string, needle: string, since: number): Promise<number> {
  for (;;) {
    if ((await (await fetch(url)).text()).includes(needle)) return Math.round(performance.now() - since);
    if (performance.now() - since > 60_000) return Number.NaN;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const loadAverage = () => Number(os.loadavg()[0]?.toFixed(1));

/** The table's figures at one size on one engine, on a database `prepare` makes. */
export async function measureArchive(engine: "sqlite" | "postgres", articles: number, prepare: () => Promise<Prepared>, log: (message: string) => void): Promise<ArchiveFigures> {
  const prepared = await prepare();
  const handle = openDatabase(prepared.config);
  const seedStart = performance.now();
  try {
    await migrateToLatest(handle.db);
    await seedBenchData(handle.db, articles);
  } finally {
    await handle.close();
  }
  const seedS = Math.round((performance.now() - seedStart) / 100) / 10;
  log(`${engine} ${articles}: seeded in ${seedS} s`);
  const servers: ServerProcess[] = [];
  try {
    const loadAtStart = loadAverage();
    const started = performance.now();
    const server = await startServerProcess(prepared.env);
    servers.push(server);
    const startMs = Math.round(performance.now() - started);
    const base = server.baseUrl;
    const pid = server.child.pid ?? 0;
    const firstPageMs = (await timedGet(`${base}/`)).ms;
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const rssIdleMb = rssMb(pid);

    const api = [await timedGet(`${base}/api/articles`), await timedGet(`${base}/api/articles`), await timedGet(`${base}/api/articles`)];
    const firstSearchMs = (await timedGet(`${base}/articles?q=multimodal`)).ms;
    const searchMs = (await timedGet(`${base}/pt/articles?q=inteligencia`)).ms;
    const broadSearchMs = [(await timedGet(`${base}/articles?q=agents`)).ms, (await timedGet(`${base}/articles?q=agents&page=2`)).ms];
    const sitemap = [await timedGet(`${base}/sitemap.xml`), await timedGet(`${base}/sitemap.xml`)];
    const part = [await timedGet(`${base}/sitemaps/en-1.xml`), await timedGet(`${base}/sitemaps/en-1.xml`)];

    let other: ServerProcess | undefined;
    if (engine === "postgres") {
      other = await startServerProcess(prepared.env);
      servers.push(other);
      await fetch(`${other.baseUrl}/articles`);
    }
    const token = await initAndSignIn(base);
    const slug = `a-new-article-${articles}`;
    const posted = performance.now();
    const created = await fetch(`${base}/api/articles`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: `A new article ${articles}`, slug, content: "<p>Written while the bench looked.</p>", published: true }),
    });
    if (created.status !== 201) throw new Error(`POST /api/articles: ${created.status} ${await created.text()}`);
    const [visibleMs, visibleElsewhereMs] = await Promise.all([
      visibleAfter(`${base}/articles`, `/articles/${slug}"`, posted),
      other ? visibleAfter(`${other.baseUrl}/articles`, `/articles/${slug}"`, posted) : Promise.resolve(undefined),
    ]);
    const rssAfterMb = rssMb(pid);
    return {
      engine,
      articles,
      seedS,
      load: [loadAtStart, loadAverage()],
      startMs,
      firstPageMs,
      rssIdleMb,
      rssAfterMb,
      apiBytes: api[0]?.bytes ?? 0,
      apiTotal: Number(api[0]?.headers.get("x-total-count") ?? 0),
      apiMs: api.map((r) => r.ms),
      firstSearchMs,
      searchMs,
      broadSearchMs,
      sitemapBytes: sitemap[0]?.bytes ?? 0,
      sitemapMs: sitemap.map((r) => r.ms),
      sitemapPartBytes: part[0]?.bytes ?? 0,
      sitemapPartMs: part.map((r) => r.ms),
      visibleMs,
      visibleElsewhereMs,
    };
  } finally {
    for (const server of servers) await server.kill();
    await prepared.cleanup();
  }
}

function kb(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return bytes >= 10 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} B`;
}

/** The issue's table, one column per size, for one engine's figures. */
export function archiveTable(figures: ArchiveFigures[]): string[] {
  const lines: string[] = [];
  for (const engine of [...new Set(figures.map((f) => f.engine))]) {
    const runs = figures.filter((f) => f.engine === engine);
    const row = (label: string, cell: (f: ArchiveFigures) => string) => `| ${label} | ${runs.map(cell).join(" | ")} |`;
    lines.push(
      `#### ${engine}`,
      "",
      `| figure | ${runs.map((f) => `${f.articles.toLocaleString("en")} articles`).join(" | ")} |`,
      `|---|${runs.map(() => "---").join("|")}|`,
      row("load average (1 min) at start / at the end", (f) => `${f.load[0]} / ${f.load[1]}`),
      row("seeding (bench only)", (f) => `${f.seedS} s`),
      row("RSS idle (20 s without requests, after the first `/`)", (f) => `${f.rssIdleMb} MB`),
      row("RSS after the run", (f) => `${f.rssAfterMb} MB`),
      row("start to `/healthz`", (f) => `${f.startMs} ms`),
      row("first `/` after start", (f) => `${f.firstPageMs} ms`),
      row("`GET /api/articles` (public): size, first / next two", (f) => `${kb(f.apiBytes)} of ${f.apiTotal}, ${f.apiMs.join(" / ")} ms`),
      row("`/articles?q=multimodal` first search", (f) => `${f.firstSearchMs} ms`),
      row("`/pt/articles?q=inteligencia` next search", (f) => `${f.searchMs} ms`),
      row("`/articles?q=agents` (a third of the archive matches): page 1, then page 2", (f) => `${f.broadSearchMs.join(" / ")} ms`),
      row("`/sitemap.xml` (index): size, first / again", (f) => `${kb(f.sitemapBytes)}, ${f.sitemapMs.join(" / ")} ms`),
      row("`/sitemaps/en-1.xml`: size, first / again", (f) => `${kb(f.sitemapPartBytes)}, ${f.sitemapPartMs.join(" / ")} ms`),
      row("a new article visible on `/articles` after its `POST`", (f) => `${f.visibleMs} ms`),
      ...(runs.some((f) => f.visibleElsewhereMs !== undefined) ? [row("… on a second instance", (f) => (f.visibleElsewhereMs === undefined ? "n/a" : `${f.visibleElsewhereMs} ms`))] : []),
      "",
    );
  }
  return lines;
}

// npm run bench [-- --quick] [-- --rounds N] [-- --lighthouse-runs N] [-- --no-build] [-- --no-lighthouse]
//                 [-- --articles N] [-- --archive-only] [-- --autocannon]
// Measures the production server against the targets of issues 6 and 10, side by side with nginx serving
// the same bytes and with a bare React Router 7 page (bench/bare-react-router), and writes
// bench/results/<date>.{json,md}. Figures are reported, not asserted. Loopback traffic only; every run
// is bounded in time.
import { execFile, execSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase, type DatabaseConfig } from "#app/db/db.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { freePort, startServerProcess, type ServerProcess } from "#tests/durability/server-process.ts";
import { ARCHIVE_SIZES, type ArchiveFigures, archiveTable, measureArchive } from "./archive-table.ts";
import { benchArticleCount, seedBenchData } from "./seed.ts";

const argv = process.argv.slice(2);
const args = new Set(argv);
const QUICK = args.has("--quick");
/** Published articles seeded (`--articles N`, issue 23); the targets of the report are set for 200. */
const ARTICLES = benchArticleCount(argv);
/**
 * With `--articles N`: issue 23's table for every size of ARCHIVE_SIZES below N, and N (bench/archive-table.ts);
 * `--archive-only` skips the rest of the bench.
 */
const ARCHIVE = argv.includes("--articles") ? [...ARCHIVE_SIZES.filter((size) => size < ARTICLES), ARTICLES] : [];
const ARCHIVE_ONLY = args.has("--archive-only");
const DURATION_S = QUICK ? 3 : 8;
/** Each pair of figures (ours and what it is compared with) is measured this many times, alternating; medians are reported. */
const ROUNDS = Math.max(1, Number(argv[argv.indexOf("--rounds") + 1]) || (QUICK ? 1 : 3));
/** Lighthouse runs per page; the report gives each figure's median (the issue's "median of 3"). */
const LIGHTHOUSE_RUNS = Math.max(1, Number(argv[argv.indexOf("--lighthouse-runs") + 1]) || (QUICK ? 1 : 3));
const CONNECTIONS = [10, 50];
const ROOT = path.resolve(import.meta.dirname, "..");
const CHROMIUM = process.env.CHROMIUM_PATH ?? (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const NGINX = fs.existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : undefined;
const BARE_APP = path.join(ROOT, "bench/bare-react-router");
/** The public pages whose cached answers the targets are about. */
const PAGE_TARGETS = ["/", "/pt", "/articles", "article"];
const BARE_LABEL = "bare React Router page";
/** Issues 6 and 10; issue 23 raised the cached ratio to 0.6x (with wrk) and set the uncached render against the bare page. */
// Issue 23's RSS target: 150 MB with the default 200 articles, 200 MB with an archive (it names 10,000).
const TARGETS = { cachedRatio50: 0.6, cachedP99At10Ms: 10, uncachedRps: 1200, uncachedBareRatio: 0.8, rssIdleMb: ARTICLES <= 200 ? 150 : 200 };
/** How long a server answers nothing before its memory counts as idle (see benchEngine). */
const IDLE_MS = 20_000;

interface LoadFigure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function log(message: string) {
  process.stderr.write(`[bench] ${message}\n`);
}

/**
 * The load generator: Debian's `wrk` (C, two threads) where it is installed, which saturates nginx on this
 * machine; autocannon (one Node thread) otherwise, or with `--autocannon`. Issue 23: autocannon's limit,
 * not the server's, made a cached page look as fast as nginx.
 */
const WRK = !args.has("--autocannon") && fs.existsSync("/usr/bin/wrk") ? "/usr/bin/wrk" : undefined;
const GENERATOR = WRK ? "wrk (2 threads)" : "autocannon";

/** wrk's durations ("812.00us", "1.25ms", "2.00s") in milliseconds. */
function wrkMs(value: string | undefined): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value ?? "");
  if (!match) return Number.NaN;
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as "us" | "ms" | "s" | "m"];
  return Math.round(Number(match[1]) * scale * 100) / 100;
}

async function wrkLoad(url: string, connections: number, headers: Record<string, string>): Promise<LoadFigure> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const out = await new Promise<string>((resolve, reject) =>
    execFile(WRK ?? "wrk", ["-t2", `-c${connections}`, `-d${DURATION_S}s`, "--latency", ...headerArgs, url], { timeout: (DURATION_S + 30) * 1000 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    ),
  );
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)),
    p50: wrkMs(/^\s+50%\s+(\S+)/m.exec(out)?.[1]),
    p99: wrkMs(/^\s+99%\s+(\S+)/m.exec(out)?.[1]),
    errors: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

async function load(url: string, connections: number, headers: Record<string, string> = {}): Promise<LoadFigure> {
  if (WRK) return wrkLoad(url, connections, headers);
  const result = await autocannon({ url, connections, duration: DURATION_S, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The median of each number over the rounds. */
function medianFigure(figures: LoadFigure[]): LoadFigure {
  return {
    rps: Math.round(median(figures.map((f) => f.rps))),
    p50: median(figures.map((f) => f.p50)),
    p99: median(figures.map((f) => f.p99)),
    errors: figures.reduce((sum, f) => sum + f.errors, 0),
  };
}

/** `a` and `b` measured ROUNDS times, alternating, so that both see the same moments of a shared machine. */
async function measurePair(a: () => Promise<LoadFigure>, b: () => Promise<LoadFigure>): Promise<{ a: LoadFigure; b: LoadFigure; ratio: number }> {
  const as: LoadFigure[] = [];
  const bs: LoadFigure[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    as.push(await a());
    bs.push(await b());
    ratios.push((as.at(-1)?.rps ?? 0) / Math.max(1, bs.at(-1)?.rps ?? 0));
  }
  return { a: medianFigure(as), b: medianFigure(bs), ratio: Number(median(ratios).toFixed(2)) };
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function prepareDatabase(
  engine: "sqlite" | "postgres",
): Promise<{ config: DatabaseConfig; env: Record<string, string | undefined>; cleanup: () => Promise<void> }> {
  if (engine === "sqlite") {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
    const config: DatabaseConfig = { engine: "sqlite", file: path.join(dataDir, "site.db") };
    // DATABASE_URL (set to bench PostgreSQL too) must not reach the SQLite server.
    return { config, env: { DATA_DIR: dataDir, DATABASE_URL: undefined }, cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.DATABASE_URL ?? "";
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const config: DatabaseConfig = { engine: "postgres", url: url.toString() };
  return {
    config,
    env: { DATABASE_URL: url.toString() },
    cleanup: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

async function timedStart(env: Record<string, string | undefined>): Promise<{ server: ServerProcess; coldStartMs: number }> {
  const started = performance.now();
  const server = await startServerProcess(env);
  return { server, coldStartMs: Math.round(performance.now() - started) };
}

/** The bare React Router page (bench/bare-react-router), built for production and served by @react-router/express. */
async function startBarePage(): Promise<{ baseUrl: string; pid: number; kill: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(BARE_APP, "server.ts")], {
    cwd: BARE_APP,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port) },
    stdio: "ignore",
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${baseUrl}/`)).ok) break;
    } catch {
      if (i > 100 || child.exitCode !== null) throw new Error("the bare React Router page did not start");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { baseUrl, pid: child.pid ?? 0, kill: () => (child.kill("SIGTERM"), exited) };
}

/** The same bytes served by nginx (one worker, like our one process), for a ratio; undefined without nginx. */
async function startNginx(bodies: { name: string; body: Buffer; type: string }[]): Promise<{ baseUrl: string; stop: () => void } | undefined> {
  if (!NGINX) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  const port = await freePort();
  for (const item of bodies) fs.writeFileSync(path.join(dir, item.name), item.body);
  const types = bodies.map((b) => `location = /${b.name} { default_type "${b.type}"; }`).join("\n");
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; keepalive_requests 100000; client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server { listen 127.0.0.1:${port}; root ${dir}; ${types} } }`,
  );
  const child = spawn(NGINX, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  const stop = () => {
    child.kill("SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/${bodies[0]?.name}`)).ok) return { baseUrl: `http://127.0.0.1:${port}`, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  stop();
  throw new Error("nginx did not start");
}

async function browserJavaScript(base: string, pages: string[]): Promise<Record<string, number> | undefined> {
  if (!CHROMIUM) return undefined;
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--disable-background-networking"] });
  const out: Record<string, number> = {};
  try {
    for (const page of pages) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send("Network.enable");
      const scripts = new Set<string>();
      let bytes = 0;
      cdp.on("Network.responseReceived", (event) => {
        if (event.type === "Script") scripts.add(event.requestId);
      });
      cdp.on("Network.loadingFinished", (event) => {
        if (scripts.has(event.requestId)) bytes += event.encodedDataLength;
      });
      await tab.goto(base + page, { waitUntil: "networkidle" });
      out[page] = bytes;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

/**
 * Lighthouse (mobile, its simulated slow 4G) on each page, LIGHTHOUSE_RUNS times; medians per figure.
 * Each run has a Chromium of its own on a new, empty profile (chrome-launcher makes one per launch and
 * removes it), as a first-time visitor's: no cache, code cache, storage or font kept from a previous run
 * (issue 23: with one browser for every run the bench reported 17-31 ms of TBT on `/` where an outside
 * run on fresh profiles saw 429 ms).
 */
async function lighthouse(base: string, pages: string[]) {
  if (!CHROMIUM || args.has("--no-lighthouse")) return undefined;
  const { default: run } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const out: Record<string, Record<string, number>> = {};
  for (const page of pages) {
    const runs: Record<string, number>[] = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
      try {
        const lhr = (await run(base + page, { port: chrome.port, output: "json", logLevel: "error", formFactor: "mobile" }))?.lhr;
        const lcp = lhr?.audits["largest-contentful-paint"];
        if (!lhr || lhr.runtimeError || typeof lcp?.numericValue !== "number") {
          // A failed run has no figures: counted as missing, never as zeros in the median.
          log(`lighthouse ${page}: run ${i + 1} failed (${lhr?.runtimeError?.code ?? lcp?.errorMessage ?? "no result"})`);
          continue;
        }
        runs.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          bestPractices: Math.round((lhr.categories["best-practices"]?.score ?? 0) * 100),
          seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
          lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
          cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        });
      } finally {
        await chrome.kill();
      }
    }
    const first = runs[0];
    if (!first) continue;
    out[page] = Object.fromEntries(Object.keys(first).map((key) => [key, median(runs.map((r) => r[key] ?? 0))]));
  }
  return out;
}

async function benchEngine(engine: "sqlite" | "postgres") {
  log(`${engine}: seeding`);
  const prepared = await prepareDatabase(engine);
  const handle = openDatabase(prepared.config);
  await migrateToLatest(handle.db);
  const { slug, imageUrl } = await seedBenchData(handle.db, ARTICLES);
  await handle.close();

  const { server, coldStartMs } = await timedStart(prepared.env);
  const pid = server.child.pid ?? 0;
  const targets: Record<string, string> = {
    "/": "/",
    "/pt": "/pt",
    "/articles": "/articles",
    article: `/articles/${slug}`,
    "GET /api/articles": "/api/articles",
    "GET /api/articles/{slug}": `/api/articles/${slug}`,
    image: imageUrl,
  };
  const bodies: { name: string; body: Buffer; type: string }[] = [];
  for (const [label, target] of Object.entries(targets)) {
    const response = await fetch(server.baseUrl + target);
    bodies.push({ name: `t${bodies.length}`, body: Buffer.from(await response.arrayBuffer()), type: response.headers.get("content-type") ?? "text/plain" });
    log(`${engine}: warm ${label} ${response.status}`);
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rssAfterWarmUpMb = rssMb(pid);
  const idleSince = Date.now();

  log(`${engine}: bare React Router page`);
  const bare = await startBarePage();
  const bareResponse = await fetch(`${bare.baseUrl}/`);
  bodies.push({ name: `t${bodies.length}`, body: Buffer.from(await bareResponse.arrayBuffer()), type: bareResponse.headers.get("content-type") ?? "text/html" });
  // Idle: no request for IDLE_MS, long enough for V8's memory reducer to give back what the warm-up
  // grew (it starts some seconds after the load stops); both servers measured at the same moment.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, IDLE_MS - (Date.now() - idleSince))));
  const rssIdleMb = rssMb(pid);
  const bareRssIdleMb = rssMb(bare.pid);

  // Every figure is taken right next to the one it is compared with (nginx for the same bytes, the bare
  // page), all servers up at once and idle while not measured, so that both see the same machine.
  const nginx = await startNginx(bodies);
  const urls: Array<[string, string]> = [...Object.entries(targets).map(([label, target]): [string, string] => [label, server.baseUrl + target]), [BARE_LABEL, `${bare.baseUrl}/`]];
  const results: Record<string, Record<number, LoadFigure & { nginxRps?: number; nginxP99?: number; ratio?: number }>> = {};
  let rssLoadMb = rssIdleMb;
  const ours = async (url: string, connections: number, label: string) => {
    const figure = await load(url, connections);
    if (label !== BARE_LABEL) rssLoadMb = Math.max(rssLoadMb, rssMb(pid));
    return figure;
  };
  for (const [index, [label, url]] of urls.entries()) {
    results[label] = {};
    for (const connections of CONNECTIONS) {
      log(`${engine}: ${label} at ${connections} connections`);
      if (!nginx) {
        results[label][connections] = medianFigure([await ours(url, connections, label)]);
        continue;
      }
      const pair = await measurePair(
        () => ours(url, connections, label),
        () => load(`${nginx.baseUrl}/t${index}`, connections),
      );
      results[label][connections] = { ...pair.a, nginxRps: pair.b.rps, nginxP99: pair.b.p99, ratio: pair.ratio };
    }
  }
  nginx?.stop();
  await server.kill();

  log(`${engine}: uncached article render, beside the bare React Router page`);
  const uncached = await timedStart({ ...prepared.env, PAGE_CACHE_ENTRIES: "0" });
  await fetch(uncached.server.baseUrl + targets.article);
  const render = await measurePair(
    () => load(uncached.server.baseUrl + (targets.article ?? "/"), 10),
    () => load(`${bare.baseUrl}/`, 10),
  );
  const uncachedArticle = render.a;
  const bareRender = render.b;
  const uncachedBareRatio = render.ratio;
  await uncached.server.kill();
  await bare.kill();

  let browserJs: Record<string, number> | undefined;
  let lighthouseScores: Awaited<ReturnType<typeof lighthouse>>;
  if (engine === "sqlite") {
    const again = await startServerProcess(prepared.env);
    const article = targets.article ?? "/";
    const pages = ["/", "/pt", "/articles", "/pt/articles", article, `/pt${article}`, "/press-kit", "/media-kit", "/museum-letter"];
    browserJs = await browserJavaScript(again.baseUrl, pages).catch((error: unknown) => (log(`browser JS: ${String(error)}`), undefined));
    lighthouseScores = await lighthouse(again.baseUrl, pages).catch((error: unknown) => (log(`lighthouse: ${String(error)}`), undefined));
    await again.kill();
  }
  await prepared.cleanup();
  return { engine, coldStartMs, rssAfterWarmUpMb, rssIdleMb, bareRssIdleMb, rssLoadMb, results, uncachedArticle, bareRender, uncachedBareRatio, browserJs, lighthouse: lighthouseScores };
}

type EngineRun = Awaited<ReturnType<typeof benchEngine>>;

/** The issue's targets against this run's figures, with the bare React Router page beside them. */
function targetLines(run: EngineRun): string[] {
  const pages = PAGE_TARGETS.map((label) => run.results[label]).filter((byConn) => byConn !== undefined);
  const ratios50 = pages.map((byConn) => byConn[50]?.ratio).filter((r): r is number => r !== undefined);
  const p99At10 = Math.max(...pages.map((byConn) => byConn[10]?.p99 ?? Infinity));
  const nginxP99At10 = Math.max(...pages.map((byConn) => byConn[10]?.nginxP99 ?? Number.NaN));
  const bare = run.results[BARE_LABEL];
  const met = (ok: boolean) => (ok ? "yes" : "**no**");
  const ratio = ratios50.length ? Number(median(ratios50).toFixed(2)) : undefined;
  return [
    "| figure | target | measured | bare React Router page | met |",
    "|---|---|---|---|---|",
    `| cached public page vs nginx, 50 connections (median of ${ratios50.length} pages; range) | ≥ ${TARGETS.cachedRatio50}x | ${ratio ?? "n/a"}x (${ratios50.length ? `${Math.min(...ratios50)}-${Math.max(...ratios50)}` : "n/a"}) | ${bare?.[50]?.ratio ?? "n/a"}x (${bare?.[50]?.rps ?? "n/a"} req/s, rendered each time) | ${ratio === undefined ? "n/a" : met(ratio >= TARGETS.cachedRatio50)} |`,
    `| cached public page p99, 10 connections (worst page; nginx's worst for the same bytes) | ≤ ${TARGETS.cachedP99At10Ms} ms | ${p99At10} ms (nginx ${nginxP99At10} ms) | ${bare?.[10]?.p99 ?? "n/a"} ms | ${met(p99At10 <= TARGETS.cachedP99At10Ms)} |`,
    `| uncached article render, 10 connections | ≥ ${TARGETS.uncachedRps} req/s | ${run.uncachedArticle.rps} req/s (p99 ${run.uncachedArticle.p99} ms) | ${run.bareRender.rps} req/s (p99 ${run.bareRender.p99} ms) | ${met(run.uncachedArticle.rps >= TARGETS.uncachedRps)} |`,
    `| uncached article render vs the bare page, 10 connections (median of the rounds' ratios) | ≥ ${TARGETS.uncachedBareRatio}x | ${run.uncachedBareRatio}x | | ${met(run.uncachedBareRatio >= TARGETS.uncachedBareRatio)} |`,
    `| RSS idle (${IDLE_MS / 1000} s without requests), ${ARTICLES.toLocaleString("en")} articles | ≤ ${TARGETS.rssIdleMb} MB | ${run.rssIdleMb} MB (1 s after the warm-up: ${run.rssAfterWarmUpMb} MB) | ${run.bareRssIdleMb} MB | ${met(run.rssIdleMb <= TARGETS.rssIdleMb)} |`,
  ];
}

function markdown(report: Awaited<ReturnType<typeof main>>): string {
  const lines: string[] = [];
  lines.push(
    `Benchmark of ${report.date} on ${report.machine} (Node ${report.node}); ${DURATION_S} s per run, ${ROUNDS} round(s) per figure, ` +
      `each alternating with the figure it is compared with; load from ${report.generator}, req/s its mean over a run, latencies its p50/p99, all medians over the rounds.`,
    "",
  );
  if (report.archive.length > 0) {
    lines.push(`### The archive's size (issue 23), one run per figure, ${report.machine}`, "", ...archiveTable(report.archive));
  }
  for (const run of report.runs) {
    lines.push(`### ${run.engine}`, "");
    lines.push(`Cold start to first answered request: ${run.coldStartMs} ms · RSS idle ${run.rssIdleMb} MB (1 s after the warm-up ${run.rssAfterWarmUpMb} MB), under load ${run.rssLoadMb} MB · uncached article render: ${run.uncachedArticle.rps} req/s (p99 ${run.uncachedArticle.p99} ms)`, "");
    lines.push(...targetLines(run), "");
    lines.push("| target | conns | req/s | p50 ms | p99 ms | errors | nginx req/s | nginx p99 ms | ratio |", "|---|---|---|---|---|---|---|---|---|");
    for (const [label, byConn] of Object.entries(run.results)) {
      for (const [connections, f] of Object.entries(byConn)) {
        lines.push(`| ${label} | ${connections} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.errors} | ${f.nginxRps ?? "n/a"} | ${f.nginxP99 ?? "n/a"} | ${f.ratio ?? "n/a"} |`);
      }
    }
    if (run.browserJs) lines.push("", "JavaScript a browser downloads (bytes on the wire): " + Object.entries(run.browserJs).map(([p, b]) => `${p} ${(b / 1024).toFixed(1)} KB`).join(", "));
    if (run.lighthouse) {
      lines.push("", `Lighthouse 13, mobile, median of ${LIGHTHOUSE_RUNS} run(s) per page:`, "");
      lines.push("| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |", "|---|---|---|---|---|---|---|---|");
      for (const [page, s] of Object.entries(run.lighthouse)) {
        lines.push(`| ${page} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${s.lcpMs} | ${s.tbtMs} | ${s.cls} |`);
      }
    }
    lines.push("");
  }
  return lines.join("\n");
}

async function main() {
  if (!args.has("--no-build")) {
    log("building");
    execSync("npm run build", { cwd: ROOT, stdio: "ignore" });
  }
  if (!args.has("--no-build") || !fs.existsSync(path.join(BARE_APP, "build"))) {
    log("building the bare React Router page");
    execSync(`"${process.execPath}" ${path.join(ROOT, "node_modules/@react-router/dev/bin.js")} build`, { cwd: BARE_APP, stdio: "ignore" });
  }
  const engines: ("sqlite" | "postgres")[] = process.env.DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
  const archive: ArchiveFigures[] = [];
  for (const engine of engines) {
    for (const size of ARCHIVE) archive.push(await measureArchive(engine, size, () => prepareDatabase(engine), log));
  }
  const runs: EngineRun[] = [];
  if (!ARCHIVE_ONLY) for (const engine of engines) runs.push(await benchEngine(engine));
  return {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    node: process.versions.node,
    durationSeconds: DURATION_S,
    rounds: ROUNDS,
    nginx: Boolean(NGINX),
    generator: GENERATOR,
    archive,
    runs,
  };
}

const report = await main();
const stamp = report.date.slice(0, 16).replace(/[:T]/g, "-");
fs.mkdirSync(path.join(ROOT, "bench/results"), { recursive: true });
fs.writeFileSync(path.join(ROOT, `bench/results/${stamp}.json`), `${JSON.stringify(report, null, 2)}\n`);
const table = markdown(report);
fs.writeFileSync(path.join(ROOT, `bench/results/${stamp}.md`), `${table}\n`);
process.stdout.write(`${table}\n`);

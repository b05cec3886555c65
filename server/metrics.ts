import crypto from "node:crypto";
import http from "node:http";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { FinishedRequest } from "./request-log.ts";

/** Seconds: from a cached page's fraction of a millisecond to a slow render or upload. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What the metrics read from elsewhere when Prometheus scrapes (each may fail: the rest is still reported). */
export interface MetricSources {
  /** Outbox items waiting, and the oldest one's age in seconds. */
  outboxBacklog?: () => Promise<{ pending: number; oldestAgeSeconds: number }>;
  /** Seconds since the earliest due scheduled version that is not live yet. */
  schedulerLagSeconds?: () => Promise<number>;
  /** The last scheduled backup: when it succeeded and whether it was verified. */
  backupStatus?: () => Promise<{ lastSuccessAt: string | null; lastVerified: boolean | null; lastFailureAt: string | null } | undefined>;
  /** The page cache's hits and misses since start. */
  pageCacheStats?: () => { hits: number; misses: number };
  /** PostgreSQL's pool (absent on SQLite). */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

/**
 * The site's Prometheus metrics (docs/operations-production.md, "Metrics"): made once per process in
 * server/main.ts on a registry of its own (no process-wide default registry).
 */
export class SiteMetrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<"method" | "route" | "status">;
  private readonly renders: Histogram;
  /** Read at each scrape: sources added after construction (addSources) are seen. */
  private readonly sources: MetricSources = {};

  constructor(instance: string) {
    const registers = [this.registry];
    const sources = this.sources;
    this.registry.setDefaultLabels({ instance });
    // Process, heap, GC and event-loop delay (nodejs_eventloop_lag_*), from prom-client.
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: "site_http_request_duration_seconds",
      help: "Time to answer a request, by method, route and status (its _count is the request count)",
      labelNames: ["method", "route", "status"],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.renders = new Histogram({ name: "site_page_render_seconds", help: "Time to answer a page rendered by React Router (not from the page cache)", buckets: LATENCY_BUCKETS, registers });
    // The page cache counts for itself (app/lib/page-cache.server.ts); read when scraped.
    new Counter({
      name: "site_page_cache_hits_total",
      help: "Pages answered from the page cache",
      registers,
      collect() {
        this.reset();
        this.inc(sources.pageCacheStats?.().hits ?? 0);
      },
    });
    new Counter({
      name: "site_page_cache_misses_total",
      help: "Cacheable pages rendered because the page cache did not hold them",
      registers,
      collect() {
        this.reset();
        this.inc(sources.pageCacheStats?.().misses ?? 0);
      },
    });
    // Each gauge reads its source when scraped (prom-client reads the metrics concurrently).
    const gauge = (name: string, help: string, read: () => Promise<number | undefined>) =>
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          const value = await read().catch(() => undefined);
          if (value !== undefined && Number.isFinite(value)) this.set(value);
        },
      });
    const seconds = (iso: string | null) => (iso ? Date.parse(iso) / 1000 : 0);
    gauge("site_outbox_pending_items", "Notifications waiting to be sent or being sent", async () => (await sources.outboxBacklog?.())?.pending);
    gauge("site_outbox_oldest_pending_age_seconds", "Age of the oldest notification waiting to be sent (0: none waits)", async () => (await sources.outboxBacklog?.())?.oldestAgeSeconds);
    gauge("site_scheduler_lag_seconds", "How long the earliest due scheduled article version has waited to go live (0: none waits)", async () => sources.schedulerLagSeconds?.());
    gauge("site_backup_last_success_timestamp_seconds", "When the last verified scheduled backup was written (0: never); alert on time() minus this", async () => {
      const status = await sources.backupStatus?.();
      return status ? seconds(status.lastSuccessAt) : undefined;
    });
    gauge("site_backup_last_failure_timestamp_seconds", "When the last scheduled backup failed or failed its check (0: never)", async () => {
      const status = await sources.backupStatus?.();
      return status ? seconds(status.lastFailureAt) : undefined;
    });
    gauge("site_backup_last_verified", "1 when the last scheduled backup was verified by a restore, 0 when it failed or its check did", async () => {
      const status = await sources.backupStatus?.();
      return status && status.lastVerified !== null ? Number(status.lastVerified) : undefined;
    });
    new Gauge({
      name: "site_db_pool_connections",
      help: "PostgreSQL pool connections by state (total, idle, waiting clients)",
      labelNames: ["state"],
      registers,
      collect() {
        const stats = sources.poolStats?.();
        if (!stats) return;
        this.set({ state: "total" }, stats.total);
        this.set({ state: "idle" }, stats.idle);
        this.set({ state: "waiting" }, stats.waiting);
      },
    });
  }

  /** Where the gauges read from (made after the metrics, in server/main.ts). */
  addSources(more: MetricSources): void {
    Object.assign(this.sources, more);
  }

  observeRequest(request: FinishedRequest): void {
    this.requests.observe({ method: request.method, route: request.route, status: String(request.status) }, request.durationSeconds);
    if (request.route === "page") this.renders.observe(request.durationSeconds);
  }
}

/** Whether `header` is `Bearer <token>` (compared in constant time). */
export function hasMetricsToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? "")?.[1] ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** The exposition as Prometheus reads it. */
export async function writeMetrics(metrics: SiteMetrics, res: http.ServerResponse): Promise<void> {
  const body = await metrics.registry.metrics();
  res.writeHead(200, { "Content-Type": metrics.registry.contentType, "Cache-Control": "no-store" });
  res.end(body);
}

/** `METRICS_PORT`: /metrics on a port of its own (bound to METRICS_HOST, loopback by default); anything else 404. */
export function createMetricsServer(metrics: SiteMetrics): http.Server {
  return http.createServer((req, res) => {
    if (req.method === "GET" && (req.url ?? "").split("?")[0] === "/metrics") {
      writeMetrics(metrics, res).catch(() => {
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
      return;
    }
    res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
  });
}

import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, freePort, initAndSignIn, type ServerProcess, startServerProcess } from "./server-process.ts";

const TOKEN = "metrics-token-0123456789abcdef";

/** One sample's value from a Prometheus exposition (the first line whose name and labels contain all of `parts`). */
function sample(text: string, name: string, ...parts: string[]): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${name}{`) && parts.every((p) => l.includes(p)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(" ") + 1));
}

describe("metrics over HTTP on the built server", () => {
  let server: ServerProcess;
  let dataDir: string;
  let metricsPort: number;
  /** An SMTP server that accepts and never answers: the notification stays in the outbox. */
  let silentSmtp: net.Server;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-metrics-"));
    silentSmtp = net.createServer(() => {});
    await new Promise<void>((resolve) => silentSmtp.listen(0, "127.0.0.1", resolve));
    const smtpPort = (silentSmtp.address() as net.AddressInfo).port;
    metricsPort = await freePort();
    server = await startServerProcess({
      DATA_DIR: dataDir,
      METRICS_PORT: String(metricsPort),
      METRICS_TOKEN: TOKEN,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OWNER_EMAIL: "owner@example.com",
      // A backup is due at once (the day's slot has passed): the instance takes and verifies it.
      BACKUP_SCHEDULE: "daily@00:00",
      BACKUP_DIR: path.join(dataDir, "backups"),
      BACKUP_POLL_MS: "500",
    });
  }, 60_000);
  afterAll(async () => {
    await server?.kill("SIGKILL");
    silentSmtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const scrape = async () => {
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    return res.text();
  };

  it("serves /metrics on METRICS_PORT, and on the site only with the bearer token (404 otherwise)", { timeout: 60_000 }, async () => {
    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: "Bearer wrong-token-0123456789abcdef" } })).status).toBe(404);
    const withToken = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toContain("site_http_request_duration_seconds");
    expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
  });

  it("counts requests by route and status with latencies, page-cache hits and misses and render time", { timeout: 60_000 }, async () => {
    for (let i = 0; i < 3; i++) expect((await fetch(`${server.baseUrl}/`)).status).toBe(200);
    expect((await api(server.baseUrl, "GET", "/api/articles")).status).toBe(200);
    expect((await api(server.baseUrl, "GET", "/api/articles/no-such-article")).status).toBe(404);
    const text = await scrape();
    expect(sample(text, "site_http_request_duration_seconds_count", 'route="/api/articles"', 'status="200"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, "site_http_request_duration_seconds_count", 'status="404"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, "site_http_request_duration_seconds_bucket", 'route="/api/articles"', 'le="+Inf"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, "site_page_cache_misses_total")).toBeGreaterThanOrEqual(1);
    expect(sample(text, "site_page_cache_hits_total")).toBeGreaterThanOrEqual(2);
    expect(sample(text, "site_page_render_seconds_count")).toBeGreaterThanOrEqual(1);
    expect(sample(text, "nodejs_eventloop_lag_p99_seconds")).toBeGreaterThanOrEqual(0);
    expect(sample(text, "site_scheduler_lag_seconds")).toBe(0);
    expect(text).toMatch(/instance="[^"]+"/);
  });

  it("reports the outbox's depth and its oldest item's age", { timeout: 60_000 }, async () => {
    const sent = await api(server.baseUrl, "POST", "/api/messages", {
      body: { kind: "contact", name: "Metrics Visitor", email: "visitor@example.com", message: "A message that waits in the outbox." },
    });
    expect(sent.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const text = await scrape();
    expect(sample(text, "site_outbox_pending_items")).toBeGreaterThanOrEqual(1);
    expect(sample(text, "site_outbox_oldest_pending_age_seconds")).toBeGreaterThan(0);
  });

  it("reports the last scheduled backup, verified, with its time (and the admin's status says so)", { timeout: 90_000 }, async () => {
    let text = "";
    for (let i = 0; i < 120; i++) {
      text = await scrape();
      if ((sample(text, "site_backup_last_success_timestamp_seconds") ?? 0) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const takenAt = sample(text, "site_backup_last_success_timestamp_seconds") ?? 0;
    expect(takenAt).toBeGreaterThan(Date.now() / 1000 - 3600);
    expect(sample(text, "site_backup_last_verified")).toBe(1);
    expect(fs.readdirSync(path.join(dataDir, "backups")).filter((name) => name.endsWith(".tar.gz"))).toHaveLength(1);
    const token = await initAndSignIn(server.baseUrl);
    const status = await api(server.baseUrl, "GET", "/api/backup/status", { token });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ schedule: "daily@00:00", status: { lastVerified: true, lastError: null } });
    expect((await api(server.baseUrl, "GET", "/api/backup/status")).status).toBe(401);
  });
});

import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "#app/lib/logger.server.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";
import { createApp, createHttpServer } from "./app.ts";
import { createServerContext } from "./context.ts";
import { SiteMetrics } from "./metrics.ts";

interface Line {
  level: string;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string;
  path?: string;
  status?: number;
  durationMs?: number;
  instance?: string;
  err?: { message: string; stack: string; cause?: { message: string } };
}

/** The real app behind the real HTTP server, logging JSON lines into `lines` (as server/main.ts does to stdout). */
async function startLoggedServer(database: TestDatabase) {
  const raw: string[] = [];
  const logger = createLogger({ level: "info", instance: "test-instance", destination: { write: (line: string) => raw.push(line) } });
  const ctx = createServerContext(
    database.db,
    { production: true, siteUrl: "http://localhost:3000", cookieSecure: false, setupToken: undefined, auditRetentionDays: 365 },
    { pageCacheEntries: 0, logger, metrics: new SiteMetrics("test-instance") },
  );
  // A handler that fails with a cause, standing in for a bug in a page.
  const boom = (req: { path: string }, _res: unknown, next: (error?: unknown) => void) =>
    req.path === "/boom" ? next(new Error("render failed for ana@example.com", { cause: new Error("the root cause") })) : next();
  const app = createApp(ctx, { trustProxy: "loopback", assets: [boom] });
  const server: Server = createHttpServer(ctx, app, { trustProxy: "loopback" });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const lines = () => raw.map((line) => JSON.parse(line) as Line);
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { baseUrl, raw, lines, close };
}

/** The line of the request with this id (written when the response ended, which may be just after fetch resolved). */
async function lineOf(lines: () => Line[], reqId: string | null): Promise<Line> {
  for (let i = 0; i < 200; i++) {
    const found = lines().find((line) => line.reqId === reqId && line.route !== undefined);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no log line for request ${reqId}`);
}

describe.each(ENGINES)("structured request logs (%s)", (engine) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startLoggedServer>>;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    server = await startLoggedServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it("logs one JSON line per request with its id, method, route, path, status, duration and instance", async () => {
    const res = await fetch(`${server.baseUrl}/api/articles?search=secret-query`);
    expect(res.status).toBe(200);
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = await lineOf(server.lines, id);
    expect(line).toMatchObject({ level: "info", msg: "request", method: "GET", route: "/api/articles", path: "/api/articles", status: 200, instance: "test-instance" });
    expect(line.durationMs).toBeGreaterThanOrEqual(0);
    // The query string stays out of the log.
    expect(server.raw.join("")).not.toContain("secret-query");
  });

  it("keeps a request id set by the trusted proxy in front", async () => {
    const res = await fetch(`${server.baseUrl}/healthz`, { headers: { "x-request-id": "0123456789abcdef0123456789abcdef" } });
    expect(res.headers.get("x-request-id")).toBe("0123456789abcdef0123456789abcdef");
    expect((await lineOf(server.lines, "0123456789abcdef0123456789abcdef")).route).toBe("/healthz");
  });

  it("puts a 5xx's request id in its page and its log line, with the error's stack and cause in the log only", async () => {
    const res = await fetch(`${server.baseUrl}/boom`);
    expect(res.status).toBe(500);
    const id = res.headers.get("x-request-id") ?? "";
    const page = await res.text();
    expect(page).toContain(id);
    expect(page).not.toMatch(/root cause|render failed|at .*\.ts:\d+/);
    await lineOf(server.lines, id);
    const failure = server.lines().find((line) => line.reqId === id && line.err);
    expect(failure?.level).toBe("error");
    expect(failure?.err?.stack).toMatch(/request-log\.test\.ts:\d+/);
    expect(failure?.err?.cause?.message).toBe("the root cause");
    expect((await lineOf(server.lines, id)).status).toBe(500);
  });

  it("answers an API 500 with its request id, and never logs the visitor's e-mail, message or full address", async () => {
    const body = { kind: "contact", name: "Ana Visitor", email: "ana.visitor@example.org", message: "A confidential note about board seat 4471." };
    const headers = { "content-type": "application/json", "x-forwarded-for": "203.0.113.77" };
    const ok = await fetch(`${server.baseUrl}/api/messages`, { method: "POST", headers, body: JSON.stringify(body) });
    expect(ok.status).toBe(201);
    await lineOf(server.lines, ok.headers.get("x-request-id"));

    await sql`ALTER TABLE messages RENAME TO messages_away`.execute(database.db);
    try {
      const failed = await fetch(`${server.baseUrl}/api/messages`, { method: "POST", headers, body: JSON.stringify(body) });
      expect(failed.status).toBe(500);
      const id = failed.headers.get("x-request-id");
      expect(await failed.json()).toEqual({ message: expect.any(String), code: "INTERNAL", requestId: id });
      await lineOf(server.lines, id);
      expect(server.lines().some((line) => line.reqId === id && line.level === "error" && line.err?.stack)).toBe(true);
    } finally {
      await sql`ALTER TABLE messages_away RENAME TO messages`.execute(database.db);
    }
    const log = server.raw.join("");
    expect(log).not.toContain("ana.visitor@example.org");
    expect(log).not.toContain("board seat 4471");
    expect(log).not.toContain("Ana Visitor");
    expect(log).not.toContain("203.0.113.77");
    // The e-mail address inside the failing handler's error message was scrubbed from the earlier test's line.
    expect(log).not.toContain("ana@example.com");
    expect(log).toContain("[email]");
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { startTestMailServer, type TestMailServer, waitFor } from "#tests/setup/mail-server.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";
import { api, initAndSignIn, type ServerProcess, startServerProcess } from "./server-process.ts";

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function mailEnv(mail: TestMailServer, perMinute: number): Record<string, string> {
  return {
    SMTP_URL: mail.url,
    MAIL_FROM: "Site <site@example.com>",
    OWNER_EMAIL: "owner@example.com",
    OUTBOX_POLL_MS: "100",
    OUTBOX_BACKOFF_BASE_MS: "100",
    OUTBOX_BACKOFF_MAX_MS: "500",
    OUTBOX_LEASE_MS: "1500",
    NEWSLETTER_POLL_MS: "100",
    NEWSLETTER_PER_MINUTE: String(perMinute),
  };
}

function subscriberRows(count: number, prefix: string) {
  const now = new Date().toISOString();
  return Array.from({ length: count }, (_, i) => ({
    email: `${prefix}${i}@example.org`,
    language: "en",
    status: "confirmed",
    confirm_token: null,
    unsubscribe_token: `${prefix}-token-${i}`,
    consent_source: "test",
    consent_text: "test",
    created_at: now,
    requested_at: now,
    confirmed_at: now,
  }));
}

/** Confirmed subscribers written straight into the server's database (500 sign-ups would hit the throttles). */
async function addSubscribers(target: { sqliteFile?: string; database?: TestDatabase }, count: number, prefix: string): Promise<string[]> {
  const rows = subscriberRows(count, prefix);
  if (target.database) {
    for (let start = 0; start < rows.length; start += 100) await target.database.db.insertInto("newsletter_subscribers").values(rows.slice(start, start + 100)).execute();
  } else {
    const sqlite = new SQLite(target.sqliteFile!);
    sqlite.pragma("busy_timeout = 5000");
    const insert = sqlite.prepare(
      "INSERT INTO newsletter_subscribers (email, language, status, confirm_token, unsubscribe_token, consent_source, consent_text, created_at, requested_at, confirmed_at) VALUES (@email, @language, @status, @confirm_token, @unsubscribe_token, @consent_source, @consent_text, @created_at, @requested_at, @confirmed_at)",
    );
    sqlite.transaction(() => rows.forEach((row) => insert.run(row)))();
    sqlite.close();
  }
  return rows.map((row) => row.email);
}

const article = (slug: string) => ({ title: `Issue ${slug}`, slug, content: "<p>An article for the newsletter.</p>", published: true, newsletter: true });

describe.each(ENGINES)("newsletter sends across a kill -9 (%s)", (engine) => {
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  let mail: TestMailServer | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await server?.kill("SIGKILL");
    await mail?.close();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("delivers one e-mail to each of 500 subscribers when the server is killed in the middle of the send", { timeout: 180_000 }, async () => {
    mail = await startTestMailServer();
    let env: Record<string, string>;
    if (engine === "postgres") {
      database = await createTestDatabase("postgres");
      env = { DATABASE_URL: database.location };
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-newsletter-"));
      env = { DATA_DIR: dataDir };
    }
    env = { ...env, ...mailEnv(mail, 600_000) };
    server = await startServerProcess(env);
    const port = server.port;
    const token = await initAndSignIn(server.baseUrl);
    const emails = await addSubscribers({ database, sqliteFile: dataDir && path.join(dataDir, "site.db") }, 500, "many");
    expect((await api(server.baseUrl, "POST", "/api/articles", { token, body: article("five-hundred") })).status).toBe(201);

    await waitFor(() => mail!.received.length >= 120, "a part of the send", 60_000);
    // New connections wait before the greeting: the items are claimed, their sends under way.
    const { waiting } = mail.hold();
    await waiting;
    await settle(500);
    await server.kill("SIGKILL");
    const before = mail.received.length;
    mail.release();
    expect(before).toBeLessThan(500);

    server = await startServerProcess(env, port);
    await waitFor(() => mail!.received.length >= 500, "every subscriber's e-mail", 120_000);
    await settle(3_000);
    for (const email of emails) expect(mail.to(email), email).toHaveLength(1);
    expect(mail.received).toHaveLength(500);
  });
});

const postgresOnly = ENGINES.includes("postgres") ? describe : describe.skip;

postgresOnly("two instances on one PostgreSQL send each subscriber one e-mail", () => {
  let database: TestDatabase | undefined;
  let instances: ServerProcess[] = [];
  let mail: TestMailServer | undefined;
  afterEach(async () => {
    await Promise.all(instances.map((instance) => instance.kill()));
    instances = [];
    await mail?.close();
    await database?.close();
  });

  it("both instances see the version go live; one send, one e-mail each", { timeout: 120_000 }, async () => {
    mail = await startTestMailServer();
    database = await createTestDatabase("postgres");
    const env = { DATABASE_URL: database.location, ...mailEnv(mail, 600_000), OUTBOX_POLL_MS: "20", NEWSLETTER_POLL_MS: "50", SCHEDULER_POLL_MS: "100", OUTBOX_LEASE_MS: "30000" };
    instances = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    const token = await initAndSignIn(instances[0]!.baseUrl);
    const emails = await addSubscribers({ database }, 200, "pair");
    // Scheduled: both instances' workers find it live at about the same moment.
    const at = new Date(Date.now() + 2_000).toISOString();
    const created = await api(instances[1]!.baseUrl, "POST", "/api/articles", { token, body: { ...article("pair-issue"), published: false, publishAt: at } });
    expect(created.status).toBe(201);
    await waitFor(() => mail!.received.length >= 200, "every subscriber's e-mail", 60_000);
    await settle(2_000);
    // A lease outlives any send here (two servers and 200 TLS connections on a small machine).
    for (const email of emails) expect(mail.to(email).map((m) => m.messageId), email).toHaveLength(1);
    expect(await database.db.selectFrom("newsletter_sends").selectAll().execute()).toHaveLength(1);
    const workers = await database.db.selectFrom("outbox_attempts").select("worker").distinct().execute();
    expect(workers).toHaveLength(2);
  });
});

describe("newsletter throttle", () => {
  let server: ServerProcess | undefined;
  let mail: TestMailServer | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await server?.kill("SIGKILL");
    await mail?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("spreads a send at NEWSLETTER_PER_MINUTE", { timeout: 60_000 }, async () => {
    mail = await startTestMailServer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-newsletter-"));
    server = await startServerProcess({ DATA_DIR: dataDir, ...mailEnv(mail, 60) });
    const token = await initAndSignIn(server.baseUrl);
    await addSubscribers({ sqliteFile: path.join(dataDir, "site.db") }, 4, "slow");
    expect((await api(server.baseUrl, "POST", "/api/articles", { token, body: article("slow-issue") })).status).toBe(201);
    const arrivals: number[] = [];
    await waitFor(() => {
      while (arrivals.length < mail!.received.length) arrivals.push(Date.now());
      return arrivals.length >= 4;
    }, "four e-mails", 20_000);
    // 60 a minute: one a second, so the fourth comes about three seconds after the first.
    expect(arrivals[3]! - arrivals[0]!).toBeGreaterThanOrEqual(2_500);
  });
});

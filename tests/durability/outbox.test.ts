import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";
import { startTestMailServer, type TestMailServer, waitFor } from "#tests/setup/mail-server.ts";
import { api, type ServerProcess, startServerProcess } from "./server-process.ts";

const OWNER = "owner@example.com";

/** The built server with e-mail on and a fast outbox (short poll, backoff and lease). */
function mailEnv(mail: TestMailServer): Record<string, string> {
  return {
    SMTP_URL: mail.url,
    MAIL_FROM: "Site <site@example.com>",
    OWNER_EMAIL: OWNER,
    OUTBOX_POLL_MS: "100",
    OUTBOX_BACKOFF_BASE_MS: "100",
    OUTBOX_BACKOFF_MAX_MS: "500",
    OUTBOX_LEASE_MS: "1500",
  };
}

function invitation(email: string) {
  return { kind: "speaking", name: `Organiser ${email}`, email, eventDetails: "Summit, 300 people", message: "Please open our summit.", language: "pt" };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(ENGINES)("outbox across a kill -9 (%s)", (engine) => {
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

  it("delivers a notification exactly once when the server dies between the commit and the send", { timeout: 90_000 }, async () => {
    mail = await startTestMailServer();
    let env: Record<string, string>;
    if (engine === "postgres") {
      database = await createTestDatabase("postgres", { migrate: false });
      env = { DATABASE_URL: database.location };
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-outbox-"));
      env = { DATA_DIR: dataDir };
    }
    env = { ...env, ...mailEnv(mail) };
    server = await startServerProcess(env);
    const port = server.port;

    // The worker's SMTP connection is held before the greeting: the message is committed, the send under way.
    const { waiting } = mail.hold();
    const sent = await api(server.baseUrl, "POST", "/api/messages", { body: invitation("kill@example.org") });
    expect(sent.status).toBe(201);
    await waiting;
    await server.kill("SIGKILL");
    mail.release();
    expect(mail.received).toHaveLength(0);

    server = await startServerProcess(env, port);
    await waitFor(() => mail!.to(OWNER).length > 0 && mail!.to("kill@example.org").length > 0, "the notification and the acknowledgement", 20_000);
    // Longer than a lease and several polls: nothing arrives a second time.
    await settle(2_500);
    expect(mail.to(OWNER)).toHaveLength(1);
    expect(mail.to("kill@example.org")).toHaveLength(1);
    expect(mail.to(OWNER)[0]!.replyTo).toContain("kill@example.org");
    expect(mail.to("kill@example.org")[0]!.subject).toBe("Recebemos seu convite para palestra");
  });

  it("keeps retrying while the SMTP server is down and delivers after it comes back, across a restart", { timeout: 90_000 }, async () => {
    mail = await startTestMailServer();
    let env: Record<string, string>;
    if (engine === "postgres") {
      database = await createTestDatabase("postgres", { migrate: false });
      env = { DATABASE_URL: database.location };
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-outbox-"));
      env = { DATA_DIR: dataDir };
    }
    env = { ...env, ...mailEnv(mail) };
    await mail.down();
    server = await startServerProcess(env);
    const port = server.port;
    const sent = await api(server.baseUrl, "POST", "/api/messages", { body: invitation("down@example.org") });
    expect(sent.status).toBe(201);
    await settle(800);
    await server.kill("SIGKILL");
    server = await startServerProcess(env, port);
    await settle(500);
    await mail.up();
    await waitFor(() => mail!.to(OWNER).length > 0, "the notification", 20_000);
    await settle(1_500);
    expect(mail.to(OWNER)).toHaveLength(1);
    expect(mail.to("down@example.org")).toHaveLength(1);
  });
});

const postgresOnly = ENGINES.includes("postgres") ? describe : describe.skip;

postgresOnly("two instances on one PostgreSQL deliver each notification once", () => {
  let database: TestDatabase | undefined;
  let instances: ServerProcess[] = [];
  let mail: TestMailServer | undefined;
  afterEach(async () => {
    await Promise.all(instances.map((instance) => instance.kill()));
    instances = [];
    await mail?.close();
    await database?.close();
  });

  it("sends every message's notifications exactly once while both workers poll the same outbox", { timeout: 90_000 }, async () => {
    mail = await startTestMailServer();
    database = await createTestDatabase("postgres");
    const env = { DATABASE_URL: database.location, ...mailEnv(mail), OUTBOX_POLL_MS: "20" };
    instances = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    const senders = Array.from({ length: 16 }, (_, i) => `pair${i}@example.org`);
    for (const [index, email] of senders.entries()) {
      if (index % 5 === 0) await database.db.deleteFrom("throttles").execute();
      const instance = instances[index % 2]!;
      const res = await api(instance.baseUrl, "POST", "/api/messages", { body: invitation(email) });
      expect(res.status).toBe(201);
    }
    await waitFor(() => mail!.to(OWNER).length >= senders.length && mail!.received.length >= senders.length * 2, "every notification", 30_000);
    await settle(2_000);
    expect(mail.to(OWNER)).toHaveLength(senders.length);
    for (const email of senders) expect(mail.to(email), email).toHaveLength(1);
    const ids = mail.received.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    // Each instance wakes its own worker for the messages it stored: both took part.
    const workers = await database.db.selectFrom("outbox_attempts").select("worker").distinct().execute();
    expect(workers).toHaveLength(2);
  });
});

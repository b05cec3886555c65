import { describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { openDatabase } from "#app/db/db.server.ts";
import { hashEmail, PERSONAL_DATA_SOURCES } from "#app/modules/privacy/personal-data.service.server.ts";
import { runRetention } from "#app/modules/privacy/retention.service.server.ts";
import { readContentVersion } from "#app/modules/settings/content-version.service.server.ts";
import { type ApiTestContext, useApiServer } from "#tests/factories.ts";
import { createTestDatabase, ENGINES } from "#tests/setup/test-db.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

async function insertMessage(db: Kysely<Database>, email: string, createdAt = new Date().toISOString()): Promise<number> {
  const row = await db
    .insertInto("messages")
    .values({ kind: "contact", name: "Ana Souza", email, message: "Olá", language: "pt", status: "new", created_at: createdAt, search_text: "ana souza" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertOutbox(
  db: Kysely<Database>,
  item: { messageId: number | null; recipient: string; purpose?: string; status?: string; sentAt?: string | null },
): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto("outbox")
    .values({
      message_id: item.messageId,
      channel: "email",
      purpose: item.purpose ?? "acknowledgement",
      recipient: item.recipient,
      dedupe_key: `k-${Math.random()}`,
      payload: JSON.stringify({ subject: "Thanks", text: `Hello ${item.recipient}` }),
      status: item.status ?? "sent",
      next_attempt_at: now,
      give_up_at: now,
      sent_at: item.sentAt ?? now,
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("outbox_attempts").values({ outbox_id: row.id, attempted_at: now, worker: "w1", outcome: "sent", error: null, duration_ms: 5 }).execute();
  return row.id;
}

const SETTINGS = {
  messageRetentionMonths: 12,
  privacy: { en: { before: "Hello from me.", after: "" }, pt: { before: "Olá.", after: "Até logo." } },
  accessibility: { en: { before: "", after: "" }, pt: { before: "", after: "" } },
};

describe.each(ENGINES)("privacy and personal data (%s)", (engine) => {
  let context: ApiTestContext;
  useApiServer(engine, (ready) => (context = ready));

  it("lets only the admin read and change the privacy settings and look up personal data", async () => {
    const { server, readerToken } = context;
    for (const [method, path] of [
      ["GET", "/api/privacy/settings"],
      ["PUT", "/api/privacy/settings"],
      ["GET", "/api/personal-data?email=a@example.com"],
      ["DELETE", "/api/personal-data?email=a@example.com"],
    ] as const) {
      expect((await server.request(method, path, { body: method === "PUT" ? SETTINGS : undefined })).status).toBe(401);
      expect((await server.request(method, path, { token: readerToken, body: method === "PUT" ? SETTINGS : undefined })).status).toBe(403);
    }
  });

  it("keeps messages 24 months unless the owner sets another period, and a change bumps the content version", async () => {
    const { server, adminToken } = context;
    const before = await server.request("GET", "/api/privacy/settings", { token: adminToken });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ messageRetentionMonths: 24, privacy: { en: { before: "", after: "" } } });
    const version = await readContentVersion(server.database.db);
    const saved = await server.request("PUT", "/api/privacy/settings", { token: adminToken, body: SETTINGS });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ messageRetentionMonths: 12, privacy: { pt: { before: "Olá.", after: "Até logo." } } });
    expect(await readContentVersion(server.database.db)).not.toBe(version);
    expect((await server.request("GET", "/api/privacy/settings", { token: adminToken })).body.messageRetentionMonths).toBe(12);
    const bad = await server.request("PUT", "/api/privacy/settings", { token: adminToken, body: { ...SETTINGS, messageRetentionMonths: 0 } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Keep messages at least 1 month");
    await server.request("PUT", "/api/privacy/settings", { token: adminToken, body: { ...SETTINGS, messageRetentionMonths: 24 } });
  });

  it("refuses a missing or malformed address with 400", async () => {
    const { server, adminToken } = context;
    const missing = await server.request("GET", "/api/personal-data", { token: adminToken });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain("Enter an e-mail address");
    const bad = await server.request("DELETE", "/api/personal-data?email=not-an-address", { token: adminToken });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Enter a valid e-mail address");
  });

  it("exports every row about an address and erases them all in one go, leaving other people's", async () => {
    const { server, adminToken } = context;
    const db = server.database.db;
    const email = "Ana.Souza@Example.com";
    const messageId = await insertMessage(db, email);
    await insertOutbox(db, { messageId, recipient: "owner@example.com", purpose: "owner" });
    await insertOutbox(db, { messageId: null, recipient: email.toLowerCase() });
    // A newsletter subscription of the same address (issue 25), and another reader's.
    const subscriber = (email: string, token: string) => ({
      email,
      language: "pt",
      status: "confirmed",
      confirm_token: null,
      unsubscribe_token: token,
      consent_source: "/pt/articles/x",
      consent_text: "Receba os novos artigos",
      created_at: "2026-11-01T10:00:00.000Z",
      requested_at: "2026-11-01T10:00:00.000Z",
      confirmed_at: "2026-11-01T10:05:00.000Z",
      unsubscribed_at: null,
    });
    await db.insertInto("newsletter_subscribers").values([subscriber("ana.souza@example.com", "t-ana"), subscriber("someone.else@example.com", "t-else")]).execute();
    const otherMessage = await insertMessage(db, "someone.else@example.com");
    await insertOutbox(db, { messageId: otherMessage, recipient: "someone.else@example.com" });

    const exported = await server.request("GET", `/api/personal-data?email=${encodeURIComponent("ana.souza@example.com")}`, { token: adminToken });
    expect(exported.status).toBe(200);
    expect(Object.keys(exported.body.data).sort()).toEqual(PERSONAL_DATA_SOURCES.map((source) => source.kind).sort());
    expect(exported.body.data.messages).toHaveLength(1);
    expect(exported.body.data.messages[0]).toMatchObject({ id: messageId, email, name: "Ana Souza" });
    expect(exported.body.data.notifications).toHaveLength(2);
    expect(exported.body.data.notificationAttempts).toHaveLength(2);
    expect(exported.body.data.newsletter).toEqual([expect.objectContaining({ subscriber: expect.objectContaining({ email: "ana.souza@example.com", consentSource: "/pt/articles/x" }) })]);

    const erased = await server.request("DELETE", `/api/personal-data?email=${encodeURIComponent(email)}`, { token: adminToken });
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({ success: true, erased: { newsletter: 1, notificationAttempts: 2, notifications: 2, messages: 1 } });

    // Nothing about the address remains, anywhere a source looks.
    for (const source of PERSONAL_DATA_SOURCES) expect(await source.find(db, email), source.kind).toEqual([]);
    expect(await db.selectFrom("messages").select("id").where("email", "=", email).execute()).toEqual([]);
    // The other person's rows are untouched.
    expect(await db.selectFrom("messages").select("id").where("id", "=", otherMessage).execute()).toHaveLength(1);
    expect(await db.selectFrom("outbox").select("id").where("message_id", "=", otherMessage).execute()).toHaveLength(1);
    expect(await db.selectFrom("newsletter_subscribers").select("email").execute()).toEqual([{ email: "someone.else@example.com" }]);

    // The audit log says an erasure happened, with the address's hash and never the address.
    const audit = await server.request("GET", "/api/audit?action=message.personal_data_erased", { token: adminToken });
    const text = JSON.stringify(audit.body);
    expect(text).toContain(hashEmail(email));
    expect(text.toLowerCase()).not.toContain("ana.souza");
  });

  it("erases old messages and delivered notification bodies once a day, exactly once across two instances", async () => {
    const database = await createTestDatabase(engine);
    const second = openDatabase(engine === "sqlite" ? { engine: "sqlite", file: database.location } : { engine: "postgres", url: database.location, poolSize: 5 });
    try {
      const db = database.db;
      const now = new Date("2031-06-15T10:00:00.000Z");
      const old = await insertMessage(db, "old@example.com", new Date(now.getTime() - 800 * DAY_MS).toISOString());
      const recent = await insertMessage(db, "recent@example.com", new Date(now.getTime() - 300 * DAY_MS).toISOString());
      await insertOutbox(db, { messageId: old, recipient: "old@example.com" });
      const deliveredLongAgo = await insertOutbox(db, { messageId: recent, recipient: "recent@example.com", sentAt: new Date(now.getTime() - 31 * DAY_MS).toISOString() });
      const deliveredLately = await insertOutbox(db, { messageId: recent, recipient: "recent@example.com", sentAt: new Date(now.getTime() - 5 * DAY_MS).toISOString() });
      const pending = await insertOutbox(db, { messageId: recent, recipient: "recent@example.com", status: "pending", sentAt: null });

      // PostgreSQL: the two race for real. SQLite (synchronous, one writer): in one process a second
      // writer would block the first's event loop, so they take turns here; two processes racing on one
      // file are tests/durability/privacy.test.ts.
      const both = (at: Date) =>
        engine === "postgres" ? Promise.all([runRetention(db, at), runRetention(second.db, at)]) : runRetention(db, at).then(async (first) => [first, await runRetention(second.db, at)]);
      const results = await both(now);
      expect(results.filter((result) => result.ran)).toHaveLength(1);
      expect(results.find((result) => result.ran)).toEqual({ ran: true, messages: 1, outboxBodies: 1 });
      // The same day again: nothing runs.
      expect(await runRetention(second.db, now)).toEqual({ ran: false, messages: 0, outboxBodies: 0 });

      expect((await db.selectFrom("messages").select("id").execute()).map((row) => row.id)).toEqual([recent]);
      const payloadOf = async (id: number) => (await db.selectFrom("outbox").select("payload").where("id", "=", id).executeTakeFirstOrThrow()).payload;
      expect(await payloadOf(deliveredLongAgo)).toBe("{}");
      expect(await payloadOf(deliveredLately)).toContain("Hello");
      expect(await payloadOf(pending)).toContain("Hello");

      // The next day it runs again, once, with the period the owner set.
      const nextDay = new Date(now.getTime() + DAY_MS);
      const again = await both(nextDay);
      expect(again.filter((result) => result.ran)).toHaveLength(1);
    } finally {
      await second.close();
      await database.close();
    }
  });
});

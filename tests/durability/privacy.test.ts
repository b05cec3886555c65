import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";
import { api, initAndSignIn, logMessages, type ServerProcess, startServerProcess } from "./server-process.ts";

/**
 * The privacy notice states what the running site does (issue 27): two built server processes on one
 * database, configured differently, each tell the truth about their own configuration; a retention
 * period saved through one shows at once on both (their page caches included); and the daily erasure
 * of old messages runs once, though both processes start it at the same moment.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

async function text(server: ServerProcess, pathname: string): Promise<string> {
  const response = await fetch(server.baseUrl + pathname);
  expect(response.status).toBe(200);
  return (await response.text())
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

async function eventually(check: () => Promise<boolean>, ms = 5_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe.each(ENGINES)("privacy notice and retention across instances (%s)", (engine) => {
  let database: TestDatabase;
  let withMail: ServerProcess;
  let withAnalytics: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const old = new Date(Date.now() - 800 * DAY_MS).toISOString();
    for (const email of ["old@example.com", "new@example.com"]) {
      await database.db
        .insertInto("messages")
        .values({ kind: "contact", name: "N", email, message: "m", language: "en", status: "new", created_at: email.startsWith("old") ? old : new Date().toISOString(), search_text: "n" })
        .execute();
    }
    const where = engine === "postgres" ? { DATABASE_URL: database.location } : { DATA_DIR: path.dirname(database.location) };
    [withMail, withAnalytics] = await Promise.all([
      startServerProcess({
        ...where,
        SMTP_URL: "smtp://user:secret@mail.example.net:587",
        OWNER_EMAIL: "owner@example.com",
        NOTIFY_WEBHOOK_URL: "https://hooks.example.org/new-message",
        NOTIFY_WEBHOOK_SECRET: "0123456789abcdef0123",
        ANALYTICS: "off",
        NEWSLETTER: "off",
      }),
      startServerProcess({ ...where, SMTP_URL: undefined, NOTIFY_WEBHOOK_URL: undefined, ANALYTICS: undefined, ANALYTICS_RETENTION_DAYS: "45", NEWSLETTER: undefined }),
    ]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([withMail?.kill(), withAnalytics?.kill()]);
    await database?.close();
  });

  it("states the SMTP and webhook hosts only where they are on, and never the SMTP password", async () => {
    const on = await text(withMail, "/privacy");
    expect(on).toContain("through the mail server mail.example.net");
    expect(on).toContain("is sent to hooks.example.org");
    expect(on).not.toContain("secret");
    const off = await text(withAnalytics, "/privacy");
    expect(off).toContain("No e-mail is sent: the site's e-mail notifications are off.");
    expect(off).not.toContain("hooks.example.org");
    expect(await text(withMail, "/pt/privacidade")).toContain("pelo servidor de e-mail mail.example.net");
  });

  it("speaks of visit counts and the newsletter only when they are on", async () => {
    const off = await text(withMail, "/privacy");
    expect(off).not.toContain("Visit counts");
    expect(off).not.toContain("Newsletter");
    const on = await text(withAnalytics, "/privacy");
    expect(on).toContain("Visit counts");
    expect(on).toContain("The individual events are kept 45 days");
    expect(on).toContain("double opt-in");
    expect(on).toContain("one-click unsubscribe");
    const pt = await text(withAnalytics, "/pt/privacidade");
    expect(pt).toContain("seu endereço IP não é guardado");
    expect(pt).toContain("confirmação dupla");
  });

  it("shows a new retention period and the owner's paragraphs at once on both instances, cached pages included", async () => {
    expect(await text(withMail, "/pt/privacidade")).toContain("Mensagens: 24 meses após a chegada");
    expect(await text(withAnalytics, "/privacy")).toContain("Messages: 24 months after they arrive");
    const token = await initAndSignIn(withMail.baseUrl);
    const saved = await api(withMail.baseUrl, "PUT", "/api/privacy/settings", {
      token,
      body: {
        messageRetentionMonths: 6,
        privacy: { en: { before: "I read every message myself.", after: "" }, pt: { before: "Leio cada mensagem pessoalmente.", after: "Obrigada." } },
        accessibility: { en: { before: "", after: "" }, pt: { before: "", after: "" } },
      },
    });
    expect(saved.status).toBe(200);
    const pt = await text(withMail, "/pt/privacidade");
    expect(pt).toContain("Mensagens: 6 meses após a chegada");
    expect(pt).toContain("Leio cada mensagem pessoalmente.");
    expect(pt).toContain("Obrigada.");
    // The other process notices the shared content version within its check interval.
    expect(await eventually(async () => (await text(withAnalytics, "/privacy")).includes("Messages: 6 months after they arrive"))).toBe(true);
    expect(await text(withAnalytics, "/privacy")).toContain("I read every message myself.");
  });

  it("erased the old message once, though both instances started the daily erasure together", async () => {
    expect(await eventually(async () => (await database.db.selectFrom("messages").select("email").execute()).length === 1)).toBe(true);
    expect((await database.db.selectFrom("messages").select("email").execute()).map((row) => row.email)).toEqual(["new@example.com"]);
    const runs = [withMail, withAnalytics].map((server) => (logMessages(server.output()).match(/\[retention\] erased 1 old message/g) ?? []).length);
    expect(runs.sort()).toEqual([0, 1]);
  });
});

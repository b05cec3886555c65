import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readArchive } from "#app/modules/backup/backup-archive.server.ts";
import { backupDecryptor } from "#app/modules/backup/backup-encryption.server.ts";
import { ENGINES } from "#tests/setup/test-db.ts";
import { SMTP_PASSWORD, SMTP_USER, startTestMailServer, type TestMailServer, waitFor } from "#tests/setup/mail-server.ts";
import { startTestServer, type TestServer } from "#tests/setup/test-server.ts";

const OWNER = "owner@example.com";
const FAST_OUTBOX = { pollIntervalMs: 50, backoffBaseMs: 100, backoffMaxMs: 400, leaseMs: 60_000, retryWindowMs: 60 * 60 * 1000 };
const PASSPHRASE = "correct horse battery staple";

function form(mail: TestMailServer, overrides: Record<string, unknown> = {}) {
  return { host: "127.0.0.1", port: mail.port, security: "none", user: SMTP_USER, password: SMTP_PASSWORD, from: "Site <site@example.com>", ownerEmail: OWNER, ...overrides };
}

/** The settings rows a backup archive holds. */
async function settingsInArchive(bytes: Buffer): Promise<{ key: string; value: string }[]> {
  for await (const entry of readArchive(Readable.from([bytes]), () => {})) {
    if (entry.path === "tables/settings.json") return JSON.parse(entry.bytes.toString()) as { key: string; value: string }[];
  }
  throw new Error("no settings table in the archive");
}

describe.each(ENGINES)("Settings › E-mail from the admin (%s)", (engine) => {
  let server: TestServer;
  let mail: TestMailServer;
  let token: string;
  let keyDir: string;
  const log: string[] = [];

  beforeAll(async () => {
    mail = await startTestMailServer({ plain: true });
    keyDir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-key-"));
    server = await startTestServer(engine, {
      notifications: { email: null, webhook: null, outbox: FAST_OUTBOX, mailKey: { file: path.join(keyDir, "mail-secret.key") } },
      log: (line) => log.push(line),
    });
    token = (await server.signInAdmin()).token;
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
    fs.rmSync(keyDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await server.database.db.deleteFrom("throttles").execute();
  });

  it("is for the admin only, and starts off", async () => {
    expect((await server.request("GET", "/api/notifications/mail")).status).toBe(401);
    const reader = await server.signInNonAdmin();
    expect((await server.request("GET", "/api/notifications/mail", { token: reader.token })).status).toBe(403);
    expect((await server.request("PUT", "/api/notifications/mail", { token: reader.token, body: form(mail) })).status).toBe(403);
    const res = await server.request("GET", "/api/notifications/mail", { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ source: "off", host: "", passwordSet: false, environment: { smtpHost: null, mailFrom: null, ownerEmail: null } });
    expect((await server.request("GET", "/api/notifications/settings", { token })).body.email.enabled).toBe(false);
    const checklist = await server.request("GET", "/api/first-run", { token });
    expect(checklist.body.steps.find((s: { id: string }) => s.id === "mail").done).toBe(false);
  });

  it("refuses bad input with a clear 400", async () => {
    for (const [body, message] of [
      [form(mail, { port: 70000 }), /Port must be between 1 and 65535/],
      [form(mail, { security: "ssl" }), /Security must be none, starttls or tls/],
      [form(mail, { ownerEmail: "nobody" }), /Your address must be an e-mail address/],
      [form(mail, { ownerEmail: "" }), /Your address is required/],
      [form(mail, { host: "mail example.com" }), /Host must be a host name/],
      [form(mail, { from: "<nope" }), /Sender must be an address/],
    ] as const) {
      const res = await server.request("PUT", "/api/notifications/mail", { token, body });
      expect(res.status).toBe(400);
      expect(res.text).toMatch(message);
    }
  });

  it("saves the form, keeps the password sealed, never sends it back, and turns e-mail on at once", async () => {
    const saved = await server.request("PUT", "/api/notifications/mail", { token, body: form(mail) });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ source: "admin", host: "127.0.0.1", port: mail.port, security: "none", user: SMTP_USER, passwordSet: true, ownerEmail: OWNER });
    expect(saved.text).not.toContain(SMTP_PASSWORD);
    const read = await server.request("GET", "/api/notifications/mail", { token });
    expect(read.text).not.toContain(SMTP_PASSWORD);
    expect(read.body).not.toHaveProperty("password");

    // At rest: no row holds the password in clear, and the sealed one does not open without the key file.
    const rows = await server.database.db.selectFrom("settings").selectAll().where("key", "like", "mail.%").execute();
    expect(rows.map((r) => r.key).sort()).toEqual(["mail.smtp", "mail.smtp_password"]);
    for (const row of rows) expect(row.value).not.toContain(SMTP_PASSWORD);
    expect(rows.find((r) => r.key === "mail.smtp_password")?.value).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(fs.statSync(path.join(keyDir, "mail-secret.key")).mode & 0o777).toBe(0o600);

    // The channels, the first-run checklist and the acknowledgement switch see it without a restart.
    expect((await server.request("GET", "/api/notifications/settings", { token })).body.email).toMatchObject({ enabled: true, ownerEmail: OWNER });
    const checklist = await server.request("GET", "/api/first-run", { token });
    expect(checklist.body.steps.find((s: { id: string }) => s.id === "mail").done).toBe(true);

    // The audit log says what changed, without the password.
    const audit = await server.request("GET", "/api/audit?action=settings.mail_updated", { token });
    expect(audit.body.events[0]).toMatchObject({ action: "settings.mail_updated", details: { host: "127.0.0.1", password: "replaced" } });
    expect(audit.text).not.toContain(SMTP_PASSWORD);
  });

  it("sends a test e-mail through the saved server to the owner's address", async () => {
    const before = mail.to(OWNER).length;
    const res = await server.request("POST", "/api/notifications/mail/test", { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, to: OWNER });
    const received = await waitFor(() => mail.to(OWNER)[before], "the test e-mail");
    expect(received.subject).toBe("Test e-mail from your site");
    expect(received.user).toBe(SMTP_USER);
    expect(received.from).toContain("site@example.com");
  });

  it("delivers the outbox's mail (a visitor's message) through the saved settings", async () => {
    const before = mail.to(OWNER).length;
    const sent = await server.request("POST", "/api/messages", {
      body: { kind: "contact", name: "Ana Visitor", email: "ana@example.org", message: "Hello, I would like to get in touch about a board position." },
    });
    expect(sent.status).toBe(201);
    await waitFor(() => mail.to(OWNER).length > before, "the owner's notification");
  });

  it("keeps the password when the form leaves it out, and explains a wrong one in plain categories", async () => {
    const kept = await server.request("PUT", "/api/notifications/mail", { token, body: form(mail, { password: null, from: "" }) });
    expect(kept.body).toMatchObject({ passwordSet: true, from: "" });
    const wrong = await server.request("PUT", "/api/notifications/mail", { token, body: form(mail, { password: "not the password" }) });
    expect(wrong.body.passwordSet).toBe(true);
    const test = await server.request("POST", "/api/notifications/mail/test", { token });
    expect(test.status).toBe(200);
    expect(test.body).toMatchObject({ ok: false, reason: "auth" });
    const audit = await server.request("GET", "/api/audit?action=settings.mail_tested", { token });
    expect(audit.body.events[0]).toMatchObject({ outcome: "failure", details: { reason: "auth" } });
    const down = await server.request("PUT", "/api/notifications/mail", { token, body: form(mail, { port: 1 }) });
    expect(down.status).toBe(200);
    expect((await server.request("POST", "/api/notifications/mail/test", { token })).body).toMatchObject({ ok: false, reason: "connection" });
    expect(log.join("\n")).not.toContain(SMTP_PASSWORD);
    expect(log.join("\n")).not.toContain("not the password");
  });

  it("leaves the sealed password out of a plain backup and keeps it in an encrypted one", async () => {
    await server.request("PUT", "/api/notifications/mail", { token, body: form(mail) });
    const plain = await fetch(`${server.baseUrl}/api/backup`, { headers: { authorization: `Bearer ${token}` } });
    const plainBytes = Buffer.from(await plain.arrayBuffer());
    const plainSettings = await settingsInArchive(plainBytes);
    expect(plainSettings.map((row) => row.key)).toContain("mail.smtp");
    expect(plainSettings.map((row) => row.key)).not.toContain("mail.smtp_password");
    expect(plainBytes.toString("latin1")).not.toContain(SMTP_PASSWORD);

    const sealed = await fetch(`${server.baseUrl}/api/backup`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ passphrase: PASSPHRASE }),
    });
    const opened = await new Response(Readable.toWeb(backupDecryptor(PASSPHRASE)(Readable.from([Buffer.from(await sealed.arrayBuffer())]))) as ReadableStream).arrayBuffer();
    const sealedSettings = await settingsInArchive(Buffer.from(opened));
    expect(sealedSettings.map((row) => row.key)).toContain("mail.smtp_password");
  });

  it("clears the password and turns e-mail off with an empty host; switches that need mail say so", async () => {
    const cleared = await server.request("PUT", "/api/notifications/mail", { token, body: form(mail, { password: "" }) });
    expect(cleared.body.passwordSet).toBe(false);
    const off = await server.request("PUT", "/api/notifications/mail", { token, body: form(mail, { host: "" }) });
    expect(off.body.source).toBe("off");
    expect((await server.request("GET", "/api/notifications/settings", { token })).body.email.enabled).toBe(false);
    expect((await server.request("POST", "/api/notifications/mail/test", { token })).body).toMatchObject({ ok: false, reason: "off" });
  });
});

describe("Settings › E-mail when the environment sets it", () => {
  let server: TestServer;
  let mail: TestMailServer;
  let token: string;

  beforeAll(async () => {
    mail = await startTestMailServer();
    server = await startTestServer("sqlite", { notifications: { email: { smtpUrl: mail.url, from: "Env <env@example.com>", ownerEmail: OWNER }, webhook: null, outbox: FAST_OUTBOX } });
    token = (await server.signInAdmin()).token;
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  it("shows the environment's values (no password) and refuses a change from the form", async () => {
    const res = await server.request("GET", "/api/notifications/mail", { token });
    expect(res.body).toMatchObject({ source: "environment", host: "127.0.0.1", port: mail.port, user: SMTP_USER, passwordSet: true, environment: { mailFrom: "Env <env@example.com>", ownerEmail: OWNER } });
    expect(res.text).not.toContain(SMTP_PASSWORD);
    expect(res.text).not.toContain(encodeURIComponent(SMTP_PASSWORD));
    const put = await server.request("PUT", "/api/notifications/mail", { token, body: form(mail) });
    expect(put.status).toBe(409);
    expect(put.body.message).toMatch(/set in the server's environment/);
    const test = await server.request("POST", "/api/notifications/mail/test", { token });
    expect(test.body).toEqual({ ok: true, to: OWNER });
  });
});

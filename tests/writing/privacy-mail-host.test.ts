import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Engine } from "#app/db/db.server.ts";
import { api, initAndSignIn, type ServerProcess, startServerProcess } from "#tests/durability/server-process.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";

/**
 * The privacy notice names the mail server the site really uses (issues 27 and 30): with no SMTP_URL,
 * the one saved in Settings › E-mail, at once after the save and after it is turned off, on the built
 * server with its page cache (the save is a new content version).
 */
const plain = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const notice = async (base: string, pathname: string) => plain(await (await fetch(base + pathname)).text());

describe.each(ENGINES)("the privacy notice and the mail server saved in the admin (%s)", (engine: Engine) => {
  let server: ServerProcess;
  let database: TestDatabase | undefined;
  let dataDir: string;
  let token: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-privacy-mail-"));
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (engine === "postgres") {
      database = await createTestDatabase("postgres");
      env.DATABASE_URL = database.location;
    }
    server = await startServerProcess(env);
    token = await initAndSignIn(server.baseUrl);
  }, 60_000);
  afterAll(async () => {
    await server?.kill();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("names the saved host at once, in both languages, and no host once e-mail is turned off", async () => {
    const base = server.baseUrl;
    expect(await notice(base, "/privacy")).not.toContain("through the mail server");
    const mail = { host: "mail.example.org", port: 587, security: "starttls", user: "", password: null, from: "Site <site@example.org>", ownerEmail: "owner@example.org" };
    const saved = await api(base, "PUT", "/api/notifications/mail", { token, body: mail });
    expect(saved.status, saved.text).toBe(200);
    expect(await notice(base, "/privacy")).toContain("through the mail server mail.example.org");
    expect(await notice(base, "/pt/privacidade")).toContain("pelo servidor de e-mail mail.example.org");
    const off = await api(base, "PUT", "/api/notifications/mail", { token, body: { ...mail, host: "" } });
    expect(off.status, off.text).toBe(200);
    expect(await notice(base, "/privacy")).not.toContain("mail.example.org");
  });
});

/**
 * Two instances over one database: the save on one is a new content version, and the other renders
 * its notice again for it with the host read from the database then, not the one it had in memory
 * (which it re-reads only every few seconds, and would otherwise keep in its page cache).
 */
describe.each(ENGINES)("the privacy notice on another instance after a save in Settings › E-mail (%s)", (engine: Engine) => {
  let a: ServerProcess;
  let b: ServerProcess;
  let database: TestDatabase | undefined;
  let dataDir: string;
  let token: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-privacy-mail-two-"));
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (engine === "postgres") {
      database = await createTestDatabase("postgres");
      env.DATABASE_URL = database.location;
    }
    a = await startServerProcess(env);
    b = await startServerProcess(env);
    token = await initAndSignIn(a.baseUrl);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function millisecondsUntil(base: string, pathname: string, text: string, since: number): Promise<number> {
    while (Date.now() - since < 3_000) {
      if ((await notice(base, pathname)).includes(text)) return Date.now() - since;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return Infinity;
  }

  it("names the new host within 1 s on the other instance, in both languages, and keeps naming it", async () => {
    const mail = { host: "first.example.org", port: 587, security: "starttls", user: "", password: null, from: "Site <site@example.org>", ownerEmail: "owner@example.org" };
    expect((await api(a.baseUrl, "PUT", "/api/notifications/mail", { token, body: mail })).status).toBe(200);
    expect(await millisecondsUntil(b.baseUrl, "/privacy", "through the mail server first.example.org", Date.now())).toBeLessThan(Infinity);
    for (const pathname of ["/privacy", "/pt/privacidade"]) await notice(b.baseUrl, pathname); // cached by b now

    const saved = await api(a.baseUrl, "PUT", "/api/notifications/mail", { token, body: { ...mail, host: "second.example.org" } });
    expect(saved.status, saved.text).toBe(200);
    const savedAt = Date.now();
    expect(await millisecondsUntil(b.baseUrl, "/privacy", "through the mail server second.example.org", savedAt)).toBeLessThanOrEqual(1_000);
    expect(await millisecondsUntil(b.baseUrl, "/pt/privacidade", "pelo servidor de e-mail second.example.org", savedAt)).toBeLessThanOrEqual(1_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await notice(b.baseUrl, "/privacy")).not.toContain("first.example.org");
  });
});

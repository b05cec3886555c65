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

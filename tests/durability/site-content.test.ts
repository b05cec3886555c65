import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_CONTENT_EN } from "#app/content/site-content.en.ts";
import { SITE_CONTENT_PT } from "#app/content/site-content.pt.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";
import { api, initAndSignIn, type ServerProcess, startServerProcess } from "./server-process.ts";

/**
 * Site content saved through one built server process shows at once on its own pages and within 1 s
 * on another process's cached pages (ADR 023), in both languages, on one shared database.
 */

async function html(server: ServerProcess, pathname: string): Promise<string> {
  return (await fetch(server.baseUrl + pathname)).text();
}

async function millisecondsUntil(server: ServerProcess, pathname: string, text: string, since: number): Promise<number> {
  while (Date.now() - since < 3_000) {
    if ((await html(server, pathname)).includes(text)) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Infinity;
}

describe.each(ENGINES)("site content across instances (%s)", (engine) => {
  let a: ServerProcess;
  let b: ServerProcess;
  let token: string;
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;

  beforeAll(async () => {
    let env: Record<string, string>;
    if (engine === "postgres") {
      database = await createTestDatabase("postgres");
      env = { DATABASE_URL: database.location };
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-content-"));
      env = { DATA_DIR: dataDir };
    }
    a = await startServerProcess(env);
    b = await startServerProcess(env);
    token = await initAndSignIn(a.baseUrl);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("shows a new tagline, stat, museum letter and footer at once here and within 1 s on the other instance, in both languages", async () => {
    const pages = ["/", "/pt", "/museum-letter", "/pt/museum-letter"];
    for (const pathname of pages) {
      await html(a, pathname); // a's frame rendered from the content before the save (ADR 030)
      await html(b, pathname);
      await html(b, pathname); // cached by b now
    }
    const en = structuredClone(SITE_CONTENT_EN) as any;
    en.taglines[0] = "A tagline saved on instance A.";
    en.stats[2].value = "25+";
    en.museumLetter.closing = "With renewed gratitude,";
    en.footer.description = "A footer saved on instance A.";
    const pt = structuredClone(SITE_CONTENT_PT) as any;
    pt.taglines[0] = "Um slogan salvo na instância A.";
    pt.museumLetter.closing = "Com renovada gratidão,";
    pt.footer.description = "Um rodapé salvo na instância A.";
    expect((await api(a.baseUrl, "PUT", "/api/site-content/en", { body: en, token })).status).toBe(200);
    expect((await api(a.baseUrl, "PUT", "/api/site-content/pt", { body: pt, token })).status).toBe(200);
    const savedAt = Date.now();

    const own = await html(a, "/");
    expect(own).toContain("A tagline saved on instance A.");
    expect(own).toContain("25+");
    expect(own).toContain("A footer saved on instance A.");
    const ownPortuguese = await html(a, "/pt");
    expect(ownPortuguese).toContain("Um slogan salvo na instância A.");
    expect(ownPortuguese).toContain("Um rodapé salvo na instância A.");

    const expectations: [string, string][] = [
      ["/", "A tagline saved on instance A."],
      ["/pt", "Um slogan salvo na instância A."],
      ["/museum-letter", "With renewed gratitude,"],
      ["/pt/museum-letter", "Com renovada gratidão,"],
      ["/museum-letter", "A footer saved on instance A."],
      ["/pt", "Um rodapé salvo na instância A."],
    ];
    for (const [pathname, text] of expectations) {
      expect(await millisecondsUntil(b, pathname, text, savedAt), pathname).toBeLessThanOrEqual(1_000);
    }
  });
});

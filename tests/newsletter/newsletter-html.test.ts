import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { api, initAndSignIn, type ServerProcess, startServerProcess } from "#tests/durability/server-process.ts";
import { checkHtml } from "#tests/seo/html-checker.ts";

/** The subscriber's pages in both languages, in each of their states, pass the Nu HTML Checker. */
describe("newsletter pages", () => {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    await server?.kill("SIGKILL");
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("are valid HTML: the subscribe answer, confirm, confirmed, unsubscribe, unsubscribed and an invalid link", { timeout: 120_000 }, async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-newsletter-html-"));
    server = await startServerProcess({ DATA_DIR: dataDir });
    const base = server.baseUrl;
    await initAndSignIn(base);
    for (const language of ["en", "pt"] as const) {
      expect((await api(base, "POST", "/api/newsletter/subscribe", { body: { email: `html-${language}@example.org`, language } })).status).toBe(202);
    }
    const sqlite = new SQLite(path.join(dataDir, "site.db"), { readonly: true });
    const tokens = sqlite.prepare("SELECT language, confirm_token, unsubscribe_token FROM newsletter_subscribers").all() as { language: string; confirm_token: string; unsubscribe_token: string }[];
    sqlite.close();
    const pages: { label: string; html: string }[] = [];
    const form = { "content-type": "application/x-www-form-urlencoded" };
    for (const { language, confirm_token, unsubscribe_token } of tokens) {
      const prefix = language === "pt" ? "/pt" : "";
      const get = async (pathname: string, status = 200) => {
        const res = await fetch(`${base}${prefix}${pathname}`);
        expect(res.status, pathname).toBe(status);
        pages.push({ label: `GET ${prefix}${pathname}`, html: await res.text() });
      };
      const post = async (pathname: string, body: string, status = 200) => {
        const res = await fetch(`${base}${prefix}${pathname}`, { method: "POST", headers: form, body });
        expect(res.status, pathname).toBe(status);
        pages.push({ label: `POST ${prefix}${pathname}`, html: await res.text() });
      };
      await get("/newsletter");
      await post("/newsletter", "newsletter-form=newsletter-page&email=nope", 400);
      await post("/newsletter", `newsletter-form=newsletter-page&email=again-${language}%40example.org&language=${language}`);
      // The footer's form answered on the page it sits on.
      await post("/talks", "newsletter-form=newsletter-footer&email=nope", 400);
      await post("/talks", `newsletter-form=newsletter-footer&email=talks-${language}%40example.org&language=${language}`);
      await get(`/newsletter/confirm?token=${confirm_token}`);
      await post(`/newsletter/confirm?token=${confirm_token}`, "");
      await get("/newsletter/confirm?token=wrong", 404);
      await get(`/newsletter/unsubscribe?token=${unsubscribe_token}`);
      await post(`/newsletter/unsubscribe?token=${unsubscribe_token}`, "List-Unsubscribe=One-Click");
      await post("/newsletter/unsubscribe?token=wrong", "List-Unsubscribe=One-Click", 400);
    }
    const errors = await checkHtml(pages);
    expect(errors.map((e) => `${e.page}:${e.line ?? "?"} ${e.message}${e.extract ? ` [${e.extract.trim()}]` : ""}`)).toEqual([]);
  });
});

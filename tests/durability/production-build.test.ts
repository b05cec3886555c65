import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "#app/lib/user.ts";
import { ROOT, type ServerProcess, initAndSignIn, logLines, startServerProcess } from "./server-process.ts";

/**
 * What the built production server actually loads (recorded by tests/setup/record-loaded-modules.ts):
 * one copy of each service, from source, shared by the API and the pages (DESIGN "One composition root"),
 * and React Router's production build, never the development one its package.json names (#14102).
 */
describe("the production server's modules", () => {
  let server: ServerProcess;
  let dataDir: string;
  let loadedFile: string;
  const loaded = () => fs.readFileSync(loadedFile, "utf8").split("\n").filter(Boolean);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-modules-"));
    loadedFile = path.join(dataDir, "loaded-modules.txt");
    const recorder = pathToFileURL(path.join(ROOT, "tests/setup/record-loaded-modules.ts")).href;
    server = await startServerProcess({ DATA_DIR: dataDir, NODE_OPTIONS: `--import=${recorder}`, LOADED_MODULES_FILE: loadedFile });
    // Pages, the API and a resource route: every module they need is loaded by now.
    for (const pathname of ["/", "/articles", "/press-kit", "/api/articles", "/sitemap.xml"]) {
      expect((await fetch(server.baseUrl + pathname)).status).toBe(200);
    }
  }, 30_000);
  afterAll(async () => {
    await server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("runs React Router's production build, never its development build", () => {
    const reactRouter = loaded().filter((url) => url.includes("/node_modules/react-router/dist/"));
    expect(reactRouter.some((url) => url.includes("/react-router/dist/production/"))).toBe(true);
    expect(reactRouter.filter((url) => url.includes("/react-router/dist/development/"))).toEqual([]);
  });

  it("loads each service once, from source, and the server build holds no copy of one", () => {
    const services = loaded().filter((url) => url.endsWith(".service.server.ts"));
    const published = pathToFileURL(path.join(ROOT, "app/modules/articles/published-articles.service.server.ts")).href;
    expect(services).toContain(published);
    expect(services.length).toBe(new Set(services).size);
    const bundle = serverBundle();
    expect(bundle).toContain('from "#app/modules/articles/published-articles.service.server.ts"');
    expect(bundle).not.toMatch(/class PublishedArticles\b|function listArticleCards\b|class PageCache\b/);
  });

  it("loads each module of app/ once: the server build declares no class that Node loads from source", () => {
    const urls = loaded().map((url) => url.split("?")[0]!);
    const appModules = urls.filter((url) => url.includes("/app/") && !url.includes("/node_modules/"));
    expect(appModules.length).toBe(new Set(appModules).size);
    // Every class of app/'s TypeScript modules (AppError, the rate-limit errors, the stores...) exists
    // once, in its source module: a copy in the bundle is what made `instanceof` fail in production only.
    const classes = sourceFiles(path.join(ROOT, "app"))
      .filter((file) => file.endsWith(".ts"))
      .flatMap((file) => [...fs.readFileSync(file, "utf8").matchAll(/^export (?:abstract )?class (\w+)/gm)].map((match) => match[1]!));
    expect(classes).toContain("AppError");
    const bundle = serverBundle();
    expect(classes.filter((name) => new RegExp(`class ${name}\\b`).test(bundle))).toEqual([]);
    expect(bundle).toContain('from "#app/lib/app-error.ts"');
  });

  it("serves pages without loading the libraries only some requests need (ADR 019)", () => {
    // sharp (images), Nodemailer (e-mail), the WebAuthn library (passkeys), zxcvbn (password checks),
    // the WOFF2 decoder of the share cards (16 MB of WebAssembly memory), pdfkit (the one-sheet), the
    // newsletter's CSS inliner and text converter, the S3 SDK of the backups.
    const onDemand = [
      "/node_modules/sharp/",
      "/node_modules/nodemailer/",
      "/node_modules/@simplewebauthn/server/",
      "/node_modules/@zxcvbn-ts/",
      "/node_modules/wawoff2/",
      "/node_modules/pdfkit/",
      "/node_modules/juice/",
      "/node_modules/html-to-text/",
      // The S3 SDK of the off-site backup copy (issue 23).
      "/node_modules/@aws-sdk/",
    ];
    expect(loaded().filter((url) => onDemand.some((library) => url.includes(library)))).toEqual([]);
  });

  it("encodes no loader data of a public page for the browser: the render alone reads it (render-only-data.ts)", async () => {
    const html = await (await fetch(server.baseUrl + "/press-kit")).text();
    expect(html).toContain("Caio Menezes Aragão");
    const encoded = await fetch(server.baseUrl + "/press-kit.data");
    expect(encoded.status).toBe(200);
    const body = await encoded.text();
    expect(body).not.toContain("Caio Menezes");
    expect(body).not.toContain(server.baseUrl);
  });
});

/**
 * The errors services throw, answered by the pages of the built server (issue "One house, one way":
 * with a second copy of AppError in the bundle, each of these answered 500).
 */
describe("the production server's answers to errors thrown by services", () => {
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-errors-"));
    server = await startServerProcess({ DATA_DIR: dataDir });
  }, 30_000);
  afterAll(async () => {
    await server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("a no-script form over the per-IP limit answers 429 with the message under the form and the text kept", async () => {
    const post = (i: number) =>
      fetch(`${server.baseUrl}/?index`, {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams({ kind: "contact", name: "Tester", email: `t${i}@example.com`, message: `hello number ${i}` }),
      });
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 1; i <= 7; i++) {
      last = await post(i);
      statuses.push(last.status);
      if (i < 7) await last.body?.cancel();
    }
    expect(statuses.slice(0, 5)).toEqual([303, 303, 303, 303, 303]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const html = await last!.text();
    expect(html).toContain("You have sent several messages in a short time.");
    expect(html).toContain("hello number 7");
  });

  it("a calendar file of a talk that is not there answers 404, whatever the id", async () => {
    for (const pathname of ["/talks/abc/calendar.ics", "/talks/999/calendar.ics", "/pt/talks/abc/calendar.ics"]) {
      const response = await fetch(server.baseUrl + pathname);
      expect(response.status, pathname).toBe(404);
      await response.body?.cancel();
    }
  });

  it("the signed-in owner's preview of a missing article answers 404", async () => {
    const token = await initAndSignIn(server.baseUrl);
    for (const pathname of ["/preview/articles/999999", "/pt/preview/articles/999999"]) {
      const response = await fetch(server.baseUrl + pathname, { headers: { cookie: `${SESSION_COOKIE}=${token}` }, redirect: "manual" });
      expect(response.status, pathname).toBe(404);
      await response.body?.cancel();
    }
  });

  // Last in this block: it breaks the database under the running server.
  it("a page that fails answers 500 naming its request, in the page's language, and its log line carries the same id", async () => {
    const db = new SQLite(path.join(dataDir, "site.db"));
    db.exec("drop table talks");
    db.close();
    for (const [pathname, text] of [
      ["/talks", "If it happens again, quote this reference:"],
      ["/pt/talks", "Se acontecer de novo, informe esta referência:"],
    ] as const) {
      const response = await fetch(server.baseUrl + pathname);
      expect(response.status, pathname).toBe(500);
      const id = response.headers.get("x-request-id") ?? "";
      expect(id).toMatch(/^[\w-]{8,}$/);
      const html = await response.text();
      expect(html).toContain(`${text} <code data-request-id="">${id}</code>`);
      expect(html).not.toMatch(/at \S+ \(|no such table/);
      // The log reaches this process through a pipe, after the answer: wait for both lines.
      const linesOf = () => logLines(server.output()).filter((line) => line.reqId === id || String(line.msg).includes(`request ${id}`));
      const logged = (lines: ReturnType<typeof linesOf>) =>
        lines.some((line) => line.status === 500) && lines.some((line) => /no such table: talks/.test(JSON.stringify(line.err ?? "")));
      for (let i = 0; i < 100 && !logged(linesOf()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(logged(linesOf()), server.output().slice(-2000)).toBe(true);
    }
  });
});

function serverBundle(): string {
  const assets = path.join(ROOT, "build/server/_assets");
  return fs
    .readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .map((file) => fs.readFileSync(path.join(assets, file), "utf8"))
    .join("\n");
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.test\.tsx?$/.test(entry.name) ? [] : [file];
  });
}

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, type ServerProcess, startServerProcess } from "./server-process.ts";

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
    const assets = path.join(ROOT, "build/server/_assets");
    const bundle = fs.readdirSync(assets).map((file) => fs.readFileSync(path.join(assets, file), "utf8")).join("\n");
    expect(bundle).toContain('from "#app/modules/articles/published-articles.service.server.ts"');
    expect(bundle).not.toMatch(/class PublishedArticles\b|function listArticleCards\b|class PageCache\b/);
  });

  it("serves pages without loading the libraries only some requests need (ADR 019)", () => {
    // sharp (images), Nodemailer (e-mail), the WebAuthn library (passkeys), zxcvbn (password checks),
    // the WOFF2 decoder of the share cards (16 MB of WebAssembly memory).
    const onDemand = ["/node_modules/sharp/", "/node_modules/nodemailer/", "/node_modules/@simplewebauthn/server/", "/node_modules/@zxcvbn-ts/", "/node_modules/wawoff2/"];
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

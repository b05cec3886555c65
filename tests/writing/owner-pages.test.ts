import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Engine } from "#app/db/db.server.ts";
import type { Page } from "#app/modules/pages/page.ts";
import { api, initAndSignIn, type ServerProcess, startServerProcess } from "#tests/durability/server-process.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";

/**
 * A page of the owner's on the built production server (page cache on), both engines (ADR 044):
 * the admin's preview of its autosaved draft, its signed preview links (ADR 047), its own share card in og:image, each language's
 * schedule going live at its time (hreflang only once both are live), and the privacy notice
 * following the acknowledgement setting at once.
 */

async function get(baseUrl: string, pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(baseUrl + pathname, { redirect: "manual", headers });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const plain = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");
const hreflangs = (html: string) => [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/g)].map((m) => m[1]);

async function until(probe: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let counter = 0;
function payload(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    slug: `now-${counter}`,
    title: "Now",
    content: "<p>Writing the second book.</p>",
    published: true,
    showIn: "none",
    pt: { slug: `agora-${counter}`, title: "Agora", content: "<p>Escrevendo o segundo livro.</p>", published: true },
    ...overrides,
  };
}

describe.each(ENGINES)("the owner's pages on the built server (%s)", (engine: Engine) => {
  let server: ServerProcess;
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;
  let token: string;
  let base: string;

  beforeAll(async () => {
    let env: Record<string, string>;
    if (engine === "postgres") {
      database = await createTestDatabase("postgres");
      env = { DATABASE_URL: database.location };
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-owner-pages-"));
      env = { DATA_DIR: dataDir };
    }
    server = await startServerProcess({ ...env, SCHEDULER_POLL_MS: "200", SMTP_URL: "smtp://127.0.0.1:9", OWNER_EMAIL: "owner@example.com" });
    base = server.baseUrl;
    token = await initAndSignIn(base);
  }, 60_000);
  afterAll(async () => {
    await server?.kill();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function create(body: Record<string, unknown>): Promise<Page> {
    const res = await api(base, "POST", "/api/pages", { body, token });
    expect(res.status, res.text).toBe(201);
    return res.body as Page;
  }

  it("shows the admin the autosaved draft of an unpublished page, never cached or indexed, and sends anyone else to sign in", async () => {
    const page = await create(payload({ published: false, pt: { slug: `rascunho-${counter}`, title: "Rascunho", content: "<p>Ainda não.</p>", published: false } }));
    await api(base, "PUT", `/api/pages/${page.id}/draft`, { token, body: { ...payload({ slug: page.slug, title: "Now, drafted", content: "<p>Autosaved words.</p>" }), pt: page.pt } });
    const preview = await get(base, `/preview/pages/${page.id}`, { cookie: `session=${token}` });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("no-store");
    expect(preview.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const text = plain(preview.html);
    expect(text).toContain("Preview: the page as visitors will see it.");
    expect(text).toContain("Not published yet.");
    expect(text).toContain("Autosaved words.");
    expect(preview.html).toMatch(/<h1[^>]*>Now, drafted<\/h1>/);
    const pt = await get(base, `/pt/preview/pages/${page.id}`, { cookie: `session=${token}` });
    expect(plain(pt.html)).toContain("Pré-visualização: a página como os visitantes a verão.");
    expect(plain(pt.html)).toContain("Ainda não.");
    expect(pt.html).toContain('lang="pt-BR"');
    // Visitors: the page is not there; the preview sends them to sign in.
    expect((await get(base, `/${page.slug}`)).status).toBe(404);
    const anonymous = await get(base, `/preview/pages/${page.id}`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin/login");
    expect((await get(base, "/preview/pages/999999", { cookie: `session=${token}` })).status).toBe(404);
  });

  it("shows an unpublished page through a signed link in both languages, never cached or indexed; a forged, expired or dead link says so in its language", async () => {
    const page = await create(payload({ title: "Coming soon", published: false, pt: { slug: `em-breve-${counter}`, title: "Em breve", content: "<p>Ainda não.</p>", published: false } }));
    const made = await api(base, "POST", `/api/pages/${page.id}/preview-links`, { token, body: { expiresInDays: 1 } });
    expect(made.status, made.text).toBe(201);
    const link = made.body as { url: string; urlPt: string };
    const pathOf = (url: string) => new URL(url).pathname;
    for (const [url, title, notice] of [
      [link.url, "Coming soon", "Preview: the page as visitors will see it."],
      [link.urlPt, "Em breve", "Pré-visualização: a página como os visitantes a verão."],
    ] as const) {
      const res = await get(base, pathOf(url));
      expect(res.status, url).toBe(200);
      expect(res.html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(plain(res.html)).toContain(notice);
      expect(res.html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(res.html).toContain('<meta name="referrer" content="no-referrer"/>');
      expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    // The other language's preview is linked with the same token.
    expect((await get(base, pathOf(link.urlPt))).html).toContain(`href="${pathOf(link.url)}"`);
    // The autosaved text shows at once.
    await api(base, "PUT", `/api/pages/${page.id}/draft`, { token, body: { ...payload({ slug: page.slug, title: "Coming very soon" }), pt: page.pt } });
    expect((await get(base, pathOf(link.url))).html).toMatch(/<h1[^>]*>Coming very soon<\/h1>/);

    const forged = pathOf(link.url).replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    const invalid = await get(base, forged);
    expect(invalid.status).toBe(404);
    expect(plain(invalid.html)).toContain("This preview link is not valid");
    expect(invalid.html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const invalidPt = await get(base, `/pt${forged}`);
    expect(invalidPt.status).toBe(404);
    expect(invalidPt.html).toContain('lang="pt-BR"');
    expect(plain(invalidPt.html)).toContain("Este link de pré-visualização não é válido");
    // The token of one page does not open another.
    const other = await create(payload({ published: false }));
    expect((await get(base, pathOf(link.url).replace(`/pages/${page.id}/`, `/pages/${other.id}/`))).status).toBe(404);

    // 1.3 seconds.
    const short = await api(base, "POST", `/api/pages/${page.id}/preview-links`, { token, body: { expiresInDays: 0.000015 } });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const expired = await get(base, pathOf((short.body as { urlPt: string }).urlPt));
    expect(expired.status).toBe(410);
    expect(plain(expired.html)).toContain("Este link de pré-visualização expirou");

    await api(base, "DELETE", `/api/pages/${page.id}`, { token });
    const gone = await get(base, pathOf(link.url));
    expect(gone.status).toBe(404);
    expect(plain(gone.html)).toContain("Page not found");
    expect(plain((await get(base, pathOf(link.urlPt))).html)).toContain("Página não encontrada");
  });

  it("gives each live page its own share card in og:image, in each language", async () => {
    const page = await create(payload({ title: "A page worth sharing" }));
    const html = (await get(base, `/${page.slug}`)).html;
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(image).toMatch(new RegExp(`^${base}/share/pages/${page.slug}\\.jpg\\?v=[0-9a-z]+$`));
    const card = await fetch(image);
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/jpeg");
    const ptHtml = (await get(base, `/pt/${page.pt?.slug}`)).html;
    expect(ptHtml).toContain(`content="${base}/pt/share/pages/${page.pt?.slug}.jpg?v=`);
    expect(ptHtml).toContain('"@type":"WebPage"');
  }, 60_000);

  it("makes each language live at its own time; hreflang appears once both are live", async () => {
    const enAt = new Date(Date.now() + 2_000).toISOString();
    const ptAt = new Date(Date.now() + 5_000).toISOString();
    const page = await create(payload({ publishAt: enAt, pt: { slug: `agendada-${counter}`, title: "Agendada", content: "<p>Mais tarde.</p>", published: true, publishAt: ptAt } }));
    // Cached as 404s first: the schedule must change what the page cache serves.
    expect((await get(base, `/${page.slug}`)).status).toBe(404);
    expect((await get(base, `/pt/${page.pt?.slug}`)).status).toBe(404);
    await until(async () => (await get(base, `/${page.slug}`)).status === 200, 10_000);
    const enOnly = await get(base, `/${page.slug}`);
    if (Date.now() < Date.parse(ptAt) - 500) {
      expect((await get(base, `/pt/${page.pt?.slug}`)).status).toBe(404);
      expect(hreflangs(enOnly.html)).toEqual([]);
    }
    await until(async () => (await get(base, `/pt/${page.pt?.slug}`)).status === 200, 10_000);
    await until(async () => hreflangs((await get(base, `/${page.slug}`)).html).includes("pt-BR"), 5_000);
    expect((await get(base, "/sitemaps/pt-1.xml")).html).toContain(`/pt/${page.pt?.slug}</loc>`);
  }, 30_000);

  it("states the e-mailed acknowledgement only while it is on, at once after the setting changes", async () => {
    expect(plain((await get(base, "/privacy")).html)).toContain("through the mail server 127.0.0.1, and a short acknowledgement is e-mailed to you.");
    const off = await api(base, "PUT", "/api/notifications/settings", { token, body: { acknowledgements: false } });
    expect(off.status, off.text).toBe(200);
    expect(plain((await get(base, "/privacy")).html)).toContain("through the mail server 127.0.0.1.");
    expect(plain((await get(base, "/privacy")).html)).not.toContain("acknowledgement is e-mailed");
    expect(plain((await get(base, "/pt/privacidade")).html)).not.toContain("breve confirmação");
    await api(base, "PUT", "/api/notifications/settings", { token, body: { acknowledgements: true } });
    expect(plain((await get(base, "/pt/privacidade")).html)).toContain("pelo servidor de e-mail 127.0.0.1, e você recebe por e-mail uma breve confirmação.");
  });
});

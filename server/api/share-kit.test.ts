import { randomBytes } from "node:crypto";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShareCheck, ShareKitReport } from "#app/modules/articles/share-kit.ts";
import { articlePayload } from "#tests/factories.ts";
import { ENGINES } from "#tests/setup/test-db.ts";
import { startTestServer, type TestServer } from "#tests/setup/test-server.ts";

/**
 * GET /api/articles/:id/share-kit over real HTTP on each engine (ADR 026). The site's public origin
 * (SITE_URL) is a small HTTP server of the test's own that serves crafted pages and images, so that
 * every check of the crawler's view can be made to pass and to fail.
 */

interface Resource {
  type: string;
  body: Buffer | string;
}

/** The crafted public site: path -> answer; and the User-Agents it saw. */
const resources = new Map<string, Resource>();
const userAgents: string[] = [];
let site: Server;
let origin = "";

const IMAGES = {
  good: "/img/good.jpg",
  goodPng: "/img/good.png",
  small: "/img/small.jpg",
  webp: "/img/card.webp",
  square: "/img/square.png",
  huge: "/img/huge.png",
  mislabelled: "/img/mislabelled.jpg",
};

async function makeImages(): Promise<void> {
  const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#345678" } });
  resources.set(IMAGES.good, { type: "image/jpeg", body: await solid(1200, 630).jpeg().toBuffer() });
  resources.set(IMAGES.goodPng, { type: "image/png", body: await solid(1254, 656).png().toBuffer() });
  resources.set(IMAGES.small, { type: "image/jpeg", body: await solid(800, 420).jpeg().toBuffer() });
  resources.set(IMAGES.webp, { type: "image/webp", body: await solid(1200, 630).webp().toBuffer() });
  resources.set(IMAGES.square, { type: "image/png", body: await solid(1200, 1200).png().toBuffer() });
  // Noise does not compress: a PNG of about 8 MB with the right size and shape.
  const width = 2300;
  const height = 1204;
  const noise = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
  resources.set(IMAGES.huge, { type: "image/png", body: noise });
  resources.set(IMAGES.mislabelled, { type: "image/png", body: await solid(1200, 630).jpeg().toBuffer() });
}

interface PageTags {
  title?: string;
  description?: string;
  type?: string;
  url?: string;
  canonical?: string;
  image?: string;
}

/** A page's raw HTML with the given tags (an absent one is left out), attributes in varied order and case. */
function pageHtml(tags: PageTags): string {
  const meta = [
    tags.title !== undefined ? `<meta property="og:title" content="${tags.title}">` : "",
    tags.description !== undefined ? `<META content="${tags.description}" property="og:description" />` : "",
    tags.type !== undefined ? `<meta property="og:type" content="${tags.type}">` : "",
    tags.url !== undefined ? `<meta property="og:url" content="${tags.url}">` : "",
    tags.image !== undefined ? `<meta property="og:image" content="${tags.image}">` : "",
    tags.canonical !== undefined ? `<link rel="canonical" href="${tags.canonical}">` : "",
    `<meta name="twitter:card" content="summary_large_image">`,
  ].join("\n");
  return `<!doctype html><html><head><title>x</title>${meta}<script>document.title = "not run"</script></head><body><h1>Body</h1></body></html>`;
}

/** Serves a page at `path` whose tags are all right, then `overrides`. */
function servePage(path: string, overrides: PageTags = {}): void {
  const url = `${origin}${path}`;
  const tags: PageTags = { title: "Power &amp; AI | Owner", description: "Why power is the bottleneck.", type: "article", url, canonical: url, image: `${origin}${IMAGES.good}`, ...overrides };
  resources.set(path, { type: "text/html; charset=utf-8", body: pageHtml(tags) });
}

beforeAll(async () => {
  site = http.createServer((req, res) => {
    userAgents.push(req.headers["user-agent"] ?? "");
    const found = resources.get((req.url ?? "/").split("?")[0] ?? "/");
    if (!found) {
      res.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
      return;
    }
    res.writeHead(200, { "content-type": found.type }).end(found.body);
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  await makeImages();
});

afterAll(async () => {
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

const checkOf = (report: ShareKitReport, id: ShareCheck["id"]) => report.checks.find((item) => item.id === id);
const failing = (report: ShareKitReport) => report.checks.filter((item) => !item.pass).map((item) => item.id);

describe.each(ENGINES)("GET /api/articles/:id/share-kit (%s)", (engine) => {
  let server: TestServer;
  let adminToken: string;
  let readerToken: string;

  beforeAll(async () => {
    // The stand-in public site listens on loopback, which the share kit otherwise refuses (issue 22).
    server = await startTestServer(engine, { siteUrl: origin, shareKitTrustedOrigins: [origin] });
    adminToken = (await server.signInAdmin()).token;
    readerToken = (await server.signInNonAdmin()).token;
  });
  afterAll(() => server?.close());

  /** A published article in English and Portuguese, each page served with `en` / `pt` tag overrides. */
  async function article(en: PageTags = {}, pt: PageTags | null = {}, ptPublished = true) {
    const payload = articlePayload({ title: "Power & AI", excerpt: "Why power is the bottleneck." });
    const ptSlug = `${payload.slug}-pt`;
    const created = await server.request("POST", "/api/articles", {
      token: adminToken,
      body: {
        ...payload,
        pt: { title: "Energia e IA", slug: ptSlug, excerpt: "Por que a energia é o gargalo.", content: "<p>Texto em português suficiente.</p>", published: ptPublished },
      },
    });
    expect(created.status).toBe(201);
    servePage(`/articles/${payload.slug}`, en);
    if (pt) servePage(`/pt/articles/${ptSlug}`, pt);
    return { id: created.body.id as number, slug: payload.slug, ptSlug };
  }

  const kit = (id: number, language = "en", token: string | null = adminToken) =>
    server.request<ShareKitReport & { message?: string }>("GET", `/api/articles/${id}/share-kit?language=${language}`, { token: token ?? undefined });

  it("answers only the admin", async () => {
    const { id } = await article();
    const anonymous = await kit(id, "en", null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe("Authentication required. Please sign in.");
    expect((await kit(id, "en", readerToken)).status).toBe(403);
  });

  it("reads the public page as LinkedIn's crawler does and passes a page with every tag and a good image", async () => {
    const { id, slug, ptSlug } = await article();
    userAgents.length = 0;
    const res = await kit(id);
    expect(res.status).toBe(200);
    const report = res.body;
    const url = `${origin}/articles/${slug}`;
    expect(report).toMatchObject({ articleId: id, language: "en", url, fetchedFrom: "public", fetchedUrl: url, note: null, ok: true });
    expect(failing(report)).toEqual([]);
    expect(report.checks.map((item) => item.id)).toEqual(["page", "ogTitle", "ogDescription", "ogType", "ogUrl", "ogImage", "imageType", "imageDimensions", "imageBytes", "imageRatio"]);
    expect(checkOf(report, "imageDimensions")?.message).toBe("1200x630 pixels.");
    expect(report.card).toEqual({
      title: "Power & AI | Owner",
      description: "Why power is the bottleneck.",
      image: `${origin}${IMAGES.good}`,
      imageWidth: 1200,
      imageHeight: 630,
      domain: "127.0.0.1",
    });
    expect(report.tags["twitter:card"]).toBe("summary_large_image");
    expect(userAgents.length).toBe(2);
    for (const agent of userAgents) expect(agent).toMatch(/^LinkedInBot\//);

    const utm = "?utm_source=linkedin&utm_medium=social&utm_campaign=share";
    const en = report.posts.find((post) => post.language === "en");
    const pt = report.posts.find((post) => post.language === "pt");
    expect(en).toEqual({ language: "en", url: `${url}${utm}`, text: `Power & AI\n\nWhy power is the bottleneck.\n\nRead the full article: ${url}${utm}` });
    expect(pt?.url).toBe(`${origin}/pt/articles/${ptSlug}${utm}`);
    expect(pt?.text).toBe(`Energia e IA\n\nPor que a energia é o gargalo.\n\nLeia o artigo completo: ${origin}/pt/articles/${ptSlug}${utm}`);
    expect(report.postInspectorUrl).toBe(`https://www.linkedin.com/post-inspector/inspect/${encodeURIComponent(url)}`);
  });

  it("checks the Portuguese version at its own address; a PNG of about 1.91:1 passes", async () => {
    const { id, ptSlug } = await article({}, { image: `${origin}${IMAGES.goodPng}` });
    const res = await kit(id, "pt");
    expect(res.status).toBe(200);
    expect(res.body.url).toBe(`${origin}/pt/articles/${ptSlug}`);
    expect(failing(res.body)).toEqual([]);
    expect(checkOf(res.body, "imageType")?.message).toBe("PNG, served as image/png.");
  });

  it("fails an image smaller than 1200x627", async () => {
    const { id } = await article({ image: `${origin}${IMAGES.small}` });
    const { body } = await kit(id);
    expect(body.ok).toBe(false);
    expect(failing(body)).toEqual(["imageDimensions"]);
    expect(checkOf(body, "imageDimensions")?.message).toBe("The image is 800x420; LinkedIn needs at least 1200x627 pixels for a large card.");
  });

  it("fails a WebP image, and a JPEG served as PNG", async () => {
    const webp = await kit((await article({ image: `${origin}${IMAGES.webp}` })).id);
    expect(failing(webp.body)).toEqual(["imageType"]);
    expect(checkOf(webp.body, "imageType")?.message).toBe("The image is image/webp; LinkedIn shows only JPEG or PNG images.");
    const mislabelled = await kit((await article({ image: `${origin}${IMAGES.mislabelled}` })).id);
    expect(failing(mislabelled.body)).toEqual(["imageType"]);
    expect(checkOf(mislabelled.body, "imageType")?.message).toBe("The image is image/jpeg but is served as image/png; serve it as image/jpeg.");
  });

  it("fails a square image and one over 5 MB", async () => {
    const square = await kit((await article({ image: `${origin}${IMAGES.square}` })).id);
    expect(failing(square.body)).toEqual(["imageRatio"]);
    expect(checkOf(square.body, "imageRatio")?.message).toContain("The image is 1.00:1; LinkedIn crops to 1.91:1");
    const huge = await kit((await article({ image: `${origin}${IMAGES.huge}` })).id);
    expect(failing(huge.body)).toEqual(["imageBytes"]);
    expect(checkOf(huge.body, "imageBytes")?.message).toMatch(/^The image is \d+\.\d MB; LinkedIn ignores images over 5 MB\.$/);
  });

  it("fails missing tags, an og:url that is not the canonical, and a relative og:image, each with its message", async () => {
    const noDescription = await kit((await article({ description: undefined, type: undefined })).id);
    expect(failing(noDescription.body)).toEqual(["ogDescription", "ogType"]);
    expect(checkOf(noDescription.body, "ogDescription")?.message).toBe("The page has no og:description tag.");

    const { id, slug } = await article({ url: `${origin}/articles/somewhere-else` });
    const mismatch = await kit(id);
    expect(failing(mismatch.body)).toEqual(["ogUrl"]);
    expect(checkOf(mismatch.body, "ogUrl")?.message).toBe(`og:url (${origin}/articles/somewhere-else) differs from the canonical link (${origin}/articles/${slug}).`);

    const relative = await kit((await article({ image: IMAGES.good })).id);
    expect(failing(relative.body)).toEqual(["ogImage", "imageType", "imageDimensions", "imageBytes", "imageRatio"]);
    expect(checkOf(relative.body, "ogImage")?.message).toBe(`og:image (${IMAGES.good}) is not an absolute http(s) URL.`);
    expect(relative.body.card.image).toBeNull();
  });

  it("says so when the page does not answer 200", async () => {
    const { id, slug } = await article();
    resources.delete(`/articles/${slug}`);
    const { body } = await kit(id);
    expect(body.ok).toBe(false);
    expect(checkOf(body, "page")).toEqual({ id: "page", label: "Page answers 200 with HTML", pass: false, message: "The page answered HTTP 404, not 200." });
    expect(checkOf(body, "ogTitle")?.pass).toBe(false);
  });

  it("refuses a version that is not public with a clear message, and names what is wrong with the request", async () => {
    const unpublished = await article({}, null, false);
    const res = await kit(unpublished.id, "pt");
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("The Portuguese version is not published yet: there is no public page to check. Publish it first.");

    const englishOnly = await server.request("POST", "/api/articles", { token: adminToken, body: articlePayload() });
    const none = await kit(englishOnly.body.id as number, "pt");
    expect(none.status).toBe(409);
    expect(none.body.message).toBe("This article has no Portuguese version, so there is no Portuguese page to share.");

    expect((await kit(999_999)).status).toBe(404);
    expect((await kit(999_999)).body.message).toBe("Article not found");
    const badLanguage = await kit(unpublished.id, "fr");
    expect(badLanguage.status).toBe(400);
    expect(badLanguage.body.message).toBe("language must be en or pt");
  });

  it("writes every check's name and sentence, and its refusals, in a Portuguese admin's language (issue 26)", async () => {
    const setLanguage = async (language: "en" | "pt") =>
      expect((await server.request("PATCH", "/api/auth/me", { token: adminToken, body: { language } })).status).toBe(200);
    const { id } = await article({ image: `${origin}${IMAGES.square}`, description: undefined });
    const unpublished = await article({}, {}, false);
    await setLanguage("pt");
    try {
      const res = await kit(id);
      expect(res.status).toBe(200);
      expect(checkOf(res.body, "page")).toEqual({ id: "page", label: "A página responde 200 com HTML", pass: true, message: "HTTP 200, text/html." });
      expect(checkOf(res.body, "ogDescription")).toMatchObject({ label: "og:description presente", pass: false, message: "A página não tem a tag og:description." });
      expect(checkOf(res.body, "imageRatio")).toMatchObject({
        label: "A imagem tem proporção de cerca de 1,91:1",
        pass: false,
        message: "A imagem tem proporção 1,00:1; o LinkedIn corta em 1,91:1 (dentro de ±3 % ela aparece como planejado).",
      });
      expect(checkOf(res.body, "imageDimensions")?.label).toBe("A imagem tem pelo menos 1200x627");
      // No sentence of the report is left in English.
      const english = /\b(the|is|has|not|could|served|crops|needs)\b/i;
      for (const item of res.body.checks) expect(`${item.label} ${item.message.replace(/https?:\/\/\S+/g, "")}`, item.id).not.toMatch(english);
      // The refusal for a version that is not public.
      const refused = await kit(unpublished.id, "pt");
      expect(refused.status).toBe(409);
      expect(refused.headers.get("content-language")).toBe("pt-BR");
      expect(refused.body.message).toBe("A versão em português ainda não foi publicada: não há página pública para verificar. Publique-a primeiro.");
    } finally {
      await setLanguage("en");
    }
    // Back in English: the spec's words.
    const res = await kit(id);
    expect(checkOf(res.body, "imageRatio")).toMatchObject({ label: "Image is about 1.91:1", message: "The image is 1.00:1; LinkedIn crops to 1.91:1 (within ±3 % it looks as intended)." });
  });

  it("reads the page from the server itself when the public origin cannot be reached, and says so", async () => {
    // A port nothing listens on.
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const closedOrigin = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const offline = await startTestServer(engine, { siteUrl: closedOrigin, shareKitTrustedOrigins: [closedOrigin] });
    try {
      const { token } = await offline.signInAdmin();
      const created = await offline.request("POST", "/api/articles", { token, body: articlePayload() });
      const res = await offline.request<ShareKitReport>("GET", `/api/articles/${created.body.id}/share-kit`, { token });
      expect(res.status).toBe(200);
      expect(res.body.fetchedFrom).toBe("local");
      expect(res.body.url).toBe(`${closedOrigin}/articles/${created.body.slug}`);
      expect(res.body.fetchedUrl).toBe(`${offline.baseUrl}/articles/${created.body.slug}`);
      expect(res.body.note).toContain(`The public address ${closedOrigin} could not be reached from the server (ECONNREFUSED)`);
      // This test server serves the API only: its own page answers 404, and the report says that.
      expect(checkOf(res.body, "page")?.message).toBe("The page answered HTTP 404, not 200.");
    } finally {
      await offline.close();
    }
  });
});

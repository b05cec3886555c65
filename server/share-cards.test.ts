import { describe, expect, it } from "vitest";
import { getSiteContent } from "#app/content/site.ts";
import { SITE_CONTENT_EN } from "#app/content/site-content.en.ts";
import { LANGUAGES, type Language } from "#app/lib/language.ts";
import type { Article } from "#app/modules/articles/article.ts";
import {
  articleShareCard,
  articleShareCardPath,
  pageShareCard,
  pageShareCardPath,
  SHARE_CARD_PAGES,
  type ShareCard,
  shareCardVersion,
} from "#app/modules/share-cards/share-card.ts";
import { articlePayload, photoBytes, uniqueSlug, uploadImage, useApiServer } from "#tests/factories.ts";
import { cardProblems, differingShare, readCard, textBands } from "#tests/share-card-check.ts";
import { ENGINES } from "#tests/setup/test-db.ts";
import type { TestServer } from "#tests/setup/test-server.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=300";

/** The three-line, ellipsised title: 290 characters of ordinary words. */
const VERY_LONG_TITLE = (
  "The Data Center Power Crunch: why every board now needs a plan for grid connections, transformers, water permits, " +
  "renewable contracts and the engineers who keep them running, before the next wave of artificial intelligence " +
  "arrives in every industry and every region of Brazil"
).slice(0, 290);
const UNBREAKABLE_TITLE = "Supercalifragilisticexpialidociousnessandmore Pneumonoultramicroscopicsilicovolcanoconiosis";

interface Fetched {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

describe.each(ENGINES)("share cards over HTTP (%s)", (engine) => {
  let server: TestServer;
  let adminToken: string;
  useApiServer(engine, (context) => ({ server, adminToken } = context));

  async function get(path: string, headers: Record<string, string> = {}): Promise<Fetched> {
    const res = await fetch(`${server.baseUrl}${path}`, { headers });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  /** GETs a card at its versioned URL and checks everything a link preview needs of it. */
  async function expectGoodCard(path: string, card: ShareCard, context: string) {
    const version = shareCardVersion(card);
    const res = await get(`${path}?v=${version}`);
    expect(res.status, context).toBe(200);
    expect(res.headers.get("content-type"), context).toBe("image/jpeg");
    expect(res.headers.get("cache-control"), context).toBe(IMMUTABLE);
    expect(res.headers.get("etag"), context).toBe(`"${version}"`);
    const reading = await readCard(res.bytes, card.photo !== null && !/^https?:/.test(card.photo));
    expect(cardProblems(reading, card.photo !== null && !/^https?:/.test(card.photo)), context).toEqual([]);
    return reading;
  }

  async function createArticle(overrides: Record<string, unknown>): Promise<Article> {
    const res = await server.request<Article>("POST", "/api/articles", { body: articlePayload(overrides), token: adminToken });
    expect(res.status, res.text).toBe(201);
    return res.body;
  }

  it("draws a card for every page in each language, text inside the margins, different in Portuguese", async () => {
    for (const page of SHARE_CARD_PAGES) {
      const readings = {} as Record<Language, Awaited<ReturnType<typeof readCard>>>;
      for (const language of LANGUAGES) {
        const card = pageShareCard(page, getSiteContent(language), language);
        readings[language] = await expectGoodCard(pageShareCardPath(page, language), card, `${page} ${language}`);
      }
      expect(differingShare(readings.en, readings.pt), `${page}: pt differs from en`).toBeGreaterThan(0.002);
    }
  });

  it("answers the current card, cached briefly, to an unversioned or outdated URL, and 304 to a revalidation", async () => {
    const card = pageShareCard("talks", SITE_CONTENT_EN, "en");
    const current = await get("/share/talks.jpg?v=" + shareCardVersion(card));
    for (const path of ["/share/talks.jpg", "/share/talks.jpg?v=old"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe(SHORT);
      expect(res.bytes.equals(current.bytes), path).toBe(true);
    }
    const revalidated = await get("/share/talks.jpg", { "if-none-match": `"${shareCardVersion(card)}"` });
    expect(revalidated.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
    const head = await fetch(`${server.baseUrl}/pt/share/talks.jpg`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/jpeg");
  });

  it("answers 404 to an unknown page, an unknown slug and a language an article is not published in", async () => {
    const englishOnly = await createArticle({});
    for (const path of [
      "/share/contact.jpg",
      "/share/home.png",
      "/share/home",
      "/pt/share/.jpg",
      "/articles/no-such-article/share.jpg",
      `/pt/articles/${englishOnly.slug}/share.jpg`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toMatch(/^text\/plain/);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
    expect((await get(`/articles/${englishOnly.slug}/share.jpg`)).status).toBe(200);
  });

  it("draws every sample article in each of its languages with its title inside the margins", async () => {
    expect((await server.request("POST", "/api/sample-articles", { token: adminToken })).status).toBe(201);
    const published = (await server.request<Article[]>("GET", "/api/articles")).body;
    let drawn = 0;
    for (const article of published) {
      const versions = [
        { language: "en" as const, slug: article.slug, title: article.title },
        ...(article.pt?.published ? [{ language: "pt" as const, slug: article.pt.slug, title: article.pt.title }] : []),
      ];
      for (const { language, slug, title } of versions) {
        if (!slug || !title) continue;
        const card = articleShareCard({ title, coverImage: article.coverImage }, getSiteContent(language), language);
        await expectGoodCard(articleShareCardPath(slug, language), card, `${slug} (${language})`);
        drawn++;
      }
    }
    // The six samples in English and the one translated into Portuguese.
    expect(drawn).toBeGreaterThanOrEqual(7);
    expect(published.map((a) => a.title)).toContain("The Data Center Power Crunch");
  });

  it("keeps a very long title and words wider than a line inside the margins", async () => {
    for (const title of [VERY_LONG_TITLE, UNBREAKABLE_TITLE, `${UNBREAKABLE_TITLE} ${VERY_LONG_TITLE}`.slice(0, 300)]) {
      const article = await createArticle({ title, slug: uniqueSlug("long-title") });
      const card = articleShareCard({ title, coverImage: article.coverImage }, SITE_CONTENT_EN, "en");
      const reading = await expectGoodCard(articleShareCardPath(article.slug ?? "", "en"), card, title);
      // Three lines of title between the section label and the name: the fourth was cut to the ellipsis.
      expect(textBands(reading, 140, 450), title).toBe(3);
    }
  });

  it("composes the cover photo beside the text when the article has an uploaded one", async () => {
    const photo = await uploadImage(server, adminToken, await photoBytes(1600, 900));
    const withCover = await createArticle({ title: "Cooling the Campus", coverImage: photo.url });
    const withoutCover = await createArticle({ title: "Cooling the Campus", coverImage: null });
    const coverCard = articleShareCard({ title: "Cooling the Campus", coverImage: photo.url }, SITE_CONTENT_EN, "en");
    const plainCard = articleShareCard({ title: "Cooling the Campus", coverImage: null }, SITE_CONTENT_EN, "en");
    const covered = await expectGoodCard(articleShareCardPath(withCover.slug ?? "", "en"), coverCard, "with cover");
    const plain = await expectGoodCard(articleShareCardPath(withoutCover.slug ?? "", "en"), plainCard, "without cover");
    // The noisy photo fills the right of the card; without it the right margin is the plain ground.
    expect(covered.rightEdgeDetail).toBeGreaterThan(20);
    expect(plain.rightEdgeDetail).toBeLessThan(8);
    expect(shareCardVersion(coverCard)).not.toBe(shareCardVersion(plainCard));
  });

  it("gives a card a new version and a new picture when what it shows changes", async () => {
    const before = await get("/share/home.jpg");
    const content = structuredClone(SITE_CONTENT_EN) as any;
    content.taglines[0] = "A changed tagline for the share card test.";
    expect((await server.request("PUT", "/api/site-content/en", { token: adminToken, body: content })).status).toBe(200);
    const changed = pageShareCard("home", content, "en");
    const after = await expectGoodCard("/share/home.jpg", changed, "changed home");
    expect(before.headers.get("etag")).not.toBe(`"${shareCardVersion(changed)}"`);
    expect(differingShare(await readCard(before.bytes, true), after)).toBeGreaterThan(0.002);
    // The old version's URL now answers the new card, no longer cached for a year.
    const old = await get(`/share/home.jpg?v=${(before.headers.get("etag") ?? "").replaceAll('"', "")}`);
    expect(old.headers.get("cache-control")).toBe(SHORT);
    // Portuguese is another document: its card did not change.
    const pt = pageShareCard("home", getSiteContent("pt"), "pt");
    expect((await get(`/pt/share/home.jpg?v=${shareCardVersion(pt)}`)).headers.get("cache-control")).toBe(IMMUTABLE);

    const article = await createArticle({ title: "Before the Edit" });
    const renamed = await server.request<Article>("PUT", `/api/articles/${article.id}`, {
      body: articlePayload({ slug: article.slug, title: "After the Edit" }),
      token: adminToken,
    });
    expect(renamed.status).toBe(200);
    await expectGoodCard(
      articleShareCardPath(article.slug ?? "", "en"),
      articleShareCard({ title: "After the Edit", coverImage: renamed.body.coverImage }, content, "en"),
      "renamed article",
    );
  });
});

import { describe, expect, it } from "vitest";
import { SITE_CONTENT_EN } from "#app/content/site-content.en.ts";
import { SITE_CONTENT_PT } from "#app/content/site-content.pt.ts";
import type { SiteContent } from "#app/content/site-content.ts";
import { IMAGE_PATH_MESSAGE } from "#app/modules/site-content/site-content.schema.ts";
import { readContentVersion } from "#app/modules/settings/content-version.service.server.ts";
import { type ApiTestContext, useApiServer } from "#tests/factories.ts";
import { ENGINES } from "#tests/setup/test-db.ts";

type Mutable<T> = { -readonly [K in keyof T]: Mutable<T[K]> };

function editable(content: SiteContent): Mutable<SiteContent> {
  return structuredClone(content) as Mutable<SiteContent>;
}

describe.each(ENGINES)("/api/site-content (%s)", (engine) => {
  let context: ApiTestContext;
  useApiServer(engine, (ready) => (context = ready));

  it("is for the admin only, and knows two languages", async () => {
    const { server, readerToken, adminToken } = context;
    expect((await server.request("GET", "/api/site-content/en")).status).toBe(401);
    expect((await server.request("GET", "/api/site-content/en", { token: readerToken })).status).toBe(403);
    expect((await server.request("PUT", "/api/site-content/en", { token: readerToken, body: SITE_CONTENT_EN })).status).toBe(403);
    const unknown = await server.request("GET", "/api/site-content/fr", { token: adminToken });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Unknown language: use en or pt");
  });

  it("starts with the shipped sample content of each language, dated by its press kit", async () => {
    const { server, adminToken } = context;
    const pt = await server.request("GET", "/api/site-content/pt", { token: adminToken });
    expect(pt.status).toBe(200);
    expect(pt.body).toEqual({ language: "pt", content: SITE_CONTENT_PT, revision: null, mediaKitUpdatedAt: "2025-05-12T00:00:00.000Z" });
  });

  it("saves a new revision, bumps the content version and keeps the history", async () => {
    const { server, adminToken } = context;
    const before = await readContentVersion(server.database.db);
    const content = editable(SITE_CONTENT_EN);
    content.taglines[0] = "  Building what comes next.  ";
    content.stats[1]!.value = "150+";
    const saved = await server.request("PUT", "/api/site-content/en", { token: adminToken, body: content });
    expect(saved.status).toBe(200);
    expect(saved.body.content.taglines[0]).toBe("Building what comes next.");
    expect(saved.body.content.stats[1]).toEqual({ value: "150+", label: "AI projects delivered" });
    expect(saved.body.revision).toMatchObject({ id: expect.any(Number), createdBy: "admin", createdAt: expect.any(String) });
    // Taglines and stats are not in the media kit: its date stays.
    expect(saved.body.mediaKitUpdatedAt).toBe("2025-05-12T00:00:00.000Z");
    expect(await readContentVersion(server.database.db)).not.toBe(before);

    const read = await server.request("GET", "/api/site-content/en", { token: adminToken });
    expect(read.body).toEqual(saved.body);
    // The other language is untouched.
    expect((await server.request("GET", "/api/site-content/pt", { token: adminToken })).body.revision).toBeNull();

    content.mediaKit.imageCredit = "Photo: © Studio Example.";
    const second = await server.request("PUT", "/api/site-content/en", { token: adminToken, body: content });
    expect(Date.parse(second.body.mediaKitUpdatedAt)).toBeGreaterThan(Date.now() - 60_000);

    const history = await server.request("GET", "/api/site-content/en/revisions", { token: adminToken });
    expect(history.body.map((r: { id: number }) => r.id)).toEqual([second.body.revision.id, saved.body.revision.id]);
    const first = await server.request("GET", `/api/site-content/en/revisions/${saved.body.revision.id}`, { token: adminToken });
    expect(first.body.content.mediaKit.imageCredit).toBe(SITE_CONTENT_EN.mediaKit.imageCredit);
    const missing = await server.request("GET", "/api/site-content/en/revisions/999999", { token: adminToken });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Revision not found");
  });

  it("refuses invalid content with a message per field, and stores nothing", async () => {
    const { server, adminToken } = context;
    const history = async () => (await server.request("GET", "/api/site-content/pt/revisions", { token: adminToken })).body.length;
    const count = await history();
    const content = editable(SITE_CONTENT_PT) as unknown as Record<string, any>;
    content.taglines[2] = "";
    content.contact.email = "contato";
    content.journey = content.journey.slice(0, 2);
    const res = await server.request("PUT", "/api/site-content/pt", { token: adminToken, body: content });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION");
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: "taglines.2", message: "This field is required" },
        { path: "contact.email", message: "Invalid email address" },
        { path: "journey", message: "Journey: 3 to 12 frames (this list has 2)" },
      ]),
    );
    expect(await history()).toBe(count);
    const notJson = await server.request("PUT", "/api/site-content/pt", { token: adminToken, body: "[1, 2" });
    expect(notJson.status).toBe(400);
  });

  it("takes an eighth journey frame and a hidden chat teaser; refuses a list past its maximum with a clear 400 (issue 28)", async () => {
    const { server, adminToken } = context;
    const content = JSON.parse(JSON.stringify(SITE_CONTENT_EN)) as Record<string, any>;
    content.journey.push({ year: "2026", title: "An eighth milestone", text: "Added by the owner from the admin." });
    content.showOnSite.chatTeaser = false;
    const saved = await server.request("PUT", "/api/site-content/en", { token: adminToken, body: content });
    expect(saved.status).toBe(200);
    expect(saved.body.content.journey).toHaveLength(8);
    expect(saved.body.content.showOnSite).toMatchObject({ chatTeaser: false, journey: true });

    for (const [path, count] of [["keynotes", 7], ["superpowers", 10], ["stats", 5]] as const) {
      const tooMany = JSON.parse(JSON.stringify(SITE_CONTENT_EN)) as Record<string, any>;
      tooMany[path] = Array.from({ length: count }, () => tooMany[path][0]);
      const res = await server.request("PUT", "/api/site-content/en", { token: adminToken, body: tooMany });
      expect(res.status, path).toBe(400);
      expect(res.body.code).toBe("VALIDATION");
      expect(res.body.message).toMatch(new RegExp(`^\\w[\\w ]*: \\d+ to \\d+ \\w+ \\(this list has ${count}\\)$`));
      expect(res.body.issues).toEqual([{ path, message: res.body.message }]);
    }
    const noPortfolio = JSON.parse(JSON.stringify(SITE_CONTENT_PT)) as Record<string, any>;
    noPortfolio.portfolio.items = [];
    noPortfolio.pressKit.keyProjects = [];
    expect((await server.request("PUT", "/api/site-content/pt", { token: adminToken, body: noPortfolio })).status).toBe(200);
  });

  it("takes content from a client that does not know the section switches: every section stays shown", async () => {
    const { server, adminToken } = context;
    const content = JSON.parse(JSON.stringify(SITE_CONTENT_EN)) as Record<string, any>;
    delete content.showOnSite;
    const saved = await server.request("PUT", "/api/site-content/en", { token: adminToken, body: content });
    expect(saved.status).toBe(200);
    expect(Object.values(saved.body.content.showOnSite as Record<string, boolean>).every(Boolean)).toBe(true);
    const partial = JSON.parse(JSON.stringify(SITE_CONTENT_EN)) as Record<string, any>;
    partial.showOnSite = { contact: false };
    const hidden = await server.request("PUT", "/api/site-content/en", { token: adminToken, body: partial });
    expect(hidden.body.content.showOnSite).toMatchObject({ contact: false, journey: true, speaking: true });
    const wrong = await server.request("PUT", "/api/site-content/en", { token: adminToken, body: { ...partial, showOnSite: { contact: "no" } } });
    expect(wrong.status).toBe(400);
  });

  it("refuses an image field that is not an image the site stores or ships, such as /api/auth/logout (issue 22)", async () => {
    const { server, adminToken } = context;
    const content = JSON.parse(JSON.stringify(SITE_CONTENT_EN)) as Record<string, any>;
    content.hero.image.src = "/api/auth/logout";
    const res = await server.request("PUT", "/api/site-content/en", { token: adminToken, body: content });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: "hero.image.src", message: IMAGE_PATH_MESSAGE }]);
  });

  it("shows the shipped image in place of one saved before the rule, keeping the rest of that content", async () => {
    const { server, adminToken } = context;
    const content = JSON.parse(JSON.stringify(SITE_CONTENT_EN)) as Record<string, any>;
    content.hero.image.src = "/api/auth/logout";
    content.hero.intro = "Saved before issue 22.";
    const now = new Date().toISOString();
    await server.database.db
      .insertInto("site_content_revisions")
      .values({ language: "en", content: JSON.stringify(content), media_kit_updated_at: now, created_at: now, created_by: null })
      .execute();
    const res = await server.request("GET", "/api/site-content/en", { token: adminToken });
    expect(res.body.content.hero.intro).toBe("Saved before issue 22.");
    expect(res.body.content.hero.image.src).toBe(SITE_CONTENT_EN.hero.image.src);
  });
});

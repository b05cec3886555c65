import { describe, expect, it } from "vitest";
import { findPublicPage, PageScheduleWatcher } from "#app/modules/pages/pages.service.server.ts";
import { readContentVersion } from "#app/modules/settings/content-version.service.server.ts";
import { type ApiTestContext, useApiServer } from "#tests/factories.ts";
import { ENGINES } from "#tests/setup/test-db.ts";

let counter = 0;
function pagePayload(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    slug: `now-${counter}`,
    title: "Now",
    content: "<p>What I am doing now.</p>",
    excerpt: "This month",
    published: true,
    showIn: "header",
    pt: { slug: `agora-${counter}`, title: "Agora", content: "<p>O que estou fazendo agora.</p>", published: true },
    ...overrides,
  };
}

describe.each(ENGINES)("/api/pages (%s)", (engine) => {
  let context: ApiTestContext;
  useApiServer(engine, (ready) => (context = ready));

  it("is the admin's only, reading included (drafts are listed)", async () => {
    const { server, readerToken } = context;
    for (const [method, path] of [
      ["GET", "/api/pages"],
      ["POST", "/api/pages"],
      ["GET", "/api/pages/1"],
      ["PUT", "/api/pages/1"],
      ["DELETE", "/api/pages/1"],
    ] as const) {
      const body = method === "POST" || method === "PUT" ? pagePayload() : undefined;
      expect((await server.request(method, path, { body })).status).toBe(401);
      expect((await server.request(method, path, { token: readerToken, body })).status).toBe(403);
    }
  });

  it("creates, reads, updates and deletes a page in both languages, each write a new content version", async () => {
    const { server, adminToken } = context;
    const db = server.database.db;
    const v0 = await readContentVersion(db);
    const payload = pagePayload({ content: '<p>Hi<script>alert(1)</script></p>', publishAt: "2030-01-01T09:00:00-03:00" });
    const created = await server.request("POST", "/api/pages", { token: adminToken, body: payload });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      slug: payload.slug,
      title: "Now",
      excerpt: "This month",
      published: true,
      publishAt: "2030-01-01T12:00:00.000Z",
      showIn: "header",
      pt: { slug: payload.pt.slug, title: "Agora", published: true, publishAt: null, excerpt: null },
    });
    expect(created.body.content).not.toContain("script");
    const v1 = await readContentVersion(db);
    expect(v1).not.toBe(v0);

    const id = created.body.id as number;
    expect((await server.request("GET", `/api/pages/${id}`, { token: adminToken })).body).toMatchObject({ id, title: "Now" });
    expect((await server.request("GET", "/api/pages", { token: adminToken })).body.map((page: { id: number }) => page.id)).toContain(id);

    const updated = await server.request("PUT", `/api/pages/${id}`, { token: adminToken, body: { ...payload, title: "Now, again", showIn: "footer", pt: null } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ title: "Now, again", showIn: "footer", pt: null });
    expect(await readContentVersion(db)).not.toBe(v1);

    const deleted = await server.request("DELETE", `/api/pages/${id}`, { token: adminToken });
    expect(deleted.body).toEqual({ success: true, message: "Page deleted successfully" });
    const gone = await server.request("GET", `/api/pages/${id}`, { token: adminToken });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe("Page not found");
  });

  it("refuses the slug of any route of the site, in either language, with a clear message", async () => {
    const { server, adminToken } = context;
    for (const slug of [
      ...["articles", "admin", "press-kit", "media-kit", "museum-letter", "api", "talks", "share", "uploads", "preview", "pt", "privacy", "accessibility", "search", "healthz"],
      // Routes added after pages: the newsletter's pages (issue 25), the sitemap's parts.
      ...["newsletter", "sitemaps"],
    ]) {
      const refused = await server.request("POST", "/api/pages", { token: adminToken, body: pagePayload({ slug }) });
      expect(refused.status, slug).toBe(400);
      expect(refused.body.message).toBe(`The address /${slug} belongs to the site itself; choose another slug`);
    }
    for (const slug of ["privacidade", "acessibilidade", "talks", "newsletter", "preview"]) {
      const pt = await server.request("POST", "/api/pages", { token: adminToken, body: pagePayload({ pt: { slug, title: "X", content: "<p>x</p>", published: true } }) });
      expect(pt.status, slug).toBe(400);
      expect(pt.body.message).toBe(`The address /${slug} belongs to the site itself; choose another slug`);
    }
    // Files Express serves (the one-sheet, .well-known, feeds) have a dot, which no slug may have.
    for (const slug of ["speaker-one-sheet.pdf", ".well-known", "rss.xml", "llms.txt", "robots.txt"]) {
      const refused = await server.request("POST", "/api/pages", { token: adminToken, body: pagePayload({ slug }) });
      expect(refused.status, slug).toBe(400);
      expect(JSON.stringify(refused.body)).toContain("Slug can only contain lowercase letters, numbers, and hyphens");
    }
  });

  it("refuses a slug another page has, malformed input, and an unknown id", async () => {
    const { server, adminToken } = context;
    const first = await server.request("POST", "/api/pages", { token: adminToken, body: pagePayload() });
    const taken = await server.request("POST", "/api/pages", { token: adminToken, body: pagePayload({ slug: first.body.slug }) });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe(`Another page already uses the slug ${first.body.slug}`);
    // Its own slug is not "taken" when the page is saved again.
    expect((await server.request("PUT", `/api/pages/${first.body.id}`, { token: adminToken, body: pagePayload({ slug: first.body.slug, pt: null }) })).status).toBe(200);

    const bad = await server.request("POST", "/api/pages", { token: adminToken, body: pagePayload({ slug: "Not A Slug", showIn: "sidebar" }) });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Slug can only contain lowercase letters, numbers, and hyphens");
    expect(JSON.stringify(bad.body)).toContain('Show in must be \\"none\\", \\"header\\" or \\"footer\\"');
    expect((await server.request("PUT", "/api/pages/999999", { token: adminToken, body: pagePayload() })).status).toBe(404);
    expect((await server.request("DELETE", "/api/pages/abc", { token: adminToken })).status).toBe(404);
  });

  it("makes a scheduled page live at its time: a new content version, so cached pages show it", async () => {
    const { server, adminToken } = context;
    const db = server.database.db;
    const publishAt = new Date(Date.now() + 1_500).toISOString();
    const created = await server.request("POST", "/api/pages", { token: adminToken, body: pagePayload({ publishAt, pt: null }) });
    expect(created.status).toBe(201);
    expect(await findPublicPage(db, "en", created.body.slug)).toBeUndefined();
    const version = await readContentVersion(db);
    const watcher = new PageScheduleWatcher(db, server.ctx.contentVersion, { pollIntervalMs: 100, log: () => {} });
    watcher.start();
    try {
      const until = Date.now() + 8_000;
      while ((await readContentVersion(db)) === version && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await readContentVersion(db)).not.toBe(version);
      expect(await findPublicPage(db, "en", created.body.slug)).toMatchObject({ title: "Now" });
    } finally {
      await watcher.stop();
    }
  });
});

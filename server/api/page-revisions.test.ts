import { describe, expect, it } from "vitest";
import type { ArticleRevisionSummary } from "#app/modules/articles/article-revision.ts";
import type { Page } from "#app/modules/pages/page.ts";
import type { PageDraftState, PageRevision } from "#app/modules/pages/page-revision.ts";
import { findPublicPage } from "#app/modules/pages/pages.service.server.ts";
import { type ApiTestContext, useApiServer } from "#tests/factories.ts";
import { ENGINES } from "#tests/setup/test-db.ts";

/**
 * A page's autosave, revisions and own share card (ADR 044): the articles' rules (ADR 021) over
 * /api/pages/{id|new}/draft and /api/pages/{id}/revisions, on both engines.
 */

let counter = 0;
function pagePayload(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    slug: `now-${counter}`,
    title: "Now",
    content: "<p>What I am doing now.</p>",
    excerpt: "This month",
    published: true,
    showIn: "none",
    pt: { slug: `agora-${counter}`, title: "Agora", content: "<p>O que estou fazendo agora.</p>", published: true },
    ...overrides,
  };
}

describe.each(ENGINES)("page autosave, revisions and share cards (%s)", (engine) => {
  let context: ApiTestContext;
  useApiServer(engine, (ready) => (context = ready));

  async function createPage(overrides: Record<string, unknown> = {}): Promise<Page> {
    const created = await context.server.request<Page>("POST", "/api/pages", { token: context.adminToken, body: pagePayload(overrides) });
    expect(created.status, created.text).toBe(201);
    return created.body;
  }

  it("is the admin's only", async () => {
    const { server, readerToken } = context;
    const page = await createPage();
    for (const [method, path] of [
      ["GET", `/api/pages/${page.id}/draft`],
      ["PUT", `/api/pages/${page.id}/draft`],
      ["DELETE", "/api/pages/new/draft"],
      ["GET", `/api/pages/${page.id}/revisions`],
      ["GET", `/api/pages/${page.id}/revisions/1`],
      ["POST", `/api/pages/${page.id}/revisions/1/restore`],
    ] as const) {
      const body = method === "PUT" ? { title: "x" } : undefined;
      expect((await server.request(method, path, { body })).status, path).toBe(401);
      expect((await server.request(method, path, { token: readerToken, body })).status, path).toBe(403);
    }
  });

  it("keeps an autosaved draft that visitors never see, with a revision, until the page is saved", async () => {
    const { server, adminToken } = context;
    const db = server.database.db;
    const page = await createPage();
    expect((await server.request("GET", `/api/pages/${page.id}/draft`, { token: adminToken })).body).toEqual({ draft: null });
    const revisions = await server.request<ArticleRevisionSummary[]>("GET", `/api/pages/${page.id}/revisions`, { token: adminToken });
    expect(revisions.body).toEqual([expect.objectContaining({ kind: "save", summary: "First version" })]);

    const draft = { ...pagePayload({ slug: page.slug, title: "Now, this week", content: "<p>Writing the second book.</p>" }), pt: { ...page.pt, content: "<p>Escrevendo.</p>" } };
    const saved = await server.request("PUT", `/api/pages/${page.id}/draft`, { token: adminToken, body: draft });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ pending: true, savedAt: expect.any(String), revision: { kind: "autosave", summary: "Title changed, Content −1 word, Portuguese content −4 words" } });
    const pending = await server.request<{ draft: PageDraftState }>("GET", `/api/pages/${page.id}/draft`, { token: adminToken });
    expect(pending.body.draft.data).toMatchObject({ title: "Now, this week", content: "<p>Writing the second book.</p>", pt: { content: "<p>Escrevendo.</p>" } });
    // Visitors still read the saved text.
    expect(await findPublicPage(db, "en", page.slug)).toMatchObject({ title: "Now", content: "<p>What I am doing now.</p>" });

    // A second autosave within ten minutes updates the same revision.
    const again = await server.request("PUT", `/api/pages/${page.id}/draft`, { token: adminToken, body: { ...draft, title: "Now, today" } });
    expect(again.body.revision.id).toBe(saved.body.revision.id);
    expect((await server.request<ArticleRevisionSummary[]>("GET", `/api/pages/${page.id}/revisions`, { token: adminToken })).body).toHaveLength(2);

    // Saving the page ends the draft and keeps a "save" revision.
    const put = await server.request("PUT", `/api/pages/${page.id}`, { token: adminToken, body: { ...pagePayload({ slug: page.slug, title: "Now, today" }), pt: null } });
    expect(put.status, put.text).toBe(200);
    expect((await server.request("GET", `/api/pages/${page.id}/draft`, { token: adminToken })).body).toEqual({ draft: null });
    const after = (await server.request<ArticleRevisionSummary[]>("GET", `/api/pages/${page.id}/revisions`, { token: adminToken })).body;
    expect(after.map((revision) => revision.kind)).toEqual(["save", "autosave", "save"]);
    expect(await findPublicPage(db, "en", page.slug)).toMatchObject({ title: "Now, today" });
  });

  it("drops a draft equal to the saved text, sanitises drafts, and discards idempotently", async () => {
    const { server, adminToken } = context;
    const page = await createPage();
    const same = await server.request("PUT", `/api/pages/${page.id}/draft`, { token: adminToken, body: { ...pagePayload({ slug: page.slug }), pt: page.pt } });
    expect(same.body).toMatchObject({ pending: false, revision: null });
    await server.request("PUT", `/api/pages/${page.id}/draft`, { token: adminToken, body: { title: "T", content: '<p>x<script>alert(1)</script><img src="x" onerror="alert(1)"></p>' } });
    const stored = await server.request<{ draft: PageDraftState }>("GET", `/api/pages/${page.id}/draft`, { token: adminToken });
    expect(stored.body.draft.data.content).not.toMatch(/script|onerror/);
    for (let i = 0; i < 2; i++) expect((await server.request("DELETE", `/api/pages/${page.id}/draft`, { token: adminToken })).body).toEqual({ success: true, message: "Draft discarded" });
    expect((await server.request("GET", `/api/pages/${page.id}/draft`, { token: adminToken })).body).toEqual({ draft: null });
  });

  it("keeps the draft of a page not created yet in the slot new, until it is created", async () => {
    const { server, adminToken } = context;
    await server.request("PUT", "/api/pages/new/draft", { token: adminToken, body: { title: "Uses", content: "<p>A laptop.</p>" } });
    const pending = await server.request<{ draft: PageDraftState }>("GET", "/api/pages/new/draft", { token: adminToken });
    expect(pending.body.draft.data).toMatchObject({ title: "Uses", slug: "", content: "<p>A laptop.</p>", pt: null });
    await createPage({ title: "Uses" });
    expect((await server.request("GET", "/api/pages/new/draft", { token: adminToken })).body).toEqual({ draft: null });
  });

  it("restores a revision into the draft, as a new revision, publishing nothing", async () => {
    const { server, adminToken } = context;
    const db = server.database.db;
    const page = await createPage({ title: "First title" });
    await server.request("PUT", `/api/pages/${page.id}`, { token: adminToken, body: { ...pagePayload({ slug: page.slug, title: "Second title" }), pt: { ...page.pt, title: "Segundo" } } });
    const [latest, first] = (await server.request<ArticleRevisionSummary[]>("GET", `/api/pages/${page.id}/revisions`, { token: adminToken })).body;
    expect(latest?.summary).toBe("Title changed, Portuguese title changed");
    const shown = await server.request<PageRevision>("GET", `/api/pages/${page.id}/revisions/${first?.id}`, { token: adminToken });
    expect(shown.body.data).toMatchObject({ title: "First title", slug: page.slug, pt: { title: "Agora" } });

    const restored = await server.request("POST", `/api/pages/${page.id}/revisions/${first?.id}/restore`, { token: adminToken });
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body.revision).toMatchObject({ kind: "restore", summary: `Restored revision ${first?.id}` });
    expect(restored.body.draft.data).toMatchObject({ title: "First title", published: true, showIn: "none", pt: { title: "Agora", published: true } });
    expect(await findPublicPage(db, "en", page.slug)).toMatchObject({ title: "Second title" });
    const audit = await db.selectFrom("audit_events").select(["action", "details"]).where("target_type", "=", "page").where("target_id", "=", String(page.id)).orderBy("id", "desc").executeTakeFirst();
    expect(audit?.action).toBe("page.revision_restored");
    expect(JSON.parse(audit?.details ?? "{}")).toMatchObject({ revision: first?.id });
  });

  it("answers 404 for an unknown page or revision and 400 for a malformed draft", async () => {
    const { server, adminToken } = context;
    const page = await createPage();
    const missing = await server.request("GET", "/api/pages/999999/draft", { token: adminToken });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Page not found");
    expect((await server.request("GET", `/api/pages/${page.id}/revisions/999999`, { token: adminToken })).body.message).toBe("Revision not found");
    expect((await server.request("POST", `/api/pages/${page.id}/revisions/abc/restore`, { token: adminToken })).status).toBe(404);
    const bad = await server.request("PUT", `/api/pages/${page.id}/draft`, { token: adminToken, body: { title: 5, pt: "x" } });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Title must be text");
    expect((await server.request("PUT", `/api/pages/${page.id}/draft`, { token: adminToken, body: "[1]" })).status).toBe(400);
  });

  it("draws each live page its own share card in its language; none for a draft or an unknown slug", async () => {
    const { server } = context;
    const page = await createPage({ title: "A page with its own card" });
    const hidden = await createPage({ published: false, pt: null });
    const en = await fetch(`${server.baseUrl}/share/pages/${page.slug}.jpg`);
    expect(en.status).toBe(200);
    expect(en.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await en.arrayBuffer());
    expect(bytes.subarray(0, 3).toString("hex")).toBe("ffd8ff");
    const pt = await fetch(`${server.baseUrl}/pt/share/pages/${page.pt?.slug}.jpg`);
    expect(pt.status).toBe(200);
    expect(pt.headers.get("etag")).not.toBe(en.headers.get("etag"));
    for (const path of [`/share/pages/${hidden.slug}.jpg`, "/share/pages/no-such-page.jpg", `/pt/share/pages/${page.slug}.jpg`, "/share/pages/..%2Fx.jpg"]) {
      expect((await fetch(server.baseUrl + path)).status, path).toBe(404);
    }
  }, 60_000);
});

import { describe, expect, it } from "vitest";
import type { Article } from "#app/modules/articles/article.ts";
import type { ArticleDraftState, ArticleRevision, ArticleRevisionSummary } from "#app/modules/articles/article-revision.ts";
import { REVISIONS_KEPT } from "#app/modules/articles/article-revision.ts";
import { articlePayload, useApiServer } from "#tests/factories.ts";
import { ENGINES } from "#tests/setup/test-db.ts";
import type { TestServer } from "#tests/setup/test-server.ts";

const NOT_SIGNED_IN = "Authentication required. Please sign in.";
const ADMIN_REQUIRED = "Access Denied: Admin privileges required";

describe.each(ENGINES)("autosave and revisions (%s)", (engine) => {
  let server: TestServer;
  let adminToken: string;
  let readerToken: string;
  useApiServer(engine, (context) => {
    ({ server, adminToken, readerToken } = context);
  });

  const pt = { title: "Título em português", excerpt: "Resumo", content: "<p>Corpo do artigo em português.</p>" };

  async function createArticle(overrides: Record<string, unknown> = {}) {
    const payload = articlePayload(overrides);
    const res = await server.request<Article>("POST", "/api/articles", { body: payload, token: adminToken });
    expect(res.status, res.text).toBe(201);
    return { payload, article: res.body };
  }

  /** The editor's autosave body for an article: its fields with some text changed. */
  function draftOf(payload: ReturnType<typeof articlePayload>, changes: Record<string, unknown> = {}) {
    return { ...payload, ...changes };
  }

  async function autosave(id: number | "new", body: unknown) {
    const res = await server.request("PUT", `/api/articles/${id}/draft`, { body, token: adminToken });
    expect(res.status, res.text).toBe(200);
    return res.body as { savedAt: string; pending: boolean; revision: ArticleRevisionSummary | null };
  }

  async function readDraft(id: number | "new") {
    const res = await server.request<{ draft: ArticleDraftState | null }>("GET", `/api/articles/${id}/draft`, { token: adminToken });
    expect(res.status, res.text).toBe(200);
    return res.body.draft;
  }

  async function revisions(id: number) {
    const res = await server.request<ArticleRevisionSummary[]>("GET", `/api/articles/${id}/revisions`, { token: adminToken });
    expect(res.status, res.text).toBe(200);
    return res.body;
  }

  describe("autosave", () => {
    it("keeps edits to a published article as its pending draft: visitors and the saved article do not change", async () => {
      const { payload, article } = await createArticle({ pt });
      const saved = await autosave(article.id, draftOf(payload, { title: "Edited while typing", pt: { ...pt, title: "Editado" } }));
      expect(saved).toMatchObject({ savedAt: expect.any(String), pending: true });

      const publicView = await server.request<Article>("GET", `/api/articles/${payload.slug}`);
      expect(publicView.body.title).toBe(payload.title);
      expect(publicView.body.pt?.title).toBe(pt.title);
      const list = await server.request<Article[]>("GET", "/api/articles");
      expect(list.body.find((a) => a.id === article.id)?.title).toBe(payload.title);
      const adminView = await server.request<Article>("GET", `/api/articles/${payload.slug}`, { token: adminToken });
      expect(adminView.body).toMatchObject({ title: payload.title, updatedAt: article.updatedAt });

      const draft = await readDraft(article.id);
      expect(draft?.savedAt).toBe(saved.savedAt);
      expect(draft?.data).toMatchObject({ title: "Edited while typing", slug: payload.slug, pt: { title: "Editado" } });
    });

    it("never publishes a draft article, whatever the autosaved body says", async () => {
      const { payload, article } = await createArticle({ published: false });
      await autosave(article.id, draftOf(payload, { published: true, publishAt: "2000-01-01T00:00:00Z", pt: { ...pt, published: true } }));
      expect((await server.request("GET", `/api/articles/${payload.slug}`)).status).toBe(404);
      expect((await server.request("GET", `/api/articles/${payload.slug}?language=pt`)).status).toBe(404);
      const adminView = await server.request<Article>("GET", `/api/articles/${payload.slug}`, { token: adminToken });
      expect(adminView.body).toMatchObject({ published: false, publishedAt: null, publishAt: null, pt: null });
    });

    it("accepts work in progress that would not pass as an article (short title, empty content, no slug)", async () => {
      const { article } = await createArticle();
      const saved = await autosave(article.id, { title: "A", slug: "", content: "<p></p>" });
      expect(saved.pending).toBe(true);
      expect((await readDraft(article.id))?.data).toMatchObject({ title: "A", slug: "", content: "<p></p>", excerpt: "", pt: null, featured: false });
    });

    it("sanitises autosaved HTML like saved articles", async () => {
      const { payload, article } = await createArticle();
      await autosave(article.id, draftOf(payload, { content: '<p onclick="x()">Hi<script>alert(1)</script></p>' }));
      expect((await readDraft(article.id))?.data.content).toBe("<p>Hi</p>");
    });

    it("keeps no draft when the autosaved text is the saved article's again", async () => {
      const { payload, article } = await createArticle();
      await autosave(article.id, draftOf(payload, { title: "Changed for a moment" }));
      const back = await autosave(article.id, draftOf(payload));
      expect(back.pending).toBe(false);
      expect(await readDraft(article.id)).toBeNull();
    });

    it("is done with the draft when the owner presses Update (PUT)", async () => {
      const { payload, article } = await createArticle();
      await autosave(article.id, draftOf(payload, { title: "Typed then saved" }));
      const updated = await server.request<Article>("PUT", `/api/articles/${article.id}`, {
        body: { ...payload, title: "Typed then saved" },
        token: adminToken,
      });
      expect(updated.status).toBe(200);
      expect(await readDraft(article.id)).toBeNull();
      expect((await server.request<Article>("GET", `/api/articles/${payload.slug}`)).body.title).toBe("Typed then saved");
    });

    it("discards a draft on DELETE, idempotently", async () => {
      const { payload, article } = await createArticle();
      await autosave(article.id, draftOf(payload, { title: "To be discarded" }));
      const discarded = await server.request("DELETE", `/api/articles/${article.id}/draft`, { token: adminToken });
      expect(discarded.status).toBe(200);
      expect(discarded.body).toEqual({ success: true, message: "Draft discarded" });
      expect(await readDraft(article.id)).toBeNull();
      expect((await server.request("DELETE", `/api/articles/${article.id}/draft`, { token: adminToken })).status).toBe(200);
    });

    it("keeps the draft of an article not created yet in the slot 'new', until it is discarded", async () => {
      const first = await autosave("new", { title: "An idea", content: "<p>Started typing</p>" });
      expect(first.pending).toBe(true);
      await autosave("new", { title: "An idea, refined", content: "<p>Started typing, and more</p>", pt: { title: "Uma ideia" } });
      expect((await readDraft("new"))?.data).toMatchObject({ title: "An idea, refined", pt: { title: "Uma ideia", content: "" } });
      // Nothing was created.
      const all = await server.request<Article[]>("GET", "/api/articles/admin/all", { token: adminToken });
      expect(all.body.some((a) => a.title === "An idea, refined")).toBe(false);
      expect((await server.request("DELETE", "/api/articles/new/draft", { token: adminToken })).status).toBe(200);
      expect(await readDraft("new")).toBeNull();
    });

    it("refuses bodies of the wrong shape with a clear 400", async () => {
      const { article } = await createArticle();
      for (const [body, message] of [
        [[1, 2], "Request body must be a JSON object"],
        [{ title: 12 }, "Title must be text"],
        [{ content: "x".repeat(400_001) }, "Content must be at most 400000 characters"],
        [{ pt: "no" }, "The Portuguese version must be an object"],
        [{ featured: "yes" }, "Featured must be true or false"],
      ] as const) {
        const res = await server.request("PUT", `/api/articles/${article.id}/draft`, { body, token: adminToken });
        expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
        expect(res.body.message).toBe(message);
      }
    });

    it("answers 404 for the draft of an article that does not exist", async () => {
      for (const id of ["999999", "abc", "0"]) {
        for (const method of ["GET", "PUT", "DELETE"]) {
          const res = await server.request(method, `/api/articles/${id}/draft`, { body: method === "PUT" ? { title: "x" } : undefined, token: adminToken });
          expect(res.status, `${method} ${id}`).toBe(404);
          expect(res.body.message).toBe("Article not found");
        }
      }
    });
  });

  describe("revisions", () => {
    it("keeps a revision of both languages on create and on every save, newest first, with size and summary", async () => {
      const { payload, article } = await createArticle({ pt });
      let list = await revisions(article.id);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ kind: "save", summary: "First version", size: expect.any(Number) });
      expect(list[0]?.size).toBeGreaterThan(0);

      await server.request("PUT", `/api/articles/${article.id}`, {
        body: { ...payload, title: "Second title", content: `${payload.content}<p>Three more words</p>`, pt: { ...pt, title: "Segundo título" } },
        token: adminToken,
      });
      list = await revisions(article.id);
      expect(list).toHaveLength(2);
      expect(list[0]).toMatchObject({ kind: "save", summary: "Title changed, Content +3 words, Portuguese title changed" });
      expect(Date.parse(list[0]?.createdAt ?? "")).toBeGreaterThanOrEqual(Date.parse(list[1]?.createdAt ?? ""));

      const detail = await server.request<ArticleRevision>("GET", `/api/articles/${article.id}/revisions/${list[1]?.id}`, { token: adminToken });
      expect(detail.status).toBe(200);
      expect(detail.body.data).toMatchObject({
        title: payload.title,
        slug: payload.slug,
        content: payload.content,
        pt: { title: pt.title, slug: payload.slug, excerpt: pt.excerpt, content: pt.content },
      });
    });

    it("adds no revision when a save changes nothing", async () => {
      const { payload, article } = await createArticle();
      await server.request("PUT", `/api/articles/${article.id}`, { body: payload, token: adminToken });
      expect(await revisions(article.id)).toHaveLength(1);
    });

    it("keeps autosaves as revisions, coalescing those within 10 minutes into one", async () => {
      const { payload, article } = await createArticle();
      const first = await autosave(article.id, draftOf(payload, { title: "Typing one" }));
      const second = await autosave(article.id, draftOf(payload, { title: "Typing one two" }));
      expect(second.revision?.id).toBe(first.revision?.id);
      let list = await revisions(article.id);
      expect(list).toHaveLength(2);
      expect(list[0]).toMatchObject({ kind: "autosave", summary: "Title changed" });
      const detail = await server.request<ArticleRevision>("GET", `/api/articles/${article.id}/revisions/${list[0]?.id}`, { token: adminToken });
      expect(detail.body.data.title).toBe("Typing one two");

      // Ten minutes later the next autosave starts a revision of its own.
      await server.database.db
        .updateTable("article_revisions")
        .set({ created_at: new Date(Date.now() - 11 * 60 * 1000).toISOString() })
        .where("id", "=", list[0]?.id ?? 0)
        .execute();
      const third = await autosave(article.id, draftOf(payload, { title: "Typing one two three" }));
      expect(third.revision?.id).not.toBe(first.revision?.id);
      list = await revisions(article.id);
      expect(list).toHaveLength(3);
    });

    it("restores a revision into the pending draft as a new revision, without touching what visitors see", async () => {
      const { payload, article } = await createArticle({ pt });
      const firstId = (await revisions(article.id))[0]?.id;
      await server.request("PUT", `/api/articles/${article.id}`, {
        body: { ...payload, title: "A later title", pt: { ...pt, content: "<p>Outro corpo, bem diferente.</p>" } },
        token: adminToken,
      });

      const restored = await server.request<{ draft: ArticleDraftState; revision: ArticleRevisionSummary }>(
        "POST",
        `/api/articles/${article.id}/revisions/${firstId}/restore`,
        { token: adminToken },
      );
      expect(restored.status, restored.text).toBe(200);
      expect(restored.body.draft.data).toMatchObject({ title: payload.title, pt: { content: pt.content, published: true } });
      expect(restored.body.revision).toMatchObject({ kind: "restore", summary: `Restored revision ${firstId}` });
      const list = await revisions(article.id);
      expect(list[0]?.id).toBe(restored.body.revision.id);
      expect(list).toHaveLength(3);

      expect((await server.request<Article>("GET", `/api/articles/${payload.slug}`)).body.title).toBe("A later title");
      expect((await readDraft(article.id))?.data.title).toBe(payload.title);

      // Update publishes the restored text.
      await server.request("PUT", `/api/articles/${article.id}`, { body: { ...payload, pt }, token: adminToken });
      expect((await server.request<Article>("GET", `/api/articles/${payload.slug}`)).body.title).toBe(payload.title);
    });

    it(`keeps the newest ${REVISIONS_KEPT} revisions and one a day beyond them`, async () => {
      const { payload, article } = await createArticle();
      const day = 24 * 60 * 60 * 1000;
      // Three older revisions on two earlier days.
      const rows = [3, 3, 2].map((daysAgo, index) => ({
        article_id: article.id,
        kind: "save",
        data: JSON.stringify({ ...payload, title: `Old ${index}`, excerpt: "", coverImage: "", featured: false, pt: null }),
        size: 10,
        summary: "Old",
        created_at: new Date(Date.now() - daysAgo * day + index * 1000).toISOString(),
        updated_at: new Date(Date.now() - daysAgo * day + index * 1000).toISOString(),
      }));
      await server.database.db.insertInto("article_revisions").values(rows).execute();
      for (let i = 0; i < REVISIONS_KEPT + 2; i++) {
        const res = await server.request("PUT", `/api/articles/${article.id}`, { body: { ...payload, title: `Version ${i}` }, token: adminToken });
        expect(res.status).toBe(200);
      }
      const list = await revisions(article.id);
      const recent = list.filter((r) => Date.now() - Date.parse(r.createdAt) < day);
      const older = list.filter((r) => Date.now() - Date.parse(r.createdAt) >= day);
      expect(recent).toHaveLength(REVISIONS_KEPT);
      // One per earlier day: the newest of the two three days ago, and the one of two days ago.
      expect(older).toHaveLength(2);
    });

    it("answers 404 for an unknown revision or one of another article", async () => {
      const { article } = await createArticle();
      const other = await createArticle();
      const otherRevision = (await revisions(other.article.id))[0]?.id;
      for (const path of [
        `/api/articles/${article.id}/revisions/999999`,
        `/api/articles/${article.id}/revisions/${otherRevision}`,
        `/api/articles/${article.id}/revisions/abc`,
      ]) {
        const res = await server.request("GET", path, { token: adminToken });
        expect(res.status, path).toBe(404);
        expect(res.body.message).toBe("Revision not found");
        const restore = await server.request("POST", `${path}/restore`, { token: adminToken });
        expect(restore.status, path).toBe(404);
      }
      const missing = await server.request("GET", "/api/articles/999999/revisions", { token: adminToken });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe("Article not found");
    });

    it("deletes an article's revisions and draft with it", async () => {
      const { payload, article } = await createArticle();
      await autosave(article.id, draftOf(payload, { title: "Pending" }));
      await server.request("DELETE", `/api/articles/${article.id}`, { token: adminToken });
      const left = await server.database.db.selectFrom("article_revisions").select("id").where("article_id", "=", article.id).execute();
      expect(left).toHaveLength(0);
      const drafts = await server.database.db.selectFrom("article_drafts").select("slot").where("article_id", "=", article.id).execute();
      expect(drafts).toHaveLength(0);
    });
  });

  it("keeps drafts and revisions to admins", async () => {
    const { article } = await createArticle();
    const calls: [string, string, unknown?][] = [
      ["GET", `/api/articles/${article.id}/draft`],
      ["PUT", `/api/articles/${article.id}/draft`, { title: "x" }],
      ["DELETE", `/api/articles/${article.id}/draft`],
      ["GET", "/api/articles/new/draft"],
      ["GET", `/api/articles/${article.id}/revisions`],
      ["GET", `/api/articles/${article.id}/revisions/1`],
      ["POST", `/api/articles/${article.id}/revisions/1/restore`],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await server.request(method, path, { body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(anonymous.body.message).toBe(NOT_SIGNED_IN);
      const reader = await server.request(method, path, { body, token: readerToken });
      expect(reader.status, `${method} ${path}`).toBe(403);
      expect(reader.body.message).toBe(ADMIN_REQUIRED);
    }
  });
});

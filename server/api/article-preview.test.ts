import { describe, expect, it } from "vitest";
import type { Article } from "#app/modules/articles/article.ts";
import type { PreviewLink } from "#app/modules/articles/article-preview.ts";
import { buildArticlePreview, checkPreviewToken } from "#app/modules/articles/article-preview.service.server.ts";
import { articlePayload, useApiServer } from "#tests/factories.ts";
import { ENGINES } from "#tests/setup/test-db.ts";
import { SITE_URL, type TestServer } from "#tests/setup/test-server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(ENGINES)("previews and signed preview links (%s)", (engine) => {
  let server: TestServer;
  let adminToken: string;
  let readerToken: string;
  useApiServer(engine, (context) => {
    ({ server, adminToken, readerToken } = context);
  });

  const pt = { title: "Rascunho em português", excerpt: "", content: "<p>Ainda não publicado, em português.</p>" };

  async function createDraft() {
    const payload = articlePayload({ published: false, pt });
    const res = await server.request<Article>("POST", "/api/articles", { body: payload, token: adminToken });
    expect(res.status, res.text).toBe(201);
    return { payload, article: res.body };
  }

  async function createLink(id: number, body?: unknown) {
    const res = await server.request<PreviewLink>("POST", `/api/articles/${id}/preview-links`, { body, token: adminToken });
    expect(res.status, res.text).toBe(201);
    return res.body;
  }

  const tokenOf = (link: PreviewLink) => link.url.slice(`${SITE_URL}/preview/`.length);

  it("creates a signed link valid for 7 days by default, for both languages", async () => {
    const { article } = await createDraft();
    const link = await createLink(article.id);
    expect(link).toMatchObject({ articleId: article.id, active: true, revokedAt: null });
    expect(link.url).toMatch(new RegExp(`^${SITE_URL}/preview/[A-Za-z0-9_-]{24}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
    expect(link.urlPt).toBe(link.url.replace("/preview/", "/pt/preview/"));
    expect(Math.abs(Date.parse(link.expiresAt) - (Date.now() + 7 * DAY_MS))).toBeLessThan(60_000);
    expect(await checkPreviewToken(server.database.db, tokenOf(link))).toEqual({ status: "valid", articleId: article.id, expiresAt: link.expiresAt });

    const shorter = await createLink(article.id, { expiresInDays: 1 });
    expect(Math.abs(Date.parse(shorter.expiresAt) - (Date.now() + DAY_MS))).toBeLessThan(60_000);
    const list = await server.request<PreviewLink[]>("GET", `/api/articles/${article.id}/preview-links`, { token: adminToken });
    expect(list.body.map((l) => l.id)).toEqual([shorter.id, link.id]);
    expect(list.body[1]?.url).toBe(link.url);
  });

  it("refuses a token whose signature, expiry or nonce was changed", async () => {
    const { article } = await createDraft();
    const token = tokenOf(await createLink(article.id));
    const [nonce, expires, signature] = token.split(".") as [string, string, string];
    const flip = (text: string) => (text.startsWith("A") ? `B${text.slice(1)}` : `A${text.slice(1)}`);
    for (const forged of [
      `${nonce}.${expires}.${flip(signature)}`,
      `${nonce}.${Number(expires) + 86_400}.${signature}`,
      `${flip(nonce)}.${expires}.${signature}`,
      `${nonce}.${expires}`,
      "",
      "x".repeat(500),
    ]) {
      expect(await checkPreviewToken(server.database.db, forged), forged).toEqual({ status: "invalid" });
    }
  });

  it("lets a link expire", async () => {
    const { article } = await createDraft();
    const link = await createLink(article.id, { expiresInDays: 1 });
    expect((await checkPreviewToken(server.database.db, tokenOf(link), Date.now() + DAY_MS + 60_000)).status).toBe("expired");
    const list = await server.request<PreviewLink[]>("GET", `/api/articles/${article.id}/preview-links`, { token: adminToken });
    expect(list.body[0]?.active).toBe(true);
  });

  it("revokes a link at once, keeping it listed as inactive", async () => {
    const { article } = await createDraft();
    const link = await createLink(article.id);
    const revoked = await server.request<{ success: boolean; message: string; link: PreviewLink }>(
      "DELETE",
      `/api/articles/${article.id}/preview-links/${link.id}`,
      { token: adminToken },
    );
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ success: true, message: "Preview link revoked", link: { id: link.id, active: false, revokedAt: expect.any(String) } });
    expect(await checkPreviewToken(server.database.db, tokenOf(link))).toEqual({ status: "revoked" });
    // Revoking again keeps the first time.
    const again = await server.request<{ link: PreviewLink }>("DELETE", `/api/articles/${article.id}/preview-links/${link.id}`, { token: adminToken });
    expect(again.body.link.revokedAt).toBe(revoked.body.link.revokedAt);
  });

  it("answers 404 for a link of another article or an unknown one, and 400 for a bad lifetime", async () => {
    const { article } = await createDraft();
    const other = await createDraft();
    const link = await createLink(other.article.id);
    for (const id of [String(link.id), "999999", "abc"]) {
      const res = await server.request("DELETE", `/api/articles/${article.id}/preview-links/${id}`, { token: adminToken });
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe("Preview link not found");
    }
    for (const [body, message] of [
      [{ expiresInDays: 0 }, "expiresInDays must be more than 0"],
      [{ expiresInDays: 91 }, "expiresInDays must be at most 90"],
      [{ expiresInDays: "7" }, "expiresInDays must be a number of days"],
    ] as const) {
      const res = await server.request("POST", `/api/articles/${article.id}/preview-links`, { body, token: adminToken });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await server.request("POST", "/api/articles/999999/preview-links", { token: adminToken })).status).toBe(404);
  });

  it("keeps preview links to admins", async () => {
    const { article } = await createDraft();
    for (const [method, path] of [
      ["GET", `/api/articles/${article.id}/preview-links`],
      ["POST", `/api/articles/${article.id}/preview-links`],
      ["DELETE", `/api/articles/${article.id}/preview-links/1`],
    ] as const) {
      expect((await server.request(method, path)).status).toBe(401);
      expect((await server.request(method, path, { token: readerToken })).status).toBe(403);
    }
  });

  it("previews the latest text: the autosaved draft when there is one, in each language the article has", async () => {
    const { payload, article } = await createDraft();
    const saved = await buildArticlePreview(server.database.db, article.id, "en");
    expect(saved.languages).toEqual(["en", "pt"]);
    expect(saved.preview).toMatchObject({ source: "saved", state: "draft", view: { title: payload.title } });

    await server.request("PUT", `/api/articles/${article.id}/draft`, { body: { ...payload, title: "Typed but not saved", pt: null }, token: adminToken });
    const latest = await buildArticlePreview(server.database.db, article.id, "en");
    expect(latest.preview).toMatchObject({ source: "draft", view: { title: "Typed but not saved" } });
    expect(latest.languages).toEqual(["en"]);
    expect((await buildArticlePreview(server.database.db, article.id, "pt")).preview).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { totpCode } from "#app/modules/auth/totp.server.ts";
import { type ApiTestContext, articlePayload, categoryPayload, useApiServer } from "#tests/factories.ts";
import { ENGINES } from "#tests/setup/test-db.ts";

interface Event {
  id: number;
  createdAt: string;
  action: string;
  label: string;
  outcome: "success" | "failure";
  actor: { userId: number | null; username: string | null };
  ip: string | null;
  userAgent: string | null;
  target: { type: string; id: string | null; label: string | null } | null;
  details: Record<string, unknown> | null;
}

describe.each(ENGINES)("audit log (%s)", (engine) => {
  let ctx: ApiTestContext;
  useApiServer(engine, (context) => (ctx = context));

  async function events(query = ""): Promise<Event[]> {
    const res = await ctx.server.request("GET", `/api/audit${query}`, { token: ctx.adminToken });
    expect(res.status).toBe(200);
    return res.body.events;
  }

  it("records the initialisation and sign-ins with who, when and from which IP", async () => {
    const all = await events();
    const init = all.find((e) => e.action === "system.initialized");
    expect(init).toMatchObject({ label: "System initialized", outcome: "success", ip: "127.0.0.1", target: { type: "user", label: "admin" } });
    const login = all.find((e) => e.action === "auth.login" && e.actor.username === "admin");
    expect(login).toMatchObject({ label: "Signed in", actor: { userId: expect.any(Number), username: "admin" }, ip: "127.0.0.1", details: { method: "password" } });
    expect(Date.parse(login?.createdAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
  });

  it("records a failed sign-in under the username tried, and nothing of the password", async () => {
    const password = "secret-guess-7d1f";
    await ctx.server.request("POST", "/api/auth/login", { body: { username: "admin", password }, headers: { "user-agent": "curl/8.5.0" } });
    const [failure] = await events("?outcome=failure&limit=1");
    expect(failure).toMatchObject({ action: "auth.login_failed", label: "Sign-in failed", outcome: "failure", actor: { userId: null, username: "admin" }, userAgent: "curl/8.5.0", details: { reason: "password" } });
    const res = await ctx.server.request("GET", "/api/audit", { token: ctx.adminToken });
    expect(res.text).not.toContain(password);
  });

  it("records creating, publishing, unpublishing and deleting an article, and category changes", async () => {
    const draft = articlePayload({ published: false });
    const created = await ctx.server.request("POST", "/api/articles", { body: draft, token: ctx.adminToken });
    const id = created.body.id as number;
    await ctx.server.request("PUT", `/api/articles/${id}`, { body: { ...draft, published: true }, token: ctx.adminToken });
    await ctx.server.request("PUT", `/api/articles/${id}`, { body: { ...draft, published: true, title: `${draft.title} (edited)` }, token: ctx.adminToken });
    await ctx.server.request("PUT", `/api/articles/${id}`, { body: { ...draft, published: false }, token: ctx.adminToken });
    await ctx.server.request("DELETE", `/api/articles/${id}`, { token: ctx.adminToken });
    const forArticle = (await events("?area=article")).filter((e) => e.target?.id === String(id)).reverse();
    expect(forArticle.map((e) => e.action)).toEqual(["article.created", "article.published", "article.updated", "article.unpublished", "article.deleted"]);
    expect(forArticle.at(-1)).toMatchObject({ label: "Article deleted", actor: { username: "admin" }, target: { type: "article", label: draft.title }, details: { slug: draft.slug } });

    const category = await ctx.server.request("POST", "/api/categories", { body: categoryPayload(), token: ctx.adminToken });
    await ctx.server.request("PUT", `/api/categories/${category.body.id}`, { body: categoryPayload({ name: "Renamed category" }), token: ctx.adminToken });
    await ctx.server.request("DELETE", `/api/categories/${category.body.id}`, { token: ctx.adminToken });
    const forCategory = (await events("?area=category")).filter((e) => e.target?.id === String(category.body.id)).map((e) => e.action);
    expect(forCategory).toEqual(["category.deleted", "category.updated", "category.created"]);
  });

  it("records nothing for a change that failed", async () => {
    const before = (await events("?area=article")).length;
    const invalid = await ctx.server.request("POST", "/api/articles", { body: articlePayload({ title: "x" }), token: ctx.adminToken });
    expect(invalid.status).toBe(400);
    expect((await ctx.server.request("DELETE", "/api/articles/999999", { token: ctx.adminToken })).status).toBe(404);
    expect((await events("?area=article")).length).toBe(before);
  });

  it("records password and two-factor changes in the same transaction as the change", async () => {
    const username = `audited-${engine}`;
    const { createUserWithGeneratedPassword } = await import("#app/modules/auth/auth.service.server.ts");
    const password = await createUserWithGeneratedPassword(ctx.server.database.db, username, { isAdmin: true });
    const token = (await ctx.server.request("POST", "/api/auth/login", { body: { username, password } })).body.token as string;

    const wrong = await ctx.server.request("POST", "/api/auth/password", { token, body: { currentPassword: "nope", newPassword: "quiet-harbour-lantern-ribbon-42", confirmPassword: "quiet-harbour-lantern-ribbon-42" } });
    expect(wrong.status).toBe(400);
    expect((await events(`?actor=${username}&action=auth.password_changed`)).length).toBe(0);
    const changed = await ctx.server.request("POST", "/api/auth/password", { token, body: { currentPassword: password, newPassword: "quiet-harbour-lantern-ribbon-42", confirmPassword: "quiet-harbour-lantern-ribbon-42" } });
    expect(changed.status).toBe(200);

    const setup = await ctx.server.request("POST", "/api/auth/2fa/totp/setup", { token });
    await ctx.server.request("POST", "/api/auth/2fa/totp/enable", { token, body: { code: totpCode(setup.body.secret) } });
    await ctx.server.request("POST", "/api/auth/2fa/totp/disable", { token, body: { password: "quiet-harbour-lantern-ribbon-42" } });
    const mine = (await events(`?actor=${username.toUpperCase()}`)).map((e) => e.action);
    // Newest first; the filter on the actor ignores case.
    expect(mine).toEqual(["auth.2fa_disabled", "auth.2fa_enabled", "auth.password_changed", "auth.login"]);
  });

  it("filters by area, action, outcome, actor, IP and dates, and pages with a cursor", async () => {
    for (const e of await events("?area=auth")) expect(e.action.startsWith("auth.")).toBe(true);
    for (const e of await events("?action=auth.login")) expect(e.action).toBe("auth.login");
    expect((await events("?ip=10.9.8.7")).length).toBe(0);
    expect((await events("?ip=127.0.0.1")).length).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await events(`?from=${today}&to=${today}`)).length).toBeGreaterThan(0);
    expect((await events("?to=2000-01-01")).length).toBe(0);

    const firstPage = await ctx.server.request("GET", "/api/audit?limit=2", { token: ctx.adminToken });
    expect(firstPage.body.events).toHaveLength(2);
    expect(firstPage.body.nextCursor).toBe(firstPage.body.events[1].id);
    const secondPage = await ctx.server.request("GET", `/api/audit?limit=2&before=${firstPage.body.nextCursor}`, { token: ctx.adminToken });
    expect(secondPage.body.events[0].id).toBeLessThan(firstPage.body.events[1].id);
  });

  it("refuses bad filters with a clear 400", async () => {
    for (const [query, message] of [
      ["?area=everything", /^area must be one of/],
      ["?from=yesterday", /^from must be a date/],
      ["?limit=1000", /^limit must be at most 200/],
      ["?outcome=maybe", /^outcome must be success or failure/],
    ] as const) {
      const res = await ctx.server.request("GET", `/api/audit${query}`, { token: ctx.adminToken });
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toMatch(message);
    }
  });

  it("is for admins only, and cannot be changed through the API", async () => {
    expect((await ctx.server.request("GET", "/api/audit")).status).toBe(401);
    expect((await ctx.server.request("GET", "/api/audit", { token: ctx.readerToken })).status).toBe(403);
    for (const method of ["POST", "PUT", "DELETE"]) {
      expect((await ctx.server.request(method, "/api/audit", { token: ctx.adminToken })).status, method).toBe(404);
    }
  });

  it("deletes entries older than the retention when the log is read", async () => {
    const old = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000).toISOString();
    await ctx.server.database.db
      .insertInto("audit_events")
      .values({ created_at: old, action: "auth.login", outcome: "success", actor_user_id: null, actor_username: "ancient", ip: null, user_agent: null, target_type: null, target_id: null, target_label: null, details: null })
      .execute();
    expect((await events("?actor=ancient")).length).toBe(0);
    const left = await ctx.server.database.db.selectFrom("audit_events").select("id").where("actor_username", "=", "ancient").execute();
    expect(left).toEqual([]);
  });
});

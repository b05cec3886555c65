import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_CONTENT_EN } from "#app/content/site-content.en.ts";
import { articlePayload, categoryPayload, photoBytes, uploadImage } from "#tests/factories.ts";
import { ENGINES } from "#tests/setup/test-db.ts";
import { startTestServer, type TestServer } from "#tests/setup/test-server.ts";

/**
 * Issue 26: every write leaves its audit event, written by the service inside the write's transaction,
 * with its target and who did it; a write that fails leaves none, and an audit insert that fails
 * undoes the write.
 */
function talkPayload(overrides: Record<string, unknown> = {}) {
  return { eventName: "Future Summit", title: "Roots and Algorithms", date: "2031-05-20", city: "Lisboa", country: "pt", language: "pt", eventUrl: "https://summit.example.com", slidesUrl: "", videoUrl: null, ...overrides };
}

describe.each(ENGINES)("the audit log records every write in its transaction (%s)", (engine) => {
  let server: TestServer;
  let token: string;
  let username: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    ({ token, username } = await server.signInAdmin());
  });
  afterAll(() => server.close());

  async function eventsFor(action: string, targetId?: string | number) {
    let query = server.database.db.selectFrom("audit_events").selectAll().where("action", "=", action);
    if (targetId !== undefined) query = query.where("target_id", "=", String(targetId));
    return query.execute();
  }

  async function expectOneEvent(action: string, target: { type: string; id: string | number; label?: string | null }) {
    const events = await eventsFor(action, target.id);
    expect(events, action).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor_username: username, target_type: target.type, outcome: "success" });
    if (target.label !== undefined) expect(events[0]?.target_label).toBe(target.label);
  }

  it("articles: create, update, publish, schedule, unpublish, delete", async () => {
    const payload = articlePayload({ published: false });
    const created = await server.request("POST", "/api/articles", { token, body: payload });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    await expectOneEvent("article.created", { type: "article", id, label: payload.title });

    expect((await server.request("PUT", `/api/articles/${id}`, { token, body: { ...payload, excerpt: "Changed" } })).status).toBe(200);
    await expectOneEvent("article.updated", { type: "article", id });

    const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
    expect((await server.request("PUT", `/api/articles/${id}`, { token, body: { ...payload, publishAt: later } })).status).toBe(200);
    await expectOneEvent("article.scheduled", { type: "article", id });

    expect((await server.request("PUT", `/api/articles/${id}`, { token, body: { ...payload, published: true, publishAt: null } })).status).toBe(200);
    await expectOneEvent("article.published", { type: "article", id });
    expect((await server.request("PUT", `/api/articles/${id}`, { token, body: { ...payload, published: false } })).status).toBe(200);
    await expectOneEvent("article.unpublished", { type: "article", id });

    expect((await server.request("DELETE", `/api/articles/${id}`, { token })).status).toBe(200);
    await expectOneEvent("article.deleted", { type: "article", id, label: payload.title });
  });

  it("categories: create, update, delete; a refused delete leaves no event", async () => {
    const payload = categoryPayload();
    const created = await server.request("POST", "/api/categories", { token, body: payload });
    const id = created.body.id as number;
    await expectOneEvent("category.created", { type: "category", id, label: payload.name });
    await server.request("PUT", `/api/categories/${id}`, { token, body: { ...payload, name: "Renamed" } });
    await expectOneEvent("category.updated", { type: "category", id, label: "Renamed" });

    const article = await server.request("POST", "/api/articles", { token, body: articlePayload({ categoryId: id }) });
    expect((await server.request("DELETE", `/api/categories/${id}`, { token })).status).toBe(409);
    expect(await eventsFor("category.deleted", id)).toHaveLength(0);
    await server.request("DELETE", `/api/articles/${article.body.id}`, { token });
    expect((await server.request("DELETE", `/api/categories/${id}`, { token })).status).toBe(200);
    await expectOneEvent("category.deleted", { type: "category", id, label: "Renamed" });
  });

  it("talks: create, update, delete", async () => {
    const created = await server.request("POST", "/api/talks", { token, body: talkPayload() });
    const id = created.body.id as number;
    await expectOneEvent("content.talk_created", { type: "talk", id, label: "Roots and Algorithms" });
    await server.request("PUT", `/api/talks/${id}`, { token, body: talkPayload({ title: "Roots, Again" }) });
    await expectOneEvent("content.talk_updated", { type: "talk", id, label: "Roots, Again" });
    await server.request("DELETE", `/api/talks/${id}`, { token });
    await expectOneEvent("content.talk_deleted", { type: "talk", id, label: "Roots, Again" });
  });

  it("site content: each save", async () => {
    const before = (await eventsFor("content.updated", "en")).length;
    expect((await server.request("PUT", "/api/site-content/en", { token, body: SITE_CONTENT_EN })).status).toBe(200);
    const events = await eventsFor("content.updated", "en");
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({ actor_username: username, target_type: "site_content" });
    // An invalid save stores nothing and records nothing.
    expect((await server.request("PUT", "/api/site-content/en", { token, body: { name: 1 } })).status).toBe(400);
    expect(await eventsFor("content.updated", "en")).toHaveLength(before + 1);
  });

  it("articles: a revision restored, a preview link created and withdrawn", async () => {
    const payload = articlePayload({ published: false });
    const id = (await server.request("POST", "/api/articles", { token, body: payload })).body.id as number;
    await server.request("PUT", `/api/articles/${id}`, { token, body: { ...payload, excerpt: "Second" } });
    const revisions = await server.request("GET", `/api/articles/${id}/revisions`, { token });
    const first = (revisions.body as Array<{ id: number }>).at(-1)?.id;
    expect((await server.request("POST", `/api/articles/${id}/revisions/${first}/restore`, { token })).status).toBe(200);
    await expectOneEvent("article.revision_restored", { type: "article", id, label: payload.title });

    const link = await server.request("POST", `/api/articles/${id}/preview-links`, { token, body: { expiresInDays: 7 } });
    expect(link.status).toBe(201);
    await expectOneEvent("article.preview_link_created", { type: "article", id });
    expect((await server.request("DELETE", `/api/articles/${id}/preview-links/${link.body.id}`, { token })).status).toBe(200);
    await expectOneEvent("article.preview_link_revoked", { type: "article", id });
  });

  it("photos, notification settings, messages and backup downloads", async () => {
    const image = await uploadImage(server, token, await photoBytes());
    await expectOneEvent("content.photo_uploaded", { type: "image", id: image.id });

    expect((await server.request("PUT", "/api/notifications/settings", { token, body: { acknowledgements: false } })).status).toBe(200);
    expect(await eventsFor("settings.notifications_updated")).toHaveLength(1);

    const backup = await fetch(`${server.baseUrl}/api/backup`, { headers: { authorization: `Bearer ${token}` } });
    expect(backup.status).toBe(200);
    await backup.arrayBuffer();
    const downloads = await eventsFor("backup.downloaded");
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.actor_username).toBe(username);
  });

  it("the account: the admin language", async () => {
    const me = await server.request("PATCH", "/api/auth/me", { token, body: { language: "pt" } });
    await expectOneEvent("auth.language_changed", { type: "user", id: me.body.id, label: username });
  });

  it("a write whose audit event cannot be written is undone with it (same transaction)", async () => {
    // The database refuses this one audit event; the talk written in the same transaction must go too.
    if (engine === "sqlite") {
      await sql`CREATE TRIGGER refuse_talk_audit BEFORE INSERT ON audit_events WHEN NEW.action = 'content.talk_created' BEGIN SELECT RAISE(ABORT, 'refused'); END`.execute(server.database.db);
    } else {
      await sql`CREATE FUNCTION refuse_talk_audit() RETURNS trigger AS $$ BEGIN IF NEW.action = 'content.talk_created' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`.execute(server.database.db);
      await sql`CREATE TRIGGER refuse_talk_audit BEFORE INSERT ON audit_events FOR EACH ROW EXECUTE FUNCTION refuse_talk_audit()`.execute(server.database.db);
    }
    try {
      const talks = (await server.request("GET", "/api/talks")).body.length as number;
      const created = await server.request("POST", "/api/talks", { token, body: talkPayload({ title: "Never Stored" }) });
      expect(created.status).toBe(500);
      expect((await server.request("GET", "/api/talks")).body).toHaveLength(talks);
      const rows = await server.database.db.selectFrom("talks").select("id").where("title", "=", "Never Stored").execute();
      expect(rows).toHaveLength(0);
    } finally {
      await sql`DROP TRIGGER refuse_talk_audit${sql.raw(engine === "sqlite" ? "" : " ON audit_events")}`.execute(server.database.db);
    }
  });
});

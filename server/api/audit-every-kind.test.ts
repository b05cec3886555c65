import { type Kysely, sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import type { Database } from "#app/db/database.ts";
import type { Engine } from "#app/db/db.server.ts";
import { AUDIT_ACTIONS, type AuditAction } from "#app/modules/audit/audit.ts";
import { AUDIT_ADMIN_TEXT } from "#app/modules/audit/audit-admin-text.ts";
import { SAMPLE_ARTICLES } from "#app/modules/articles/sample-articles.server.ts";
import { runNewsletterRound } from "#app/modules/newsletter/newsletter.service.server.ts";
import { SITE_CONTENT_EN } from "#app/content/site-content.en.ts";
import { articlePayload, categoryPayload, photoBytes } from "#tests/factories.ts";
import { startTestMailServer, type TestMailServer } from "#tests/setup/mail-server.ts";
import { ENGINES } from "#tests/setup/test-db.ts";
import { startTestServer, type TestServer } from "#tests/setup/test-server.ts";

/**
 * Issue 26, "every write in the audit log, in the same transaction": one row per kind of write the
 * admin (or the newsletter worker) makes. For each: the write over HTTP leaves exactly one event
 * naming its target and who did it; the same write refused (bad input, unknown id) leaves none; and
 * when the database refuses that one audit event, the write itself is undone (the event is written
 * by the service inside the write's transaction, so a write that committed has its event: a crash
 * after the answer cannot lose it; tests/durability/crash.test.ts kills the server to show it).
 */

const OWNER = "owner@example.com";
const FAST_OUTBOX = { pollIntervalMs: 50, backoffBaseMs: 100, backoffMaxMs: 400, leaseMs: 60_000, retryWindowMs: 60 * 60 * 1000 };

let seq = 0;
const next = () => ++seq;

interface Kind {
  name: string;
  action: AuditAction;
  /** Where the effect lives, compared before and after a refused audit event (columns that a read touches left out). */
  snapshot: (db: Kysely<Database>) => Promise<unknown>;
  /** Prepares what the write needs (a row to change); resolves with what `write` and `refused` use. */
  prepare?: () => Promise<Record<string, unknown>>;
  /** The write over HTTP; resolves with its status and the event's expected target. */
  write: (prepared: Record<string, unknown>) => Promise<{ status: number; target: { type: string | null; id?: string | number | null } }>;
  /** The same write, refused by the service (its status); no event. */
  refused?: (prepared: Record<string, unknown>) => Promise<number>;
  /** When the worker, not a signed-in user, writes: the event names nobody. */
  byServer?: boolean;
  /** Other events the same write records (the sample articles make their categories too). */
  alsoRecords?: AuditAction[];
}

const rowsOf = (table: keyof Database, columns: readonly string[] = ["*"]) => async (db: Kysely<Database>) =>
  (await sql`SELECT ${sql.raw(columns.join(", "))} FROM ${sql.table(table)} ORDER BY 1`.execute(db)).rows;

function subscriberRow(email: string) {
  const now = "2026-11-01T10:00:00.000Z";
  return { email, language: "pt", status: "confirmed", confirm_token: null, unsubscribe_token: `t-${email}`, consent_source: "/pt", consent_text: "Receba", created_at: now, requested_at: now, confirmed_at: now, unsubscribed_at: null };
}

async function refuseAuditAction(db: Kysely<Database>, engine: Engine, action: string): Promise<() => Promise<void>> {
  if (engine === "sqlite") {
    await sql.raw(`CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_events WHEN NEW.action = '${action}' BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`).execute(db);
    return async () => void (await sql`DROP TRIGGER refuse_audit`.execute(db));
  }
  await sql
    .raw(`CREATE FUNCTION refuse_audit() RETURNS trigger AS $$ BEGIN IF NEW.action = '${action}' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`)
    .execute(db);
  await sql`CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_events FOR EACH ROW EXECUTE FUNCTION refuse_audit()`.execute(db);
  return async () => {
    await sql`DROP TRIGGER refuse_audit ON audit_events`.execute(db);
    await sql`DROP FUNCTION refuse_audit()`.execute(db);
  };
}

describe.each(ENGINES)("every kind of write leaves one audit event, in its transaction (%s)", (engine) => {
  let server: TestServer;
  let mail: TestMailServer;
  let admin: { token: string; username: string; password: string };
  let consoleError: MockInstance;
  const db = () => server.database.db;
  const request = (method: string, path: string, body?: unknown, token = admin.token) => server.request(method, path, { token, body });

  /** A second admin session (to be ended by the session writes). */
  async function anotherSession(): Promise<{ token: string; id: string }> {
    const login = await server.request("POST", "/api/auth/login", { body: { username: admin.username, password: admin.password } });
    const sessions = await request("GET", "/api/auth/sessions", undefined, login.body.token);
    return { token: login.body.token, id: (sessions.body as Array<{ id: string; current: boolean }>).find((s) => s.current)?.id ?? "" };
  }

  /** A page's body with a slug of its own. */
  const aPage = (fields: Record<string, unknown>) => ({ slug: `now-${next()}`, title: "Now", content: "<p>What I do now.</p>", showIn: "none", ...fields });

  async function aMessage(): Promise<number> {
    const email = `ana${next()}@example.com`;
    const sent = await server.request("POST", "/api/messages", { body: { kind: "contact", name: "Ana Souza", email, message: "A question for the audit test." } });
    expect(sent.status).toBe(201);
    return (await db().selectFrom("messages").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
  }

  const KINDS: Kind[] = [
    {
      name: "an article created",
      action: "article.created",
      snapshot: rowsOf("articles", ["id"]),
      write: async () => {
        const res = await request("POST", "/api/articles", articlePayload());
        return { status: res.status, target: { type: "article", id: res.body?.id } };
      },
      refused: async () => (await request("POST", "/api/articles", articlePayload({ title: "" }))).status,
    },
    {
      name: "an article published",
      action: "article.published",
      snapshot: rowsOf("articles", ["id", "published"]),
      prepare: async () => {
        const payload = articlePayload({ published: false });
        return { payload, id: (await request("POST", "/api/articles", payload)).body.id };
      },
      write: async ({ payload, id }) => ({ status: (await request("PUT", `/api/articles/${id}`, { ...(payload as object), published: true })).status, target: { type: "article", id: id as number } }),
      refused: async ({ payload }) => (await request("PUT", "/api/articles/999999", { ...(payload as object), published: true })).status,
    },
    {
      name: "an article deleted",
      action: "article.deleted",
      snapshot: rowsOf("articles", ["id"]),
      prepare: async () => ({ id: (await request("POST", "/api/articles", articlePayload())).body.id }),
      write: async ({ id }) => ({ status: (await request("DELETE", `/api/articles/${id}`)).status, target: { type: "article", id: id as number } }),
      refused: async () => (await request("DELETE", "/api/articles/999999")).status,
    },
    {
      name: "a preview link created",
      action: "article.preview_link_created",
      snapshot: rowsOf("article_preview_links", ["id"]),
      prepare: async () => ({ id: (await request("POST", "/api/articles", articlePayload({ published: false }))).body.id }),
      write: async ({ id }) => ({ status: (await request("POST", `/api/articles/${id}/preview-links`, { expiresInDays: 7 })).status, target: { type: "article", id: id as number } }),
      refused: async () => (await request("POST", "/api/articles/999999/preview-links", { expiresInDays: 7 })).status,
    },
    {
      name: "a page's preview link created",
      action: "page.preview_link_created",
      snapshot: rowsOf("pages", ["id"]),
      prepare: async () => ({
        id: (await request("POST", "/api/pages", { slug: `linked-${next()}`, title: "Linked", content: "<p>Soon.</p>", published: false, showIn: "none", pt: null })).body.id,
      }),
      write: async ({ id }) => ({ status: (await request("POST", `/api/pages/${id}/preview-links`, { expiresInDays: 7 })).status, target: { type: "page", id: id as number } }),
      refused: async () => (await request("POST", "/api/pages/999999/preview-links", { expiresInDays: 7 })).status,
    },
    {
      name: "a category created",
      action: "category.created",
      snapshot: rowsOf("categories", ["id"]),
      write: async () => {
        const res = await request("POST", "/api/categories", categoryPayload());
        return { status: res.status, target: { type: "category", id: res.body?.id } };
      },
      refused: async () => (await request("POST", "/api/categories", categoryPayload({ name: "" }))).status,
    },
    {
      name: "a talk created",
      action: "content.talk_created",
      snapshot: rowsOf("talks", ["id"]),
      write: async () => {
        const res = await request("POST", "/api/talks", { eventName: "Future Summit", title: `Talk ${next()}`, date: "2031-05-20", city: "Lisboa", country: "pt", language: "pt" });
        return { status: res.status, target: { type: "talk", id: res.body?.id } };
      },
      refused: async () => (await request("POST", "/api/talks", { title: "" })).status,
    },
    {
      name: "the site content saved",
      action: "content.updated",
      snapshot: rowsOf("site_content_revisions", ["id"]),
      write: async () => ({ status: (await request("PUT", "/api/site-content/en", SITE_CONTENT_EN)).status, target: { type: "site_content", id: "en" } }),
      refused: async () => (await request("PUT", "/api/site-content/en", { name: 1 })).status,
    },
    {
      name: "a photo uploaded",
      action: "content.photo_uploaded",
      snapshot: rowsOf("images", ["id"]),
      write: async () => {
        const form = new FormData();
        form.append("image", new Blob([new Uint8Array(await photoBytes())], { type: "image/jpeg" }), "photo.jpg");
        const res = await fetch(`${server.baseUrl}/api/uploads/image`, { method: "POST", headers: { authorization: `Bearer ${admin.token}` }, body: form });
        const body = (await res.json().catch(() => ({}))) as { id?: string };
        return { status: res.status, target: { type: "image", id: body.id } };
      },
    },
    {
      name: "the admin language",
      action: "auth.language_changed",
      snapshot: rowsOf("users", ["id", "language"]),
      prepare: async () => {
        await db().updateTable("users").set({ language: "en" }).execute();
        return {};
      },
      write: async () => ({ status: (await request("PATCH", "/api/auth/me", { language: "pt" })).status, target: { type: "user" } }),
      refused: async () => (await request("PATCH", "/api/auth/me", { language: "fr" })).status,
    },
    {
      name: "a testimonial added",
      action: "content.testimonial_created",
      snapshot: rowsOf("testimonials"),
      write: async () => {
        const res = await request("POST", "/api/testimonials", { quote: "Clear and warm.", person: `Person ${next()}`, permissionDate: "2025-06-01" });
        return { status: res.status, target: { type: "testimonial", id: res.body?.id } };
      },
      refused: async () => (await request("POST", "/api/testimonials", { quote: " ", person: "" })).status,
    },
    {
      name: "a testimonial updated",
      action: "content.testimonial_updated",
      snapshot: rowsOf("testimonials"),
      prepare: async () => ({ id: (await request("POST", "/api/testimonials", { quote: "First words.", person: `Person ${next()}`, permissionDate: "2025-06-01" })).body.id }),
      write: async ({ id }) => {
        const res = await request("PUT", `/api/testimonials/${id}`, { quote: "Second words.", person: "Renamed", permissionDate: "2025-06-01" });
        return { status: res.status, target: { type: "testimonial", id: id as number } };
      },
      refused: async () => (await request("PUT", "/api/testimonials/999999", { quote: "x", person: "y", permissionDate: "2025-06-01" })).status,
    },
    {
      name: "a testimonial deleted",
      action: "content.testimonial_deleted",
      snapshot: rowsOf("testimonials"),
      prepare: async () => ({ id: (await request("POST", "/api/testimonials", { quote: "Going away.", person: `Person ${next()}`, permissionDate: "2025-06-01" })).body.id }),
      write: async ({ id }) => ({ status: (await request("DELETE", `/api/testimonials/${id}`)).status, target: { type: "testimonial", id: id as number } }),
      refused: async () => (await request("DELETE", "/api/testimonials/999999")).status,
    },
    {
      name: "a page created",
      action: "page.created",
      snapshot: rowsOf("pages"),
      write: async () => {
        const res = await request("POST", "/api/pages", aPage({ published: true }));
        return { status: res.status, target: { type: "page", id: res.body?.id } };
      },
      refused: async () => (await request("POST", "/api/pages", { slug: "Not A Slug", title: "", content: "" })).status,
    },
    {
      name: "a page updated",
      action: "page.updated",
      snapshot: rowsOf("pages"),
      prepare: async () => {
        const payload = aPage({ published: true });
        return { payload, id: (await request("POST", "/api/pages", payload)).body.id };
      },
      write: async ({ payload, id }) => ({ status: (await request("PUT", `/api/pages/${id}`, { ...(payload as object), title: "Now, later" })).status, target: { type: "page", id: id as number } }),
      refused: async ({ payload }) => (await request("PUT", "/api/pages/999999", payload)).status,
    },
    {
      name: "a page published",
      action: "page.published",
      snapshot: rowsOf("pages"),
      prepare: async () => {
        const payload = aPage({ published: false });
        return { payload, id: (await request("POST", "/api/pages", payload)).body.id };
      },
      write: async ({ payload, id }) => ({ status: (await request("PUT", `/api/pages/${id}`, { ...(payload as object), published: true })).status, target: { type: "page", id: id as number } }),
      refused: async ({ payload, id }) => (await request("PUT", `/api/pages/${id}`, { ...(payload as object), published: true, slug: "admin" })).status,
    },
    {
      name: "a page's Portuguese version unpublished",
      action: "page.unpublished",
      snapshot: rowsOf("pages"),
      prepare: async () => {
        const payload = aPage({ published: true, pt: { slug: `agora-${next()}`, title: "Agora", content: "<p>O que faço agora.</p>", published: true } });
        return { payload, id: (await request("POST", "/api/pages", payload)).body.id };
      },
      write: async ({ payload, id }) => {
        const body = payload as { pt: object };
        return { status: (await request("PUT", `/api/pages/${id}`, { ...body, pt: { ...body.pt, published: false } })).status, target: { type: "page", id: id as number } };
      },
    },
    {
      name: "a page scheduled",
      action: "page.scheduled",
      snapshot: rowsOf("pages"),
      prepare: async () => {
        const payload = aPage({ published: true });
        return { payload, id: (await request("POST", "/api/pages", payload)).body.id };
      },
      write: async ({ payload, id }) => ({ status: (await request("PUT", `/api/pages/${id}`, { ...(payload as object), publishAt: "2031-01-15T09:00:00Z" })).status, target: { type: "page", id: id as number } }),
      refused: async ({ payload, id }) => (await request("PUT", `/api/pages/${id}`, { ...(payload as object), publishAt: "next week" })).status,
    },
    {
      name: "a page deleted",
      action: "page.deleted",
      snapshot: rowsOf("pages"),
      prepare: async () => ({ id: (await request("POST", "/api/pages", aPage({ published: false }))).body.id }),
      write: async ({ id }) => ({ status: (await request("DELETE", `/api/pages/${id}`)).status, target: { type: "page", id: id as number } }),
      refused: async () => (await request("DELETE", "/api/pages/999999")).status,
    },
    {
      name: "a page revision restored",
      action: "page.revision_restored",
      snapshot: async (database) => [await rowsOf("page_drafts")(database), await rowsOf("page_revisions", ["id"])(database)],
      prepare: async () => {
        const payload = aPage({ published: true });
        const id = (await request("POST", "/api/pages", payload)).body.id as number;
        expect((await request("PUT", `/api/pages/${id}`, { ...payload, title: "Second words" })).status).toBe(200);
        const revisions = (await request("GET", `/api/pages/${id}/revisions`)).body as Array<{ id: number }>;
        return { id, revision: revisions.at(-1)?.id };
      },
      write: async ({ id, revision }) => ({ status: (await request("POST", `/api/pages/${id}/revisions/${revision}/restore`)).status, target: { type: "page", id: id as number } }),
      refused: async ({ id }) => (await request("POST", `/api/pages/${id}/revisions/999999/restore`)).status,
    },
    {
      name: "the privacy settings",
      action: "settings.updated",
      snapshot: rowsOf("settings", ["key", "value"]),
      write: async () => {
        const body = { messageRetentionMonths: 12 + (next() % 12), privacy: { en: { before: "", after: "" }, pt: { before: "", after: "" } }, accessibility: { en: { before: "", after: "" }, pt: { before: "", after: "" } } };
        return { status: (await request("PUT", "/api/privacy/settings", body)).status, target: { type: "settings" } };
      },
      refused: async () => (await request("PUT", "/api/privacy/settings", { messageRetentionMonths: 0 })).status,
    },
    {
      name: "the notification settings",
      action: "settings.notifications_updated",
      snapshot: rowsOf("settings", ["key", "value"]),
      write: async () => ({ status: (await request("PUT", "/api/notifications/settings", { acknowledgements: next() % 2 === 0 })).status, target: { type: "setting" } }),
      refused: async () => (await request("PUT", "/api/notifications/settings", { acknowledgements: "maybe" })).status,
    },
    {
      name: "a message marked read",
      action: "message.updated",
      snapshot: rowsOf("messages", ["id", "read_at", "status"]),
      prepare: async () => ({ id: await aMessage() }),
      write: async ({ id }) => ({ status: (await request("PATCH", `/api/messages/${id}`, { read: true })).status, target: { type: "message", id: id as number } }),
      refused: async () => (await request("PATCH", "/api/messages/999999", { read: true })).status,
    },
    {
      name: "a message deleted",
      action: "message.deleted",
      snapshot: rowsOf("messages", ["id"]),
      prepare: async () => ({ id: await aMessage() }),
      write: async ({ id }) => ({ status: (await request("DELETE", `/api/messages/${id}`)).status, target: { type: "message", id: id as number } }),
      refused: async () => (await request("DELETE", "/api/messages/999999")).status,
    },
    {
      name: "a person's data erased",
      action: "message.personal_data_erased",
      snapshot: rowsOf("messages", ["id"]),
      prepare: async () => {
        const id = await aMessage();
        const row = await db().selectFrom("messages").select("email").where("id", "=", id).executeTakeFirstOrThrow();
        return { email: row.email };
      },
      write: async ({ email }) => ({ status: (await request("DELETE", `/api/personal-data?email=${encodeURIComponent(String(email))}`)).status, target: { type: "person" } }),
      refused: async () => (await request("DELETE", "/api/personal-data?email=not-an-address")).status,
    },
    {
      name: "a newsletter subscriber erased",
      action: "newsletter.subscriber_erased",
      snapshot: rowsOf("newsletter_subscribers", ["id", "email"]),
      prepare: async () => {
        const email = `reader${next()}@example.com`;
        await db().insertInto("newsletter_subscribers").values(subscriberRow(email)).execute();
        const row = await db().selectFrom("newsletter_subscribers").select("id").where("email", "=", email).executeTakeFirstOrThrow();
        return { id: Number(row.id) };
      },
      write: async ({ id }) => ({ status: (await request("DELETE", `/api/newsletter/subscribers/${id}`)).status, target: { type: "subscriber", id: id as number } }),
      refused: async () => (await request("DELETE", "/api/newsletter/subscribers/999999")).status,
    },
    {
      name: "newsletter subscribers imported",
      action: "newsletter.subscribers_imported",
      snapshot: rowsOf("newsletter_subscribers", ["id", "email"]),
      write: async () => {
        const res = await request("POST", "/api/newsletter/import", { source: "the old list", rows: [{ email: `imported${next()}@example.com`, language: "en" }] });
        return { status: res.status, target: { type: "newsletter" } };
      },
      refused: async () => (await request("POST", "/api/newsletter/import", { source: "x", rows: [] })).status,
    },
    {
      name: "a newsletter test sent",
      action: "newsletter.test_sent",
      snapshot: rowsOf("outbox", ["id"]),
      prepare: async () => ({ id: (await request("POST", "/api/articles", articlePayload())).body.id }),
      write: async ({ id }) => ({ status: (await request("POST", "/api/newsletter/test", { articleId: id, language: "en" })).status, target: { type: "article", id: id as number } }),
      refused: async () => (await request("POST", "/api/newsletter/test", { articleId: 999999, language: "en" })).status,
    },
    {
      name: "a newsletter sent by the worker",
      action: "newsletter.sent",
      byServer: true,
      snapshot: rowsOf("newsletter_sends", ["id", "article_id"]),
      prepare: async () => {
        await db().insertInto("newsletter_subscribers").values(subscriberRow(`issue${next()}@example.com`)).execute();
        await db().updateTable("newsletter_subscribers").set({ language: "en" }).execute();
        return { id: (await request("POST", "/api/articles", articlePayload({ published: true, newsletter: true }))).body.id };
      },
      write: async ({ id }) => {
        const notifier = server.notifications?.notifier;
        const sent = await runNewsletterRound(db(), notifier, { perMinute: 6000 }).then(
          (ids) => ids,
          () => [],
        );
        return { status: sent.length === 1 ? 200 : 500, target: { type: "article", id: id as number } };
      },
    },
    {
      name: "a session signed out from the list",
      action: "auth.session_revoked",
      snapshot: rowsOf("sessions", ["id"]),
      prepare: async () => ({ id: (await anotherSession()).id }),
      write: async ({ id }) => ({ status: (await request("DELETE", `/api/auth/sessions/${id}`)).status, target: { type: "session", id: id as string } }),
      refused: async () => (await request("DELETE", "/api/auth/sessions/AAAAAAAAAAAAAAAA")).status,
    },
    {
      name: "every other session signed out",
      action: "auth.other_sessions_revoked",
      snapshot: rowsOf("sessions", ["id"]),
      prepare: async () => ({ id: (await anotherSession()).id }),
      write: async () => ({ status: (await request("DELETE", "/api/auth/sessions")).status, target: { type: null } }),
    },
    {
      name: "a sign-out",
      action: "auth.logout",
      snapshot: rowsOf("sessions", ["id"]),
      prepare: async () => ({ token: (await anotherSession()).token }),
      write: async ({ token }) => ({ status: (await request("POST", "/api/auth/logout", undefined, String(token))).status, target: { type: null } }),
    },
    {
      name: "trusted browsers forgotten",
      action: "auth.trusted_devices_forgotten",
      snapshot: rowsOf("settings", ["key", "value"]),
      write: async () => ({ status: (await request("DELETE", "/api/auth/trusted-devices")).status, target: { type: null } }),
    },
    {
      name: "the account e-mail changed",
      action: "auth.email_changed",
      snapshot: rowsOf("users", ["id", "email"]),
      write: async () => {
        const res = await request("POST", "/api/auth/email", { email: `owner${next()}@example.org`, currentPassword: admin.password });
        return { status: res.status, target: { type: "user" } };
      },
      refused: async () => (await request("POST", "/api/auth/email", { email: "owner@example.org", currentPassword: "not the password" })).status,
    },
    {
      name: "the sample articles",
      action: "article.created",
      alsoRecords: ["category.created"],
      snapshot: rowsOf("articles", ["id"]),
      prepare: async () => {
        // Sample articles are made once: each run (the rollback one too) starts from none.
        const samples = await db().selectFrom("articles").select("id").where("slug", "in", SAMPLE_ARTICLES.map((sample) => sample.slug)).execute();
        for (const sample of samples) expect((await request("DELETE", `/api/articles/${sample.id}`)).status).toBe(200);
        return {};
      },
      write: async () => ({ status: (await request("POST", "/api/sample-articles")).status, target: { type: "article" } }),
    },
  ];

  beforeAll(async () => {
    mail = await startTestMailServer();
    server = await startTestServer(engine, {
      notifications: { email: { smtpUrl: mail.url, from: "Site <site@example.com>", ownerEmail: OWNER }, webhook: null, outbox: FAST_OUTBOX },
    });
    admin = await server.signInAdmin();
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });
  beforeEach(async () => {
    await db().deleteFrom("throttles").execute();
    consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  const eventsOf = (action: string) => db().selectFrom("audit_events").selectAll().where("action", "=", action).orderBy("id").execute();

  it.each(KINDS.map((kind) => [kind.name, kind] as const))("%s: one event with its target and who did it; a refused write leaves none", async (_name, kind) => {
    const prepared = (await kind.prepare?.()) ?? {};
    const before = (await eventsOf(kind.action)).length;
    const lastEvent = (await db().selectFrom("audit_events").select(({ fn }) => fn.max("id").as("id")).executeTakeFirst())?.id ?? 0;
    if (kind.refused) {
      const status = await kind.refused(prepared);
      expect(status, "the refused write").toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(await eventsOf(kind.action), "no event for a refused write").toHaveLength(before);
    }
    const { status, target } = await kind.write(prepared);
    expect(status, kind.name).toBeLessThan(300);
    const events = (await eventsOf(kind.action)).slice(before);
    expect(events.length, kind.name).toBeGreaterThanOrEqual(1);
    if (kind.action !== "article.created") expect(events, kind.name).toHaveLength(1);
    // Nothing else: a write recorded under another kind's action (or a vaguer one) fails here.
    const added = await db().selectFrom("audit_events").select("action").where("id", ">", Number(lastEvent)).execute();
    expect(new Set(added.map((row) => row.action).filter((action) => !kind.alsoRecords?.includes(action as AuditAction))), kind.name).toEqual(new Set([kind.action]));
    const event = events[0]!;
    expect(event.outcome).toBe("success");
    expect(event.actor_username).toBe(kind.byServer ? null : admin.username);
    expect(event.target_type).toBe(target.type);
    if (target.id != null) expect(event.target_id).toBe(String(target.id));
    // The log names it in both languages.
    expect(AUDIT_ADMIN_TEXT.en.actions[kind.action]).toBe(AUDIT_ACTIONS[kind.action]);
    expect(AUDIT_ADMIN_TEXT.pt.actions[kind.action]).not.toBe(AUDIT_ADMIN_TEXT.en.actions[kind.action]);
  });

  it.each(KINDS.map((kind) => [kind.name, kind] as const))("%s: undone when its audit event cannot be written", async (_name, kind) => {
    const prepared = (await kind.prepare?.()) ?? {};
    const before = await kind.snapshot(db());
    const events = (await eventsOf(kind.action)).length;
    const allow = await refuseAuditAction(db(), engine, kind.action);
    try {
      const { status } = await kind.write(prepared);
      expect(status, kind.name).toBe(500);
    } finally {
      await allow();
    }
    expect(await kind.snapshot(db()), "the write was rolled back with its event").toEqual(before);
    expect(await eventsOf(kind.action)).toHaveLength(events);
  });

  it("the audit log is read back over the API with the new kinds' labels, and filtered by the newsletter area", async () => {
    const email = `area${next()}@example.com`;
    await db().insertInto("newsletter_subscribers").values(subscriberRow(email)).execute();
    const row = await db().selectFrom("newsletter_subscribers").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    expect((await request("DELETE", `/api/newsletter/subscribers/${row.id}`)).status).toBe(200);
    const page = await request("GET", "/api/audit?area=newsletter");
    expect(page.status).toBe(200);
    const erased = (page.body.events as Array<{ action: string; label: string; target: { id: string } }>).find((e) => e.target?.id === String(row.id));
    expect(erased).toMatchObject({ action: "newsletter.subscriber_erased", label: "Newsletter subscriber erased" });
    // The address itself is not kept in the log.
    expect(JSON.stringify(page.body)).not.toContain(email);
  });
});

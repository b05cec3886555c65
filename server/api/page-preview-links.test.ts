import { describe, expect, it } from "vitest";
import type { Page } from "#app/modules/pages/page.ts";
import { checkPagePreviewToken, type PagePreviewLink } from "#app/modules/pages/page-preview.service.server.ts";
import { useApiServer } from "#tests/factories.ts";
import { ENGINES } from "#tests/setup/test-db.ts";
import { SITE_URL, type TestServer } from "#tests/setup/test-server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** `POST /api/pages/{id}/preview-links` (ADR 047): a signed link to a page's preview, as articles have (ADR 021), on both engines. */
describe.each(ENGINES)("signed preview links of pages (%s)", (engine) => {
  let server: TestServer;
  let adminToken: string;
  let readerToken: string;
  useApiServer(engine, (context) => {
    ({ server, adminToken, readerToken } = context);
  });

  let counter = 0;
  async function createPage(): Promise<Page> {
    counter += 1;
    const body = { slug: `soon-${counter}`, title: `Soon ${counter}`, content: "<p>Not yet.</p>", published: false, showIn: "none", pt: null };
    const res = await server.request<Page>("POST", "/api/pages", { body, token: adminToken });
    expect(res.status, res.text).toBe(201);
    return res.body;
  }

  async function createLink(id: number, body?: unknown): Promise<PagePreviewLink> {
    const res = await server.request<PagePreviewLink>("POST", `/api/pages/${id}/preview-links`, { body, token: adminToken });
    expect(res.status, res.text).toBe(201);
    return res.body;
  }

  const partsOf = (link: PagePreviewLink) => {
    const [, id = "", token = ""] = /\/preview\/pages\/(\d+)\/(.+)$/.exec(link.url) ?? [];
    return { id, token };
  };

  it("makes a link valid 7 days by default, in both languages, and records it in the audit log", async () => {
    const page = await createPage();
    const link = await createLink(page.id);
    expect(link.pageId).toBe(page.id);
    expect(link.url).toMatch(new RegExp(`^${SITE_URL}/preview/pages/${page.id}/\\d+\\.[A-Za-z0-9_-]{43}$`));
    expect(link.urlPt).toBe(link.url.replace("/preview/", "/pt/preview/"));
    expect(Math.abs(Date.parse(link.expiresAt) - (Date.now() + 7 * DAY_MS))).toBeLessThan(60_000);
    const { id, token } = partsOf(link);
    expect(await checkPagePreviewToken(server.database.db, id, token)).toEqual({ status: "valid", pageId: page.id, expiresAt: link.expiresAt });
    const shorter = await createLink(page.id, { expiresInDays: 1 });
    expect(Math.abs(Date.parse(shorter.expiresAt) - (Date.now() + DAY_MS))).toBeLessThan(60_000);

    const events = await server.database.db
      .selectFrom("audit_events")
      .selectAll()
      .where("action", "=", "page.preview_link_created")
      .where("target_id", "=", String(page.id))
      .orderBy("id")
      .execute();
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ target_type: "page", target_label: page.title, outcome: "success" });
    expect(JSON.parse(events[0]?.details ?? "{}")).toEqual({ expiresAt: link.expiresAt });
  });

  it("refuses a token whose signature, expiry or page was changed, and lets a link expire", async () => {
    const page = await createPage();
    const other = await createPage();
    const { id, token } = partsOf(await createLink(page.id, { expiresInDays: 1 }));
    const [expires = "", signature = ""] = token.split(".");
    const flip = (text: string) => (text.startsWith("A") ? `B${text.slice(1)}` : `A${text.slice(1)}`);
    for (const [forgedId, forged] of [
      [id, `${expires}.${flip(signature)}`],
      [id, `${Number(expires) + 86_400}.${signature}`],
      [String(other.id), token],
      [id, expires],
      [id, ""],
      ["0", token],
      [id, "x".repeat(500)],
    ] as const) {
      expect(await checkPagePreviewToken(server.database.db, forgedId, forged), `${forgedId}/${forged}`).toEqual({ status: "invalid" });
    }
    expect((await checkPagePreviewToken(server.database.db, id, token, Date.now() + DAY_MS + 60_000)).status).toBe("expired");
  });

  it("answers 404 for an unknown page and 400 for a bad lifetime, and records nothing then", async () => {
    const page = await createPage();
    for (const [body, message] of [
      [{ expiresInDays: 0 }, "expiresInDays must be more than 0"],
      [{ expiresInDays: 91 }, "expiresInDays must be at most 90"],
      [{ expiresInDays: "7" }, "expiresInDays must be a number of days"],
    ] as const) {
      const res = await server.request("POST", `/api/pages/${page.id}/preview-links`, { body, token: adminToken });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    for (const id of ["999999", "abc"]) {
      const res = await server.request("POST", `/api/pages/${id}/preview-links`, { token: adminToken });
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe("Page not found");
    }
    const events = await server.database.db.selectFrom("audit_events").select("id").where("action", "=", "page.preview_link_created").where("target_id", "=", String(page.id)).execute();
    expect(events).toEqual([]);
  });

  it("keeps preview links to admins", async () => {
    const page = await createPage();
    expect((await server.request("POST", `/api/pages/${page.id}/preview-links`)).status).toBe(401);
    expect((await server.request("POST", `/api/pages/${page.id}/preview-links`, { token: readerToken })).status).toBe(403);
  });
});

import { describe, expect, it } from "vitest";
import { readContentVersion } from "#app/modules/settings/content-version.service.server.ts";
import { type ApiTestContext, useApiServer } from "#tests/factories.ts";
import { ENGINES } from "#tests/setup/test-db.ts";

function talkPayload(overrides: Record<string, unknown> = {}) {
  return {
    eventName: "Future Summit",
    title: "Roots and Algorithms",
    date: "2031-05-20",
    city: "Lisboa",
    country: "pt",
    language: "pt",
    eventUrl: "https://summit.example.com",
    slidesUrl: "",
    videoUrl: null,
    ...overrides,
  };
}

describe.each(ENGINES)("/api/talks (%s)", (engine) => {
  let context: ApiTestContext;
  useApiServer(engine, (ready) => (context = ready));

  it("lets only the admin write, and anyone read", async () => {
    const { server, readerToken } = context;
    expect((await server.request("POST", "/api/talks", { body: talkPayload() })).status).toBe(401);
    expect((await server.request("POST", "/api/talks", { token: readerToken, body: talkPayload() })).status).toBe(403);
    expect((await server.request("GET", "/api/talks")).status).toBe(200);
  });

  it("creates, updates and deletes a talk, bumping the content version each time", async () => {
    const { server, adminToken } = context;
    const db = server.database.db;
    const v0 = await readContentVersion(db);
    const created = await server.request("POST", "/api/talks", { token: adminToken, body: talkPayload() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      eventName: "Future Summit",
      title: "Roots and Algorithms",
      date: "2031-05-20",
      city: "Lisboa",
      country: "PT",
      language: "pt",
      eventUrl: "https://summit.example.com",
      slidesUrl: null,
      videoUrl: null,
    });
    const v1 = await readContentVersion(db);
    expect(v1).not.toBe(v0);

    const updated = await server.request("PUT", `/api/talks/${created.body.id}`, {
      token: adminToken,
      body: talkPayload({ date: "2020-02-02", videoUrl: "https://video.example.com/talk" }),
    });
    expect(updated.body).toMatchObject({ date: "2020-02-02", videoUrl: "https://video.example.com/talk" });
    expect(await readContentVersion(db)).not.toBe(v1);
    const listed = await server.request("GET", "/api/talks");
    expect(listed.body.find((t: { id: number }) => t.id === created.body.id)).toMatchObject({ date: "2020-02-02" });

    const deleted = await server.request("DELETE", `/api/talks/${created.body.id}`, { token: adminToken });
    expect(deleted.body).toEqual({ success: true, message: "Talk deleted successfully" });
    const missing = await server.request("GET", `/api/talks/${created.body.id}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Talk not found");
  });

  it("refuses a talk without its facts, with a message per field", async () => {
    const { server, adminToken } = context;
    const res = await server.request("POST", "/api/talks", {
      token: adminToken,
      body: { eventName: " ", title: "", date: "2031-02-30", city: "X", country: "Portugal", language: "fr", slidesUrl: "slides.pdf" },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: "eventName", message: "This field is required" },
        { path: "title", message: "This field is required" },
        { path: "date", message: "Use a date like 2026-03-12" },
        { path: "country", message: "Use the two-letter country code, e.g. BR" },
        { path: "language", message: "Choose English, Portuguese or Spanish" },
        { path: "slidesUrl", message: "Enter a full address starting with https://" },
      ]),
    );
    expect((await server.request("PUT", "/api/talks/999999", { token: adminToken, body: talkPayload() })).status).toBe(404);
  });

  it("keeps the talk object of older clients and adds the page fields with their defaults (issue 28)", async () => {
    const { server, adminToken } = context;
    const created = await server.request("POST", "/api/talks", { token: adminToken, body: talkPayload({ title: "Raízes & Algoritmos" }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      slug: "raizes-algoritmos-2031",
      startTime: null,
      timeZone: "UTC",
      durationMinutes: null,
      venue: null,
      format: "in_person",
      audience: null,
      abstract: "",
      pt: { title: null, abstract: null },
    });
    // The same title and year again: the next free slug.
    const again = await server.request("POST", "/api/talks", { token: adminToken, body: talkPayload({ title: "Raízes & Algoritmos" }) });
    expect(again.body.slug).toBe("raizes-algoritmos-2031-2");
  });

  it("stores the page fields, keeps them when an older client updates without them, and refuses a taken slug", async () => {
    const { server, adminToken } = context;
    const page = {
      slug: "future-summit-keynote",
      startTime: "14:30",
      timeZone: "Europe/Lisbon",
      durationMinutes: 45,
      venue: "Centro de Congressos",
      format: "hybrid",
      audience: "CTOs and engineering leaders",
      abstract: "What AI infrastructure asks of leaders.\n\nAnd what it gives back.",
      pt: { title: "Raízes e Algoritmos", abstract: "O que a infraestrutura de IA pede aos líderes." },
    };
    const created = await server.request("POST", "/api/talks", { token: adminToken, body: talkPayload(page) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(page);
    const byId = await server.request("GET", `/api/talks/${created.body.id}`);
    expect(byId.body).toMatchObject(page);

    const old = await server.request("PUT", `/api/talks/${created.body.id}`, { token: adminToken, body: talkPayload({ city: "Porto" }) });
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({ ...page, city: "Porto" });

    const cleared = await server.request("PUT", `/api/talks/${created.body.id}`, { token: adminToken, body: talkPayload({ startTime: "", venue: null, pt: { title: "", abstract: null } }) });
    expect(cleared.body).toMatchObject({ slug: "future-summit-keynote", startTime: null, venue: null, pt: { title: null, abstract: null }, durationMinutes: 45 });

    const other = await server.request("POST", "/api/talks", { token: adminToken, body: talkPayload({ slug: "future-summit-keynote" }) });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe("Another talk already uses this address");
  });

  it("refuses page fields that are not right, with a message per field", async () => {
    const { server, adminToken } = context;
    const res = await server.request("POST", "/api/talks", {
      token: adminToken,
      body: talkPayload({ slug: "Not A Slug!", startTime: "25:00", timeZone: "Mars/Olympus", durationMinutes: 0, format: "radio", abstract: "x".repeat(5001) }),
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: "slug", message: "Use lowercase letters, digits and hyphens (at most 80)" },
        { path: "startTime", message: "Use a time like 14:30" },
        { path: "timeZone", message: "Choose a time zone like America/Sao_Paulo" },
        { path: "durationMinutes", message: "Use whole minutes between 1 and 1440" },
        { path: "format", message: "Choose in person, online or hybrid" },
        { path: "abstract", message: "At most 5000 characters" },
      ]),
    );
  });
});

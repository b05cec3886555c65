import { describe, expect, it } from "vitest";
import { readContentVersion } from "#app/modules/settings/content-version.service.server.ts";
import { type ApiTestContext, useApiServer } from "#tests/factories.ts";
import { ENGINES } from "#tests/setup/test-db.ts";

function payload(overrides: Record<string, unknown> = {}) {
  return {
    quote: "The best-rated keynote of the summit.",
    person: "Ana Souza",
    role: "Program chair",
    organisation: "AI Summit Brasil",
    event: "AI Summit Brasil 2025",
    permissionDate: "2025-06-01",
    pt: { quote: "A palestra mais bem avaliada do evento." },
    ...overrides,
  };
}

describe.each(ENGINES)("/api/testimonials (%s)", (engine) => {
  let context: ApiTestContext;
  useApiServer(engine, (ready) => (context = ready));

  it("ships three featured sample testimonials, organisers' words about the sample persona's talks, readable by anyone", async () => {
    const list = await context.server.request("GET", "/api/testimonials");
    expect(list.status).toBe(200);
    const samples = (list.body as { quote: string; person: string; organisation: string | null; event: string | null; featured: boolean; pt: { quote: string | null } }[]).filter((t) => t.featured);
    expect(samples.map((t) => [t.person, t.organisation, t.event])).toEqual([
      ["Marina Teles", "Instituto Líderes do Nordeste", "Convenção Nordeste de Lideranças 2025"],
      ["Ricardo Alves", "Associação Brasileira de IA Aplicada", "Fórum Brasileiro de IA Aplicada 2024"],
      ["Helena Prado", "Rede Energia e Dados", "Semana de Energia e Dados 2024"],
    ]);
    // Someone else's words about a talk, never the owner's own quotes under his own name.
    for (const sample of samples) {
      expect(sample.person).not.toBe("Caio Menezes Aragão");
      expect(sample.quote).toMatch(/^(Caio|“From Pilot to Profit”)/);
      expect(sample.pt.quote).toBeTruthy();
    }
    expect(samples.map((t) => t.quote).join(" ")).not.toContain("Artificial intelligence does not replace roots");
  });

  it("lets only the admin write", async () => {
    const { server, readerToken } = context;
    expect((await server.request("POST", "/api/testimonials", { body: payload() })).status).toBe(401);
    expect((await server.request("POST", "/api/testimonials", { token: readerToken, body: payload() })).status).toBe(403);
    expect((await server.request("PUT", "/api/testimonials/1", { token: readerToken, body: payload() })).status).toBe(403);
    expect((await server.request("DELETE", "/api/testimonials/1")).status).toBe(401);
  });

  it("creates, updates and deletes a testimonial tied to a talk, bumping the content version each time", async () => {
    const { server, adminToken } = context;
    const db = server.database.db;
    const talk = await server.request("POST", "/api/talks", {
      token: adminToken,
      body: { eventName: "AI Summit Brasil", title: "Roots", date: "2025-05-20", city: "Recife", country: "BR", language: "pt" },
    });
    const v0 = await readContentVersion(db);
    const created = await server.request("POST", "/api/testimonials", { token: adminToken, body: payload({ talkId: talk.body.id, photo: "/uploads/images/abc123.webp", featured: true }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      quote: "The best-rated keynote of the summit.",
      person: "Ana Souza",
      role: "Program chair",
      organisation: "AI Summit Brasil",
      talkId: talk.body.id,
      event: "AI Summit Brasil 2025",
      photo: "/uploads/images/abc123.webp",
      permissionDate: "2025-06-01",
      featured: true,
      pt: { quote: "A palestra mais bem avaliada do evento." },
    });
    const v1 = await readContentVersion(db);
    expect(v1).not.toBe(v0);

    const updated = await server.request("PUT", `/api/testimonials/${created.body.id}`, { token: adminToken, body: payload({ role: "", pt: null }) });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ role: null, talkId: null, photo: null, featured: false, pt: { quote: null } });
    expect(await readContentVersion(db)).not.toBe(v1);

    // A deleted talk leaves its testimonials, without the reference.
    await server.request("PUT", `/api/testimonials/${created.body.id}`, { token: adminToken, body: payload({ talkId: talk.body.id }) });
    expect((await server.request("DELETE", `/api/talks/${talk.body.id}`, { token: adminToken })).status).toBe(200);
    expect((await server.request("GET", `/api/testimonials/${created.body.id}`)).body.talkId).toBeNull();

    const deleted = await server.request("DELETE", `/api/testimonials/${created.body.id}`, { token: adminToken });
    expect(deleted.body).toEqual({ success: true, message: "Testimonial deleted successfully" });
    const missing = await server.request("GET", `/api/testimonials/${created.body.id}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Testimonial not found");
    expect((await server.request("PUT", `/api/testimonials/${created.body.id}`, { token: adminToken, body: payload() })).status).toBe(404);
  });

  it("refuses a testimonial without its facts, a photo from elsewhere and an unknown talk, with a message per field", async () => {
    const { server, adminToken } = context;
    const res = await server.request("POST", "/api/testimonials", {
      token: adminToken,
      body: { quote: " ", person: "", permissionDate: "2025-02-30", photo: "https://tracker.example.com/p.jpg", talkId: "x" },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: "quote", message: "This field is required" },
        { path: "person", message: "This field is required" },
        { path: "permissionDate", message: "Use a date like 2026-03-12" },
        { path: "photo", message: expect.stringContaining("Upload an image") },
        { path: "talkId", message: "Choose a talk of this site, or none" },
      ]),
    );
    const unknownTalk = await server.request("POST", "/api/testimonials", { token: adminToken, body: payload({ talkId: 999999 }) });
    expect(unknownTalk.status).toBe(400);
    expect(unknownTalk.body.issues).toEqual([{ path: "talkId", message: "Choose a talk of this site, or none" }]);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ENGINES } from "#tests/setup/test-db.ts";
import { startTestServer, type TestServer } from "#tests/setup/test-server.ts";

let sequence = 0;

/** A valid message with a unique name, so each test finds its own rows. */
interface MessageBody {
  kind: string;
  name: string;
  email: string;
  message: string;
  eventDetails?: string;
  [field: string]: unknown;
}

function contact(overrides: Record<string, unknown> = {}): MessageBody {
  sequence += 1;
  return {
    kind: "contact",
    name: `Visitor ${sequence}`,
    email: `visitor${sequence}@example.com`,
    message: "Hello, I would like to get in touch about a board position.",
    ...overrides,
  };
}

function speaking(overrides: Record<string, unknown> = {}): MessageBody {
  return contact({ kind: "speaking", eventDetails: "Lisbon Leadership Summit, 12 May, 300 people", ...overrides });
}

async function storedMessages(server: TestServer) {
  return server.database.db.selectFrom("messages").selectAll().orderBy("id").execute();
}

describe.each(ENGINES)("POST /api/messages (%s)", (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());
  // The per-IP limit is covered on its own server below; here every test starts with a fresh allowance.
  beforeEach(async () => {
    await server.database.db.deleteFrom("throttles").execute();
  });

  it("stores a contact message from a visitor and answers 'Message sent successfully!'", async () => {
    const input = contact();
    const res = await server.request("POST", "/api/messages", { body: input });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: "Message sent successfully!" });
    const row = (await storedMessages(server)).find((m) => m.name === input.name);
    expect(row).toMatchObject({ kind: "contact", email: input.email, message: input.message, status: "new", read_at: null });
  });

  it("stores a speaking invitation and answers 'Request sent successfully!'", async () => {
    const input = speaking();
    const res = await server.request("POST", "/api/messages", { body: input });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: "Request sent successfully!" });
    const row = (await storedMessages(server)).find((m) => m.name === input.name);
    expect(row).toMatchObject({ kind: "speaking", event_details: input.eventDetails, language: "en" });
  });

  it("answers in Portuguese when the form is in Portuguese", async () => {
    const contactPt = await server.request("POST", "/api/messages", { body: contact({ language: "pt" }) });
    expect(contactPt.status).toBe(201);
    expect(contactPt.body).toEqual({ success: true, message: "Mensagem enviada com sucesso!" });
    const speakingPt = await server.request("POST", "/api/messages", { body: speaking({ language: "pt" }) });
    expect(speakingPt.status).toBe(201);
    expect(speakingPt.body.message).toBe("Solicitação enviada com sucesso!");
  });

  it("refuses a missing name or a bad email with the spec's messages in English", async () => {
    const before = (await storedMessages(server)).length;
    const noName = await server.request("POST", "/api/messages", { body: contact({ name: undefined }) });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe("This field is required");
    expect(noName.body.issues).toContainEqual({ path: "name", message: "This field is required" });

    const blankName = await server.request("POST", "/api/messages", { body: contact({ name: "   " }) });
    expect(blankName.status).toBe(400);
    expect(blankName.body.message).toBe("This field is required");

    const badEmail = await server.request("POST", "/api/messages", { body: contact({ email: "not-an-email" }) });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe("Invalid email address");
    expect((await storedMessages(server)).length).toBe(before);
  });

  it("refuses a missing name or a bad email with the spec's messages in Portuguese", async () => {
    const noName = await server.request("POST", "/api/messages", { body: contact({ name: "", language: "pt" }) });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe("Campo obrigatório");

    const badEmail = await server.request("POST", "/api/messages", { body: contact({ email: "joao@", language: "pt" }) });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe("E-mail inválido");
  });

  it("refuses a speaking invitation without event details", async () => {
    const before = (await storedMessages(server)).length;
    const res = await server.request("POST", "/api/messages", { body: speaking({ eventDetails: undefined }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("This field is required");
    expect(res.body.issues).toContainEqual({ path: "eventDetails", message: "This field is required" });
    const blank = await server.request("POST", "/api/messages", { body: speaking({ eventDetails: "  " }) });
    expect(blank.status).toBe(400);
    expect((await storedMessages(server)).length).toBe(before);
  });

  it("answers a filled honeypot as a success but stores nothing", async () => {
    const before = (await storedMessages(server)).length;
    const input = contact({ website: "https://spam.example" });
    const res = await server.request("POST", "/api/messages", { body: input });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: "Message sent successfully!" });
    const after = await storedMessages(server);
    expect(after.length).toBe(before);
    expect(after.some((m) => m.name === input.name)).toBe(false);
  });
});

describe.each(ENGINES)("message rate limit (%s)", (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it("answers the 6th message from one IP within the window with 429 and Retry-After, keeping the first 5", async () => {
    const sent = Array.from({ length: 5 }, () => contact());
    for (const input of sent) {
      const res = await server.request("POST", "/api/messages", { body: input });
      expect(res.status).toBe(201);
    }
    const sixth = contact();
    const blocked = await server.request("POST", "/api/messages", { body: sixth });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("content-type")).toMatch(/application\/json/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(blocked.body.message).toMatch(/wait a few minutes/);

    const stored = await storedMessages(server);
    expect(stored.map((m) => m.name)).toEqual(sent.map((m) => m.name));

    const blockedPt = await server.request("POST", "/api/messages", { body: contact({ language: "pt" }) });
    expect(blockedPt.status).toBe(429);
    expect(blockedPt.body.message).toMatch(/Aguarde alguns minutos/);
    expect((await storedMessages(server)).length).toBe(5);
  });
});

describe.each(ENGINES)("admin inbox /api/messages (%s)", (engine) => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    adminToken = (await server.signInAdmin()).token;
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.database.db.deleteFrom("throttles").execute();
  });

  async function send(input: Record<string, unknown>): Promise<number> {
    const res = await server.request("POST", "/api/messages", { body: input });
    expect(res.status).toBe(201);
    const row = (await storedMessages(server)).find((m) => m.name === input.name);
    if (!row) throw new Error(`message from ${String(input.name)} was not stored`);
    return row.id;
  }

  it("lets only the admin read, change or delete messages", async () => {
    const id = await send(contact());
    expect((await server.request("GET", "/api/messages")).status).toBe(401);
    expect((await server.request("PATCH", `/api/messages/${id}`, { body: { read: true } })).status).toBe(401);
    expect((await server.request("DELETE", `/api/messages/${id}`)).status).toBe(401);

    const { token } = await server.signInNonAdmin();
    const list = await server.request("GET", "/api/messages", { token });
    expect(list.status).toBe(403);
    expect(list.body.message).toBe("Access Denied: Admin privileges required");
    expect((await server.request("PATCH", `/api/messages/${id}`, { token, body: { read: true } })).status).toBe(403);
    expect((await server.request("DELETE", `/api/messages/${id}`, { token })).status).toBe(403);

    const row = (await storedMessages(server)).find((m) => m.id === id);
    expect(row?.read_at).toBeNull();
  });

  it("lists messages newest first, as new and unread, with their kind", async () => {
    const first = contact();
    const second = speaking();
    const third = contact({ language: "pt" });
    for (const input of [first, second, third]) await send(input);

    const res = await server.request("GET", "/api/messages", { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    const names = [first.name, second.name, third.name];
    const mine = (res.body as { name: string }[]).filter((m) => names.includes(m.name));
    expect(mine.map((m) => m.name)).toEqual([third.name, second.name, first.name]);
    expect(mine[0]).toMatchObject({ kind: "contact", status: "new", read: false, readAt: null, language: "pt" });
    expect(mine[1]).toMatchObject({
      kind: "speaking",
      status: "new",
      read: false,
      email: second.email,
      eventDetails: second.eventDetails,
    });
    expect(mine[2]).toMatchObject({ kind: "contact", status: "new", read: false, eventDetails: null });

    const onlySpeaking = await server.request("GET", "/api/messages?kind=speaking", { token: adminToken });
    expect(onlySpeaking.status).toBe(200);
    expect(onlySpeaking.body.length).toBeGreaterThan(0);
    expect(onlySpeaking.body.every((m: { kind: string }) => m.kind === "speaking")).toBe(true);
  });

  it("marks a message read and moves an invitation to accepted", async () => {
    const id = await send(speaking());
    const read = await server.request("PATCH", `/api/messages/${id}`, { token: adminToken, body: { read: true } });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id, read: true, status: "new", readAt: expect.any(String) });

    const accepted = await server.request("PATCH", `/api/messages/${id}`, { token: adminToken, body: { status: "accepted" } });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id, read: true, status: "accepted" });

    const list = await server.request("GET", "/api/messages", { token: adminToken });
    expect(list.body.find((m: { id: number }) => m.id === id)).toMatchObject({ read: true, status: "accepted" });

    const unread = await server.request("PATCH", `/api/messages/${id}`, { token: adminToken, body: { read: false } });
    expect(unread.body).toMatchObject({ read: false, readAt: null, status: "accepted" });
  });

  it("refuses an unknown status with 400 and an unknown id with 404", async () => {
    const id = await send(contact());
    const invalid = await server.request("PATCH", `/api/messages/${id}`, { token: adminToken, body: { status: "archived" } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/status must be one of/);
    const nothing = await server.request("PATCH", `/api/messages/${id}`, { token: adminToken, body: {} });
    expect(nothing.status).toBe(400);
    const row = (await storedMessages(server)).find((m) => m.id === id);
    expect(row?.status).toBe("new");

    const unknown = await server.request("PATCH", "/api/messages/999999", { token: adminToken, body: { read: true } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Message not found");
    const notAnId = await server.request("PATCH", "/api/messages/abc", { token: adminToken, body: { read: true } });
    expect(notAnId.status).toBe(404);
  });

  it("deletes a message", async () => {
    const id = await send(contact());
    const res = await server.request("DELETE", `/api/messages/${id}`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await storedMessages(server)).some((m) => m.id === id)).toBe(false);
    const list = await server.request("GET", "/api/messages", { token: adminToken });
    expect(list.body.some((m: { id: number }) => m.id === id)).toBe(false);

    const again = await server.request("DELETE", `/api/messages/${id}`, { token: adminToken });
    expect(again.status).toBe(404);
  });
});

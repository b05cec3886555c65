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

const FULL_INVITATION = {
  eventName: "Nordeste AI Summit",
  eventDate: "2027-03-12",
  eventCity: "Recife",
  eventCountry: "Brazil",
  eventFormat: "in_person",
  audienceSize: 450,
  talkLanguage: "pt",
  budget: "USD 5-8k",
  decisionDeadline: "2027-01-10",
  sourcePage: "/articles/the-rise-of-multimodal-ai-models-2025",
  landingReferrer: "https://www.linkedin.com/feed/",
  utmSource: "linkedin",
  utmMedium: "social",
  utmCampaign: "keynote-2027",
  utmTerm: "ai strategy",
  utmContent: "post-1",
};

describe.each(ENGINES)("invitation details and attribution (%s)", (engine) => {
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

  it("stores what organisers know and where the visitor came from, and shows it to the admin", async () => {
    const input = speaking(FULL_INVITATION);
    expect((await server.request("POST", "/api/messages", { body: input })).status).toBe(201);
    const list = await server.request("GET", `/api/messages?q=${encodeURIComponent(input.name)}`, { token: adminToken });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ ...FULL_INVITATION, name: input.name, notifications: [] });
    const one = await server.request("GET", `/api/messages/${list.body[0].id}`, { token: adminToken });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject(FULL_INVITATION);
  });

  it("takes the form's strings: empty fields are absent, an audience with separators is a number", async () => {
    const input = speaking({ eventName: "", eventDate: "", eventFormat: "", audienceSize: "1.200", talkLanguage: "", budget: "   ", sourcePage: "" });
    expect((await server.request("POST", "/api/messages", { body: input })).status).toBe(201);
    const [message] = (await server.request("GET", `/api/messages?q=${encodeURIComponent(input.name)}`, { token: adminToken })).body;
    expect(message).toMatchObject({ eventName: null, eventDate: null, eventFormat: null, audienceSize: 1200, talkLanguage: null, budget: null, sourcePage: null });
  });

  it.each([
    ["eventDate", "2027-02-30", "Enter a valid date (YYYY-MM-DD)", "Informe uma data válida (AAAA-MM-DD)"],
    ["decisionDeadline", "next week", "Enter a valid date (YYYY-MM-DD)", "Informe uma data válida (AAAA-MM-DD)"],
    ["eventFormat", "boat", "Choose in person, online or hybrid", "Escolha presencial, online ou híbrido"],
    ["audienceSize", "lots", "Enter a whole number of people, from 1 to 1,000,000", "Informe um número inteiro de pessoas, de 1 a 1.000.000"],
    ["audienceSize", 0, "Enter a whole number of people, from 1 to 1,000,000", "Informe um número inteiro de pessoas, de 1 a 1.000.000"],
    ["talkLanguage", "fr", "Choose English or Portuguese", "Escolha inglês ou português"],
    ["eventName", "x".repeat(201), "At most 200 characters", "No máximo 200 caracteres"],
    ["eventCity", 42, "Must be text", "Deve ser texto"],
    ["sourcePage", "https://evil.example/", "Invalid page address", "Endereço de página inválido"],
    ["landingReferrer", "javascript:alert(1)", "Invalid web address", "Endereço web inválido"],
    ["utmCampaign", "c".repeat(201), "At most 200 characters", "No máximo 200 caracteres"],
  ])("refuses %s = %j with the message in the form's language", async (field, value, en, pt) => {
    const before = (await storedMessages(server)).length;
    const english = await server.request("POST", "/api/messages", { body: speaking({ [field]: value }) });
    expect(english.status).toBe(400);
    expect(english.body.issues).toContainEqual({ path: field, message: en });
    const portuguese = await server.request("POST", "/api/messages", { body: speaking({ [field]: value, language: "pt" }) });
    expect(portuguese.status).toBe(400);
    expect(portuguese.body.issues).toContainEqual({ path: field, message: pt });
    expect((await storedMessages(server)).length).toBe(before);
  });
});

describe.each(ENGINES)("inbox filters, search, pages and export (%s)", (engine) => {
  let server: TestServer;
  let adminToken: string;
  const tag = `batch${Date.now()}`;
  const ids: Record<string, number> = {};

  async function send(key: string, input: Record<string, unknown>): Promise<void> {
    await server.database.db.deleteFrom("throttles").execute();
    expect((await server.request("POST", "/api/messages", { body: input })).status).toBe(201);
    const row = (await storedMessages(server)).find((m) => m.name === input.name);
    ids[key] = row!.id;
  }

  beforeAll(async () => {
    server = await startTestServer(engine);
    adminToken = (await server.signInAdmin()).token;
    await send("contact", contact({ message: `${tag} Could we meet in São Paulo?` }));
    await send("speakingNew", speaking({ message: `${tag} Keynote request`, eventCity: "Lisboa" }));
    await send("accepted", speaking({ ...FULL_INVITATION, name: `Organiser ${tag}`, message: `${tag} Accepted one, "quoted", =cmd|' /C calc'!A0` }));
    await send("declined", speaking({ message: `${tag} Another invitation 100%_sure` }));
    await server.request("PATCH", `/api/messages/${ids.accepted}`, { token: adminToken, body: { status: "accepted", read: true } });
    await server.request("PATCH", `/api/messages/${ids.declined}`, { token: adminToken, body: { status: "declined" } });
  });
  afterAll(() => server.close());

  const list = async (query: string) => {
    const res = await server.request("GET", `/api/messages?${query}`, { token: adminToken });
    expect(res.status, res.text).toBe(200);
    return { ids: (res.body as { id: number }[]).map((m) => m.id), total: Number(res.headers.get("x-total-count")) };
  };

  it("filters by kind, status and read on the server, newest first, with the whole count in X-Total-Count", async () => {
    expect(await list(`q=${tag}`)).toEqual({ ids: [ids.declined, ids.accepted, ids.speakingNew, ids.contact], total: 4 });
    expect(await list(`q=${tag}&kind=contact`)).toEqual({ ids: [ids.contact], total: 1 });
    expect(await list(`q=${tag}&kind=speaking`)).toEqual({ ids: [ids.declined, ids.accepted, ids.speakingNew], total: 3 });
    // A status belongs to invitations: "new" does not list the contact message.
    expect(await list(`q=${tag}&status=new`)).toEqual({ ids: [ids.speakingNew], total: 1 });
    expect(await list(`q=${tag}&status=accepted`)).toEqual({ ids: [ids.accepted], total: 1 });
    expect(await list(`q=${tag}&read=true`)).toEqual({ ids: [ids.accepted], total: 1 });
    expect(await list(`q=${tag}&read=false&kind=speaking`)).toEqual({ ids: [ids.declined, ids.speakingNew], total: 2 });
  });

  it("searches every text field, ignoring case and accents, with % and _ matching themselves", async () => {
    expect((await list(`q=${encodeURIComponent("SAO PAULO")}`)).ids).toEqual([ids.contact]);
    expect((await list(`q=lisboa`)).ids).toEqual([ids.speakingNew]);
    expect((await list(`q=${encodeURIComponent("nordeste ai")}`)).ids).toEqual([ids.accepted]);
    expect((await list(`q=keynote-2027`)).ids).toEqual([ids.accepted]); // UTM campaign
    expect((await list(`q=linkedin.com`)).ids).toEqual([ids.accepted]); // referrer
    expect((await list(`q=${encodeURIComponent("100%_sure")}`)).ids).toEqual([ids.declined]);
    expect((await list(`q=${encodeURIComponent("0%_")}`)).ids).toEqual([ids.declined]);
    expect((await list(`q=${encodeURIComponent("%")}&kind=contact`)).ids).toEqual([]);
  });

  it("cuts pages of pageSize, and refuses bad page parameters with 400", async () => {
    expect(await list(`q=${tag}&pageSize=3&page=1`)).toEqual({ ids: [ids.declined, ids.accepted, ids.speakingNew], total: 4 });
    expect(await list(`q=${tag}&pageSize=3&page=2`)).toEqual({ ids: [ids.contact], total: 4 });
    expect(await list(`q=${tag}&pageSize=3&page=3`)).toEqual({ ids: [], total: 4 });
    for (const query of ["page=0", "page=-1", "pageSize=201", "pageSize=abc", "read=maybe", `q=${"x".repeat(201)}`]) {
      const res = await server.request("GET", `/api/messages?${query}`, { token: adminToken });
      expect(res.status, query).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
  });

  it("exports the filtered list as CSV, quoting fields", async () => {
    const res = await fetch(`${server.baseUrl}/api/messages/export.csv?q=${tag}&kind=speaking`, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // a BOM: spreadsheets read the accents right
    const text = bytes.subarray(3).toString("utf8");
    expect(text.startsWith("id,received,kind,status,read,")).toBe(true);
    const lines = text.trimEnd().split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[1]!.startsWith(`${ids.declined},`)).toBe(true);
    const accepted = lines.find((line) => line.startsWith(`${ids.accepted},`))!;
    expect(accepted).toContain(",speaking,accepted,true,en,");
    expect(accepted).toContain("Nordeste AI Summit,2027-03-12,Recife,Brazil,In person,450,Portuguese,USD 5-8k,2027-01-10");
    // The piece after the comma would start a formula in a reader that splits on it (issue 22): defused.
    expect(accepted).toContain(`"${tag} Accepted one, ""quoted"", '=cmd|' /C calc'!A0"`);
    expect(accepted).toContain("/articles/the-rise-of-multimodal-ai-models-2025,https://www.linkedin.com/feed/,linkedin,social,keynote-2027,ai strategy,post-1");
    expect((await fetch(`${server.baseUrl}/api/messages/export.csv`)).status).toBe(401);
    const bad = await fetch(`${server.baseUrl}/api/messages/export.csv?kind=nope`, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(bad.status).toBe(400);
  });

  it("offers an .ics calendar file for an accepted invitation with a date, and refuses it otherwise", async () => {
    const res = await fetch(`${server.baseUrl}/api/messages/${ids.accepted}/invitation.ics`, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="talk-nordeste-ai-summit-2027-03-12.ics"');
    const ics = await res.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(ics).toContain("DTSTART;VALUE=DATE:20270312\r\n");
    expect(ics).toContain("DTEND;VALUE=DATE:20270313\r\n");
    expect(ics).toContain("SUMMARY:Talk: Nordeste AI Summit\r\n");
    expect(ics).toContain("LOCATION:Recife\\, Brazil\r\n");
    expect(ics.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(ics.replace(/\r\n /g, "")).toContain(`URL;VALUE=URI:http://localhost:3000/admin?tab=inbox&message=${ids.accepted}`);

    const notAccepted = await server.request("GET", `/api/messages/${ids.speakingNew}/invitation.ics`, { token: adminToken });
    expect(notAccepted.status).toBe(409);
    expect(notAccepted.body.message).toBe("Only an accepted speaking invitation has a calendar file");
    await server.request("PATCH", `/api/messages/${ids.declined}`, { token: adminToken, body: { status: "accepted" } });
    const undated = await server.request("GET", `/api/messages/${ids.declined}/invitation.ics`, { token: adminToken });
    expect(undated.status).toBe(409);
    expect(undated.body.message).toBe("This invitation has no event date");
    await server.request("PATCH", `/api/messages/${ids.declined}`, { token: adminToken, body: { status: "declined" } });
    expect((await server.request("GET", `/api/messages/999999/invitation.ics`, { token: adminToken })).status).toBe(404);
    expect((await server.request("GET", `/api/messages/${ids.accepted}/invitation.ics`)).status).toBe(401);
  });

  it("answers one message by id, and 404 for one that does not exist", async () => {
    const one = await server.request("GET", `/api/messages/${ids.contact}`, { token: adminToken });
    expect(one.body).toMatchObject({ id: ids.contact, kind: "contact", notifications: [] });
    expect((await server.request("GET", "/api/messages/999999", { token: adminToken })).body.message).toBe("Message not found");
  });
});

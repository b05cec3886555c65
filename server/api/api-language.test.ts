import { type Kysely, sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import type { Database } from "#app/db/database.ts";
import type { Engine } from "#app/db/db.server.ts";
import { GENERIC_ERROR_MESSAGE } from "#app/lib/app-error.ts";
import { ADMIN_DICTIONARIES } from "#app/modules/admin-i18n/admin-dictionary.ts";
import { articlePayload, categoryPayload } from "#tests/factories.ts";
import { ENGINES } from "#tests/setup/test-db.ts";
import { type ApiResponse, startTestServer, type TestServer } from "#tests/setup/test-server.ts";

/** What no answer may carry: the failure's own words, an HTML page, a stack frame. */
const LEAK = /refused by the test|<html|\bat .*\.(ts|js):\d+|TypeError|Error:/i;

/** Makes every insert into categories fail inside the database (a real failure, no mock); returns the undo. */
async function breakCategoryInserts(db: Kysely<Database>, engine: Engine): Promise<() => Promise<void>> {
  if (engine === "sqlite") {
    await sql.raw("CREATE TRIGGER break_categories BEFORE INSERT ON categories BEGIN SELECT RAISE(ABORT, 'refused by the test'); END").execute(db);
    return async () => void (await sql.raw("DROP TRIGGER break_categories").execute(db));
  }
  await sql.raw("CREATE FUNCTION break_categories() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$ LANGUAGE plpgsql").execute(db);
  await sql.raw("CREATE TRIGGER break_categories BEFORE INSERT ON categories FOR EACH ROW EXECUTE FUNCTION break_categories()").execute(db);
  return async () => {
    await sql.raw("DROP TRIGGER break_categories ON categories").execute(db);
    await sql.raw("DROP FUNCTION break_categories()").execute(db);
  };
}

/** A 5xx answer: JSON with the dictionary's sentence for its status in `language` (and the request's id when logged), nothing of the failure. */
function expectFailureIn(res: ApiResponse, language: "en" | "pt"): void {
  expect(res.status).toBeGreaterThanOrEqual(500);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  const text = ADMIN_DICTIONARIES[language].text;
  expect(res.body.message).toBe(res.status === 503 ? text.serviceUnavailable : text.errorTryAgain);
  expect(Object.keys(res.body).filter((key) => key !== "requestId").sort()).toEqual(["code", "message"]);
  expect(res.headers.get("content-language")).toBe(language === "pt" ? "pt-BR" : null);
  expect(res.text).not.toMatch(LEAK);
}

/**
 * Issue 26 / ADR 052: a refused request is answered in the admin's language. Signed in: the user's
 * admin language; before sign-in, on the admin screens' endpoints (/api/auth, /api/init): the switch's
 * cookie, else the browser's Accept-Language. Everything else, and every English admin, gets the
 * spec's English exactly.
 */
describe.each(ENGINES)("API error messages in the admin's language (%s)", (engine) => {
  let server: TestServer;
  let admin: { token: string; username: string };

  beforeAll(async () => {
    server = await startTestServer(engine);
    admin = await server.signInAdmin();
  });
  afterAll(() => server.close());

  const setLanguage = async (language: "en" | "pt") =>
    expect((await server.request("PATCH", "/api/auth/me", { token: admin.token, body: { language } })).status).toBe(200);

  it("answers a Portuguese admin's validation errors (message and every field's issue) in Portuguese", async () => {
    await setLanguage("pt");
    try {
      const res = await server.request("POST", "/api/articles", { token: admin.token, body: articlePayload({ title: "", slug: "Not a slug!", content: "" }) });
      expect(res.status).toBe(400);
      expect(res.headers.get("content-language")).toBe("pt-BR");
      const issues = res.body.issues as Array<{ path: string; message: string }>;
      expect(issues.find((issue) => issue.path === "title")?.message).toBe("Título: pelo menos 3 caracteres");
      expect(issues.find((issue) => issue.path === "slug")?.message).toBe("Endereço: use só letras minúsculas, números e hífens");
      expect(JSON.stringify(res.body)).not.toMatch(/must be|is required/);
      // A known refusal that is not a field's.
      const wrong = await server.request("POST", "/api/auth/password", { token: admin.token, body: { currentPassword: "not it at all", newPassword: "tamanduá-bandeira quer 7 pães", confirmPassword: "tamanduá-bandeira quer 7 pães" } });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe("A senha atual não está correta");
    } finally {
      await setLanguage("en");
    }
  });

  it("keeps the spec's English for an English admin", async () => {
    const res = await server.request("POST", "/api/articles", { token: admin.token, body: articlePayload({ title: "", content: "" }) });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-language")).toBeNull();
    const issues = res.body.issues as Array<{ path: string; message: string }>;
    expect(issues.find((issue) => issue.path === "title")?.message).toBe("Title must be at least 3 characters");
  });

  it("answers the sign-in screen in the browser's language before sign-in, the switch's cookie first", async () => {
    const body = { username: admin.username, password: "wrong password entirely" };
    const english = await server.request("POST", "/api/auth/login", { body });
    expect(english.body.message).toBe("Invalid username or password");
    const portuguese = await server.request("POST", "/api/auth/login", { body, headers: { "accept-language": "pt-BR,pt;q=0.9,en;q=0.5" } });
    expect(portuguese.status).toBe(401);
    expect(portuguese.body.message).toBe("Usuário ou senha inválidos");
    const switched = await server.request("POST", "/api/auth/login", { body, headers: { "accept-language": "pt-BR", cookie: "adminLanguage=en" } });
    expect(switched.body.message).toBe("Invalid username or password");
    const reset = await server.request("POST", "/api/auth/password-reset", { body: { email: "not an address" }, headers: { cookie: "adminLanguage=pt" } });
    expect(reset.status).toBe(400);
    expect(JSON.stringify(reset.body)).toContain("Digite um endereço de e-mail válido");
  });

  describe("an unexpected failure (500)", () => {
    let consoleError: MockInstance;
    beforeEach(() => {
      consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    });
    afterEach(() => consoleError.mockRestore());

    it("is answered in the admin's language, the generic sentence only, never the failure's own words", async () => {
      expect(ADMIN_DICTIONARIES.en.text.errorTryAgain).toBe(GENERIC_ERROR_MESSAGE);
      const undo = await breakCategoryInserts(server.database.db, engine);
      try {
        await setLanguage("pt");
        const portuguese = await server.request("POST", "/api/categories", { token: admin.token, body: categoryPayload() });
        expect(portuguese.status).toBe(500);
        expect(portuguese.body.message).toBe("Ocorreu um erro. Tente novamente.");
        expect(portuguese.body.code).toBe("INTERNAL");
        expectFailureIn(portuguese, "pt");
        await setLanguage("en");
        const english = await server.request("POST", "/api/categories", { token: admin.token, body: categoryPayload(), headers: { "accept-language": "pt-BR" } });
        expect(english.status).toBe(500);
        expect(english.body.message).toBe(GENERIC_ERROR_MESSAGE);
        expectFailureIn(english, "en");
      } finally {
        await setLanguage("en");
        await undo();
      }
    });
  });

  it("leaves the public API in English whatever the browser's language", async () => {
    const res = await server.request("POST", "/api/messages", { body: { kind: "contact", name: "", email: "x", message: "" }, headers: { "accept-language": "pt-BR" } });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-language")).toBeNull();
  });
});

describe.each(ENGINES)("API failures in the admin's language once the database is gone (%s)", (engine) => {
  let server: TestServer;
  let admin: { token: string; username: string; password: string };
  let consoleError: MockInstance;

  beforeAll(async () => {
    server = await startTestServer(engine);
    // The test closes the database itself; the final close must not close it twice.
    const closeDatabase = server.database.close;
    let closed: Promise<void> | undefined;
    server.database.close = () => (closed ??= closeDatabase());
    admin = await server.signInAdmin();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it("answers the admin's browser and scripts in their language, and the public API in English, with nothing of the failure", async () => {
    expect((await server.request("PATCH", "/api/auth/me", { token: admin.token, body: { language: "pt" } })).status).toBe(200);
    const login = await server.request("POST", "/api/auth/login", { body: { username: admin.username, password: admin.password } });
    const session = login.headers.getSetCookie().find((cookie) => cookie.startsWith("session="))?.split(";")[0] ?? "";
    expect(session).toMatch(/^session=/);
    await server.database.close();

    // The admin's browser: its session cookie and the language the admin keeps in its cookie.
    const browser = await server.request("GET", "/api/articles/admin/all", { headers: { cookie: `${session}; adminLanguage=pt` } });
    expectFailureIn(browser, "pt");
    // A script with the admin's token: its Accept-Language.
    const script = await server.request("POST", "/api/categories", { token: admin.token, body: categoryPayload(), headers: { "accept-language": "pt-BR,pt;q=0.9" } });
    expectFailureIn(script, "pt");
    const englishScript = await server.request("POST", "/api/categories", { token: admin.token, body: categoryPayload(), headers: { "accept-language": "en-US" } });
    expectFailureIn(englishScript, "en");
    // A visitor: the spec's English, whatever the browser's language.
    const visitor = await server.request("POST", "/api/messages", {
      body: { kind: "contact", name: "Ana Souza", email: "ana@example.org", message: "Olá, uma pergunta." },
      headers: { "accept-language": "pt-BR" },
    });
    expectFailureIn(visitor, "en");
    expect(consoleError).toHaveBeenCalled();
  });
});

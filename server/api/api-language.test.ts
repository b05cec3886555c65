import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articlePayload } from "#tests/factories.ts";
import { ENGINES } from "#tests/setup/test-db.ts";
import { startTestServer, type TestServer } from "#tests/setup/test-server.ts";

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

  it("leaves the public API in English whatever the browser's language", async () => {
    const res = await server.request("POST", "/api/messages", { body: { kind: "contact", name: "", email: "x", message: "" }, headers: { "accept-language": "pt-BR" } });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-language")).toBeNull();
  });
});

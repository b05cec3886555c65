import { describe, expect, it } from "vitest";
import { ENGINES } from "#tests/setup/test-db.ts";
import { startTestServer, type TestServer } from "#tests/setup/test-server.ts";

const SETUP_TOKEN = "correct-horse-battery-staple-42";

async function adminCount(server: TestServer): Promise<number> {
  const rows = await server.database.db.selectFrom("users").select("id").where("is_admin", "=", 1).execute();
  return rows.length;
}

async function withServer(engine: "sqlite" | "postgres", setupToken: string | undefined, run: (server: TestServer) => Promise<void>) {
  const server = await startTestServer(engine, { setupToken });
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

describe.each(ENGINES)("POST /api/init with SETUP_TOKEN (%s)", (engine) => {
  it("says whether the token is required", async () => {
    await withServer(engine, SETUP_TOKEN, async (server) => {
      expect((await server.request("GET", "/api/init")).body).toEqual({ setupTokenRequired: true, initialized: false });
    });
    await withServer(engine, undefined, async (server) => {
      expect((await server.request("GET", "/api/init")).body).toEqual({ setupTokenRequired: false, initialized: false });
      // Whether the site has its administrator yet (issue 30: the login page says so).
      expect((await server.request("POST", "/api/init")).status).toBe(201);
      expect((await server.request("GET", "/api/init")).body).toEqual({ setupTokenRequired: false, initialized: true });
    });
  });

  it("refuses an initialisation without the token or with a wrong one, and creates no admin", async () => {
    await withServer(engine, SETUP_TOKEN, async (server) => {
      const none = await server.request("POST", "/api/init");
      expect(none.status).toBe(403);
      expect(none.body.message).toBe("This site requires its setup token to initialize: enter the SETUP_TOKEN value set on the server.");
      expect(none.body).not.toHaveProperty("password");

      const empty = await server.request("POST", "/api/init", { body: { setupToken: "" } });
      expect(empty.status).toBe(403);

      const wrong = await server.request("POST", "/api/init", { body: { setupToken: `${SETUP_TOKEN}x` } });
      expect(wrong.status).toBe(403);
      expect(wrong.body.message).toBe("The setup token is not correct.");

      const wrongType = await server.request("POST", "/api/init", { body: { setupToken: 42 } });
      expect(wrongType.status).toBe(400);
      expect(await adminCount(server)).toBe(0);
    });
  });

  it("initialises with the right token, once", async () => {
    await withServer(engine, SETUP_TOKEN, async (server) => {
      const ok = await server.request("POST", "/api/init", { body: { setupToken: SETUP_TOKEN } });
      expect(ok.status).toBe(201);
      expect(ok.body).toEqual(expect.objectContaining({ success: true, username: "admin", password: expect.any(String) }));
      const again = await server.request("POST", "/api/init", { body: { setupToken: SETUP_TOKEN } });
      expect(again.status).toBe(409);
      expect(await adminCount(server)).toBe(1);
    });
  });

  it("keeps the spec's body-less call working when no token is set", async () => {
    await withServer(engine, undefined, async (server) => {
      expect((await server.request("POST", "/api/init")).status).toBe(201);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "#tests/setup/test-db.ts";
import { startTestServer, type TestServer } from "#tests/setup/test-server.ts";

describe.each(ENGINES)("health and API errors (%s)", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it("answers /healthz with 200 when the database answers", async () => {
    const res = await server.request("GET", "/healthz");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
  });

  it("answers unknown /api paths with 404 JSON", async () => {
    const res = await server.request("GET", "/api/nope");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.body.message).toMatch(/No API endpoint/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "#tests/setup/test-db.ts";
import { logLines } from "#tests/durability/server-process.ts";
import { type SecurityServer, STACK_FRAME_PATTERN, startSecurityServer } from "./security-server.ts";

/** What the server logged beyond one info line per request: warnings, errors, anything not JSON. */
function complaints(output: string): unknown[] {
  return logLines(output).filter((line) => line.level !== "info" || line.msg !== "request");
}

/**
 * Request methods on the built server: what nothing here serves, or a page cannot take, gets 405 with
 * an `Allow` header, and the server logs nothing but each request's info line (TRACE once answered 500; PROPFIND, OPTIONS, PUT,
 * DELETE and POST on a page without an action logged React Router's stack trace).
 */
describe.each(ENGINES)("request methods (%s)", (engine) => {
  let server: SecurityServer;
  beforeAll(async () => {
    server = await startSecurityServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(["TRACE", "PROPFIND", "MKCOL", "PURGE", "OPTIONS", "PUT", "PATCH", "DELETE", "POST"])(
    "answers %s on pages with 405 and Allow: GET, HEAD, quietly",
    async (method) => {
      const logBefore = server.output().length;
      for (const path of ["/", "/articles", "/pt/articles", "/no-such-page", "/rss.xml", "/favicon.svg", "/llms.txt", "/pt/articles/x.md", "/pt/search"]) {
        const res = await server.request(method, path);
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.allow, `${method} ${path}`).toBe("GET, HEAD");
        expect(res.text).not.toMatch(STACK_FRAME_PATTERN);
      }
      expect(complaints(server.output().slice(logBefore))).toEqual([]);
    },
  );

  it("answers TRACE and PROPFIND on /api with 405 JSON listing the API's methods, quietly", async () => {
    const logBefore = server.output().length;
    for (const method of ["TRACE", "PROPFIND"]) {
      const res = await server.request(method, "/api/articles");
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      expect(res.json).toEqual({ message: expect.stringContaining(`The method ${method} is not allowed here`), code: "METHOD_NOT_ALLOWED" });
    }
    expect(complaints(server.output().slice(logBefore))).toEqual([]);
  });

  it("still serves GET and HEAD on pages, and the methods each API endpoint takes", async () => {
    expect((await server.request("GET", "/")).status).toBe(200);
    expect((await server.request("HEAD", "/articles")).status).toBe(200);
    expect((await server.request("GET", "/api/articles")).status).toBe(200);
    const created = await server.json("POST", "/api/categories", { name: "Methods", slug: "methods" }, { token: server.token });
    expect(created.status).toBe(201);
  });
});

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
/** Pages that take nothing but GET and HEAD. */
const READ_ONLY = ["/", "/rss.xml", "/llms.txt", "/pt/articles/x.md", "/pt/search"];
/**
 * Pages whose route answers the newsletter's form without script (issue 25, ADR 043): POST is theirs
 * too. Any one-segment path may be one of the owner's pages (`/:slug`), an unknown one included.
 */
const FORM_PAGES = ["/articles", "/pt/articles", "/no-such-page", "/favicon.svg"];
/** Methods the server answers 405 before it asks the routes (the guard's list of unserved methods). */
const UNSERVED = ["TRACE", "PROPFIND", "MKCOL", "PURGE"];

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
      for (const path of READ_ONLY) {
        const res = await server.request(method, path);
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.allow, `${method} ${path}`).toBe("GET, HEAD");
        expect(res.text).not.toMatch(STACK_FRAME_PATTERN);
      }
      if (method !== "POST") {
        for (const path of FORM_PAGES) {
          const res = await server.request(method, path);
          expect(res.status, `${method} ${path}`).toBe(405);
          expect(res.headers.allow, `${method} ${path}`).toBe(UNSERVED.includes(method) ? "GET, HEAD" : "GET, HEAD, POST");
        }
      }
      expect(complaints(server.output().slice(logBefore))).toEqual([]);
    },
  );

  it("answers a POST that is not the newsletter form, on a page that takes it, with a 4xx page, quietly", async () => {
    const logBefore = server.output().length;
    for (const path of FORM_PAGES) {
      const res = await server.request("POST", path);
      // The owner's page route takes any slug: an unknown one is still the 404 page.
      expect(res.status, path).toBe(path === "/no-such-page" || path === "/favicon.svg" ? 404 : 400);
      expect(res.text).not.toMatch(STACK_FRAME_PATTERN);
    }
    expect(complaints(server.output().slice(logBefore))).toEqual([]);
  });

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

import net from "node:net";
import { describe, expect, it } from "vitest";
import { type ApiTestContext, articlePayload, categoryPayload, useApiServer } from "#tests/factories.ts";
import { ENGINES } from "#tests/setup/test-db.ts";

const UNVERIFIED = /^The origin of this request could not be verified/;
const LONE_SURROGATE = /^Text must be valid Unicode: it contains an unpaired surrogate/;

interface RawAnswer {
  status: number;
  head: string;
  body: string;
  /** Body bytes the client had written when the answer arrived. */
  bytesSent: number;
}

/**
 * Sends the request line, the headers and only the first `sentBodyBytes` of a body that
 * `Content-Length` says is much longer, then waits for an answer without sending the rest.
 */
function partialUpload(baseUrl: string, headers: Record<string, string>, sentBodyBytes: number, timeoutMs = 5_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let received = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms: the server waited for the body`));
    }, timeoutMs);
    socket.on("connect", () => {
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
      socket.write(`POST /api/uploads/image HTTP/1.1\r\nHost: ${hostname}:${port}\r\n${lines.join("\r\n")}\r\n\r\n`);
      socket.write(Buffer.alloc(sentBodyBytes, 0x61));
    });
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      const end = received.indexOf("\r\n\r\n");
      const length = /content-length:\s*(\d+)/i.exec(received.slice(0, end))?.[1];
      if (end < 0 || length === undefined || received.length < end + 4 + Number(length)) return;
      clearTimeout(timer);
      socket.destroy();
      const head = received.slice(0, end);
      resolve({ status: Number(head.split(" ")[1]), head, body: received.slice(end + 4), bytesSent: sentBodyBytes });
    });
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

describe.each(ENGINES)("request guards (%s)", (engine) => {
  let ctx: ApiTestContext;
  useApiServer(engine, (context) => (ctx = context));
  const session = () => `session=${ctx.adminToken}`;

  async function categoryExists(slug: string): Promise<boolean> {
    const row = await ctx.server.database.db.selectFrom("categories").select("id").where("slug", "=", slug).executeTakeFirst();
    return row !== undefined;
  }

  describe("cookie-authenticated writes must prove they come from this site", () => {
    it.each<[string, Record<string, string>]>([
      ["no Origin and Sec-Fetch-Site: same-site", { "sec-fetch-site": "same-site" }],
      ["no Origin and no Sec-Fetch-Site", {}],
      ["only a foreign Referer", { referer: "https://evil.example/page" }],
      ["no Origin and Sec-Fetch-Site: none", { "sec-fetch-site": "none" }],
      ["a Referer that is not a URL", { referer: "not a url" }],
    ])("refuses one with %s with 403, and stores nothing", async (_label, headers) => {
      const payload = categoryPayload();
      const res = await ctx.server.request("POST", "/api/categories", { body: payload, headers: { cookie: session(), ...headers } });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("FORBIDDEN");
      expect(res.body.message).toMatch(UNVERIFIED);
      expect(await categoryExists(payload.slug)).toBe(false);
    });

    it.each<[string, Record<string, string>]>([
      ["an Origin of this site", { origin: "http://localhost:3000" }],
      ["no Origin and Sec-Fetch-Site: same-origin", { "sec-fetch-site": "same-origin" }],
      ["no Origin, no Sec-Fetch-Site and a Referer of this site", { referer: "http://localhost:3000/admin?tab=categories" }],
    ])("accepts one with %s", async (_label, headers) => {
      const payload = categoryPayload();
      const res = await ctx.server.request("POST", "/api/categories", { body: payload, headers: { cookie: session(), ...headers } });
      expect(res.status).toBe(201);
      expect(await categoryExists(payload.slug)).toBe(true);
    });

    it("applies to every write method, and not to reads", async () => {
      const created = await ctx.server.request("POST", "/api/categories", { body: categoryPayload(), token: ctx.adminToken });
      expect(created.status).toBe(201);
      for (const method of ["PUT", "DELETE"]) {
        const res = await ctx.server.request(method, `/api/categories/${created.body.id}`, { body: categoryPayload(), headers: { cookie: session() } });
        expect(res.status, method).toBe(403);
      }
      const read = await ctx.server.request("GET", "/api/articles/admin/all", { headers: { cookie: session() } });
      expect(read.status).toBe(200);
    });

    it("leaves bearer-token writes without Origin alone (tools such as curl)", async () => {
      const payload = categoryPayload();
      const res = await ctx.server.request("POST", "/api/categories", { body: payload, token: ctx.adminToken });
      expect(res.status).toBe(201);
      // A bearer token wins over a cookie sent alongside it.
      const both = await ctx.server.request("POST", "/api/categories", { body: categoryPayload(), token: ctx.adminToken, headers: { cookie: session() } });
      expect(both.status).toBe(201);
    });

    it("leaves writes without a session alone: the public forms post without Origin and without a cookie", async () => {
      const res = await ctx.server.request("POST", "/api/messages", {
        body: { kind: "contact", name: "Ana", email: "ana@example.com", message: "Hello from a plain form post." },
      });
      expect(res.status).toBe(201);
    });

    it("still refuses a bearer write that a browser says comes from another site", async () => {
      const res = await ctx.server.request("POST", "/api/categories", { body: categoryPayload(), token: ctx.adminToken, headers: { origin: "https://evil.example" } });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Cross-origin requests are not allowed");
    });
  });

  describe("an upload larger than the limit", () => {
    it("is refused with 413 from its Content-Length, before the body is read", async () => {
      const declared = 50 * 1024 * 1024;
      const answer = await partialUpload(
        ctx.server.baseUrl,
        { authorization: `Bearer ${ctx.adminToken}`, "content-type": "multipart/form-data; boundary=zzz", "content-length": String(declared) },
        1024,
      );
      expect(answer.status).toBe(413);
      expect(answer.head).toMatch(/\r\nconnection: close/i);
      expect(JSON.parse(answer.body)).toEqual({ message: "The image is too large: at most 10 MB are accepted.", code: "PAYLOAD_TOO_LARGE" });
    });

    it("is refused the same way without credentials (the size is checked first)", async () => {
      const answer = await partialUpload(ctx.server.baseUrl, { "content-type": "multipart/form-data; boundary=zzz", "content-length": String(20 * 1024 * 1024) }, 10);
      expect(answer.status).toBe(413);
    });

    it("is read as usual when its declared length is within the limit", async () => {
      // 10 MB of image plus framing is allowed: the server waits for the body (and we stop sending).
      await expect(
        partialUpload(
          ctx.server.baseUrl,
          { authorization: `Bearer ${ctx.adminToken}`, "content-type": "multipart/form-data; boundary=zzz", "content-length": String(10 * 1024 * 1024) },
          10,
          1_000,
        ),
      ).rejects.toThrow(/no answer/);
    });
  });

  describe("text with lone UTF-16 surrogates", () => {
    it.each([
      ["title", `{"title":"Broken \\ud800 title","slug":"SLUG","content":"<p>A body long enough to be valid.</p>"}`],
      ["content", `{"title":"A fine title","slug":"SLUG","content":"<p>Body with a lone low \\udc00 surrogate.</p>"}`],
      ["excerpt", `{"title":"A fine title","slug":"SLUG","content":"<p>A body long enough to be valid.</p>","excerpt":"ends badly \\ud83d"}`],
    ])("in the %s of an article is refused with 400 naming the field, and nothing is stored", async (field, template) => {
      const slug = articlePayload().slug;
      const res = await ctx.server.request("POST", "/api/articles", { body: template.replace("SLUG", slug), token: ctx.adminToken });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(LONE_SURROGATE);
      expect(res.body.issues).toEqual([{ path: field, message: res.body.message }]);
      const stored = await ctx.server.database.db.selectFrom("articles").select("id").where("slug", "=", slug).executeTakeFirst();
      expect(stored).toBeUndefined();
    });

    it("is refused in a category and a message too", async () => {
      const category = await ctx.server.request("POST", "/api/categories", { body: `{"name":"Cat \\udfff","slug":"lone-cat"}`, token: ctx.adminToken });
      expect(category.status).toBe(400);
      expect(category.body.message).toMatch(LONE_SURROGATE);
      const message = await ctx.server.request("POST", "/api/messages", {
        body: `{"kind":"contact","name":"Ana","email":"ana@example.com","message":"Hi \\ud800 there, a message."}`,
      });
      expect(message.status).toBe(400);
      expect(message.body.message).toMatch(LONE_SURROGATE);
    });

    it("accepts properly paired surrogates (emoji) and stores them unchanged", async () => {
      const payload = articlePayload({ title: "Launch day \ud83d\ude80 notes", content: "<p>Emoji \ud83c\udf89 in the body, long enough.</p>" });
      const res = await ctx.server.request("POST", "/api/articles", { body: payload, token: ctx.adminToken });
      expect(res.status).toBe(201);
      const stored = await ctx.server.database.db.selectFrom("articles").select(["title", "content"]).where("slug", "=", payload.slug).executeTakeFirstOrThrow();
      expect(stored.title).toBe("Launch day 🚀 notes");
      expect(stored.content).toContain("🎉");
    });
  });
});

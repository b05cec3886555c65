import { createRequire } from "node:module";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "#tests/setup/test-db.ts";
import { LEAK_PATTERN, type RawResponse, type SecurityServer, STACK_FRAME_PATTERN, startSecurityServer } from "./security-server.ts";

/**
 * Property-based fuzzing (fast-check) of every API endpoint and of the pages, on the built server and
 * both engines: random and malformed JSON, wrong types, huge and tiny sizes, hostile Unicode, odd
 * content types, ids and query strings. Whatever arrives, the answer is never a 5xx, always JSON under
 * /api (an error with a message), and never carries a stack trace or a source path.
 *
 * `FUZZ_RUNS` sets the runs per endpoint (default 100); a failure prints fast-check's seed and the
 * shrunk counterexample, to replay with `fc.assert(..., { seed, path })`.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const NAUGHTY: string[] = createRequire(import.meta.url)("big-list-of-naughty-strings/blns.json");

// ---- Arbitraries -------------------------------------------------------------------------------

const text = fc.oneof(
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 300 }), weight: 2 },
  { arbitrary: fc.constantFrom(...NAUGHTY), weight: 3 },
  { arbitrary: fc.integer({ min: 0, max: 450_000 }).map((n) => "a".repeat(n)), weight: 1 },
);

const scalar = fc.oneof(
  { arbitrary: text, weight: 5 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, 1e308, "none", "", "1", "true", "new", "accepted"), weight: 2 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
);

const value = fc.oneof({ arbitrary: scalar, weight: 5 }, { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 });

/** Objects of the endpoint's own field names with values of any type and size. */
function shapedBody(keys: readonly string[]) {
  return fc.record(Object.fromEntries(keys.map((key) => [key, value])), { requiredKeys: [] });
}

const MALFORMED = [
  "",
  "{",
  '{"title":',
  "[1,2",
  '{"a":1}}',
  "null",
  "true",
  '"just text"',
  "\uFEFF{}",
  '{"title":"\\ud800"}',
  '{"__proto__":{"isAdmin":true,"published":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${"[".repeat(50_000)}${"]".repeat(50_000)}`,
  JSON.stringify({ a: "x".repeat(1_100_000) }), // over the 1 MB limit
];

function jsonBody(keys: readonly string[]) {
  return fc.oneof(
    { arbitrary: shapedBody(keys).map((object) => JSON.stringify(object)), weight: 6 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => JSON.stringify(json)), weight: 2 },
    { arbitrary: fc.string({ unit: "binary", maxLength: 200 }), weight: 1 },
    { arbitrary: fc.constantFrom(...MALFORMED), weight: 2 },
  );
}

const contentType = fc.oneof(
  { arbitrary: fc.constant("application/json"), weight: 8 },
  {
    arbitrary: fc.constantFrom(
      "application/json; charset=utf-8",
      "application/json; charset=utf-16",
      "application/json; charset=latin1",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=zzz",
      "application/xml",
      "",
      "application/json, text/html",
    ),
    weight: 2,
  },
);

const idSegment = fc.oneof(
  fc.integer({ min: -5, max: 2 ** 40 }).map(String),
  fc.constantFrom("0", "1", "2", "-1", "1.5", "1e3", "0x10", "NaN", "Infinity", "99999999999999999999", "%20", "%00", "..", "%2e%2e", "%", "%E0%A4%A", "%ff"),
  fc.string({ unit: "binary", maxLength: 20 }).map(encodeURIComponent),
);

const slugSegment = fc.oneof(idSegment, fc.constantFrom(...NAUGHTY).map(encodeURIComponent), fc.stringMatching(/^[a-z0-9-]{1,30}$/));

const queryString = fc.oneof(
  fc.constant(""),
  fc
    .dictionary(fc.constantFrom("kind", "status", "q", "page", "category", "lang", "__proto__", "token"), fc.oneof(text.map(String), scalar.map(String)), { maxKeys: 4 })
    .map((params) => `?${new URLSearchParams(params).toString()}`)
    // Past 16 KB the HTTP parser answers 431 and closes before the client has written its request (an
    // EPIPE on this side); that limit has its own test in paths-and-origins.test.ts.
    .filter((q) => q.length < 8_000),
  fc.constantFrom("?%", "?q=%", "?q=%ff", "?a[b]=1", "?page=-1", "?page=1e309", "?kind=contact&kind=speaking", "?status[]=new", "?=&=&"),
);

const forwardedFor = fc.oneof(
  fc.ipV4(),
  fc.ipV6(),
  fc.constantFrom("unknown", "", "999.1.1.1", "1.1.1.1, 2.2.2.2", "<script>", "a".repeat(300)),
);

// ---- Endpoints --------------------------------------------------------------------------------

/** A multipart upload, serialised when the call is sent (FormData encoding is asynchronous). */
interface UploadForm {
  bytes: Uint8Array;
  field: string;
  filename: string;
  type: string;
  extraField?: [string, string];
}

interface Call {
  method: string;
  path: string;
  body?: string | Buffer;
  form?: UploadForm;
  headers: Record<string, string>;
  signedIn: boolean;
}

interface Endpoint {
  name: string;
  call: fc.Arbitrary<Call>;
  /** A 200 that is a file download (CSV, calendar) rather than JSON. */
  fileType?: RegExp;
}

const ARTICLE_KEYS = ["title", "slug", "content", "excerpt", "coverImage", "published", "featured", "categoryId", "pt", "publishAt", "publishedAt"] as const;
const CATEGORY_KEYS = ["name", "slug", "description", "pt"] as const;
const MESSAGE_KEYS = [
  "kind",
  "name",
  "email",
  "eventDetails",
  "message",
  "language",
  "website",
  "eventName",
  "eventDate",
  "eventCity",
  "eventCountry",
  "eventFormat",
  "audienceSize",
  "talkLanguage",
  "budget",
  "decisionDeadline",
  "sourcePage",
  "landingReferrer",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
] as const;

function call(
  method: string,
  path: fc.Arbitrary<string>,
  options: { keys?: readonly string[]; signedIn?: fc.Arbitrary<boolean> } = {},
): fc.Arbitrary<Call> {
  const body = options.keys ? jsonBody(options.keys).map((b): string | undefined => b) : fc.option(jsonBody([]), { nil: undefined });
  return fc
    .record({ path, body, type: contentType, signedIn: options.signedIn ?? fc.boolean(), ip: forwardedFor })
    .map(({ path: p, body: b, type, signedIn, ip }) => ({
      method,
      path: p,
      body: b,
      headers: { ...(b === undefined ? {} : { "content-type": type }), "x-forwarded-for": ip },
      signedIn,
    }));
}

const uploadCall: fc.Arbitrary<Call> = fc
  .record({
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 4096 }),
      fc.constantFrom(
        new TextEncoder().encode("<html><script>alert(1)</script></html>"),
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        new TextEncoder().encode("<?php system($_GET['c']); ?>"),
        Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), // a PNG signature, nothing after
        Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]), // a truncated JPEG
      ),
    ),
    field: fc.oneof(fc.constant("image"), fc.constantFrom("file", "images", ""), fc.string({ maxLength: 10 })),
    filename: fc.oneof(fc.constant("photo.png"), fc.constantFrom(...NAUGHTY), fc.constantFrom("../../etc/passwd", "x.php", "a\u0000.png", "")),
    type: fc.constantFrom("image/png", "image/jpeg", "image/svg+xml", "text/html", "application/octet-stream", ""),
    extraField: fc.option(fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 50 })), { nil: undefined }),
    signedIn: fc.boolean(),
  })
  .map(({ signedIn, ...form }) => ({ method: "POST", path: "/api/uploads/image", form, headers: {}, signedIn }));

const malformedMultipart: fc.Arbitrary<Call> = fc
  .record({ junk: fc.oneof(fc.string({ unit: "binary", maxLength: 300 }), fc.constantFrom("--zzz\r\n", "--zzz--", "--zzz\r\nContent-Disposition: form-data; name=\"image\"; filename=\"a.png\"\r\n\r\nabc")), signedIn: fc.boolean() })
  .map(({ junk, signedIn }) => ({ method: "POST", path: "/api/uploads/image", body: junk, headers: { "content-type": "multipart/form-data; boundary=zzz" }, signedIn }));

const ENDPOINTS: Endpoint[] = [
  { name: "GET /api/articles", call: call("GET", queryString.map((q) => `/api/articles${q}`)) },
  { name: "GET /api/articles/{slug}", call: call("GET", slugSegment.map((s) => `/api/articles/${s}`)) },
  { name: "GET /api/articles/admin/all", call: call("GET", queryString.map((q) => `/api/articles/admin/all${q}`)) },
  { name: "POST /api/articles", call: call("POST", fc.constant("/api/articles"), { keys: ARTICLE_KEYS }) },
  { name: "PUT /api/articles/{id}", call: call("PUT", idSegment.map((id) => `/api/articles/${id}`), { keys: ARTICLE_KEYS }) },
  { name: "DELETE /api/articles/{id}", call: call("DELETE", idSegment.map((id) => `/api/articles/${id}`)) },
  // Autosave, revisions and preview links (ADR 021); "new" names the draft of an article not created yet.
  { name: "GET|DELETE /api/articles/{id}/draft", call: fc.constantFrom("GET", "DELETE").chain((m) => call(m, fc.oneof(idSegment, fc.constant("new")).map((id) => `/api/articles/${id}/draft`))) },
  { name: "PUT /api/articles/{id}/draft", call: call("PUT", fc.oneof(idSegment, fc.constant("new")).map((id) => `/api/articles/${id}/draft`), { keys: ARTICLE_KEYS }) },
  { name: "GET /api/articles/{id}/revisions", call: call("GET", idSegment.map((id) => `/api/articles/${id}/revisions`)) },
  { name: "GET /api/articles/{id}/revisions/{id}", call: call("GET", fc.tuple(idSegment, idSegment).map(([a, r]) => `/api/articles/${a}/revisions/${r}`)) },
  { name: "POST /api/articles/{id}/revisions/{id}/restore", call: call("POST", fc.tuple(idSegment, idSegment).map(([a, r]) => `/api/articles/${a}/revisions/${r}/restore`)) },
  { name: "GET /api/articles/{id}/preview-links", call: call("GET", idSegment.map((id) => `/api/articles/${id}/preview-links`)) },
  { name: "POST /api/articles/{id}/preview-links", call: call("POST", idSegment.map((id) => `/api/articles/${id}/preview-links`), { keys: ["expiresInDays"] }) },
  { name: "DELETE /api/articles/{id}/preview-links/{id}", call: call("DELETE", fc.tuple(idSegment, idSegment).map(([a, l]) => `/api/articles/${a}/preview-links/${l}`)) },
  { name: "GET /api/categories", call: call("GET", queryString.map((q) => `/api/categories${q}`)) },
  { name: "POST /api/categories", call: call("POST", fc.constant("/api/categories"), { keys: CATEGORY_KEYS }) },
  { name: "PUT /api/categories/{id}", call: call("PUT", idSegment.map((id) => `/api/categories/${id}`), { keys: CATEGORY_KEYS }) },
  { name: "DELETE /api/categories/{id}", call: call("DELETE", idSegment.map((id) => `/api/categories/${id}`)) },
  { name: "POST /api/init", call: call("POST", fc.constant("/api/init"), { keys: ["username", "password"] }) },
  { name: "POST /api/auth/login", call: call("POST", fc.constant("/api/auth/login"), { keys: ["username", "password"], signedIn: fc.constant(false) }) },
  { name: "GET /api/auth/me", call: call("GET", queryString.map((q) => `/api/auth/me${q}`)) },
  // Signed out only: a signed-in logout would end the session the other calls use.
  { name: "GET|POST /api/auth/logout", call: fc.constantFrom("GET", "POST").chain((m) => call(m, fc.constant("/api/auth/logout"), { signedIn: fc.constant(false) })) },
  { name: "POST /api/auth/password", call: call("POST", fc.constant("/api/auth/password"), { keys: ["currentPassword", "newPassword", "confirmPassword"] }) },
  { name: "POST /api/uploads/image (multipart)", call: uploadCall },
  { name: "POST /api/uploads/image (malformed)", call: fc.oneof(malformedMultipart, call("POST", fc.constant("/api/uploads/image"), { keys: ["image"] })) },
  { name: "POST /api/sample-articles", call: call("POST", fc.constant("/api/sample-articles"), { keys: ["force"] }) },
  { name: "POST /api/messages", call: call("POST", fc.constant("/api/messages"), { keys: MESSAGE_KEYS, signedIn: fc.constant(false) }) },
  { name: "GET /api/messages", call: call("GET", queryString.map((q) => `/api/messages${q}`)) },
  { name: "PATCH /api/messages/{id}", call: call("PATCH", idSegment.map((id) => `/api/messages/${id}`), { keys: ["read", "status"] }) },
  { name: "DELETE /api/messages/{id}", call: call("DELETE", idSegment.map((id) => `/api/messages/${id}`)) },
  { name: "GET /api/messages/{id}", call: call("GET", idSegment.map((id) => `/api/messages/${id}`)) },
  { name: "POST /api/messages/{id}/resend", call: call("POST", idSegment.map((id) => `/api/messages/${id}/resend`), { keys: ["notification"] }) },
  { name: "GET /api/messages/export.csv", call: call("GET", queryString.map((q) => `/api/messages/export.csv${q}`)), fileType: /^text\/csv/ },
  {
    name: "GET /api/messages/{id}/invitation.ics",
    call: call("GET", idSegment.map((id) => `/api/messages/${id}/invitation.ics`)),
    fileType: /^text\/calendar/,
  },
  { name: "GET /api/notifications/settings", call: call("GET", queryString.map((q) => `/api/notifications/settings${q}`)) },
  { name: "PUT /api/notifications/settings", call: call("PUT", fc.constant("/api/notifications/settings"), { keys: ["acknowledgements"] }) },
  { name: "GET /api/init", call: call("GET", queryString.map((q) => `/api/init${q}`)) },
  { name: "POST /api/auth/login/second-factor", call: call("POST", fc.constant("/api/auth/login/second-factor"), { keys: ["challenge", "code"], signedIn: fc.constant(false) }) },
  { name: "GET /api/auth/2fa", call: call("GET", queryString.map((q) => `/api/auth/2fa${q}`)) },
  { name: "POST /api/auth/2fa/totp/enable", call: call("POST", fc.constant("/api/auth/2fa/totp/enable"), { keys: ["code"] }) },
  { name: "POST /api/auth/2fa/totp/disable", call: call("POST", fc.constant("/api/auth/2fa/totp/disable"), { keys: ["password"] }) },
  { name: "POST /api/auth/2fa/recovery-codes", call: call("POST", fc.constant("/api/auth/2fa/recovery-codes"), { keys: ["password"] }) },
  { name: "GET /api/auth/sessions", call: call("GET", queryString.map((q) => `/api/auth/sessions${q}`)) },
  { name: "DELETE /api/auth/sessions/{id}", call: call("DELETE", slugSegment.map((s) => `/api/auth/sessions/${s}`)) },
  { name: "GET /api/auth/passkeys", call: call("GET", queryString.map((q) => `/api/auth/passkeys${q}`)) },
  { name: "POST /api/auth/passkeys/register/verify", call: call("POST", fc.constant("/api/auth/passkeys/register/verify"), { keys: ["response", "name"] }) },
  { name: "DELETE /api/auth/passkeys/{id}", call: call("DELETE", slugSegment.map((s) => `/api/auth/passkeys/${s}`)) },
  { name: "POST /api/auth/passkeys/login/options", call: call("POST", fc.constant("/api/auth/passkeys/login/options"), { keys: ["challenge"], signedIn: fc.constant(false) }) },
  { name: "POST /api/auth/passkeys/login/verify", call: call("POST", fc.constant("/api/auth/passkeys/login/verify"), { keys: ["response", "challenge"], signedIn: fc.constant(false) }) },
  { name: "GET /api/audit", call: call("GET", queryString.map((q) => `/api/audit${q}`)) },
  { name: "GET /api/site-content/{language}", call: call("GET", fc.constantFrom("en", "pt", "fr", "", "EN", "..").map((l) => `/api/site-content/${l}`)) },
  { name: "PUT /api/site-content/{language}", call: call("PUT", fc.constantFrom("en", "pt", "xx").map((l) => `/api/site-content/${l}`), { keys: ["name", "role", "taglines", "stats", "hero", "seo"] }) },
  { name: "GET /api/site-content/{language}/revisions/{id}", call: call("GET", idSegment.map((id) => `/api/site-content/en/revisions/${id}`)) },
  { name: "GET /api/talks", call: call("GET", queryString.map((q) => `/api/talks${q}`)) },
  { name: "POST /api/talks", call: call("POST", fc.constant("/api/talks"), { keys: ["eventName", "title", "date", "city", "country", "language", "eventUrl", "slidesUrl", "videoUrl"] }) },
  { name: "PUT /api/talks/{id}", call: call("PUT", idSegment.map((id) => `/api/talks/${id}`), { keys: ["eventName", "title", "date", "city", "country", "language"] }) },
  { name: "DELETE /api/talks/{id}", call: call("DELETE", idSegment.map((id) => `/api/talks/${id}`)) },
  { name: "GET /api/backup", call: call("GET", queryString.map((q) => `/api/backup${q}`)), fileType: /^application\/gzip/ },
  {
    name: "any method on any /api path",
    call: fc
      .tuple(fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"), fc.webPath(), queryString)
      .chain(([method, path, q]) => call(method, fc.constant(`/api${path}${q}`))),
  },
];

// ---- Sending and judging ----------------------------------------------------------------------

async function send(server: SecurityServer, c: Call): Promise<RawResponse> {
  let body = c.body;
  const headers = { ...c.headers };
  if (c.form) {
    const form = new FormData();
    form.append(c.form.field, new Blob([new Uint8Array(c.form.bytes)], { type: c.form.type }), c.form.filename);
    if (c.form.extraField) form.append(...c.form.extraField);
    const encoded = new Response(form);
    body = Buffer.from(await encoded.arrayBuffer());
    headers["content-type"] = encoded.headers.get("content-type") ?? "";
  }
  return server.request(c.method, c.path, { body, headers, token: c.signedIn ? server.token : undefined });
}

function judgeApiAnswer(res: RawResponse, label: string, fileType?: RegExp): void {
  expect(res.status, label).toBeGreaterThanOrEqual(200);
  expect(res.status, `${label} → ${res.text.slice(0, 300)}`).toBeLessThan(500);
  if (res.status === 204 || res.status === 304) return;
  if (fileType && res.status === 200) return void expect(res.headers["content-type"], label).toMatch(fileType);
  expect(res.headers["content-type"], label).toMatch(/^application\/json/);
  expect(res.json, `${label}: body is JSON`).not.toBeUndefined();
  if (res.status >= 400) {
    const message = (res.json as { message?: unknown }).message;
    expect(typeof message === "string" && message.length > 0, `${label}: error has a message`).toBe(true);
    expect(res.text, label).not.toMatch(LEAK_PATTERN);
  }
}

describe.each(ENGINES)("API fuzzing (%s)", (engine) => {
  let server: SecurityServer;
  beforeAll(async () => {
    server = await startSecurityServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(ENDPOINTS)("$name: never a 5xx, always JSON, never a stack trace", async ({ call: arbitrary, fileType }) => {
    await fc.assert(
      fc.asyncProperty(arbitrary, async (c) => {
        const res = await send(server, c);
        judgeApiAnswer(res, `${c.method} ${c.path.slice(0, 200)}`, fileType);
      }),
      { numRuns: RUNS },
    );
  }, 180_000);

  it("pages: any path and query answers a page or a 404, never a 5xx or a stack trace", async () => {
    const pagePath = fc.oneof(
      fc.webPath(),
      fc.constantFrom("/", "/pt", "/articles", "/pt/articles", "/articles/x", "/search", "/rss.xml", "/sitemap.xml", "/admin", "/admin/login", "/press-kit"),
      slugSegment.map((s) => `/articles/${s}`),
      slugSegment.map((s) => `/pt/artigos/${s}`),
      slugSegment.map((s) => `/pt/articles/${s}`),
      // Previews: signed links (forged, truncated, hostile) and the admin's, in both languages.
      slugSegment.map((s) => `/preview/${s}`),
      fc.string({ unit: "binary", maxLength: 120 }).map((s) => `/pt/preview/${encodeURIComponent(s)}`),
      idSegment.map((id) => `/preview/articles/${id}`),
    );
    await fc.assert(
      fc.asyncProperty(pagePath, queryString, fc.constantFrom("GET", "HEAD", "POST"), async (path, q, method) => {
        const res = await server.request(method, `${path}${q}`, method === "POST" ? { body: "x=1", headers: { "content-type": "application/x-www-form-urlencoded" } } : {});
        const label = `${method} ${path}${q}`.slice(0, 200);
        expect(res.status, label).toBeLessThan(500);
        expect(res.text, label).not.toMatch(STACK_FRAME_PATTERN);
      }),
      { numRuns: RUNS * 3 },
    );
  }, 180_000);

  it("is still healthy afterwards: the database answers and the admin session still works", async () => {
    expect((await server.request("GET", "/healthz")).status).toBe(200);
    const me = await server.json("GET", "/api/auth/me", undefined, { token: server.token });
    expect(me.status).toBe(200);
    expect(server.output()).not.toMatch(/uncaught|unhandled/i);
  });
});

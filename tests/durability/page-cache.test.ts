import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";
import { api, initAndSignIn, type ServerProcess, startServerProcess } from "./server-process.ts";

/**
 * The page cache in front of React Router (server/page-cache.ts), on two built server processes
 * sharing one database (one SQLite file, or one PostgreSQL database): pages come back identical but
 * for their nonce, and never stale: a write through this process shows at once, a write through the
 * other process within 1 s.
 */

const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

async function page(server: ServerProcess, pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.baseUrl + pathname, { headers });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

describe.each(ENGINES)("page cache (%s)", (engine) => {
  let a: ServerProcess;
  let b: ServerProcess;
  let token: string;
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;

  beforeAll(async () => {
    let env: Record<string, string>;
    if (engine === "postgres") {
      database = await createTestDatabase("postgres");
      env = { DATABASE_URL: database.location };
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-page-cache-"));
      env = { DATA_DIR: dataDir };
    }
    a = await startServerProcess(env);
    b = await startServerProcess(env);
    token = await initAndSignIn(a.baseUrl);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers a page again with the same HTML, its own nonce in the header and every script, and 304 on a matching ETag", async () => {
    const first = await page(a, "/articles");
    const second = await page(a, "/articles");
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(withoutNonces(second.html)).toBe(withoutNonces(first.html));
    const nonce = nonceOf(second.headers.get("content-security-policy"));
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(first.headers.get("content-security-policy")));
    expect(second.html).toContain(`nonce="${nonce}"`);
    expect(second.html).not.toContain("nOnCePlAcEhOlDeR");
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("cache-control")).toBe(first.headers.get("cache-control"));
    expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
    // The cached answer (served before Express) carries every header the rendered one did.
    const names = (headers: Headers) =>
      [...headers.keys()].filter((name) => !["date", "content-length", "transfer-encoding", "keep-alive", "connection", "x-request-id"].includes(name)).sort();
    expect(names(second.headers)).toEqual(names(first.headers));
    for (const name of names(first.headers).filter((n) => n !== "content-security-policy")) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
    const gzipped = await fetch(`${a.baseUrl}/articles`, { headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(withoutNonces(await gzipped.text())).toBe(withoutNonces(first.html));

    // Each answer names its own request, once (issue 23: the fast path sends its headers in one list).
    const requestId = /^[0-9a-f-]{36}$/;
    expect(second.headers.get("x-request-id")).toMatch(requestId);
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    const identity = await page(a, "/articles", { "accept-encoding": "identity" });
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(Number(identity.headers.get("content-length"))).toBe(Buffer.byteLength(identity.html));
    expect(withoutNonces(identity.html)).toBe(withoutNonces(first.html));
    for (const name of names(first.headers).filter((n) => n !== "content-security-policy" && n !== "content-encoding")) {
      expect(identity.headers.get(name), name).toBe(first.headers.get(name));
    }

    const revalidated = await page(a, "/articles", { "if-none-match": second.headers.get("etag") ?? "" });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("content-security-policy")).toBeNull();
    expect(revalidated.headers.get("content-type")).toBeNull();
    expect(revalidated.headers.get("x-request-id")).toMatch(requestId);
    for (const name of ["etag", "cache-control", "vary", "x-frame-options", "x-content-type-options", "referrer-policy"]) {
      expect(revalidated.headers.get(name), name).toBe(second.headers.get(name));
    }
    const head = await fetch(`${a.baseUrl}/articles`, { method: "HEAD", headers: { "accept-encoding": "identity" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(identity.headers.get("content-length"));
    expect(head.headers.get("content-security-policy")).toMatch(/'nonce-[^']+'/);
    expect(await head.text()).toBe("");
  });

  it("shows a write through the same process at once, with a new ETag", async () => {
    const before = await page(a, "/articles");
    const created = await api(a.baseUrl, "POST", "/api/articles", {
      body: { title: "Fresh from this process", slug: "fresh-here", content: "<p>Shown at once after saving.</p>", published: true },
      token,
    });
    expect(created.status).toBe(201);
    const after = await page(a, "/articles");
    expect(after.html).toContain("Fresh from this process");
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
    const stale = await page(a, "/articles", { "if-none-match": before.headers.get("etag") ?? "" });
    expect(stale.status).toBe(200);
  });

  it("shows a write through the other process within 1 s on pages this one had cached", async () => {
    for (const pathname of ["/", "/articles", "/pt/articles"]) {
      await page(b, pathname);
      await page(b, pathname); // now served from b's cache
    }
    const created = await api(a.baseUrl, "POST", "/api/articles", {
      body: {
        title: "Written elsewhere",
        slug: "written-elsewhere",
        content: "<p>Saved through the other instance.</p>",
        published: true,
        // Portuguese pages list only articles written in Portuguese (ADR 020).
        pt: { title: "Written elsewhere, em português", excerpt: "", content: "<p>Salvo pela outra instância.</p>" },
      },
      token,
    });
    expect(created.status).toBe(201);
    const savedAt = Date.now();
    for (const pathname of ["/", "/articles", "/pt/articles"]) {
      let seenAfter = Infinity;
      while (Date.now() - savedAt < 3_000) {
        if ((await page(b, pathname)).html.includes("Written elsewhere")) {
          seenAfter = Date.now() - savedAt;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(seenAfter, pathname).toBeLessThanOrEqual(1_000);
    }
  });
});

import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crawl, CrawlRefused, type CrawlOptions } from "#app/modules/articles/share-kit-fetch.server.ts";
import type { ShareKitReport } from "#app/modules/articles/share-kit.ts";
import { articlePayload } from "#tests/factories.ts";
import { ENGINES } from "#tests/setup/test-db.ts";
import { type SecurityServer, startSecurityServer } from "./security-server.ts";

/**
 * The share kit reads pages and images as a public crawler would (issue 22, finding 6): it once
 * followed redirects to any host and port and fetched og:image from anywhere, reporting status, type
 * and size, a server-side request forgery through SITE_URL or a compromised upstream. Tiny servers on
 * loopback stand for the internal services an attacker would aim at.
 */

interface LocalServer {
  origin: string;
  port: number;
  hits: string[];
  close: () => Promise<void>;
}

async function listen(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<LocalServer> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? "");
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The internal service: answers anything with a secret. */
const internalService = () => listen((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("<title>internal admin</title>"));
/** A redirector to `location`. */
const redirector = (location: (req: http.IncomingMessage) => string) => listen((req, res) => res.writeHead(302, { location: location(req) }).end());

describe.each(ENGINES)("the share kit on the built server (%s)", (engine) => {
  let server: SecurityServer;
  let internal: LocalServer;
  let redirect: LocalServer;

  beforeAll(async () => {
    internal = await internalService();
    redirect = await redirector(() => `${internal.origin}/secret`);
    // SITE_URL points at a loopback service that is not this server.
    server = await startSecurityServer(engine, { SITE_URL: redirect.origin });
  });
  afterAll(async () => {
    await server?.close();
    await redirect?.close();
    await internal?.close();
  });

  it("refuses a SITE_URL on loopback that is not its own address, follows no redirect from it, and reads its own page instead", async () => {
    const created = await server.json("POST", "/api/articles", articlePayload(), { token: server.token });
    expect(created.status).toBe(201);
    const res = await server.request("GET", `/api/articles/${(created.json as { id: number }).id}/share-kit?language=en`, { token: server.token });
    expect(res.status).toBe(200);
    const report = res.json as ShareKitReport;
    expect(redirect.hits).toEqual([]);
    expect(internal.hits).toEqual([]);
    expect(report.fetchedFrom).toBe("local");
    expect(report.note).toContain("refused: 127.0.0.1 is a private, loopback or link-local address the share kit does not read");
    // Its own page, on its own address, is read.
    expect(report.checks.find((check) => check.id === "page")?.pass).toBe(true);
  });
});

describe("the share kit's HTTP client", () => {
  let internal: LocalServer;
  beforeAll(async () => {
    internal = await internalService();
  });
  afterAll(() => internal.close());

  const options = (own: LocalServer | null): CrawlOptions => ({
    userAgent: "test",
    accept: "*/*",
    maxBytes: 1024,
    timeoutMs: 5_000,
    ownEndpoint: own && { address: "127.0.0.1", port: own.port },
  });

  it("does not follow a redirect from its own address to another port", async () => {
    const own = await redirector(() => `${internal.origin}/secret`);
    try {
      await expect(crawl(`${own.origin}/articles/x`, options(own))).rejects.toThrow(CrawlRefused);
      await expect(crawl(`${own.origin}/articles/x`, options(own))).rejects.toThrow(/redirects to http:\/\/127\.0\.0\.1:\d+, off the origin/);
      expect(own.hits.length).toBe(2);
      expect(internal.hits).toEqual([]);
    } finally {
      await own.close();
    }
  });

  it("does not follow a redirect to another host name, even on the same port", async () => {
    const own = await redirector((req) => `http://localhost:${req.socket.localPort}/elsewhere`);
    try {
      await expect(crawl(`${own.origin}/articles/x`, options(own))).rejects.toThrow(/off the origin/);
      expect(own.hits).toEqual(["/articles/x"]);
    } finally {
      await own.close();
    }
  });

  it("follows a redirect on its own origin", async () => {
    const own = await listen((req, res) => {
      if (req.url === "/old") res.writeHead(301, { location: "/new" }).end();
      else res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<p>new</p>");
    });
    try {
      const answer = await crawl(`${own.origin}/old`, options(own));
      expect(answer).toMatchObject({ status: 200, contentType: "text/html", finalUrl: `${own.origin}/new`, truncated: false });
      expect(answer.body.toString()).toBe("<p>new</p>");
    } finally {
      await own.close();
    }
  });

  it("refuses loopback, private and link-local addresses, by literal or after DNS resolution", async () => {
    for (const url of [internal.origin, `http://localhost:${internal.port}/`, "http://10.0.0.1/", "http://169.254.169.254/latest/meta-data/", "http://[::1]:9/", "http://[::ffff:127.0.0.1]:9/"]) {
      await expect(crawl(url, options(null)), url).rejects.toThrow(CrawlRefused);
    }
    expect(internal.hits).toEqual([]);
  });

  it("stops reading at the size cap", async () => {
    const own = await listen((_req, res) => res.writeHead(200, { "content-type": "image/png", "content-length": 10_000 }).end(Buffer.alloc(10_000)));
    try {
      const answer = await crawl(`${own.origin}/big.png`, options(own));
      expect(answer.truncated).toBe(true);
      expect(answer.body.length).toBe(1024);
      expect(answer.contentLength).toBe(10_000);
    } finally {
      await own.close();
    }
  });
});

import fs from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type ServerProcess, startServerProcess } from "#tests/durability/server-process.ts";
import { categoryPayload, photoBytes } from "#tests/factories.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db.ts";
import { failTimeoutMs, makeCertificate, NGINX, type Nginx, nginxConfigFromShippedSite, type ProxyResponse, request, startNginx } from "./nginx-proxy.ts";

/**
 * The shipped nginx site (deploy/nginx/executive-site.conf) in front of two built instances on one
 * PostgreSQL database, over TLS with a throwaway certificate. .ci/run installs Debian's nginx; on a
 * machine without it (or without PostgreSQL) the suite is skipped and says why.
 */
const missing = !fs.existsSync(NGINX) ? `${NGINX} is not installed (apt-get install nginx)` : !process.env.TEST_DATABASE_URL ? "TEST_DATABASE_URL is not set" : undefined;
if (missing) console.warn(`[nginx test skipped] ${missing}`);

describe.skipIf(missing !== undefined)("nginx in front of two instances on PostgreSQL", () => {
  let dir: string;
  let database: TestDatabase;
  let nginx: Nginx;
  let ca: Buffer;
  let httpPort: number;
  let httpsPort: number;
  const ports: number[] = [];
  const instances: (ServerProcess | undefined)[] = [];
  let token: string;
  let sessionCookie: string;
  let env: Record<string, string>;

  const get = (pathname: string, options: Parameters<typeof request>[4] = {}) => request(httpsPort, ca, "GET", pathname, options);
  const postJson = (pathname: string, body: unknown, options: { token?: string; localAddress?: string; headers?: Record<string, string> } = {}) =>
    request(httpsPort, ca, "POST", pathname, {
      body: JSON.stringify(body),
      localAddress: options.localAddress,
      headers: { "content-type": "application/json", ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    });
  const json = (res: ProxyResponse) => JSON.parse(res.text) as Record<string, unknown>;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-nginx-"));
    const certificate = makeCertificate(dir);
    ca = certificate.ca;
    database = await createTestDatabase("postgres");
    [httpPort, httpsPort] = [await freePort(), await freePort()];
    ports.push(await freePort(), await freePort());
    env = {
      DATABASE_URL: database.location,
      SITE_URL: `https://localhost:${httpsPort}`,
      COOKIE_SECURE: "true",
      // One proxy in front: the address nginx puts in X-Forwarded-For is the client's.
      TRUST_PROXY: "1",
    };
    for (const port of ports) instances.push(await startServerProcess(env, port));
    nginx = await startNginx(dir, nginxConfigFromShippedSite({ dir, httpPort, httpsPort, upstreams: ports, cert: certificate.cert, key: certificate.key }), httpsPort, ca);
    const init = await postJson("/api/init", {});
    expect(init.status, init.text).toBe(201);
    const { username, password } = json(init) as { username: string; password: string };
    const login = await postJson("/api/auth/login", { username, password });
    expect(login.status, login.text).toBe(200);
    token = String(json(login).token);
    sessionCookie = [login.headers["set-cookie"] ?? []].flat().join("; ");
  }, 180_000);

  afterAll(async () => {
    await nginx?.stop();
    for (const instance of instances) await instance?.kill("SIGKILL");
    await database?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it("serves pages over TLS and HTTP/2 with the site's security headers, HSTS once, and sends plain HTTP to HTTPS", { timeout: 60_000 }, async () => {
    for (const pathname of ["/", "/pt", "/articles", "/press-kit"]) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(200);
      expect(res.text).toContain("<!DOCTYPE html>");
      expect(res.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      const hsts = res.rawHeaders.filter((_value, i) => i % 2 === 0 && res.rawHeaders[i]?.toLowerCase() === "strict-transport-security");
      expect(hsts).toHaveLength(1);
      expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      // nginx's request id reaches the site, which answers with it.
      expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
      expect(res.headers.server).toBe("nginx");
    }
    const session = http2.connect(`https://localhost:${httpsPort}`, { ca });
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const stream = session.request({ ":path": "/", ":method": "GET" });
        stream.on("response", (headers) => resolve(Number(headers[":status"])));
        stream.on("error", reject);
        stream.resume();
      });
      expect(status).toBe(200);
      expect(session.alpnProtocol).toBe("h2");
    } finally {
      session.close();
    }
    const plain = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get({ host: "127.0.0.1", port: httpPort, path: "/articles?x=1", headers: { host: "localhost" } }, resolve).on("error", reject);
    });
    plain.resume();
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe("https://localhost/articles?x=1");
    expect((await get("/metrics")).status).toBe(404);
  });

  it("serves the API, uploads (cached by nginx) and the admin through the proxy", { timeout: 60_000 }, async () => {
    const created = await postJson("/api/categories", categoryPayload(), { token });
    expect(created.status, created.text).toBe(201);
    expect((json(await get(`/api/categories/${String(json(created).id)}`)) as { id: unknown }).id ?? json(created).id).toBe(json(created).id);

    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(await photoBytes())], { type: "image/jpeg" }), "photo.jpg");
    const multipart = new Request("https://localhost/", { method: "POST", body: form });
    const upload = await request(httpsPort, ca, "POST", "/api/uploads/image", {
      headers: { authorization: `Bearer ${token}`, "content-type": multipart.headers.get("content-type") ?? "" },
      body: Buffer.from(await multipart.arrayBuffer()),
    });
    expect(upload.status, upload.text).toBe(201);
    const url = String(json(upload).url);
    expect(url).toMatch(/^\/uploads\/images\//);
    for (let i = 0; i < 2; i++) {
      const image = await get(url);
      expect(image.status).toBe(200);
      expect(image.headers["content-type"]).toMatch(/^image\//);
      expect(image.headers["cache-control"]).toContain("immutable");
    }
    expect(fs.readdirSync(path.join(dir, "cache")).length).toBeGreaterThan(0);

    const page = await get("/admin/login");
    expect(page.status).toBe(200);
    expect(page.text).toContain("<form");
    // Signed in through the proxy: the session cookie is Secure, and opens the admin.
    expect(sessionCookie).toMatch(/;\s*Secure/i);
    const cookie = sessionCookie.split(";")[0] ?? "";
    const admin = await get("/admin", { headers: { cookie } });
    expect(admin.status).toBe(200);
    expect(admin.text).not.toContain('action="/admin/login"');
    const init = await postJson("/api/auth/login", { username: "nobody", password: "wrong password here" });
    expect(init.status).toBe(401);
  });

  it("rate-limits by the client's address as nginx saw it, which a client-sent X-Forwarded-For cannot change", { timeout: 60_000 }, async () => {
    const message = (n: number) => ({ kind: "contact", name: `Proxy Visitor ${n}`, email: `proxy${n}@example.com`, message: "Hello through nginx." });
    for (let n = 0; n < 5; n++) expect((await postJson("/api/messages", message(n), { localAddress: "127.0.0.2" })).status).toBe(201);
    expect((await postJson("/api/messages", message(5), { localAddress: "127.0.0.2" })).status).toBe(429);
    // A forged header from outside is replaced by nginx: still the same client, still limited.
    const forged = await postJson("/api/messages", message(6), { localAddress: "127.0.0.2", headers: { "x-forwarded-for": "198.51.100.7" } });
    expect(forged.status).toBe(429);
    // Another client behind the same proxy has its own allowance (the limit is not the proxy's address).
    expect((await postJson("/api/messages", message(7), { localAddress: "127.0.0.3" })).status).toBe(201);
  });

  /** GETs from several clients at once plus a stream of writes, while `during` runs; returns what was answered. */
  async function burst(during: () => Promise<void>) {
    const statuses: { path: string; status: number }[] = [];
    const acknowledged: number[] = [];
    const refusedWrites: number[] = [];
    let running = true;
    const paths = ["/", "/articles", "/api/articles", "/pt", "/api/categories"];
    const reader = async (n: number) => {
      for (let i = 0; running; i++) {
        const pathname = paths[(n + i) % paths.length] ?? "/";
        const res = await get(pathname);
        statuses.push({ path: pathname, status: res.status });
      }
    };
    const writer = async () => {
      while (running) {
        const res = await postJson("/api/categories", categoryPayload(), { token });
        if (res.status === 201) acknowledged.push(Number(json(res).id));
        else refusedWrites.push(res.status);
      }
    };
    const clients = [reader(0), reader(1), reader(2), reader(3), writer()];
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    try {
      await during();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    } finally {
      running = false;
      await Promise.all(clients);
    }
    return { statuses, acknowledged, refusedWrites };
  }

  async function expectWritesKept(acknowledged: number[]) {
    const list = await get("/api/categories");
    expect(list.status).toBe(200);
    const ids = new Set((JSON.parse(list.text) as { id: number }[]).map((c) => c.id));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
  }

  it("answers every read when one instance is killed mid-burst (nginx retries the other) and loses no acknowledged write", { timeout: 120_000 }, async () => {
    const result = await burst(async () => {
      await instances[0]?.kill("SIGKILL");
      instances[0] = undefined;
    });
    expect(result.statuses.length).toBeGreaterThan(5);
    expect(result.statuses.filter((s) => s.status >= 500)).toEqual([]);
    expect(result.acknowledged.length).toBeGreaterThan(0);
    await expectWritesKept(result.acknowledged);
    instances[0] = await startServerProcess(env, ports[0]);
  });

  it("a rolling restart (SIGTERM, start again, one instance at a time) fails no read and loses no acknowledged write", { timeout: 240_000 }, async () => {
    const result = await burst(async () => {
      for (const i of [0, 1]) {
        const instance = instances[i];
        instances[i] = undefined;
        expect(await instance?.kill("SIGTERM")).toBe(0);
        instances[i] = await startServerProcess(env, ports[i]);
        // As the guide says: the next instance stops only once nginx takes this one back, after the
        // fail_timeout its refused connections earned it (else both would be out at once: 502).
        await new Promise((resolve) => setTimeout(resolve, failTimeoutMs() + 1_000));
      }
    });
    expect(result.statuses.filter((s) => s.status >= 500)).toEqual([]);
    await expectWritesKept(result.acknowledged);
    // A write nginx cannot retry (it may have reached a stopping instance) is refused, never half-done.
    expect(result.refusedWrites.every((status) => status === 502)).toBe(true);
  });
});

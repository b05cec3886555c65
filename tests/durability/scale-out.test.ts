import net from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";
import { api, freePort, initAndSignIn, type ServerProcess, startServerProcess } from "./server-process.ts";

const postgresOnly = ENGINES.includes("postgres") ? describe : describe.skip;

postgresOnly("two instances on one PostgreSQL", () => {
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let token: string;
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    [a, b] = await Promise.all([startServerProcess({ DATABASE_URL: database.location }), startServerProcess({ DATABASE_URL: database.location })]);
    token = await initAndSignIn(a.baseUrl);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await database?.close();
  });

  it("accepts on one instance a session made on the other", async () => {
    const me = await api(b.baseUrl, "GET", "/api/auth/me", { token });
    expect(me.status).toBe(200);
    expect(me.body.isAdmin).toBe(true);
  });

  it("shows an article saved through one instance on the other within 1 s", async () => {
    expect((await api(b.baseUrl, "GET", "/api/articles")).status).toBe(200); // b's cache is warm
    const created = await api(a.baseUrl, "POST", "/api/articles", {
      body: { title: "Scale out", slug: "scale-out", content: "<p>Visible everywhere soon.</p>", published: true },
      token,
    });
    expect(created.status).toBe(201);
    const savedAt = Date.now();
    let seenAfter = Infinity;
    while (Date.now() - savedAt < 3_000) {
      const list = await api(b.baseUrl, "GET", "/api/articles");
      if (list.body.some((x: { slug: string }) => x.slug === "scale-out")) {
        seenAfter = Date.now() - savedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seenAfter).toBeLessThanOrEqual(1_000);
    const page = await fetch(`${b.baseUrl}/articles/scale-out`);
    expect(page.status).toBe(200);
  });

  it("takes an unpublished and a deleted article off the other instance's list, pages, feed, sitemap and API (ADR 035)", async () => {
    const make = async (slug: string) => {
      const res = await api(a.baseUrl, "POST", "/api/articles", {
        body: {
          title: `Leaving ${slug}`,
          slug,
          content: "<p>Here for a moment only.</p>",
          published: true,
        },
        token,
      });
      expect(res.status).toBe(201);
      return res.body as { id: number; slug: string };
    };
    const [unpublished, deleted, staying] = [
      await make("leaving-unpublished"),
      await make("leaving-deleted"),
      await make("staying-on"),
    ];
    const shows = async (slug: string) => {
      const [list, page, feed, sitemap, pageOfApi] = await Promise.all([
        fetch(`${b.baseUrl}/articles`).then((r) => r.text()),
        fetch(`${b.baseUrl}/articles/${slug}`).then((r) => r.status),
        fetch(`${b.baseUrl}/rss.xml`).then((r) => r.text()),
        fetch(`${b.baseUrl}/sitemaps/en-1.xml`).then((r) => r.text()),
        api(b.baseUrl, "GET", "/api/articles?pageSize=100"),
      ]);
      return {
        list: list.includes(`/articles/${slug}"`),
        page: page === 200,
        feed: feed.includes(`/articles/${slug}<`),
        sitemap: sitemap.includes(`/articles/${slug}<`),
        api: (pageOfApi.body as { slug: string }[]).some(
          (x) => x.slug === slug,
        ),
      };
    };
    const everywhere = {
      list: true,
      page: true,
      feed: true,
      sitemap: true,
      api: true,
    };
    const nowhere = {
      list: false,
      page: false,
      feed: false,
      sitemap: false,
      api: false,
    };
    await expect
      .poll(() => shows(deleted.slug), { timeout: 5_000, interval: 50 })
      .toEqual(everywhere);

    expect(
      (
        await api(a.baseUrl, "PUT", `/api/articles/${unpublished.id}`, {
          body: {
            title: "Leaving leaving-unpublished",
            slug: unpublished.slug,
            content: "<p>Here for a moment only.</p>",
            published: false,
          },
          token,
        })
      ).status,
    ).toBe(200);
    expect(
      (await api(a.baseUrl, "DELETE", `/api/articles/${deleted.id}`, { token }))
        .status,
    ).toBe(200);

    await expect
      .poll(() => shows(unpublished.slug), { timeout: 5_000, interval: 50 })
      .toEqual(nowhere);
    await expect
      .poll(() => shows(deleted.slug), { timeout: 5_000, interval: 50 })
      .toEqual(nowhere);
    expect(await shows(staying.slug)).toEqual(everywhere);
  });

  it("serves an image uploaded through one instance from the other", async () => {
    const bytes = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#123456" } }).png().toBuffer();
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "x.png");
    const upload = await fetch(`${a.baseUrl}/api/uploads/image`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
    const { url } = (await upload.json()) as { url: string };
    const fromA = await fetch(a.baseUrl + url);
    const fromB = await fetch(b.baseUrl + url);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("etag")).toBe(fromA.headers.get("etag"));
  });

  it("shares sign-in throttling between instances", async () => {
    for (let i = 0; i < 10; i++) {
      const target = i % 2 === 0 ? a : b;
      const res = await api(target.baseUrl, "POST", "/api/auth/login", { body: { username: "shared-victim", password: `wrong-${i}` } });
      expect(res.status).toBe(401);
    }
    const blocked = await api(b.baseUrl, "POST", "/api/auth/login", { body: { username: "shared-victim", password: "again" } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("ends a session on both instances when it logs out on one", async () => {
    const login = await api(a.baseUrl, "POST", "/api/auth/login", { body: { username: "admin", password: "definitely-wrong" } });
    expect(login.status).toBe(401);
    expect((await api(a.baseUrl, "GET", "/api/auth/logout", { token })).status).toBe(200);
    expect((await api(b.baseUrl, "GET", "/api/auth/me", { token })).status).toBe(401);
    expect((await api(a.baseUrl, "GET", "/api/auth/me", { token })).status).toBe(401);
  });
});

/** A loopback TCP proxy in front of PostgreSQL that a test can cut and restore. */
async function startProxy(targetPort: number, port: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(targetPort, "127.0.0.1");
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
      });
      server.listen(port, "127.0.0.1", () => resolve());
    });
  await open();
  return {
    cut: async () => {
      await new Promise<void>((resolve) => {
        server?.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: open,
  };
}

postgresOnly("PostgreSQL becoming unreachable", () => {
  it("answers 503 JSON quickly, never hangs, and recovers without a restart", { timeout: 90_000 }, async () => {
    const database = await createTestDatabase("postgres");
    const pgUrl = new URL(database.location);
    const proxyPort = await freePort();
    const proxy = await startProxy(Number(pgUrl.port || 5432), proxyPort);
    pgUrl.hostname = "127.0.0.1";
    pgUrl.port = String(proxyPort);
    const server = await startServerProcess({ DATABASE_URL: pgUrl.toString() });
    try {
      expect((await api(server.baseUrl, "GET", "/api/categories")).status).toBe(200);
      await proxy.cut();

      const started = Date.now();
      const down = await api(server.baseUrl, "GET", "/api/categories").catch((error: unknown) => {
        throw new Error(`request failed: ${String(error)}\n${server.output()}`);
      });
      expect(down.status).toBe(503);
      expect(down.body.message).toBe("The service is temporarily unavailable. Please try again in a moment.");
      expect(Date.now() - started).toBeLessThan(8_000);
      expect((await api(server.baseUrl, "GET", "/healthz")).status).toBe(503);

      await proxy.restore();
      let recovered = false;
      for (let i = 0; i < 100 && !recovered; i++) {
        recovered = (await api(server.baseUrl, "GET", "/api/categories")).status === 200;
        if (!recovered) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(recovered).toBe(true);
      expect((await api(server.baseUrl, "GET", "/healthz")).status).toBe(200);
    } finally {
      await server.kill();
      await proxy.cut();
      await database.close();
    }
  });
});

import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { createElement, lazy, Suspense } from "react";
import { Outlet, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as entry from "#app/entry.server.tsx";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";
import { createApp, createHttpServer } from "./app.ts";
import { createServerContext, type ServerContext } from "./context.ts";

/**
 * The page cache decides from what a route declares (`handle.cacheable`), never from its headers:
 * the real entry, Express app and fast path, over a small build of three routes.
 */

const loads = { declared: 0, etagOnly: 0, missing: 0, halfFailed: 0 };

function routeEntry(id: string, path: string | undefined, parentId: string | undefined, module: Record<string, unknown>) {
  return { id, path, parentId, index: undefined, caseSensitive: undefined, module };
}

function manifestEntry(id: string, path: string | undefined, parentId: string | undefined, hasLoader: boolean) {
  const isRoot = parentId === undefined;
  return {
    id,
    path,
    parentId,
    index: undefined,
    caseSensitive: undefined,
    hasAction: false,
    hasLoader,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: isRoot,
    module: `/_assets/${id}.js`,
    imports: [],
    css: [],
  };
}

const declared: PageHandle = { cacheable: true };
const page = (text: string) => () => createElement("p", null, text);
/** A part that fails while rendering, inside a Suspense boundary: React leaves the boundary to a client render. */
const FailingPart = lazy(() => Promise.reject(new Error("a part of the page failed")));

const build = {
  entry: { module: entry },
  routes: {
    root: routeEntry("root", "", undefined, {
      default: () => createElement("html", null, createElement("body", null, createElement(Outlet))),
      ErrorBoundary: () => createElement("html", null, createElement("body", null, createElement("p", null, "Not found"))),
    }),
    declared: routeEntry("declared", "declared", "root", {
      handle: declared,
      loader: () => ++loads.declared,
      default: page("A page that says it is cacheable"),
    }),
    "etag-only": routeEntry("etag-only", "etag-only", "root", {
      loader: () => ++loads.etagOnly,
      headers: () => ({ ETag: 'W/"set-by-the-route"', "Cache-Control": "public, max-age=60" }),
      default: page("A page that sets an ETag but does not say it is cacheable"),
    }),
    missing: routeEntry("missing", "missing", "root", {
      handle: declared,
      loader: () => {
        loads.missing++;
        throw new Response("Not Found", { status: 404 });
      },
      default: page("Never shown"),
    }),
    "half-failed": routeEntry("half-failed", "half-failed", "root", {
      handle: declared,
      loader: () => ++loads.halfFailed,
      default: () =>
        createElement("div", null, createElement("p", null, "The part that rendered"), createElement(Suspense, { fallback: createElement("p", null, "Loading") }, createElement(FailingPart))),
    }),
  },
  assets: {
    entry: { module: "/_assets/entry.client.js", imports: [] },
    routes: {
      root: manifestEntry("root", "", undefined, false),
      declared: manifestEntry("declared", "declared", "root", true),
      "etag-only": manifestEntry("etag-only", "etag-only", "root", true),
      missing: manifestEntry("missing", "missing", "root", true),
      "half-failed": manifestEntry("half-failed", "half-failed", "root", true),
    },
    url: "/_assets/manifest.js",
    version: "fixture",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: { v8_middleware: false },
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

describe.each(ENGINES)("what the page cache keeps (%s)", (engine) => {
  let database: TestDatabase;
  let ctx: ServerContext;
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    ctx = createServerContext(
      database.db,
      { production: true, siteUrl: "http://localhost:3000", cookieSecure: false, auditRetentionDays: 365 },
      { pageCacheEntries: 10 },
    );
    server = createHttpServer(ctx, createApp(ctx, { build }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });

  it("keeps a page whose route declares cacheable, and answers it again without running its loader", async () => {
    const before = loads.declared;
    const first = await fetch(`${baseUrl}/declared`);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("A page that says it is cacheable");
    expect(first.headers.get("etag")).toMatch(/^W\/"fixture\./);
    expect(first.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=600");
    const second = await fetch(`${baseUrl}/declared`);
    expect(await second.text()).toContain("A page that says it is cacheable");
    expect(loads.declared - before).toBe(1);
    expect(ctx.pageCache.size).toBe(1);
  });

  it("never keeps a page whose route does not declare cacheable, even when it sets an ETag", async () => {
    const size = ctx.pageCache.size;
    const before = loads.etagOnly;
    for (let i = 1; i <= 3; i++) {
      const response = await fetch(`${baseUrl}/etag-only`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("does not say it is cacheable");
      // The route's own headers pass through; its ETag earns it no 304 from us either.
      expect(response.headers.get("etag")).toBe('W/"set-by-the-route"');
      expect(loads.etagOnly - before).toBe(i);
    }
    const revalidated = await fetch(`${baseUrl}/etag-only`, { headers: { "if-none-match": 'W/"set-by-the-route"' } });
    expect(revalidated.status).toBe(200);
    expect(ctx.pageCache.size).toBe(size);
  });

  it("never keeps an error page, even on a route that declares cacheable", async () => {
    const size = ctx.pageCache.size;
    const before = loads.missing;
    for (let i = 1; i <= 2; i++) {
      const response = await fetch(`${baseUrl}/missing`);
      expect(response.status).toBe(404);
      expect(response.headers.get("etag")).toBeNull();
      expect(loads.missing - before).toBe(i);
    }
    expect(ctx.pageCache.size).toBe(size);
  });

  it("never keeps a page part of which failed to render, nor offers it to shared caches", async () => {
    const size = ctx.pageCache.size;
    const before = loads.halfFailed;
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      for (let i = 1; i <= 2; i++) {
        const response = await fetch(`${baseUrl}/half-failed`);
        expect(response.status).toBe(200);
        expect(await response.text()).toContain("The part that rendered");
        expect(response.headers.get("etag")).toBeNull();
        expect(response.headers.get("cache-control")).toBeNull();
        expect(loads.halfFailed - before).toBe(i);
      }
      expect(String(errors.mock.calls[0]?.[0])).toContain("/half-failed failed to render");
    } finally {
      errors.mockRestore();
    }
    expect(ctx.pageCache.size).toBe(size);
  });
});

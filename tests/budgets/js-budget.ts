import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** What the build manifest says a route's first load fetches: entry, route chain modules and their imports. */
export interface RouteAssets {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { parentId?: string; module: string; imports?: string[] }>;
}

export const BUILD_DIR = path.resolve(import.meta.dirname, "../../build");

export async function loadAssets(): Promise<RouteAssets> {
  const build = (await import(path.join(BUILD_DIR, "server/index.js"))) as { assets: RouteAssets };
  return build.assets;
}

export function firstLoadFiles(assets: RouteAssets, routeId: string): string[] {
  const files = new Set<string>([assets.entry.module, ...(assets.entry.imports ?? [])]);
  for (let id: string | undefined = routeId; id; id = assets.routes[id]?.parentId) {
    const route = assets.routes[id];
    if (!route) throw new Error(`unknown route ${id}`);
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

export function gzipBytes(file: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(BUILD_DIR, "client", file)), { level: 9 }).length;
}

export function firstLoadGzipBytes(assets: RouteAssets, routeId: string): number {
  return firstLoadFiles(assets, routeId).reduce((sum, file) => sum + gzipBytes(file), 0);
}

/** Public page routes and their budgets (issues 3, 4, 6): 170 KB gzip for the home page, 150 KB for the others. */
export const PUBLIC_ROUTE_BUDGETS_KB: Record<string, number> = {
  "home-en": 170,
  "home-pt": 170,
  "articles-en": 150,
  "articles-pt": 150,
  "article-en": 150,
  "article-pt": 150,
  "press-kit-en": 150,
  "press-kit-pt": 150,
  "media-kit-en": 150,
  "media-kit-pt": 150,
  "museum-letter-en": 150,
  "museum-letter-pt": 150,
};

/** Text that only editor or admin code contains. */
export const ADMIN_MARKERS = [/prosemirror/i, /@tiptap|tiptap/i, /Create New Article/, /Initialize System/];

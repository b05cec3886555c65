import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/**
 * JavaScript budgets of the public pages (issue 10, ADR 018), read from the production build and the
 * pages' HTML, never timed: what a page loads is its `<script src>` files, the islands its
 * `data-island` attributes name, and everything those import.
 */
export const BUILD_DIR = path.resolve(import.meta.dirname, "../../build");
const CLIENT_DIR = path.join(BUILD_DIR, "client");

/** Public pages and their budgets in KB of gzip'd JavaScript: 50 for the home page, 30 for content pages. */
export const PUBLIC_PAGE_BUDGETS_KB = { home: 50, content: 30 } as const;

/** Code only React, React Router, the editor or the admin contain. */
export const FRAMEWORK_MARKERS = [/Symbol\.for\("react\./, /__reactRouter/, /react-router/i, /__reactFiber/];
export const ADMIN_MARKERS = [/prosemirror/i, /@tiptap|tiptap/i, /Create New Article/, /Initialize System/];

export function readClientFile(urlPath: string): string {
  return fs.readFileSync(path.join(CLIENT_DIR, urlPath), "utf8");
}

export function gzipBytes(urlPath: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(CLIENT_DIR, urlPath)), { level: 9 }).length;
}

/** The files a module imports: static (`from"./x.js"`, `import"./x.js"`) and, if asked, dynamic (`import("./x.js")`). */
export function importsOf(urlPath: string, options: { dynamic: boolean }): { static: string[]; dynamic: string[] } {
  const code = readClientFile(urlPath);
  const resolve = (specifier: string) => path.posix.join(path.posix.dirname(urlPath), specifier);
  const staticImports = [...code.matchAll(/(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+)"/g)].map((m) => resolve(m[1] ?? ""));
  const dynamicImports = options.dynamic ? [...code.matchAll(/\bimport\(\s*"(\.{1,2}\/[^"]+)"\s*\)/g)].map((m) => resolve(m[1] ?? "")) : [];
  return { static: staticImports, dynamic: dynamicImports };
}

/** Every file reachable from `entries` through static imports, and dynamic ones when `dynamic` is set. */
export function reachableFiles(entries: string[], options: { dynamic: boolean }): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift() ?? "";
    if (seen.has(file)) continue;
    seen.add(file);
    const imports = importsOf(file, options);
    queue.push(...imports.static, ...imports.dynamic);
  }
  return [...seen];
}

/** The `src` of every script a page's HTML loads, and its module preloads. */
export function scriptUrls(html: string): string[] {
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] ?? "");
  const preloads = [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? "");
  return [...sources, ...preloads];
}

/** The island names a page's HTML asks for. */
export function islandNames(html: string): string[] {
  return [...new Set([...html.matchAll(/\bdata-island="([^"]+)"/g)].flatMap((m) => (m[1] ?? "").split(/\s+/)))];
}

/** The built file of an island, found through the boot module's dynamic imports. */
export function islandFile(bootUrl: string, name: string): string {
  const file = importsOf(bootUrl, { dynamic: true }).dynamic.find((f) => path.posix.basename(f).startsWith(`${name}.client-`));
  if (!file) throw new Error(`island ${name} is not in the build`);
  return file;
}

/** What a page loads: its scripts, the islands it names, and their static imports. */
export function pageJavaScript(html: string): string[] {
  const scripts = scriptUrls(html);
  const boot = scripts.find((s) => /\/islands\/boot-/.test(s));
  const islands = boot ? islandNames(html).map((name) => islandFile(boot, name)) : [];
  return reachableFiles([...scripts, ...islands], { dynamic: false });
}

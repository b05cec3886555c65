import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * One module graph in the production process (ADR 036, DESIGN "One module graph in production").
 *
 * The server (`server/**`) loads `app/**` modules from source; the pages' server build used to inline
 * its own copies of them (`AppError`, the rate-limit errors, every helper), so an `instanceof` between
 * a service's error and a route's class failed in production only. This plugin leaves out of the server
 * build every `app/**` module that Node can load from source itself (TypeScript without JSX, whose
 * own imports are all loadable too): the build imports it as `#app/...`, and Node hands the pages the
 * very instance the API uses. What stays bundled is what only Vite can load: `.tsx`, CSS, `?url`
 * and virtual modules, and the modules that import them.
 */
const APP_IMPORT = /(?:^|[;\n}])\s*(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;
/** Packages that must stay bundled: loaded whole by Node they cost memory and start-up time (vite.config.ts). */
const BUNDLED_PACKAGES = /^(?:lucide-react|radix-ui|@radix-ui\/)/;

export function sharedServerModules(): Plugin {
  let root = process.cwd();
  let appDir = path.join(root, "app");
  const loadable = new Map<string, boolean>();

  /** The file a specifier names, if it is one of app/'s own modules. */
  const appFile = (specifier: string, importer: string): string | undefined => {
    let file: string | undefined;
    if (specifier.startsWith("#app/")) file = path.join(appDir, specifier.slice("#app/".length));
    else if (specifier.startsWith("./") || specifier.startsWith("../")) file = path.resolve(path.dirname(importer), specifier);
    return file && file.startsWith(appDir + path.sep) ? file : undefined;
  };

  /** Whether Node can load this file and everything it imports from source, without Vite. */
  const nodeCanLoad = (file: string, visiting = new Set<string>()): boolean => {
    const known = loadable.get(file);
    if (known !== undefined) return known;
    if (visiting.has(file)) return true; // a cycle: decided by the rest of its members
    if (!file.endsWith(".ts") || file.endsWith(".d.ts") || !fs.existsSync(file)) return false;
    visiting.add(file);
    const source = fs.readFileSync(file, "utf8");
    const specifiers = [...source.matchAll(APP_IMPORT), ...source.matchAll(DYNAMIC_IMPORT)].map((match) => match[1]!);
    const ok = specifiers.every((specifier) => {
      if (specifier.includes("?") || specifier.startsWith("virtual:") || specifier.startsWith("/")) return false;
      if (BUNDLED_PACKAGES.test(specifier)) return false;
      if (specifier.startsWith("#server/") || specifier.startsWith("#tests/")) return false;
      const own = appFile(specifier, file);
      if (own) return nodeCanLoad(own, visiting);
      // Relative imports leaving app/ (none today) and CSS are Vite's business.
      if (specifier.startsWith(".")) return false;
      return true; // a package: external in the server build anyway
    });
    visiting.delete(file);
    loadable.set(file, ok);
    return ok;
  };

  return {
    name: "shared-server-modules",
    enforce: "pre",
    apply: (_config, env) => env.command === "build" && env.isSsrBuild === true,
    configResolved(config) {
      root = config.root;
      appDir = path.join(root, "app");
    },
    resolveId(specifier, importer) {
      if (!importer || importer.startsWith("\0")) return null;
      const file = appFile(specifier, importer.split("?")[0]!);
      if (!file || !nodeCanLoad(file)) return null;
      return { id: `#app/${path.relative(appDir, file).split(path.sep).join("/")}`, external: true };
    },
  };
}

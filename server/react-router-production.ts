import fs from "node:fs";
import module from "node:module";
import { fileURLToPath } from "node:url";

/**
 * React Router 7's package.json maps every entry point to its development build, whatever the
 * environment (remix-run/react-router#14102: a temporary change of 7.0.2 that stayed), so on Node a
 * production server runs `react-router/dist/development`, with its warnings and extra checks. The
 * package ships the production build beside it, file for file. In production this hook resolves the
 * development entry points to their production twins, for every importer: the server build,
 * @react-router/express and @react-router/node alike, so the process holds one copy.
 */
const DEVELOPMENT_BUILD = "/node_modules/react-router/dist/development/";
const PRODUCTION_BUILD = "/node_modules/react-router/dist/production/";

export function resolveReactRouterProductionBuild(): void {
  // Node 22.12-22.14 have no synchronous hooks: the development build runs there, as before.
  if (typeof module.registerHooks !== "function") return;
  const twins = new Map<string, string | undefined>();
  const productionTwin = (url: string): string | undefined => {
    if (!twins.has(url)) {
      const twin = url.replace(DEVELOPMENT_BUILD, PRODUCTION_BUILD);
      twins.set(url, fs.existsSync(fileURLToPath(twin)) ? twin : undefined);
    }
    return twins.get(url);
  };
  module.registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      const twin = resolved.url.includes(DEVELOPMENT_BUILD) ? productionTwin(resolved.url) : undefined;
      return twin ? { ...resolved, url: twin } : resolved;
    },
  });
}

// node bench/render-in-process.ts PATH [REQUESTS]   (after `npm run build`; DATA_DIR or DATABASE_URL as for `npm start`)
// React Router's request handler on the built server, called in-process: no HTTP, no Express, no page
// cache, so that what a page's render costs can be measured and profiled on its own (`node --cpu-prof
// bench/render-in-process.ts ...`). Prints, for three rounds of REQUESTS requests after 500 to warm up,
// the time per request and the part of it spent in app/entry.server.tsx (React's render). A figure to
// compare before and after a change on one machine, not a target: the uncached render target is
// measured over HTTP by `npm run bench`.
import path from "node:path";
import type { ServerBuild } from "react-router";
import { resolveReactRouterProductionBuild } from "../server/react-router-production.ts";

resolveReactRouterProductionBuild();
const { createRequestHandler } = await import("react-router");
const { readServerConfig } = await import("#app/lib/env.server.ts");
const { openDatabase } = await import("#app/db/db.server.ts");
const { migrateToLatest } = await import("#app/db/migrate.server.ts");
const { createServerContext } = await import("#server/context.ts");
const build = (await import(path.resolve(import.meta.dirname, "../build/server/index.js"))) as ServerBuild;

const pathname = process.argv[2] ?? "/";
const requests = Number(process.argv[3] ?? 2000);
const config = readServerConfig();
const database = openDatabase(config.database);
await migrateToLatest(database.db);
const ctx = createServerContext(database.db, config, { pageCacheEntries: 0 });
const loadContext = () => ({
  db: ctx.db,
  siteUrl: config.siteUrl,
  publishedArticles: ctx.publishedArticles,
  cspNonce: "bench-nonce",
  contentSecurityPolicy: "default-src 'self'",
  clientIp: "127.0.0.1",
  siteContent: ctx.siteContent,
  // Set, as the server sets it: a cacheable page then takes the same path as on a cache miss.
  contentVersion: "bench",
  privacy: ctx.privacy,
});

let entryNs = 0n;
const entry = build.entry.module;
const timedEntry = {
  ...entry,
  default: async (...args: Parameters<typeof entry.default>) => {
    const started = process.hrtime.bigint();
    const response = await entry.default(...args);
    entryNs += process.hrtime.bigint() - started;
    return response;
  },
};
const handle = createRequestHandler({ ...build, entry: { module: timedEntry } }, "production");
const once = async () => {
  const response = await handle(new Request(`http://127.0.0.1${pathname}`), loadContext());
  if (response.status !== 200) throw new Error(`${pathname}: status ${response.status}`);
  await response.arrayBuffer();
};

for (let i = 0; i < 500; i++) await once();
for (let round = 1; round <= 3; round++) {
  entryNs = 0n;
  const started = performance.now();
  for (let i = 0; i < requests; i++) await once();
  const perRequestUs = ((performance.now() - started) * 1000) / requests;
  const entryUs = Number(entryNs) / requests / 1000;
  console.log(`round ${round}: ${perRequestUs.toFixed(0)} µs a request (${Math.round(1e6 / perRequestUs)}/s), ${entryUs.toFixed(0)} µs of it in the entry`);
}
await database.close();
process.exit(0);

import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  ADMIN_MARKERS,
  BUILD_DIR,
  firstLoadFiles,
  firstLoadGzipBytes,
  loadAssets,
  PUBLIC_ROUTE_BUDGETS_KB,
} from "../budgets/js-budget.ts";

// Deterministic budgets read from the production build (no timing involved).
test.describe("JavaScript budgets of public pages", () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== "desktop", "build facts: checked once");
  });

  for (const [routeId, budgetKb] of Object.entries(PUBLIC_ROUTE_BUDGETS_KB)) {
    test(`${routeId} ships at most ${budgetKb} KB of gzip'd JavaScript on first load`, async () => {
      const assets = await loadAssets();
      test.skip(!assets.routes[routeId], `route ${routeId} is not built yet`);
      const bytes = firstLoadGzipBytes(assets, routeId);
      test.info().annotations.push({ type: "gzip bytes", description: String(bytes) });
      expect(bytes).toBeLessThanOrEqual(budgetKb * 1024);
    });
  }

  test("no public route reaches editor or admin code", async () => {
    const assets = await loadAssets();
    const adminModules = new Set(
      Object.entries(assets.routes)
        .filter(([id]) => id.startsWith("routes/admin"))
        .map(([, route]) => route.module),
    );
    for (const routeId of Object.keys(PUBLIC_ROUTE_BUDGETS_KB).filter((id) => assets.routes[id])) {
      for (const file of firstLoadFiles(assets, routeId)) {
        expect(adminModules.has(file), `${routeId} loads the admin module ${file}`).toBe(false);
        const code = fs.readFileSync(path.join(BUILD_DIR, "client", file), "utf8");
        for (const marker of ADMIN_MARKERS) expect(marker.test(code), `${routeId}: ${file} contains ${marker}`).toBe(false);
      }
    }
  });
});

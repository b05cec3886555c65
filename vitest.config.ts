import { defineConfig } from "vitest/config";
import { islands } from "./scripts/vite-islands-plugin.ts";

export default defineConfig({
  // `virtual:islands`, for tests that render pages through the real entry (server/page-cache.test.ts).
  plugins: [islands()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ["./tests/setup/vitest-setup.ts"],
    globalSetup: ["./tests/setup/database-templates.ts"],
  },
});

import { defineConfig } from "vitest/config";
import { islands } from "./scripts/vite-islands-plugin.ts";

export default defineConfig({
  // `virtual:islands`, for tests that render pages through the real entry (server/page-cache.test.ts).
  plugins: [islands()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    // Three on the two cores of the CI machine: many files spend much of their time waiting (servers
    // starting and stopping, the outbox's and the newsletter's real timers, nginx), so a third keeps
    // the cores busy: 308 s against 356 s for the whole suite on two (2026-11-28).
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ["./tests/setup/vitest-setup.ts"],
    globalSetup: ["./tests/setup/database-templates.ts"],
  },
});

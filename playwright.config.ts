import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3199);
const BASE_URL = `http://localhost:${PORT}`;

/** Debian's Chromium when present (these machines cannot download Playwright's own build). */
function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
}

/**
 * Browser workers (one Chromium each). Spec files are independent: the specs that use the shared server
 * below only read, and every spec that writes (the admin account, forms and their per-IP limits,
 * content, settings) starts a fresh server on a fresh database of its own (`startFreshServer`,
 * tests/e2e/fresh-server.ts). A file runs whole in one worker, in order; its serial blocks stay serial.
 * One worker by default: on the 2-core CI machine two browsers beside the servers they drive made 5 s
 * assertions time out ("Checking authentication…" after sign-in) in runs where each spec passed alone.
 * `E2E_WORKERS=2` runs two files at a time where there are cores to spare.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 1);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: BASE_URL,
    // The browser's language is part of what pages do (the Portuguese suggestion, ADR 026): fixed, not
    // taken from the machine; tests of another language set their own.
    locale: "en-US",
    trace: "off",
    launchOptions: {
      executablePath: chromiumPath(),
      args: ["--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    { name: "phone", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } } },
  ],
  webServer: {
    // The built production server on a fresh SQLite database of its own, shared by every worker (read-only specs).
    command: `rm -rf .e2e-data && node server/index.js`,
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { NODE_ENV: "production", DATA_DIR: ".e2e-data", PORT: String(PORT), SITE_URL: BASE_URL, COOKIE_SECURE: "false" },
  },
});

import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3199);
const BASE_URL = `http://localhost:${PORT}`;

/**
 * Debian's Chromium (these machines cannot download Playwright's own build): its headless shell when
 * installed (package chromium-headless-shell), as Playwright's own headless mode runs, otherwise the
 * full browser. The shell drives the same Blink without the browser's own UI (its tab strip and
 * toolbars are pages of their own, drawn in every test): the home and articles specs took 719 CPU-s
 * and 7.0 minutes with it, against 1,219 CPU-s and 10.9 minutes with the full browser (2026-11-28).
 */
function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium"].find((candidate) => fs.existsSync(candidate));
}

/**
 * Browser workers (one Chromium each). Spec files are independent: the specs that use the shared server
 * below only read, and every spec that writes (the admin account, forms and their per-IP limits,
 * content, settings) starts a fresh server on a fresh database of its own (`startFreshServer`,
 * tests/e2e/fresh-server.ts). A file runs whole in one worker, in order; its serial blocks stay serial.
 * Two workers by default, one per core of the CI machine. Two browsers beside the servers they drive
 * slow each other down, so the waits are longer than Playwright's defaults (an assertion waits up to
 * 15 s, a test may take 60 s, and the serial admin journeys twice what they took on one worker): they
 * bound how long a broken page is waited for, not how fast a page must be. `E2E_WORKERS=1` runs one
 * file at a time.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Specs that run in the desktop project only: the owner's admin journeys (one viewport is enough for
 * what they check; the admin's phone layout has its own tests in the files that run in both), and
 * behaviour that does not depend on the screen. The phone project does not load them at all: a test
 * skipped inside the file still opened a browser page, and its file's `beforeAll` still ran.
 */
const DESKTOP_ONLY = [
  "admin-language",
  "admin-portuguese",
  "admin-trust",
  "admin",
  "analytics",
  "content",
  "editor-images",
  "first-run",
  "inbox",
  "invite-form",
  "mail-settings",
  "newsletter-admin",
  "owner-first-hour",
  "release",
  "security",
  "share-kit",
  "tooltip",
  "writing",
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 60_000,
  expect: { timeout: 15_000 },
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
    { name: "phone", testIgnore: DESKTOP_ONLY, use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } } },
  ],
  webServer: {
    // The built production server on a fresh SQLite database of its own, shared by every worker (read-only specs).
    // `npm start`, as production starts it (its Node arguments and allocator settings).
    command: `rm -rf .e2e-data && npm start`,
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { NODE_ENV: "production", DATA_DIR: ".e2e-data", PORT: String(PORT), SITE_URL: BASE_URL, COOKIE_SECURE: "false" },
  },
});

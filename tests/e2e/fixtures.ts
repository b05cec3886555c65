import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Every page test fails on a console error, a CSP violation or an uncaught exception. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // The browser logs a document answered with 404 as a failed resource; that status is the point of the test.
        const isDocument404 = message.text().includes("status of 404") && message.location().url === page.url();
        if (!isDocument404) errors.push(`console: ${message.text()} (${message.location().url})`);
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, "errors in the browser").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until the web fonts are on every part of the page (ADR 018 and 031): their stylesheet is in and
 * no part is still on its metric-matched fallback face. Positions and shifts measured after this are
 * the settled ones (a line on its fallback face may wrap differently).
 */
export async function waitForWebFonts(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('link[href*="/_assets/fonts-"]') !== null && document.documentElement.dataset.fonts !== "arriving", undefined, {
    timeout: 15_000,
  });
}

/**
 * axe-core's WCAG 2.2 AA rules over the whole page. Run as `axe.run` in the page (the builder's "legacy"
 * mode): the same rules and results for the page and its same-origin frames, which is all our pages
 * have (a video facade loads its third-party player only when clicked, and no check runs with a player open). The default
 * mode runs each frame apart and then merges the results in a new blank tab, a whole renderer per
 * check: about 3.5 CPU-s a call on the home page against 1.5 here, with 100 checks in the suite.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Check the steady state: no half-faded text mid-transition (cross-fading taglines, fade-ins).
  await page.emulateMedia({ reducedMotion: "reduce" });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode(true)
    .analyze();
  await page.emulateMedia({ reducedMotion: null });
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

import { gzipBytes, readClientFile } from "./js-budget.ts";

/**
 * The public pages' stylesheet (ADR 027), read from the production build and the pages' HTML: its own
 * Tailwind build, small, and complete for what the pages render.
 */

/** The public stylesheet's budget in KB of gzip'd CSS. */
export const PUBLIC_STYLESHEET_BUDGET_KB = 12;

/** The `href` of every stylesheet a page's HTML links. */
export function stylesheetUrls(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((m) => /\bhref="([^"]+)"/.exec(m[0])?.[1] ?? "");
}

/** Every class name a stylesheet's selectors name, unescaped (`.sm\:mt-4` is `sm:mt-4`). */
export function selectorClasses(css: string): Set<string> {
  const withoutValues = css.replace(/\{[^{}]*\}/g, "{}");
  return new Set([...withoutValues.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)].map((m) => unescapeCss(m[1] ?? "")));
}

function unescapeCss(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : (char ?? ""),
  );
}

/** Every class token of a page's HTML (the markup of its templates included). */
export function pageClasses(html: string): Set<string> {
  const tokens = [...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((m) => (m[1] ?? "").split(/\s+/));
  return new Set(tokens.filter(Boolean).map((token) => token.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'")));
}

export function stylesheet(urlPath: string): { css: string; gzipBytes: number } {
  return { css: readClientFile(urlPath), gzipBytes: gzipBytes(urlPath) };
}

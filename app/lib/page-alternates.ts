import type { UIMatch } from "react-router";
import type { Language } from "./language.ts";

/**
 * A page's address in each language it exists in, when that is not simply `/x` <-> `/pt/x`: an
 * article's versions have slugs of their own and may exist in one language only (ADR 020). A loader
 * says so by returning `alternates`; a language missing from it has no version of the page.
 */
export type PageAlternates = Partial<Record<Language, string>>;

function alternatesOf(data: unknown): PageAlternates | undefined {
  if (typeof data !== "object" || data === null || !("alternates" in data)) return undefined;
  const alternates = (data as { alternates: unknown }).alternates;
  return typeof alternates === "object" && alternates !== null ? (alternates as PageAlternates) : undefined;
}

/** The deepest matched route's `alternates`, or undefined for pages that exist in both languages at the same path. */
export function pageAlternates(matches: ReadonlyArray<Pick<UIMatch, "loaderData">>): PageAlternates | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const found = alternatesOf(matches[i]?.loaderData);
    if (found) return found;
  }
  return undefined;
}

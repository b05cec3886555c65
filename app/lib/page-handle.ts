import type { UIMatch } from "react-router";

/**
 * What a route declares about its page in its `handle` export (ADR 018).
 * - `hydrate`: the page is an application (the admin): the browser gets React Router's runtime.
 *   Every other page is server-rendered HTML enhanced by script islands.
 */
export interface PageHandle {
  hydrate?: boolean;
}

/** Whether any matched route asks for the React Router runtime in the browser. */
export function pageHydrates(matches: ReadonlyArray<Pick<UIMatch, "handle">>): boolean {
  return matches.some((match) => (match.handle as PageHandle | undefined)?.hydrate === true);
}

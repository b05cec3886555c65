import type { UIMatch } from "react-router";

/**
 * What a route module may declare in its `handle` export, as a plain object literal:
 * `export const handle: PageHandle = { cacheable: true };`
 */
export interface PageHandle {
  /**
   * The page is the same for every visitor while the content version holds: it is sent with the
   * public Cache-Control and an ETag, answered 304 on a match, and kept in the page cache
   * (app/lib/page-cache.server.ts). Only the deepest matched route's declaration counts (ADR 013).
   */
  cacheable?: boolean;
  /**
   * The page is an application (the admin): the browser gets React Router's runtime. Every other
   * page is server-rendered HTML enhanced by script islands (ADR 018). Any matched route may ask.
   */
  hydrate?: boolean;
  /**
   * The page shows its own subscribe form (an article, at its end beside the author box): the layout
   * leaves out the one above the footer, so the page has one form, not two (issue 30). Counts only
   * while the page itself rendered (its not-found page keeps the footer's form).
   */
  ownNewsletterForm?: boolean;
}

/** The handle of the page a request rendered: the deepest matched route's. */
export function pageHandleOf(handles: readonly unknown[]): PageHandle {
  const handle = handles.at(-1);
  return typeof handle === "object" && handle !== null ? (handle as PageHandle) : {};
}

/** Whether any matched route asks for the React Router runtime in the browser. */
export function pageHydrates(matches: ReadonlyArray<Pick<UIMatch, "handle">>): boolean {
  return matches.some((match) => (match.handle as PageHandle | undefined)?.hydrate === true);
}

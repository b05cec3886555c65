/**
 * What a route module may declare in its `handle` export, as a plain object literal:
 * `export const handle: PageHandle = { cacheable: true };`
 */
export interface PageHandle {
  /**
   * The page is the same for every visitor while the content version holds: it is sent with the
   * public Cache-Control and an ETag, answered 304 on a match, and kept in the page cache
   * (app/lib/page-cache.server.ts). Only the deepest matched route's declaration counts.
   */
  cacheable?: boolean;
  /** Progressive-enhancement scripts the page loads (public pages ship no framework runtime). */
  islands?: string[];
  /** The route hydrates with React Router's client runtime (the admin). */
  hydrate?: boolean;
}

/** The handle of the page a request rendered: the deepest matched route's. */
export function pageHandleOf(handles: readonly unknown[]): PageHandle {
  const handle = handles.at(-1);
  return typeof handle === "object" && handle !== null ? (handle as PageHandle) : {};
}

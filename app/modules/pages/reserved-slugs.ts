/**
 * Slugs a page may not take (issue 27): the first path segment of every route of the site and of the
 * paths Express serves before React Router. Computed from the routes themselves (app/routes.ts in
 * tests, the server build's route manifest in production: server/main.ts), so a route added later
 * is reserved with no list to update.
 */

/** Paths Express answers before any page (server/app.ts, server/page-cache.ts): never a page slug. */
export const SERVER_PATH_SEGMENTS = ["api", "uploads", "_assets", "healthz", "metrics", "share", "pt", "admin", "preview"] as const;

interface RouteConfigEntryLike {
  path?: string;
  children?: readonly RouteConfigEntryLike[];
}

/** Every full path of a route config tree (app/routes.ts). */
export function pathsOfRouteConfig(entries: readonly RouteConfigEntryLike[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const full = [parent, entry.path ?? ""].filter((part) => part !== "").join("/");
    return [full, ...pathsOfRouteConfig(entry.children ?? [], full)];
  });
}

/** Every full path of a server build's route manifest (`build.routes`: flat, with parent ids). */
export function pathsOfRouteManifest(routes: Record<string, { path?: string; parentId?: string } | undefined>): string[] {
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined;
    if (!route) return "";
    return [fullPath(route.parentId), route.path ?? ""].filter((part) => part !== "").join("/");
  };
  return Object.keys(routes).map((id) => fullPath(id));
}

/** The first segment of each path, plus the server's own; dynamic (`:slug`) and splat (`*`) segments reserve nothing. */
export function reservedSlugsOf(routePaths: Iterable<string>): ReadonlySet<string> {
  const reserved = new Set<string>(SERVER_PATH_SEGMENTS);
  for (const path of routePaths) {
    const segments = path.replace(/^\/+/, "").split("/");
    // `pt/...`: the Portuguese copy of a page reserves the same slug under /pt.
    for (const segment of segments[0] === "pt" ? [segments[0], segments[1]] : [segments[0]]) {
      if (!segment || segment.startsWith(":") || segment === "*") continue;
      // `rss.xml`, `llms.txt`: a file, never a slug (slugs have no dot), kept for completeness.
      reserved.add(segment.toLowerCase());
    }
  }
  return reserved;
}

import type { NextFunction, Request, RequestHandler, Response } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { NO_STORE_CACHE_CONTROL } from "#app/lib/http-cache.ts";

/**
 * Request methods: one that no part of the site serves (TRACE, PROPFIND, ...) or that a page cannot
 * take (PUT on a page, POST on a page without an action) is answered 405 with an `Allow` header,
 * quietly, instead of reaching React Router, which answers 500 (TRACE: the Fetch API refuses it) or
 * logs a stack trace (ADR 014).
 */
const SERVED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
export const API_ALLOW = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
const READ_ALLOW = "GET, HEAD";

const METHOD_NOT_ALLOWED_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Method not allowed</title></head>' +
  '<body><h1>Method not allowed</h1><p>This address can only be read.</p><p><a href="/">Go to the home page</a></p></body></html>';

function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

function methodNotAllowed(req: Request, res: Response, allow: string): void {
  res.status(405).set("Allow", allow).set("Cache-Control", NO_STORE_CACHE_CONTROL);
  const message = `The method ${req.method} is not allowed here. Allowed: ${allow}.`;
  if (isApiPath(req.path)) res.json({ message, code: "METHOD_NOT_ALLOWED" });
  else res.type("html").send(req.method === "HEAD" ? undefined : METHOD_NOT_ALLOWED_PAGE);
}

/** First in the app: methods that nothing here serves. */
export function refuseUnknownMethods(req: Request, res: Response, next: NextFunction): void {
  if (SERVED_METHODS.has(req.method)) return next();
  methodNotAllowed(req, res, isApiPath(req.path) ? API_ALLOW : READ_ALLOW);
}

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** The build's routes as a tree for `matchRoutes`, each keeping whether its module has an action. */
function routeTree(build: ServerBuild): RouteObject[] {
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(build.routes)
      .filter((route) => route !== undefined && route.parentId === parentId)
      .map((route) => {
        const hasAction = typeof route?.module.action === "function";
        const base = { id: route?.id, path: route?.path, caseSensitive: route?.caseSensitive, handle: { hasAction } };
        return route?.index ? { ...base, index: true as const } : { ...base, children: childrenOf(route?.id) };
      });
  return childrenOf(undefined);
}

/** The page path a request is for: React Router's data requests end in `.data` (`/_root.data` is `/`). */
function pagePathOf(path: string): string {
  if (path === "/_root.data") return "/";
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}

/**
 * Whether the route that would run an action for this request (React Router's rule: the deepest
 * match, or its parent when that is an index route and `?index` is absent) has one.
 */
function hasAction(tree: RouteObject[], req: Request): boolean {
  const matches = matchRoutes(tree, pagePathOf(req.path));
  if (!matches?.length) return false;
  let target = matches[matches.length - 1];
  if (target?.route.index && !("index" in req.query)) target = matches[matches.length - 2];
  return Boolean((target?.route.handle as { hasAction?: boolean } | undefined)?.hasAction);
}

/** Before the page handler: pages take GET and HEAD, and POST only where the route has an action. */
export function pageMethods(source: BuildSource): RequestHandler {
  const trees = new WeakMap<ServerBuild, RouteObject[]>();
  return async (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const build = typeof source === "function" ? await source() : source;
    let tree = trees.get(build);
    if (!tree) trees.set(build, (tree = routeTree(build)));
    const actionable = hasAction(tree, req);
    if (req.method === "POST" && actionable) return next();
    methodNotAllowed(req, res, actionable ? `${READ_ALLOW}, POST` : READ_ALLOW);
  };
}

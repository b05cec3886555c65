import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { pathsOfRouteConfig, pathsOfRouteManifest, reservedSlugsOf } from "./reserved-slugs.ts";

describe("reserved page slugs", () => {
  it("are every first segment of app/routes.ts, so a route added later is reserved with it", () => {
    const reserved = reservedSlugsOf(pathsOfRouteConfig(routes));
    for (const slug of ["articles", "press-kit", "media-kit", "museum-letter", "talks", "preview", "admin", "search", "privacy", "privacidade", "accessibility", "acessibilidade", "sitemaps", "api", "uploads", "share", "pt"]) {
      expect(reserved.has(slug), slug).toBe(true);
    }
    expect(reserved.has("now")).toBe(false);
  });

  it("read the same from a server build's flat route manifest", () => {
    const manifest = {
      root: { path: "" },
      layout: { parentId: "root" },
      "page-en": { path: ":slug", parentId: "layout" },
      "news-en": { path: "news", parentId: "layout" },
      "news-pt": { path: "pt/noticias", parentId: "layout" },
      splat: { path: "*", parentId: "layout" },
    };
    const reserved = reservedSlugsOf(pathsOfRouteManifest(manifest));
    expect(reserved.has("news")).toBe(true);
    expect(reserved.has("noticias")).toBe(true);
    expect([...reserved].some((slug) => slug.startsWith(":") || slug === "*")).toBe(false);
  });
});

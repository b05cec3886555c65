import { buildRobotsTxt } from "#app/modules/seo/sitemap.ts";
import type { Route } from "./+types/robots";
import { DAILY_CACHE_CONTROL } from "#app/lib/http-cache.ts";

/** GET /robots.txt: everything public, admin and API excluded, the sitemap named. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(buildRobotsTxt(context.siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": DAILY_CACHE_CONTROL },
  });
}

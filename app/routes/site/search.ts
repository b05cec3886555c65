import { redirect } from "react-router";
import { languageFromPath, localizePath } from "#app/lib/language.ts";
import type { Route } from "./+types/search";

/**
 * GET /search?q= and /pt/search?q= (the WebSite SearchAction of spec §3, one per language) land on the
 * articles list of the same language filtered by q.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const list = localizePath("/articles", languageFromPath(url.pathname));
  const q = url.searchParams.get("q")?.trim() ?? "";
  return redirect(q ? `${list}?${new URLSearchParams({ q })}` : list, 302);
}

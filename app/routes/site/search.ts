import { redirect } from "react-router";
import type { Route } from "./+types/search";

/** GET /search?q= (the WebSite SearchAction of spec §3) lands on the articles list filtered by q. */
export function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  return redirect(q ? `/articles?${new URLSearchParams({ q })}` : "/articles", 302);
}

import { languageFromPath } from "#app/i18n/language.ts";
import { getShareImage } from "#app/modules/articles/share-image.server.ts";
import type { Route } from "./+types/article-share-image";

/** GET /articles/{slug}/share.jpg (and /pt/...): the article's link-preview image. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = languageFromPath(new URL(request.url).pathname);
  const { content } = await context.siteContent.get(language);
  const image = await getShareImage(context.db, context.publishedArticles, params.slug, language, { name: content.name, role: content.person.jobTitle });
  if (!image) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(new Uint8Array(image), {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(image.length),
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
    },
  });
}

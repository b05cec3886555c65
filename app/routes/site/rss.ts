import { languageOf } from "#app/lib/language.ts";
import { listLatestArticleCards } from "#app/modules/articles/published-articles.service.server.ts";
import { buildRssFeed, RSS_ITEMS } from "#app/modules/articles/rss.ts";
import type { Route } from "./+types/rss";
import { FEED_CACHE_CONTROL } from "#app/lib/http-cache.ts";

/** GET /rss.xml and /pt/rss.xml: the latest published articles in the feed's language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const { content } = await context.siteContent.get(language);
  const { cards } = await listLatestArticleCards(context.publishedArticles, { language, limit: RSS_ITEMS });
  const xml = buildRssFeed({
    siteUrl: context.siteUrl,
    language,
    title: `${content.seo.pages.articles.title}`,
    description: content.seo.pages.articles.description,
    cards,
  });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": FEED_CACHE_CONTROL,
    },
  });
}

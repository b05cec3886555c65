import { languageOf } from "#app/lib/language.ts";
import { listLatestArticleCards } from "#app/modules/articles/published-articles.service.server.ts";
import { buildLlmsTxt } from "#app/modules/seo/llms-txt.ts";
import { pagePath } from "#app/modules/pages/page.ts";
import { listPublicPages } from "#app/modules/pages/pages.service.server.ts";
import type { Route } from "./+types/llms-txt";
import { FEED_CACHE_CONTROL } from "#app/lib/http-cache.ts";

/** The most articles /llms.txt lists (newest first); the articles page has them all. */
const LLMS_TXT_ARTICLES = 200;

/** GET /llms.txt and /pt/llms.txt (llmstxt.org): the owner, the kits, the talks and the articles of the language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const { content } = await context.siteContent.get(language);
  const { cards } = await listLatestArticleCards(context.publishedArticles, { language, limit: LLMS_TXT_ARTICLES });
  const ownPages = (await listPublicPages(context.db, language)).map((page) => ({ title: page.title, path: pagePath(page.slug, language), excerpt: page.excerpt }));
  return new Response(buildLlmsTxt({ siteUrl: context.siteUrl, language, content, articles: cards, ownPages }), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": FEED_CACHE_CONTROL },
  });
}

import { formatLongDate, languageOf } from "#app/lib/language.ts";
import { buildArticleMarkdown } from "#app/modules/articles/article-markdown.server.ts";
import { findArticleRedirect } from "#app/modules/articles/articles.service.server.ts";
import { findArticleView } from "#app/modules/articles/published-articles.service.server.ts";
import { absoluteUrl } from "#app/modules/seo/page-meta.ts";
import type { Route } from "./+types/article-markdown";
import { paths } from "#app/lib/paths.ts";
import { DAILY_CACHE_CONTROL, FEED_CACHE_CONTROL, REVALIDATE_CACHE_CONTROL } from "#app/lib/http-cache.ts";

const TEXT_HEADERS = { "Cache-Control": FEED_CACHE_CONTROL };

/**
 * GET /articles/{slug}.md and /pt/articles/{slug}.md: the Markdown of a version live in the page's
 * language. An old slug answers 301 to the current one; anything else (a draft, a version not live in
 * this language, an unknown slug) 404, so nothing unpublished and no other language is ever served.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const article = await findArticleView(context.publishedArticles, params.slug, language);
  if (!article) {
    const moved = await findArticleRedirect(context.db, params.slug, language);
    if (moved?.status === 301) {
      return new Response(null, { status: 301, headers: { Location: paths.articleMarkdown(moved.slug, language), "Cache-Control": DAILY_CACHE_CONTROL } });
    }
    return new Response(language === "pt" ? "Artigo não encontrado\n" : "Article not found\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": REVALIDATE_CACHE_CONTROL },
    });
  }
  const { content } = await context.siteContent.get(language);
  const other = language === "pt" ? "en" : "pt";
  const otherPath = article.alternates[other];
  const markdown = buildArticleMarkdown({
    siteUrl: context.siteUrl,
    language,
    title: article.title,
    excerpt: article.ownExcerpt,
    author: content.person.name,
    publishedAt: article.publishedAt,
    updatedAt: article.updatedAt,
    publishedLabel: formatLongDate(article.publishedAt, language),
    canonicalUrl: absoluteUrl(context.siteUrl, paths.article(article.slug, language)),
    otherMarkdownUrl: otherPath ? absoluteUrl(context.siteUrl, `${otherPath}.md`) : null,
    html: article.html,
  });
  return new Response(markdown, { headers: { "Content-Type": "text/markdown; charset=utf-8", ...TEXT_HEADERS } });
}

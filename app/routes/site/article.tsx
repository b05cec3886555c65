import { data, redirect } from "react-router";
import { languageOf, localizePath } from "#app/lib/language.ts";
import { useLanguage, useT } from "#app/i18n/use-language.ts";
import { ArticleDetail } from "#app/modules/articles/components/public/article-detail.tsx";
import { NewsletterAfterArticle, useNewsletterOn } from "#app/modules/newsletter/components/newsletter-form.tsx";
import { AuthorBox } from "#app/modules/articles/components/public/author-box.tsx";
import { ShareButtons } from "#app/modules/articles/components/public/share-buttons.tsx";
import { findArticleRedirect } from "#app/modules/articles/articles.service.server.ts";
import { findArticleView } from "#app/modules/articles/published-articles.service.server.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { absoluteUrl, buildPageMeta } from "#app/modules/seo/page-meta.ts";
import { blogPostingJsonLd, breadcrumbJsonLd } from "#app/modules/seo/structured-data.ts";
import { articleShareCard, articleShareCardPath, shareCardImage } from "#app/modules/share-cards/share-card.ts";
import { metaContextOf, useSiteContent } from "#app/modules/site-content/use-site-content.ts";
import { renderOnly } from "#app/lib/render-only-data.ts";
import type { Route } from "./+types/article";
import { paths } from "#app/lib/paths.ts";
import { DAILY_CACHE_CONTROL, REVALIDATE_CACHE_CONTROL } from "#app/lib/http-cache.ts";
import { ErrorPage } from "#app/components/layout/error-page.tsx";
import { newsletterPageAction } from "#app/modules/newsletter/newsletter-form-action.server.ts";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const article = await findArticleView(context.publishedArticles, params.slug, language);
  if (!article) {
    // An old slug answers 301 to the current one; a version live only in the other language, 302 (ADR 020).
    const moved = await findArticleRedirect(context.db, params.slug, language);
    if (moved) {
      const search = new URL(request.url).search;
      throw redirect(moved.location + search, {
        status: moved.status,
        headers: { "Cache-Control": moved.status === 301 ? DAILY_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL },
      });
    }
    throw data({ siteUrl: context.siteUrl }, { status: 404 });
  }
  // `alternates`: the language switch and the stored-language redirect go to this article's other version, if any.
  return renderOnly({ article, alternates: article.alternates, siteUrl: context.siteUrl });
}

/** The newsletter's form in the footer (and at an article's end) posts here without script (issue 25). */
export const action = newsletterPageAction;

/**
 * Same for every visitor while the content version holds (app/lib/page-handle.ts); the subscribe form
 * at the article's end replaces the footer's (one form per page, issue 30).
 */
export const handle: PageHandle = { cacheable: true, ownNewsletterForm: true };

export function meta({ data: loaded, location, matches }: Route.MetaArgs) {
  const { language, content, t } = metaContextOf(location, matches);
  if (!loaded) return [{ title: `${t("articleNotFound")} | ${content.name}` }, { name: "robots", content: "noindex" }];
  const { article, siteUrl } = loaded;
  const path = paths.article(article.slug, language);
  // The article's own card in the page's language (ADR 025), titled as the page is.
  const card = shareCardImage(
    articleShareCardPath(article.slug, language),
    articleShareCard({ title: article.title, coverImage: article.cover?.src ?? null }, content, language),
  );
  return buildPageMeta({
    siteUrl,
    language,
    path,
    title: `${article.title} | ${content.name}`,
    description: article.ownExcerpt ?? content.seo.articleDescription,
    keywords: content.seo.articleKeywords,
    siteName: content.seo.siteName,
    type: "article",
    image: { ...card, alt: article.title },
    alternates: article.alternates,
    extra: [
      { property: "article:published_time", content: article.publishedAt },
      { property: "article:modified_time", content: article.updatedAt },
      { property: "article:author", content: content.person.url },
      // The same article as Markdown, for AI assistants and readers of plain text (issue 14).
      { tagName: "link", rel: "alternate", type: "text/markdown", title: article.title, href: absoluteUrl(siteUrl, `${path}.md`) },
      ...(article.categoryName ? [{ property: "article:section", content: article.categoryName }] : []),
      blogPostingJsonLd({
        siteUrl,
        content,
        language,
        title: article.title,
        description: article.ownExcerpt ?? content.seo.articleDescription,
        publishedAt: article.publishedAt,
        updatedAt: article.updatedAt,
        image: card.url,
        alternates: article.alternates,
        originalLanguage: article.originalLanguage,
      }),
      breadcrumbJsonLd(siteUrl, [
        { name: t("home"), path: localizePath("/", language) },
        { name: t("articles"), path: localizePath("/articles", language) },
        { name: article.title, path },
      ]),
    ],
  });
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const t = useT();
  const { article, siteUrl } = loaderData;
  const url = absoluteUrl(siteUrl, paths.article(article.slug, language));
  const content = useSiteContent();
  const newsletter = useNewsletterOn();
  const end = (
    <>
      <ShareButtons url={url} title={article.title} t={t} />
      <AuthorBox content={content} language={language} t={t} newsletter={newsletter} />
      <NewsletterAfterArticle language={language} source={paths.article(article.slug, language)} />
    </>
  );
  return <ArticleDetail article={article} language={language} t={t} share={end} />;
}

/** Missing article or failed load: the spec's not-found state, with status 404 from the server. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const language = useLanguage();
  const t = useT();
  return (
    <ErrorPage
      error={error}
      copy={() => ({ heading: t("articleNotFound"), description: t("articleNotFoundDescription") })}
      back={{ href: localizePath("/articles", language), label: t("backToArticles") }}
    />
  );
}

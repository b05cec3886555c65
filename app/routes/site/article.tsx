import { data, isRouteErrorResponse, Link } from "react-router";
import { ImageWithPlaceholder } from "#app/components/image-with-placeholder.tsx";
import { getSiteContent } from "#app/content/site.ts";
import { formatLongDate, HREFLANG, HTML_LANG, languageFromPath, localizePath } from "#app/i18n/language.ts";
import { createTranslator } from "#app/i18n/translate.ts";
import { useLanguage, useT } from "#app/i18n/use-language.ts";
import { ARTICLE_FALLBACK_IMAGE, SHARE_IMAGE_SIZE } from "#app/modules/articles/article-view.ts";
import { findArticleView } from "#app/modules/articles/published-articles.service.server.ts";
import { absoluteUrl, breadcrumbJsonLd, buildPageMeta } from "#app/modules/seo/page-meta.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";
import type { Route } from "./+types/article";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = languageFromPath(new URL(request.url).pathname);
  const article = await findArticleView(context.publishedArticles, params.slug, language);
  if (!article) throw data({ siteUrl: context.siteUrl }, { status: 404 });
  return { article, siteUrl: context.siteUrl };
}

/** Same for every visitor while the content version holds (app/lib/page-handle.ts). */
export const handle: PageHandle = { cacheable: true };

export function meta({ data: loaded, location }: Route.MetaArgs) {
  const language = languageFromPath(location.pathname);
  const content = getSiteContent(language);
  const t = createTranslator(language);
  if (!loaded) return [{ title: `${t("articleNotFound")} | ${content.name}` }, { name: "robots", content: "noindex" }];
  const { article, siteUrl } = loaded;
  const path = `/articles/${article.slug}`;
  const url = absoluteUrl(siteUrl, localizePath(path, language));
  const image = absoluteUrl(siteUrl, article.shareImage);
  return buildPageMeta({
    siteUrl,
    language,
    path,
    title: `${article.title} | ${content.name}`,
    description: article.ownExcerpt ?? content.seo.articleDescription,
    keywords: content.seo.articleKeywords,
    siteName: content.seo.siteName,
    type: "article",
    image: { url: article.shareImage, ...SHARE_IMAGE_SIZE, alt: article.title },
    languages: article.hasTranslation ? ["en", "pt"] : ["en"],
    extra: [
      { property: "article:published_time", content: article.publishedAt },
      { property: "article:modified_time", content: article.updatedAt },
      { property: "article:author", content: content.person.url },
      ...(article.categoryName ? [{ property: "article:section", content: article.categoryName }] : []),
      {
        "script:ld+json": {
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: article.title,
          description: article.ownExcerpt ?? content.seo.articleDescription,
          datePublished: article.publishedAt,
          dateModified: article.updatedAt,
          inLanguage: HREFLANG[article.textLanguage],
          mainEntityOfPage: url,
          url,
          image: [image],
          author: { "@type": "Person", name: content.person.name, url: content.person.url, jobTitle: content.person.jobTitle },
          publisher: { "@type": "Person", name: content.person.name, url: content.person.url },
        },
      },
      breadcrumbJsonLd(siteUrl, [
        { name: t("home"), path: localizePath("/", language) },
        { name: t("articles"), path: localizePath("/articles", language) },
        { name: article.title, path: localizePath(path, language) },
      ]),
    ],
  });
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const t = useT();
  const { article } = loaderData;
  const textLang = article.textLanguage !== language ? HTML_LANG[article.textLanguage] : undefined;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Link
        to={localizePath("/articles", language)}
        className="inline-flex items-center gap-2 rounded-full border border-white/15 px-4 py-2 text-sm text-slate-200 hover:border-amber-300/60 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-300"
      >
        <span aria-hidden="true">←</span> {t("backToArticles")}
      </Link>

      {textLang ? (
        <p role="note" className="mt-8 rounded-xl border border-amber-300/30 bg-amber-300/10 px-4 py-3 text-sm text-amber-100">
          {t("englishOnly")}
        </p>
      ) : null}

      <header lang={textLang} className="mt-8">
        <h1 className="font-display text-4xl leading-tight text-white sm:text-5xl">{article.title}</h1>
        <p className="mt-5 text-slate-300">
          <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt, language)}</time>
          <span aria-hidden="true"> · </span>
          {t("minRead", { n: article.readingMinutes })}
        </p>
      </header>

      {article.cover ? (
        <ImageWithPlaceholder
          src={article.cover.src}
          srcSet={article.cover.srcSet}
          sizes="(min-width: 768px) 720px, 100vw"
          width={article.cover.width ?? 1600}
          height={article.cover.height ?? 900}
          alt=""
          fallbackSrc={ARTICLE_FALLBACK_IMAGE}
          eager
          className="mt-10 aspect-[16/9] w-full rounded-2xl"
        />
      ) : null}

      <div lang={textLang} className="article-prose mt-10" dangerouslySetInnerHTML={{ __html: article.html }} />

      <footer className="mt-16 border-t border-white/10 pt-8">
        <Link
          to={localizePath("/articles", language)}
          className="inline-flex items-center gap-2 text-amber-300 underline-offset-4 hover:underline"
        >
          <span aria-hidden="true">←</span> {t("backToArticles")}
        </Link>
      </footer>
    </article>
  );
}

/** Missing article or failed load: the spec's not-found state, with status 404 from the server. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const language = useLanguage();
  const t = useT();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <h1 className="font-display text-4xl text-white">{t("articleNotFound")}</h1>
      <p className="mt-4 text-lg text-slate-300">{t("articleNotFoundDescription")}</p>
      <Link
        to={localizePath("/articles", language)}
        className="mt-10 inline-flex rounded-full bg-amber-300 px-6 py-3 font-semibold text-ink hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
      >
        {t("backToArticles")}
      </Link>
    </div>
  );
}

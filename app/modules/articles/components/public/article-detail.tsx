import type { ReactNode } from "react";
import { Link } from "react-router";
import { ImageWithPlaceholder } from "#app/components/image-with-placeholder.tsx";
import { formatLongDate, type Language } from "#app/lib/language.ts";
import type { Translate } from "#app/i18n/translate.ts";
import { ARTICLE_FALLBACK_IMAGE, type ArticleView } from "#app/modules/articles/article-view.ts";
import { paths } from "#app/lib/paths.ts";
import { TypographicCover } from "./typographic-cover.tsx";

/** What the article page shows of an article; a preview shows the same. */
export type ArticleDetailView = Pick<ArticleView, "title" | "publishedAt" | "readingMinutes" | "cover" | "html" | "categoryName">;

/**
 * The article page's body (spec §2): back link, title, date, reading time, cover and the HTML; a preview
 * adds a notice above, the public page the share buttons below.
 */
export function ArticleDetail({
  article,
  language,
  t,
  notice,
  share,
}: {
  article: ArticleDetailView;
  language: Language;
  t: Translate;
  notice?: ReactNode;
  share?: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      {notice}
      <Link
        to={paths.page("articles", language)}
        className="inline-flex items-center gap-2 rounded-full border border-white/15 px-4 py-2 text-sm text-slate-200 hover:border-amber-300/60 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-300"
      >
        <span aria-hidden="true">←</span> {t("backToArticles")}
      </Link>

      <header className="mt-8">
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
          className="mt-10 aspect-video w-full rounded-2xl"
        />
      ) : (
        <div className="mt-10 aspect-[16/5] w-full overflow-hidden rounded-2xl">
          <TypographicCover categoryName={article.categoryName} t={t} size="page" />
        </div>
      )}

      <div className="article-prose mt-10" dangerouslySetInnerHTML={{ __html: article.html }} />

      {share}

      <footer className="mt-16 border-t border-white/10 pt-8">
        <Link
          to={paths.page("articles", language)}
          className="inline-flex items-center gap-2 text-amber-300 underline-offset-4 hover:underline"
        >
          <span aria-hidden="true">←</span> {t("backToArticles")}
        </Link>
      </footer>
    </article>
  );
}

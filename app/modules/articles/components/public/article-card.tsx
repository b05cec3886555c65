import { Link } from "react-router";
import { ImageWithPlaceholder } from "#app/components/image-with-placeholder.tsx";
import { formatLongDate, type Language } from "#app/lib/language.ts";
import type { Translate } from "#app/i18n/translate.ts";
import { type ArticleCard as ArticleCardData, CARD_FALLBACK_IMAGE } from "#app/modules/articles/article-view.ts";
import { paths } from "#app/lib/paths.ts";
import { TypographicCover } from "./typographic-cover.tsx";

const CARD_SIZES = "(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw";

export function ArticleCard({
  card,
  language,
  t,
  headingLevel = 2,
}: {
  card: ArticleCardData;
  language: Language;
  t: Translate;
  /** 2 on the articles list, 3 inside a home section. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const href = paths.article(card.slug, language);
  const textLang = card.textLanguage !== language ? card.textLanguage : undefined;
  return (
    <article
      lang={textLang}
      className={`group flex flex-col overflow-hidden rounded-2xl border bg-panel/80 shadow-lg shadow-black/20 transition hover:-translate-y-0.5 hover:border-amber-300/40 ${
        card.featured ? "border-amber-400/70 ring-2 ring-amber-400/60" : "border-white/10"
      }`}
    >
      <div className="relative aspect-video">
        {card.cover ? (
          <ImageWithPlaceholder
            src={card.cover.src}
            srcSet={card.cover.srcSet}
            sizes={CARD_SIZES}
            width={card.cover.width ?? 1600}
            height={card.cover.height ?? 900}
            alt=""
            fallbackSrc={CARD_FALLBACK_IMAGE}
            failureMessage="Article card image failed to load"
            className="h-full w-full"
          />
        ) : (
          <TypographicCover categoryName={card.categoryName} t={t} />
        )}
        {card.featured ? (
          <span className="absolute top-3 left-3 rounded-full bg-amber-400 px-3 py-1 text-xs font-semibold tracking-wide text-ink uppercase shadow">
            {t("featured")}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="font-display text-xl leading-snug text-white">
          <Link to={href} prefetch="intent" className="rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300">
            {card.title}
          </Link>
        </Heading>
        <p className="mt-2 text-sm text-slate-300">
          <time dateTime={card.publishedAt}>{formatLongDate(card.publishedAt, language)}</time>
          <span aria-hidden="true"> · </span>
          {t("minRead", { n: card.readingMinutes })}
        </p>
        <p className="mt-3 line-clamp-3 text-slate-300">{card.excerpt}</p>
        <div className="mt-auto pt-5">
          <Link
            to={href}
            aria-label={t("readMoreAbout", { title: card.title })}
            className="inline-flex items-center gap-2 rounded-full border border-amber-300/50 px-4 py-2 text-sm font-medium text-amber-200 transition hover:bg-amber-300 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
          >
            {t("readMore")} <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

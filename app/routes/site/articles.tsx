import { Link } from "react-router";
import { languageFromPath, localizePath } from "#app/lib/language.ts";
import { useLanguage, useT } from "#app/i18n/use-language.ts";
import { ArticleCard } from "#app/modules/articles/components/public/article-card.tsx";
import { ArticleSearch } from "#app/modules/articles/components/public/article-search.tsx";
import { ArticleCardSkeletons } from "#app/modules/articles/components/public/article-skeletons.tsx";
import { listArticleCards } from "#app/modules/articles/published-articles.service.server.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { buildPageMeta } from "#app/modules/seo/page-meta.ts";
import { breadcrumbJsonLd } from "#app/modules/seo/structured-data.ts";
import { pageShareImage } from "#app/modules/share-cards/share-card.ts";
import { metaContextOf } from "#app/modules/site-content/use-site-content.ts";
import { renderOnly } from "#app/lib/render-only-data.ts";
import type { Route } from "./+types/articles";
import { ErrorPage } from "#app/components/layout/error-page.tsx";
import { newsletterPageAction } from "#app/modules/newsletter/newsletter-form-action.server.ts";

const MAX_QUERY_LENGTH = 200;
const FILTERS_ID = "article-filters";
const RESULTS_ID = "article-results";
const PAGE_LINK =
  "inline-flex items-center gap-2 rounded-full border border-white/15 px-4 py-2 text-sm text-slate-200 hover:border-amber-300/60 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-300";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageFromPath(url.pathname);
  const q = (url.searchParams.get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
  const category = url.searchParams.get("category");
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1;
  const listing = await listArticleCards(context.publishedArticles, { language, q, category, page });
  return renderOnly({ ...listing, siteUrl: context.siteUrl });
}

/** The newsletter's form in the footer (and at an article's end) posts here without script (issue 25). */
export const action = newsletterPageAction;

/** Same for every visitor while the content version holds (app/lib/page-handle.ts). */
export const handle: PageHandle = { cacheable: true };

export function meta({ data: listing, location, matches }: Route.MetaArgs) {
  const { language, content, t } = metaContextOf(location, matches);
  const seo = content.seo.pages.articles;
  // No data: the loader failed and the boundary shows errorLoadingArticles.
  if (!listing) return [{ title: `${t("errorLoadingArticles")} | ${content.name}` }, { name: "robots", content: "noindex" }];
  return buildPageMeta({
    siteUrl: listing.siteUrl,
    language,
    path: "/articles",
    title: seo.title,
    description: seo.description,
    keywords: seo.keywords,
    siteName: content.seo.siteName,
    image: pageShareImage("articles", content, language),
    robots: listing.q || listing.category || listing.page > 1 ? "noindex, follow" : undefined,
    extra: [
      breadcrumbJsonLd(listing.siteUrl, [
        { name: t("home"), path: localizePath("/", language) },
        { name: t("articles"), path: localizePath("/articles", language) },
      ]),
    ],
  });
}

export default function ArticlesPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const t = useT();
  const { cards, total, categories, q, category, page, pageCount, matches } = loaderData;
  const listPath = localizePath("/articles", language);

  const listHref = (next: { category?: string | null; page?: number }) => {
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    const slug = next.category === undefined ? category : next.category;
    if (slug) params.set("category", slug);
    if (next.page && next.page > 1) params.set("page", String(next.page));
    const query = params.toString();
    return query ? `${listPath}?${query}` : listPath;
  };
  const filterHref = (slug: string | null) => listHref({ category: slug });

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <nav aria-label={t("breadcrumb")} className="text-sm text-slate-400">
        <ol className="flex items-center gap-2">
          <li>
            <Link to={localizePath("/", language)} className="hover:text-white hover:underline">
              {t("home")}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-slate-200">
            {t("articles")}
          </li>
        </ol>
      </nav>

      <Link
        to={localizePath("/", language)}
        className="mt-6 inline-flex items-center gap-2 rounded-full border border-white/15 px-4 py-2 text-sm text-slate-200 hover:border-amber-300/60 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-300"
      >
        <span aria-hidden="true">←</span> {t("backToHome")}
      </Link>

      <header className="mt-8 max-w-3xl">
        <h1 className="font-display text-4xl leading-tight text-white sm:text-5xl">{t("articlesHeading")}</h1>
        <p className="mt-4 text-lg text-slate-300">{t("articlesDescription")}</p>
      </header>

      {total > 0 ? (
        <div className="mt-10 flex flex-col gap-6">
          <ArticleSearch q={q} category={category} action={listPath} regions={[FILTERS_ID, RESULTS_ID]} t={t} />
          {categories.length > 0 ? (
            <nav id={FILTERS_ID} aria-label={t("categories")}>
              <ul className="flex flex-wrap gap-2">
                {[{ slug: null, name: t("allCategories") }, ...categories].map((c) => {
                  const active = c.slug === category;
                  return (
                    <li key={c.slug ?? "all"}>
                      <Link
                        to={filterHref(c.slug)}
                        aria-current={active ? "page" : undefined}
                        className={`inline-block rounded-full border px-4 py-1.5 text-sm transition focus-visible:outline-2 focus-visible:outline-amber-300 ${
                          active ? "border-amber-300 bg-amber-300 font-semibold text-ink" : "border-white/15 text-slate-200 hover:border-amber-300/60"
                        }`}
                      >
                        {c.name}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
          ) : null}
        </div>
      ) : null}

      <div id={RESULTS_ID} aria-live="polite" className="mt-10 transition-opacity aria-busy:opacity-60">
        {total === 0 ? (
          <p className="rounded-2xl border border-white/10 bg-panel/60 p-10 text-center text-lg text-slate-300">{t("noArticles")}</p>
        ) : cards.length === 0 ? (
          <p className="rounded-2xl border border-white/10 bg-panel/60 p-10 text-center text-lg text-slate-300">{t("noSearchResults")}</p>
        ) : (
          <>
            {q ? <p className="sr-only">{t("resultsFor", { count: matches, q })}</p> : null}
            <ul className="grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {cards.map((card) => (
                <li key={card.slug} className="flex">
                  <ArticleCard card={card} language={language} t={t} />
                </li>
              ))}
            </ul>
            {pageCount > 1 ? (
              <nav aria-label={t("pagination")} className="mt-12 flex items-center justify-between gap-4">
                {page > 1 ? (
                  <Link to={listHref({ page: page - 1 })} rel="prev" className={PAGE_LINK}>
                    <span aria-hidden="true">←</span> {t("previousPage")}
                  </Link>
                ) : (
                  <span />
                )}
                <p className="text-sm text-slate-300" aria-current="page">
                  {t("pageOf", { n: page, total: pageCount })}
                </p>
                {page < pageCount ? (
                  <Link to={listHref({ page: page + 1 })} rel="next" className={PAGE_LINK}>
                    {t("nextPage")} <span aria-hidden="true">→</span>
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            ) : null}
          </>
        )}
      </div>
      {/* The search island shows these while a slow search loads (spec §2: 6 skeleton cards). */}
      <template id={`${RESULTS_ID}-loading`}>
        <ArticleCardSkeletons label={t("loading")} />
      </template>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  return <ErrorPage error={error} copy={() => ({ heading: t("errorLoadingArticles") })} retry={t("tryAgain")} headingClassName="font-display text-3xl text-white" />;
}

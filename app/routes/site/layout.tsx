import { isRouteErrorResponse, Link, Outlet, useLocation, useNavigation } from "react-router";
import { PreferredLanguageRedirect } from "#app/components/layout/preferred-language-redirect.tsx";
import { SiteFrame } from "#app/components/layout/site-frame.tsx";
import { localizePath } from "#app/i18n/language.ts";
import { useLanguage, useT } from "#app/i18n/use-language.ts";
import { ArticleSkeleton, ArticlesSkeleton } from "#app/modules/articles/components/public/article-skeletons.tsx";
import type { Route } from "./+types/layout";

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.siteUrl };
}

export function shouldRevalidate() {
  return false;
}

const LIST_PATH = /^(\/pt)?\/articles\/?$/;
const ARTICLE_PATH = /^(\/pt)?\/articles\/[^/]+\/?$/;

/** While a client navigation loads another page, show that page's skeleton (spec §2 states). */
function usePendingSkeleton(label: string) {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.state === "loading" ? navigation.location.pathname : null;
  if (!target || target === location.pathname) return null;
  if (LIST_PATH.test(target)) return <ArticlesSkeleton label={label} />;
  if (ARTICLE_PATH.test(target)) return <ArticleSkeleton label={label} />;
  return null;
}

export default function SiteLayout() {
  const language = useLanguage();
  const t = useT();
  const location = useLocation();
  const pending = usePendingSkeleton(t("loading"));
  const onHome = location.pathname === localizePath("/", language);
  return (
    <SiteFrame language={language} t={t} overlapHeader={onHome && !pending}>
      <PreferredLanguageRedirect language={language} />
      {pending ?? <Outlet />}
    </SiteFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const language = useLanguage();
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <SiteFrame language={language} t={t}>
      <title>{notFound ? "404" : t("errorLoadingArticles")}</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
        <h1 className="font-display text-5xl text-white">{notFound ? "404" : "500"}</h1>
        <p className="mt-6 text-lg text-slate-300">
          {notFound ? "Did you forget to add the page to the router?" : "An error occurred. Please try again."}
        </p>
        <p className="mt-10">
          <Link to={localizePath("/", language)} className="text-amber-300 underline underline-offset-4">
            {t("backToHome")}
          </Link>
        </p>
      </div>
    </SiteFrame>
  );
}

import { isRouteErrorResponse, Outlet, useLocation, useMatches } from "react-router";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { frameMarkupKey, renderFrameMarkup } from "#app/components/layout/frame-markup.server.tsx";
import { type FlashToast, SiteFrame } from "#app/components/layout/site-frame.tsx";
import { type Language, languageOf, localizePath } from "#app/lib/language.ts";
import { renderOnly } from "#app/lib/render-only-data.ts";
import { useLanguage, useT } from "#app/i18n/use-language.ts";
import type { Translate } from "#app/i18n/translate.ts";
import { SENT_PARAM } from "#app/modules/contact/message-form.ts";
import { NewsletterFooter } from "#app/modules/newsletter/components/newsletter-form.tsx";
import { useSiteContent } from "#app/modules/site-content/use-site-content.ts";
import { readPageNavigation } from "#app/modules/pages/pages.service.server.ts";
import type { Route } from "./+types/layout";
import "#app/styles/site.css";
import { ErrorReference } from "#app/components/error-reference.tsx";

/**
 * The site content of the page's language, for every public page below (useSiteContent), and the
 * frame's parts made from it, rendered once per content version (ADR 030).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  // The owner's pages shown in the header or footer (issue 27) change the content version too.
  const { value: frames } = await context.siteContent.derive(frameMarkupKey(), async (byLanguage) => {
    const [en, pt] = await Promise.all([readPageNavigation(context.db, "en"), readPageNavigation(context.db, "pt")]);
    return {
      en: { content: byLanguage.en.content, markup: renderFrameMarkup(byLanguage.en.content, "en", en) },
      pt: { content: byLanguage.pt.content, markup: renderFrameMarkup(byLanguage.pt.content, "pt", pt) },
    };
  });
  return renderOnly({
    siteUrl: context.siteUrl,
    analytics: context.analytics === true,
    content: frames[language].content,
    frameMarkup: frames[language].markup,
    // Issue 25: the newsletter's forms, unless NEWSLETTER=off.
    newsletter: process.env.NEWSLETTER !== "off",
  });
}

/** After a form was sent without script, the page it lands on says so (`?sent=speaking|contact`). */
function sentToast(search: string, t: Translate): FlashToast | undefined {
  const sent = new URLSearchParams(search).get(SENT_PARAM);
  if (sent === "speaking") return { title: t("requestSent") };
  if (sent === "contact") return { title: t("messageSent") };
  return undefined;
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const t = useT();
  const location = useLocation();
  const content = useSiteContent();
  const onHome = location.pathname === localizePath("/", language);
  // One subscribe form per page (issue 30): a page with its own (an article's end) replaces the footer's;
  // a page that failed to load (no data: its error page) keeps the footer's.
  const ownForm = useMatches().some((match) => (match.handle as PageHandle | undefined)?.ownNewsletterForm === true && match.data !== undefined);
  const footerForm = loaderData.newsletter && !ownForm && !/\/newsletter(\/|$)/.test(location.pathname);
  return (
    <SiteFrame
      content={content}
      language={language}
      t={t}
      overlapHeader={onHome}
      flash={sentToast(location.search, t)}
      suggestPortuguese
      markup={loaderData.frameMarkup}
      analytics={loaderData.analytics}
      beforeFooter={footerForm ? <NewsletterFooter language={language} source={location.pathname} action={onHome ? `${location.pathname}?index` : location.pathname} /> : undefined}
    >
      {/* Issue 28: Mastodon credits the owner on shared links to these pages (React puts the tag in <head>). */}
      {content.person.mastodonHandle ? <meta name="fediverse:creator" content={content.person.mastodonHandle} /> : null}
      <Outlet />
    </SiteFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const language = useLanguage();
  const t = useT();
  const content = useSiteContent();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <SiteFrame content={content} language={language} t={t}>
      <title>{notFound ? `404 · ${t("notFoundTitle")} | ${content.name}` : t("errorLoadingArticles")}</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
        <h1 className="font-display text-5xl text-white">{notFound ? "404" : "500"}</h1>
        {/* The spec's sentence stays in English in both languages: a spec client checks it. */}
        <p className="mt-6 text-lg text-slate-300" lang={notFound ? "en" : undefined}>
          {notFound ? "Did you forget to add the page to the router?" : t("pageError")}
        </p>
        {notFound ? <NotFoundHelp language={language} t={t} /> : <ErrorReference />}
        <p className="mt-10">
          <a href={localizePath("/", language)} className="text-amber-300 underline underline-offset-4">
            {t("backToHome")}
          </a>
        </p>
      </div>
    </SiteFrame>
  );
}

/** What a visitor who followed a broken link can do next: the main pages and a search of the articles. */
function NotFoundHelp({ language, t }: { language: Language; t: Translate }) {
  const links = [
    { href: localizePath("/", language), label: t("home") },
    { href: localizePath("/articles", language), label: t("articles") },
    { href: localizePath("/talks", language), label: t("talksPage") },
  ];
  return (
    <>
      <h2 className="mt-10 font-display text-2xl text-white">{t("notFoundTitle")}</h2>
      <p className="mt-3 text-base leading-7 text-slate-300">{t("notFoundHelp")}</p>
      <ul className="mt-5 flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="inline-flex rounded-full border border-white/15 px-4 py-2 text-sm text-slate-100 hover:border-amber-300/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <form method="get" action={localizePath("/search", language)} role="search" className="mt-6 flex max-w-md gap-2">
        <label htmlFor="not-found-search" className="sr-only">
          {t("searchLabel")}
        </label>
        <input
          id="not-found-search"
          type="search"
          name="q"
          placeholder={t("searchPlaceholder")}
          enterKeyHint="search"
          className="min-w-0 flex-1 rounded-full border border-white/15 bg-panel px-5 py-3 text-base text-white placeholder:text-slate-400 focus:border-amber-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-300/60"
        />
        <button type="submit" className="rounded-full bg-amber-300 px-5 py-3 text-sm font-semibold text-ink hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300">
          {t("search")}
        </button>
      </form>
    </>
  );
}

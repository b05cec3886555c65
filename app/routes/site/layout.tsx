import { isRouteErrorResponse, Outlet, useLocation } from "react-router";
import { frameMarkupKey, renderFrameMarkup } from "#app/components/layout/frame-markup.server.tsx";
import { type FlashToast, SiteFrame } from "#app/components/layout/site-frame.tsx";
import { languageOf, localizePath } from "#app/lib/language.ts";
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
      beforeFooter={loaderData.newsletter && !/\/newsletter(\/|$)/.test(location.pathname) ? <NewsletterFooter language={language} source={location.pathname} /> : undefined}
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
      <title>{notFound ? "404" : t("errorLoadingArticles")}</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
        <h1 className="font-display text-5xl text-white">{notFound ? "404" : "500"}</h1>
        <p className="mt-6 text-lg text-slate-300">
          {notFound ? "Did you forget to add the page to the router?" : t("pageError")}
        </p>
        {notFound ? null : <ErrorReference />}
        <p className="mt-10">
          <a href={localizePath("/", language)} className="text-amber-300 underline underline-offset-4">
            {t("backToHome")}
          </a>
        </p>
      </div>
    </SiteFrame>
  );
}

import { localizePath } from "#app/lib/language.ts";
import { useLanguage, useT } from "#app/i18n/use-language.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { buildPageMeta } from "#app/modules/seo/page-meta.ts";
import { breadcrumbJsonLd } from "#app/modules/seo/structured-data.ts";
import { pageShareImage } from "#app/modules/share-cards/share-card.ts";
import { metaContextOf, useSiteContent } from "#app/modules/site-content/use-site-content.ts";
import { TalkList } from "#app/modules/talks/components/talk-list.tsx";
import { splitTalks } from "#app/modules/talks/talk.ts";
import { talksJsonLd } from "#app/modules/talks/talk-json-ld.ts";
import { listTalks } from "#app/modules/talks/talks.service.server.ts";
import { renderOnly } from "#app/lib/render-only-data.ts";
import type { Route } from "./+types/talks";
import { ErrorPage } from "#app/components/layout/error-page.tsx";
import { newsletterPageAction } from "#app/modules/newsletter/newsletter-form-action.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return renderOnly({ ...splitTalks(await listTalks(context.db)), siteUrl: context.siteUrl });
}

/** The newsletter's form in the footer (and at an article's end) posts here without script (issue 25). */
export const action = newsletterPageAction;

/** Same for every visitor while the content version holds (app/lib/page-handle.ts). */
export const handle: PageHandle = { cacheable: true };

export function meta({ data: loaded, location, matches }: Route.MetaArgs) {
  const { language, content, t } = metaContextOf(location, matches);
  const title = `${t("talksHeading")} | ${content.name}`;
  if (!loaded) return [{ title }];
  const events = talksJsonLd(loaded.siteUrl, [...loaded.upcoming, ...loaded.past], content, language);
  return buildPageMeta({
    siteUrl: loaded.siteUrl,
    language,
    path: "/talks",
    title,
    description: t("talksIntro"),
    keywords: content.seo.pages.home.keywords,
    siteName: content.seo.siteName,
    image: pageShareImage("talks", content, language),
    extra: [
      breadcrumbJsonLd(loaded.siteUrl, [
        { name: t("home"), path: localizePath("/", language) },
        { name: t("talks"), path: localizePath("/talks", language) },
      ]),
      ...(events ? [events] : []),
    ],
  });
}

/** Upcoming talks (each with its calendar file) and past talks with slides and video (issue 13). */
export default function TalksPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const t = useT();
  const content = useSiteContent();
  const { upcoming, past } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <nav aria-label={t("breadcrumb")} className="text-sm text-slate-400">
        <a href={localizePath("/", language)} className="hover:text-white">
          {t("home")}
        </a>{" "}
        / <span aria-current="page">{t("talks")}</span>
      </nav>
      <h1 className="mt-6 font-display text-4xl text-white sm:text-5xl">{t("talksHeading")}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-300">{t("talksIntro")}</p>

      <section aria-labelledby="upcoming-talks" className="mt-14">
        <h2 id="upcoming-talks" className="mb-6 font-display text-3xl text-white">
          {t("upcomingTalks")}
        </h2>
        {upcoming.length > 0 ? (
          <TalkList talks={upcoming} upcoming language={language} t={t} label={t("upcomingTalks")} />
        ) : (
          <p className="text-slate-300">
            {t("noUpcomingTalks")}
            {/* Issue 28: no link to a section the owner hides. */}
            {content.showOnSite.speaking ? (
              <>
                {" "}
                <a href={`${localizePath("/", language)}#speaking`} className="text-amber-300 underline underline-offset-4">
                  {t("inviteToSpeak")}
                </a>
              </>
            ) : null}
          </p>
        )}
      </section>

      <section aria-labelledby="past-talks" className="mt-16">
        <h2 id="past-talks" className="mb-6 font-display text-3xl text-white">
          {t("pastTalks")}
        </h2>
        {past.length > 0 ? <TalkList talks={past} upcoming={false} language={language} t={t} label={t("pastTalks")} /> : <p className="text-slate-300">{t("noPastTalks")}</p>}
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  return <ErrorPage error={error} align="start" copy={() => ({ heading: t("talksHeading"), description: t("pageError") })} />;
}

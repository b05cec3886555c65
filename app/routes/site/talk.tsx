import { data } from "react-router";
import { useLanguage, useT } from "#app/i18n/use-language.ts";
import { localizePath } from "#app/lib/language.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { paths } from "#app/lib/paths.ts";
import { renderOnly } from "#app/lib/render-only-data.ts";
import { buildPageMeta } from "#app/modules/seo/page-meta.ts";
import { breadcrumbJsonLd } from "#app/modules/seo/structured-data.ts";
import { shareCardImage, talkShareCard, talkShareCardPath } from "#app/modules/share-cards/share-card.ts";
import { metaContextOf } from "#app/modules/site-content/use-site-content.ts";
import { TalkDetail } from "#app/modules/talks/components/talk-detail.tsx";
import { isEmbeddableVideo, TalkVideo } from "#app/modules/talks/components/talk-video.tsx";
import { talkText } from "#app/modules/talks/talk.ts";
import { talkJsonLd } from "#app/modules/talks/talk-json-ld.ts";
import { talkPageText } from "#app/modules/talks/talk-page-text.ts";
import { findTalkBySlug } from "#app/modules/talks/talks.service.server.ts";
import { TestimonialList } from "#app/modules/testimonials/components/testimonial-list.tsx";
import { testimonialText } from "#app/modules/testimonials/testimonial-text.ts";
import { listTestimonialsOfTalk } from "#app/modules/testimonials/testimonials.service.server.ts";
import type { Route } from "./+types/talk";
import { ErrorPage } from "#app/components/layout/error-page.tsx";
import { newsletterPageAction } from "#app/modules/newsletter/newsletter-form-action.server.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const talk = /^[a-z0-9-]{1,80}$/.test(params.slug) ? await findTalkBySlug(context.db, params.slug) : undefined;
  if (!talk) throw data({ siteUrl: context.siteUrl }, { status: 404 });
  const testimonials = await listTestimonialsOfTalk(context.db, talk.id);
  return renderOnly({ talk, testimonials, siteUrl: context.siteUrl });
}

/** The newsletter's form in the footer (and at an article's end) posts here without script (issue 25). */
export const action = newsletterPageAction;

/** Same for every visitor while the content version holds (app/lib/page-handle.ts). */
export const handle: PageHandle = { cacheable: true };

export function meta({ data: loaded, location, matches }: Route.MetaArgs) {
  const { language, content, t } = metaContextOf(location, matches);
  if (!loaded) return [{ title: `${talkPageText(language).talkNotFound} | ${content.name}` }, { name: "robots", content: "noindex" }];
  const { talk, siteUrl } = loaded;
  const text = talkText(talk, language);
  const path = paths.talk(talk.slug, language);
  const card = shareCardImage(talkShareCardPath(talk.slug, language), talkShareCard({ title: text.title, eventName: talk.eventName }, content, language));
  const description = text.abstract ? text.abstract.replace(/\s+/g, " ").slice(0, 200) : `${text.title} · ${talk.eventName}`;
  return buildPageMeta({
    siteUrl,
    language,
    path: paths.talk(talk.slug, "en"),
    title: `${text.title} | ${content.name}`,
    description,
    keywords: content.seo.pages.home.keywords,
    siteName: content.seo.siteName,
    image: card,
    extra: [
      breadcrumbJsonLd(siteUrl, [
        { name: t("home"), path: localizePath("/", language) },
        { name: t("talks"), path: localizePath("/talks", language) },
        { name: text.title, path },
      ]),
      talkJsonLd(siteUrl, talk, content, language),
    ],
  });
}

/** A talk's own page (issue 28): abstract, time and place, format, audience, and its links. */
export default function TalkPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const t = useT();
  const { talk } = loaderData;
  const video = <TalkVideo url={talk.videoUrl} title={talkText(talk, language).title} eyebrow={talk.eventName} language={language} />;
  const heading = testimonialText(language).aboutTalk;
  const said =
    loaderData.testimonials.length > 0 ? (
      <section aria-labelledby="talk-testimonials" className="mt-10">
        <h2 id="talk-testimonials" className="font-display text-2xl text-white">
          {heading}
        </h2>
        <TestimonialList testimonials={loaderData.testimonials} language={language} label={heading} className="mt-4 grid gap-4 md:grid-cols-2" />
      </section>
    ) : undefined;
  return <TalkDetail talk={talk} language={language} t={t} video={isEmbeddableVideo(talk.videoUrl) ? video : undefined} testimonials={said} />;
}

/** Missing talk or failed load: not found, with status 404 from the server. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const language = useLanguage();
  const words = talkPageText(language);
  return (
    <ErrorPage
      error={error}
      copy={() => ({ heading: words.talkNotFound, description: words.talkNotFoundDescription })}
      back={{ href: paths.page("talks", language), label: words.backToTalks }}
    />
  );
}

import { data, redirect, useLocation } from "react-router";
import { languageFromPath, languageOf, localizePath } from "#app/lib/language.ts";
import { useLanguage, useT } from "#app/i18n/use-language.ts";
import { listLatestArticleCards } from "#app/modules/articles/published-articles.service.server.ts";
import { MESSAGE_KINDS, type MessageKind } from "#app/modules/contact/message.ts";
import { MESSAGE_FIELD_MAX, type MessageFieldValues, messageFields, messageInputFromForm, SENT_PARAM, validateMessageForm } from "#app/modules/contact/message-form.ts";
import { submitMessage } from "#app/modules/contact/messages.service.server.ts";
import { AppError } from "#app/lib/app-error.ts";
import { type FormBody, readFormBody } from "#app/lib/request-body.ts";
import type { MessageFormState } from "#app/modules/home/components/message-form.tsx";
import { BookSection } from "#app/modules/home/components/book-section.tsx";
import { BottomBar } from "#app/modules/home/components/bottom-bar.tsx";
import {
  AboutSection,
  JourneySection,
  PortfolioSection,
  RecognitionsSection,
  SuperpowersSection,
} from "#app/modules/home/components/content-sections.tsx";
import { ChatTeaserSection, ContactSection, LatestArticlesSection, SpeakingSection } from "#app/modules/home/components/engage-sections.tsx";
import { FloatingContact } from "#app/modules/home/components/floating-contact.tsx";
import { Hero } from "#app/modules/home/components/hero.tsx";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { buildPageMeta } from "#app/modules/seo/page-meta.ts";
import { pageShareImage } from "#app/modules/share-cards/share-card.ts";
import { bookJsonLd, personJsonLd, websiteJsonLd } from "#app/modules/seo/structured-data.ts";
import { HOME_UPCOMING_TALKS, splitTalks } from "#app/modules/talks/talk.ts";
import { talksJsonLd } from "#app/modules/talks/talk-json-ld.ts";
import { listTalks } from "#app/modules/talks/talks.service.server.ts";
import { HOME_TESTIMONIALS, orderForShow } from "#app/modules/testimonials/testimonial.ts";
import { answerNewsletterForm, isNewsletterForm } from "#app/modules/newsletter/newsletter-form-action.server.ts";
import { listTestimonials } from "#app/modules/testimonials/testimonials.service.server.ts";
import { siteContentFromMatches, useSiteContent } from "#app/modules/site-content/use-site-content.ts";
import { renderOnly } from "#app/lib/render-only-data.ts";
import type { Route } from "./+types/home";
import { NO_STORE_CACHE_CONTROL } from "#app/lib/http-cache.ts";

const HOME_ARTICLES = 3;
const NO_STORE = { "Cache-Control": NO_STORE_CACHE_CONTROL };
const TOO_LARGE = {
  en: "The form was too large to send. Please shorten your message and send it again.",
  pt: "O formulário ficou grande demais para enviar. Encurte sua mensagem e envie novamente.",
} as const;
const NOT_A_FORM = {
  en: "The form could not be read. Please fill it in and send it again.",
  pt: "Não foi possível ler o formulário. Preencha e envie novamente.",
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const [{ cards }, talks, testimonials] = await Promise.all([
    listLatestArticleCards(context.publishedArticles, { language, limit: HOME_ARTICLES, featuredFirst: true }),
    listTalks(context.db),
    listTestimonials(context.db),
  ]);
  const upcomingTalks = splitTalks(talks).upcoming.slice(0, HOME_UPCOMING_TALKS);
  return renderOnly({ cards, upcomingTalks, testimonials: orderForShow(testimonials).slice(0, HOME_TESTIMONIALS), siteUrl: context.siteUrl });
}

/**
 * The speaking-invite and contact forms sent without script (spec §2, §5): validated with the message
 * schema; errors come back under the fields with what was typed, success redirects to the page with a
 * toast (`?sent=kind#kind`) so that a reload sends nothing twice.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const language = languageOf(request);
  let body: FormBody;
  try {
    body = await readFormBody(request);
  } catch {
    // Not a form (another content type, a broken multipart body): say so, never a 500.
    const state: MessageFormState = { errors: {}, values: {}, failure: NOT_A_FORM[language] };
    return data({ kind: "contact" as MessageKind, state }, { status: 400, headers: NO_STORE });
  }
  if (body.tooLarge) {
    // Over the JSON API's limit (issue 22): refused unread, nothing echoed.
    const state: MessageFormState = { errors: {}, values: {}, failure: TOO_LARGE[language] };
    return data({ kind: "contact" as MessageKind, state }, { status: 413, headers: NO_STORE });
  }
  const { form } = body;
  // The footer's newsletter form posts to the page it sits on (issue 25).
  if (isNewsletterForm(form)) return answerNewsletterForm(form, request, context);
  const kindValue = form.get("kind");
  const kind: MessageKind = MESSAGE_KINDS.includes(kindValue as MessageKind) ? (kindValue as MessageKind) : "contact";
  const input = messageInputFromForm(form, kind, language);
  // What was typed comes back under the fields, never more of a field than it may hold.
  const values: MessageFieldValues = {};
  for (const field of messageFields(kind)) values[field] = String(input[field] ?? "").slice(0, MESSAGE_FIELD_MAX[field]);
  const result = validateMessageForm(input, kind, language);
  if (!result.ok) {
    const state: MessageFormState = { errors: result.errors, values };
    return data({ kind, state }, { status: 400, headers: NO_STORE });
  }
  try {
    await submitMessage(context.db, result.input, context.clientIp, context.notifier);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "TOO_MANY_REQUESTS") throw error;
    const state: MessageFormState = { errors: {}, values, failure: error.message };
    return data({ kind, state }, { status: 429, headers: NO_STORE });
  }
  return redirect(`${localizePath("/", language)}?${SENT_PARAM}=${kind}#${kind}`, 303);
}

/** Same for every visitor while the content version holds (app/lib/page-handle.ts); a form's answer never is. */
export const handle: PageHandle = { cacheable: true };

export function headers({ actionHeaders }: Route.HeadersArgs) {
  // A form's answer is about one visitor's input: never cached.
  return actionHeaders;
}

export function meta({ data: loaded, location, matches }: Route.MetaArgs) {
  const language = languageFromPath(location.pathname);
  const content = siteContentFromMatches(matches, language);
  const seo = content.seo.pages.home;
  if (!loaded) return [{ title: seo.title }];
  return buildPageMeta({
    siteUrl: loaded.siteUrl,
    language,
    path: "/",
    title: seo.title,
    description: seo.description,
    keywords: seo.keywords,
    siteName: content.seo.siteName,
    type: "profile",
    image: pageShareImage("home", content, language),
    extra: [
      personJsonLd(loaded.siteUrl, content, language),
      websiteJsonLd(loaded.siteUrl, content, language),
      // The book the home spotlights, by the person above (no BreadcrumbList: the home is the root).
      bookJsonLd(loaded.siteUrl, content),
      ...[talksJsonLd(loaded.siteUrl, loaded.upcomingTalks, content, language)].filter((entry) => entry !== undefined),
    ],
  });
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const language = useLanguage();
  const t = useT();
  const content = useSiteContent();
  const props = { content, language, t };
  // The footer's newsletter form shows its own answer (NewsletterForm reads it).
  const forms = actionData && "kind" in actionData ? { [actionData.kind]: actionData.state } : undefined;
  // After a send without script the action redirects here with ?sent=kind: that form's confirmation stays.
  const sentValue = new URLSearchParams(useLocation().search).get(SENT_PARAM);
  const sent = MESSAGE_KINDS.find((kind) => kind === sentValue);
  // Issue 28: the owner's "show on the site" switches; the frame's links follow the same switches.
  const shown = content.showOnSite;
  return (
    <>
      <Hero content={content} t={t} />
      {shown.journey ? <JourneySection {...props} /> : null}
      {shown.book ? <BookSection content={content} t={t} /> : null}
      {shown.superpowers ? <SuperpowersSection {...props} /> : null}
      {shown.recognitions ? <RecognitionsSection {...props} /> : null}
      <AboutSection {...props} />
      {shown.portfolio ? <PortfolioSection {...props} /> : null}
      {shown.articles ? <LatestArticlesSection cards={loaderData.cards} language={language} t={t} /> : null}
      {shown.speaking ? <SpeakingSection {...props} forms={forms} sent={sent} talks={loaderData.upcomingTalks} testimonials={loaderData.testimonials} /> : null}
      {shown.contact ? <ContactSection {...props} forms={forms} sent={sent} /> : shown.chatTeaser ? <ChatTeaserSection {...props} /> : null}
      <FloatingContact t={t} shown={shown} />
      <BottomBar t={t} shown={shown} />
    </>
  );
}

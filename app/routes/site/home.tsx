import { getSiteContent } from "#app/content/site.ts";
import { languageFromPath, localizePath } from "#app/i18n/language.ts";
import { createTranslator } from "#app/i18n/translate.ts";
import { useLanguage, useT } from "#app/i18n/use-language.ts";
import { listLatestArticleCards } from "#app/modules/articles/published-articles.service.server.ts";
import { BookSection } from "#app/modules/home/components/book-section.tsx";
import { BottomBar } from "#app/modules/home/components/bottom-bar.tsx";
import {
  AboutSection,
  JourneySection,
  PortfolioSection,
  RecognitionsSection,
  SuperpowersSection,
} from "#app/modules/home/components/content-sections.tsx";
import { ContactSection, LatestArticlesSection, SpeakingSection } from "#app/modules/home/components/engage-sections.tsx";
import { FloatingContact } from "#app/modules/home/components/floating-contact.tsx";
import { Hero } from "#app/modules/home/components/hero.tsx";
import { breadcrumbJsonLd, buildPageMeta } from "#app/modules/seo/page-meta.ts";
import { personJsonLd, websiteJsonLd } from "#app/modules/seo/structured-data.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";
import type { Route } from "./+types/home";

const HOME_ARTICLES = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageFromPath(new URL(request.url).pathname);
  const { cards } = await listLatestArticleCards(context.publishedArticles, { language, limit: HOME_ARTICLES, featuredFirst: true });
  return { cards, siteUrl: context.siteUrl };
}

/** Same for every visitor while the content version holds (app/lib/page-handle.ts). */
export const handle: PageHandle = { cacheable: true };

export function meta({ data: loaded, location }: Route.MetaArgs) {
  const language = languageFromPath(location.pathname);
  const content = getSiteContent(language);
  const seo = content.seo.pages.home;
  if (!loaded) return [{ title: seo.title }];
  const t = createTranslator(language);
  return buildPageMeta({
    siteUrl: loaded.siteUrl,
    language,
    path: "/",
    title: seo.title,
    description: seo.description,
    keywords: seo.keywords,
    siteName: content.seo.siteName,
    type: "profile",
    image: { url: content.seo.shareImage.src, width: content.seo.shareImage.width, height: content.seo.shareImage.height, alt: content.seo.shareImage.alt },
    extra: [
      personJsonLd(loaded.siteUrl, content, language),
      websiteJsonLd(loaded.siteUrl, content),
      breadcrumbJsonLd(loaded.siteUrl, [{ name: t("home"), path: localizePath("/", language) }]),
    ],
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const t = useT();
  const content = getSiteContent(language);
  const props = { content, language, t };
  return (
    <>
      <Hero content={content} t={t} />
      <JourneySection {...props} />
      <BookSection content={content} t={t} />
      <SuperpowersSection {...props} />
      <RecognitionsSection {...props} />
      <AboutSection {...props} />
      <PortfolioSection {...props} />
      <LatestArticlesSection cards={loaderData.cards} language={language} t={t} />
      <SpeakingSection {...props} />
      <ContactSection {...props} />
      <FloatingContact t={t} />
      <BottomBar t={t} />
    </>
  );
}

import { useLanguage, useT } from "#app/i18n/use-language.ts";
import { HTML_LANG, languageFromPath, localizePath } from "#app/lib/language.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { renderOnly } from "#app/lib/render-only-data.ts";
import { pagePath } from "#app/modules/pages/page.ts";
import { PageDetail } from "#app/modules/pages/components/public/page-detail.tsx";
import { findPublicPage } from "#app/modules/pages/pages.service.server.ts";
import { absoluteUrl, buildPageMeta } from "#app/modules/seo/page-meta.ts";
import { breadcrumbJsonLd, jsonLdMeta, personReference } from "#app/modules/seo/structured-data.ts";
import { ownerPageShareCard, ownerPageShareCardPath, shareCardImage } from "#app/modules/share-cards/share-card.ts";
import { metaContextOf } from "#app/modules/site-content/use-site-content.ts";
import type { Route } from "./+types/page";
import { newsletterPageAction } from "#app/modules/newsletter/newsletter-form-action.server.ts";

/**
 * A page of the owner's (issue 27) at `/{slug}` or `/pt/{slug}`: the last route before the 404, so a
 * route of the site always wins (and the API refuses its slugs); an unknown or unpublished slug is the
 * 404 page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = languageFromPath(new URL(request.url).pathname);
  const page = await findPublicPage(context.db, language, params.slug);
  if (!page) throw new Response("Not Found", { status: 404 });
  return renderOnly({ page, alternates: page.alternates, siteUrl: context.siteUrl });
}

/** The newsletter's form in the footer posts here without script (issue 25); not to a page that does not exist (404). */
export async function action(args: Route.ActionArgs) {
  const language = languageFromPath(new URL(args.request.url).pathname);
  if (!(await findPublicPage(args.context.db, language, args.params.slug))) throw new Response("Not Found", { status: 404 });
  return newsletterPageAction(args);
}

export const handle: PageHandle = { cacheable: true };

export function meta({ data: loaded, location, matches }: Route.MetaArgs) {
  const { language, content, t } = metaContextOf(location, matches);
  if (!loaded) return [{ title: `404 | ${content.name}` }, { name: "robots", content: "noindex" }];
  const { page, siteUrl } = loaded;
  const path = pagePath(page.slug, language);
  const description = page.excerpt ?? content.seo.pages.home.description;
  return buildPageMeta({
    siteUrl,
    language,
    path,
    alternates: page.alternates,
    title: `${page.title} | ${content.name}`,
    description,
    siteName: content.seo.siteName,
    // Its own card: the page's title in its language (issue 27).
    image: shareCardImage(ownerPageShareCardPath(page.slug, language), ownerPageShareCard(page, content, language)),
    extra: [
      jsonLdMeta({
        "@context": "https://schema.org",
        "@type": "WebPage",
        "@id": absoluteUrl(siteUrl, path),
        url: absoluteUrl(siteUrl, path),
        name: page.title,
        description,
        inLanguage: HTML_LANG[language],
        dateModified: page.updatedAt,
        author: personReference(siteUrl, content),
      }),
      breadcrumbJsonLd(siteUrl, [
        { name: t("home"), path: localizePath("/", language) },
        { name: page.title, path },
      ]),
    ],
  });
}

export default function OwnerPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const t = useT();
  const { page } = loaderData;
  return <PageDetail title={page.title} html={page.content} language={language} t={t} />;
}

import { createTranslator } from "#app/i18n/translate.ts";
import { useLanguage, useT } from "#app/i18n/use-language.ts";
import { languageFromPath, localizePath } from "#app/lib/language.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { paths } from "#app/lib/paths.ts";
import { renderOnly } from "#app/lib/render-only-data.ts";
import { StatementView } from "#app/modules/privacy/components/statement-view.tsx";
import { buildAccessibilityStatement } from "#app/modules/privacy/accessibility-statement.ts";
import { readPrivacySettings } from "#app/modules/privacy/privacy.service.server.ts";
import { buildPageMeta } from "#app/modules/seo/page-meta.ts";
import { breadcrumbJsonLd } from "#app/modules/seo/structured-data.ts";
import { pageShareImage } from "#app/modules/share-cards/share-card.ts";
import { siteContentFromMatches } from "#app/modules/site-content/use-site-content.ts";
import type { Route } from "./+types/accessibility";

/** The accessibility statement (issue 27): the W3C model's facts between the owner's paragraphs. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageFromPath(new URL(request.url).pathname);
  const [settings, { content }] = await Promise.all([readPrivacySettings(context.db), context.siteContent.get(language)]);
  return renderOnly({
    statement: buildAccessibilityStatement({ name: content.name, email: content.contact.email }, language),
    owner: settings.accessibility[language],
    siteUrl: context.siteUrl,
    alternates: { en: paths.accessibilityStatement("en"), pt: paths.accessibilityStatement("pt") },
  });
}

/** Its paragraphs and the site content change the content version. */
export const handle: PageHandle = { cacheable: true };

export function meta({ data: loaded, location, matches }: Route.MetaArgs) {
  const language = languageFromPath(location.pathname);
  const content = siteContentFromMatches(matches, language);
  const t = createTranslator(language);
  if (!loaded) return [{ title: `${t("accessibilityStatement")} | ${content.name}` }];
  const title = `${loaded.statement.title} | ${content.name}`;
  return buildPageMeta({
    siteUrl: loaded.siteUrl,
    language,
    path: paths.accessibilityStatement("en"),
    alternates: loaded.alternates,
    title,
    description: loaded.statement.description,
    siteName: content.seo.siteName,
    image: pageShareImage("home", content, language),
    extra: [
      breadcrumbJsonLd(loaded.siteUrl, [
        { name: t("home"), path: localizePath("/", language) },
        { name: loaded.statement.title, path: paths.accessibilityStatement(language) },
      ]),
    ],
  });
}

export default function AccessibilityPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const t = useT();
  return (
    <StatementView
      statement={loaderData.statement}
      owner={loaderData.owner}
      breadcrumb={
        <nav aria-label={t("breadcrumb")} className="text-sm text-slate-400">
          <a href={localizePath("/", language)} className="hover:text-white">
            {t("home")}
          </a>{" "}
          / <span aria-current="page">{loaderData.statement.title}</span>
        </nav>
      }
    />
  );
}

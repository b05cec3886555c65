import { createTranslator } from "#app/i18n/translate.ts";
import { useLanguage, useT } from "#app/i18n/use-language.ts";
import { languageFromPath, localizePath } from "#app/lib/language.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { paths } from "#app/lib/paths.ts";
import { renderOnly } from "#app/lib/render-only-data.ts";
import { StatementView } from "#app/modules/privacy/components/statement-view.tsx";
import { buildPrivacyNotice } from "#app/modules/privacy/privacy-notice.ts";
import { privacyFactsOf, readPrivacySettings } from "#app/modules/privacy/privacy.service.server.ts";
import { buildPageMeta } from "#app/modules/seo/page-meta.ts";
import { breadcrumbJsonLd } from "#app/modules/seo/structured-data.ts";
import { pageShareImage } from "#app/modules/share-cards/share-card.ts";
import { siteContentFromMatches } from "#app/modules/site-content/use-site-content.ts";
import type { Route } from "./+types/privacy";

/** The privacy notice (issue 27), generated from the running configuration, the settings and the site content. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageFromPath(new URL(request.url).pathname);
  const [settings, { content }] = await Promise.all([readPrivacySettings(context.db), context.siteContent.get(language)]);
  return renderOnly({
    notice: buildPrivacyNotice(privacyFactsOf(content, context.privacy, settings), language),
    owner: settings.privacy[language],
    siteUrl: context.siteUrl,
    alternates: { en: paths.privacyNotice("en"), pt: paths.privacyNotice("pt") },
  });
}

/** The settings and the site content it is made from change the content version (a restart, the configuration). */
export const handle: PageHandle = { cacheable: true };

export function meta({ data: loaded, location, matches }: Route.MetaArgs) {
  const language = languageFromPath(location.pathname);
  const content = siteContentFromMatches(matches, language);
  const t = createTranslator(language);
  if (!loaded) return [{ title: `${t("privacyNotice")} | ${content.name}` }];
  const title = `${loaded.notice.title} | ${content.name}`;
  return buildPageMeta({
    siteUrl: loaded.siteUrl,
    language,
    path: paths.privacyNotice("en"),
    alternates: loaded.alternates,
    title,
    description: loaded.notice.description,
    siteName: content.seo.siteName,
    image: pageShareImage("home", content, language),
    extra: [
      breadcrumbJsonLd(loaded.siteUrl, [
        { name: t("home"), path: localizePath("/", language) },
        { name: loaded.notice.title, path: paths.privacyNotice(language) },
      ]),
    ],
  });
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const t = useT();
  return (
    <StatementView
      statement={loaderData.notice}
      owner={loaderData.owner}
      breadcrumb={
        <nav aria-label={t("breadcrumb")} className="text-sm text-slate-400">
          <a href={localizePath("/", language)} className="hover:text-white">
            {t("home")}
          </a>{" "}
          / <span aria-current="page">{loaderData.notice.title}</span>
        </nav>
      }
    />
  );
}

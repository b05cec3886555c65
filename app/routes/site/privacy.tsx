import { buildPrivacyNotice } from "#app/modules/privacy/privacy-notice.ts";
import { privacyFactsOf, readAcknowledgementsSetting, readPrivacySettings } from "#app/modules/privacy/privacy.service.server.ts";
import { languageFromPath } from "#app/lib/language.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { paths } from "#app/lib/paths.ts";
import { renderOnly } from "#app/lib/render-only-data.ts";
import type { Route } from "./+types/privacy";
import { StatementPage, statementMeta } from "./composition/statement-page.tsx";
import { newsletterPageAction } from "#app/modules/newsletter/newsletter-form-action.server.ts";

/** The privacy notice (issue 27), generated from the running configuration, the settings and the site content. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageFromPath(new URL(request.url).pathname);
  const [settings, acknowledgements, { content }, environment] = await Promise.all([
    readPrivacySettings(context.db),
    readAcknowledgementsSetting(context.db),
    context.siteContent.get(language),
    context.privacy(),
  ]);
  return renderOnly({
    statement: buildPrivacyNotice(privacyFactsOf(content, environment, settings, acknowledgements), language),
    owner: settings.privacy[language],
    siteUrl: context.siteUrl,
    alternates: { en: paths.privacyNotice("en"), pt: paths.privacyNotice("pt") },
  });
}

/** The newsletter's form in the footer (and at an article's end) posts here without script (issue 25). */
export const action = newsletterPageAction;

/** The settings and the site content it is made from change the content version (a restart, the configuration). */
export const handle: PageHandle = { cacheable: true };

export function meta({ data, location, matches }: Route.MetaArgs) {
  return statementMeta(data, { pathname: location.pathname, matches }, { fallbackTitle: "privacyNotice", pathOf: paths.privacyNotice });
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <StatementPage data={loaderData} />;
}

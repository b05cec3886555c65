import { buildAccessibilityStatement } from "#app/modules/privacy/accessibility-statement.ts";
import { readPrivacySettings } from "#app/modules/privacy/privacy.service.server.ts";
import { languageFromPath } from "#app/lib/language.ts";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { paths } from "#app/lib/paths.ts";
import { renderOnly } from "#app/lib/render-only-data.ts";
import type { Route } from "./+types/accessibility";
import { StatementPage, statementMeta } from "./composition/statement-page.tsx";
import { newsletterPageAction } from "#app/modules/newsletter/newsletter-form-action.server.ts";

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

/** The newsletter's form in the footer (and at an article's end) posts here without script (issue 25). */
export const action = newsletterPageAction;

/** Its paragraphs and the site content change the content version. */
export const handle: PageHandle = { cacheable: true };

export function meta({ data, location, matches }: Route.MetaArgs) {
  return statementMeta(data, { pathname: location.pathname, matches }, { fallbackTitle: "accessibilityStatement", pathOf: paths.accessibilityStatement });
}

export default function AccessibilityPage({ loaderData }: Route.ComponentProps) {
  return <StatementPage data={loaderData} />;
}

import { useRouteLoaderData } from "react-router";
import { getSiteContent } from "#app/content/site.ts";
import type { SiteContent } from "#app/content/site-content.ts";
import { type Language, languageFromPath } from "#app/lib/language.ts";
import { createTranslator, type Translate } from "#app/i18n/translate.ts";
import { useLanguage } from "#app/i18n/use-language.ts";

/**
 * The site content of the page's language, as the site layout's loader read it from the database
 * (ADR 023). Public pages render on the server only, so the whole content costs nothing in the HTML.
 * Without that loader's data (its error boundary) the shipped content stands in.
 */
export const SITE_LAYOUT_ROUTE_ID = "routes/site/layout";

interface LayoutData {
  content: SiteContent;
}

function contentOf(data: unknown, language: Language): SiteContent {
  return (data as Partial<LayoutData> | undefined)?.content ?? getSiteContent(language);
}

export function useSiteContent(): SiteContent {
  const language = useLanguage();
  return contentOf(useRouteLoaderData(SITE_LAYOUT_ROUTE_ID), language);
}

/** The same for `meta` functions, which get the matched routes' data instead of hooks. */
export function siteContentFromMatches(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>, language: Language): SiteContent {
  return contentOf(matches.find((match) => match?.id === SITE_LAYOUT_ROUTE_ID)?.data, language);
}

/** What a route's `meta` reads first: the page's language (from its path), the site content in it and its translator. */
export function metaContextOf(
  location: { pathname: string },
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
): { language: Language; content: SiteContent; t: Translate } {
  const language = languageFromPath(location.pathname);
  return { language, content: siteContentFromMatches(matches, language), t: createTranslator(language) };
}

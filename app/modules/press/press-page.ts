import type { MetaDescriptor } from "react-router";
import type { SiteContent } from "#app/content/site-content.ts";
import { type Language, languageFromPath } from "#app/lib/language.ts";
import { PAGE_PATHS, paths } from "#app/lib/paths.ts";
import { createTranslator } from "#app/i18n/translate.ts";
import { buildPageMeta } from "#app/modules/seo/page-meta.ts";
import { bookJsonLd, breadcrumbJsonLd } from "#app/modules/seo/structured-data.ts";
import { pageShareImage, type ShareCardPage } from "#app/modules/share-cards/share-card.ts";
import { siteContentFromMatches } from "#app/modules/site-content/use-site-content.ts";

/** The three press pages; each key is also its SEO entry in the content module (spec §2, §3). */
export type PressPageKey = "pressKit" | "mediaKit" | "museumLetter";

/** The share card of each page (ADR 025). */
const SHARE_CARD_OF: Record<PressPageKey, ShareCardPage> = {
  pressKit: "press-kit",
  mediaKit: "media-kit",
  museumLetter: "museum-letter",
};

/** Id of the home section the back button returns to (spec §2: "/#recognitions"). */
export const RECOGNITIONS_ANCHOR = "recognitions";

/** "/#recognitions" in English, "/pt#recognitions" in Portuguese; the home itself when the owner hides that section (issue 28). */
export function recognitionsHref(language: Language, shown = true): string {
  return shown ? paths.homeSection(RECOGNITIONS_ANCHOR, language) : paths.page("home", language);
}

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/).length;
}

/** "JPEG", "PNG", "WEBP" from an image path, for the download link's file note. */
export function imageFormat(src: string): string {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(src)?.[1]?.toLowerCase() ?? "";
  return extension === "jpg" ? "JPEG" : extension.toUpperCase();
}

/**
 * Title, description and keywords from the page's SEO entry in its language, canonical, hreflang,
 * Open Graph, Twitter card and a BreadcrumbList (Home > page).
 */
/** The `meta` of a press page's route: its SEO entry in the page's language (below). */
export function pressRouteMeta(key: PressPageKey) {
  return ({ data, location, matches }: { data: { siteUrl: string } | undefined; location: { pathname: string }; matches: Parameters<typeof siteContentFromMatches>[0] }) =>
    pressPageMeta(key, location.pathname, data?.siteUrl, siteContentFromMatches(matches, languageFromPath(location.pathname)));
}

export function pressPageMeta(key: PressPageKey, pathname: string, siteUrl: string | undefined, content: SiteContent): MetaDescriptor[] {
  const language = languageFromPath(pathname);
  const seo = content.seo.pages[key];
  if (!siteUrl) return [{ title: seo.title }, { name: "description", content: seo.description }];
  const t = createTranslator(language);
  const path = PAGE_PATHS[key];
  return buildPageMeta({
    siteUrl,
    language,
    path,
    title: seo.title,
    description: seo.description,
    keywords: seo.keywords,
    siteName: content.seo.siteName,
    image: pageShareImage(SHARE_CARD_OF[key], content, language),
    extra: [
      breadcrumbJsonLd(siteUrl, [
        { name: t("home"), path: paths.page("home", language) },
        { name: content[key].title, path: paths.page(key, language) },
      ]),
      // The media kit presents the book (spec §2): title, language, formats and the bookstore.
      ...(key === "mediaKit" ? [bookJsonLd(siteUrl, content)] : []),
    ],
  });
}

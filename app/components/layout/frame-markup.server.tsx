import { renderToString } from "react-dom/server";
import type { SiteContent } from "#app/content/site-content.ts";
import type { Language } from "#app/lib/language.ts";
import { createTranslator } from "#app/i18n/translate.ts";
import type { FrameMarkup } from "./site-frame.tsx";
import { copyrightYear, FooterContent } from "./site-footer.tsx";
import { DrawerContent, MainNavList, type NavLink } from "./site-header.tsx";

/**
 * The parts of the site frame that depend only on the site content and the language (the navigation,
 * the drawer, the footer), rendered to strings once per content version and language (ADR 030):
 * about 100 of an article page's 210 elements, which every page render would otherwise render again.
 * Rendered with the page renderer's own string renderer, so that the page's bytes are the same.
 */
export function renderFrameMarkup(
  content: SiteContent,
  language: Language,
  pageLinks: { header: readonly NavLink[]; footer: readonly NavLink[] } = { header: [], footer: [] },
): FrameMarkup {
  const t = createTranslator(language);
  return {
    mainNav: renderToString(<MainNavList language={language} t={t} extra={pageLinks.header} shown={content.showOnSite} />),
    drawer: renderToString(<DrawerContent language={language} t={t} extra={pageLinks.header} shown={content.showOnSite} />),
    footer: renderToString(<FooterContent content={content} language={language} t={t} pageLinks={pageLinks.footer} />),
  };
}

/** The key under which the frame's markup is kept with the content (the footer names the year). */
export function frameMarkupKey(): string {
  return `site-frame-markup:${copyrightYear()}`;
}

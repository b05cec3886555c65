import { Prerendered } from "#app/components/prerendered.tsx";
import { SocialIcon, socialRel } from "../social-icon.tsx";
import type { SiteContent } from "#app/content/site-content.ts";
import { type Language, localizePath } from "#app/lib/language.ts";
import { paths } from "#app/lib/paths.ts";
import type { Translate } from "#app/i18n/translate.ts";
import { NAV_SECTIONS, shownSections } from "./home-sections.ts";
import { SectionLink } from "./section-link.tsx";
import type { NavLink } from "./site-header.tsx";

/** The year the footer's copyright names: part of the key of its prerendered markup (frame-markup.server.tsx). */
export function copyrightYear(): number {
  return new Date().getFullYear();
}

/** Pages the footer lists beside the home's sections: what journalists and organisers come for. */
const FOOTER_PAGES = { talksPage: "/talks", pressKit: "/press-kit", mediaKit: "/media-kit" } as const;

/** Footer: description, navigation, connect links (new tab), the current year (spec §2). */
export function SiteFooter({ content, language, t, html }: { content: SiteContent; language: Language; t: Translate; html?: string }) {
  return (
    <Prerendered as="footer" html={html} className="border-t border-white/10 bg-panel/60" data-print="hide">
      <FooterContent content={content} language={language} t={t} />
    </Prerendered>
  );
}

/** What the footer holds, which depends only on the site content, the language and the year. */
export function FooterContent({ content, language, t, pageLinks = [] }: { content: SiteContent; language: Language; t: Translate; pageLinks?: readonly NavLink[] }) {
  return (
    <>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-3">
        <div>
          <p className="font-display text-xl text-white">{content.name}</p>
          <p className="mt-3 text-sm leading-6 text-slate-300">{content.footer.description}</p>
        </div>
        <nav aria-label={t("navigation")}>
          <h2 className="text-sm font-semibold tracking-wider text-amber-200 uppercase">{t("navigation")}</h2>
          <ul className="mt-4 grid grid-cols-2 gap-2 text-sm">
            {shownSections(NAV_SECTIONS, content.showOnSite).map((id) => (
              <li key={id}>
                <SectionLink id={id} language={language} className="text-slate-300 hover:text-white hover:underline">
                  {t(id)}
                </SectionLink>
              </li>
            ))}
            <li>
              <a href={localizePath("/articles", language)} className="text-slate-300 hover:text-white hover:underline">
                {t("articles")}
              </a>
            </li>
            {(["talksPage", "pressKit", "mediaKit"] as const).map((key) => (
              <li key={key}>
                <a href={localizePath(FOOTER_PAGES[key], language)} className="text-slate-300 hover:text-white hover:underline">
                  {t(key)}
                </a>
              </li>
            ))}
            <li>
              <a href={language === "pt" ? "/pt/rss.xml" : "/rss.xml"} className="text-slate-300 hover:text-white hover:underline">
                RSS
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-amber-200 uppercase">{t("connect")}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {content.contact.links.map((link) => (
              <li key={link.kind}>
                <a href={link.href} target="_blank" rel={socialRel(link.kind)} className="inline-flex items-center gap-2 text-slate-300 hover:text-white hover:underline">
                  <SocialIcon kind={link.kind} />
                  {link.label}
                  <span className="sr-only"> {t("opensInNewTab")}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/5">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-6 text-xs text-slate-400 sm:px-6">
          <p>
            © <span data-testid="footer-year">{copyrightYear()}</span> {content.footer.copyrightHolder}
          </p>
          <nav aria-label={t("legalLinks")}>
            <ul className="flex flex-wrap gap-4">
              {pageLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="text-slate-300 underline-offset-4 hover:text-white hover:underline">
                    {link.title}
                  </a>
                </li>
              ))}
              <li>
                <a href={paths.privacyNotice(language)} className="text-slate-300 underline-offset-4 hover:text-white hover:underline">
                  {t("privacyNotice")}
                </a>
              </li>
              <li>
                <a href={paths.accessibilityStatement(language)} className="text-slate-300 underline-offset-4 hover:text-white hover:underline">
                  {t("accessibilityStatement")}
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </>
  );
}

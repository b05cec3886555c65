import type { ReactNode } from "react";
import { Link } from "react-router";
import { getSiteContent } from "#app/content/site.ts";
import { type Language, localizePath } from "#app/i18n/language.ts";
import type { Translate } from "#app/i18n/translate.ts";
import { LanguageSwitch } from "./language-switch.tsx";

/** Header, main landmark and footer around every public page. */
export function SiteFrame({ language, t, children }: { language: Language; t: Translate; children: ReactNode }) {
  const content = getSiteContent(language);
  const year = new Date().getFullYear();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-amber-300 px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("skipToContent")}
      </a>
      <header className="sticky top-0 z-40 border-b border-white/10 bg-ink/85 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to={localizePath("/", language)} className="font-display text-lg text-white focus-visible:outline-2 focus-visible:outline-amber-300">
            {content.name}
          </Link>
          <div className="flex items-center gap-3 sm:gap-6">
            <nav aria-label={t("mainNavigation")}>
              <ul className="flex items-center gap-4 text-sm text-slate-300">
                <li>
                  <Link to={localizePath("/", language)} className="hover:text-white focus-visible:outline-2 focus-visible:outline-amber-300">
                    {t("home")}
                  </Link>
                </li>
                <li>
                  <Link to={localizePath("/articles", language)} className="hover:text-white focus-visible:outline-2 focus-visible:outline-amber-300">
                    {t("articles")}
                  </Link>
                </li>
              </ul>
            </nav>
            <LanguageSwitch language={language} label={t("language")} />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <footer className="border-t border-white/10 bg-panel/60">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-10 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {year} {content.footer.copyrightHolder}
          </p>
          <a
            href={language === "pt" ? "/pt/rss.xml" : "/rss.xml"}
            className="text-slate-300 underline-offset-4 hover:text-white hover:underline"
          >
            {t("rssFeed")}
          </a>
        </div>
      </footer>
    </div>
  );
}

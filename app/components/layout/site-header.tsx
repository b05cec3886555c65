import { useCallback, useState } from "react";
import { Link } from "react-router";
import { type Language, localizePath } from "#app/i18n/language.ts";
import type { Translate } from "#app/i18n/translate.ts";
import { NAV_SECTIONS } from "#app/modules/home/sections.ts";
import { useScrolledPast } from "#app/modules/home/use-scroll.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { MobileDrawer } from "./mobile-drawer.tsx";
import { SectionLink } from "./section-link.tsx";

const LINK = "rounded px-1 py-1 text-slate-200 transition hover:text-white focus-visible:outline-2 focus-visible:outline-amber-300";

/** Fixed header: transparent at the top, a blurred solid bar with a shadow past 50 px (spec §2). */
export function SiteHeader({ name, language, t }: { name: string; language: Language; t: Translate }) {
  const scrolled = useScrolledPast();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,backdrop-filter] duration-300 ${
        scrolled ? "bg-ink/85 shadow-lg shadow-black/40 backdrop-blur-md" : "bg-transparent"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={localizePath("/", language)} className="font-display text-lg whitespace-nowrap text-white focus-visible:outline-2 focus-visible:outline-amber-300">
          {name}
        </Link>
        <nav aria-label={t("mainNavigation")} className="hidden lg:block">
          <ul className="flex items-center gap-5 text-sm">
            {NAV_SECTIONS.map((id) => (
              <li key={id}>
                <SectionLink id={id} language={language} className={LINK}>
                  {t(id)}
                </SectionLink>
              </li>
            ))}
            <li>
              <Link to={localizePath("/articles", language)} className={LINK}>
                {t("articles")}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          <LanguageSwitch language={language} label={t("language")} />
          <button
            type="button"
            onClick={() => setOpen(true)}
            aria-expanded={open}
            aria-label={t("openMenu")}
            className="rounded-full p-2 text-slate-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-amber-300 lg:hidden"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M4 7h16M4 12h16M4 17h16" />
            </svg>
          </button>
        </div>
      </div>
      <MobileDrawer open={open} onClose={close} label={t("mainNavigation")} closeLabel={t("closeMenu")}>
        <nav aria-label={t("mainNavigation")}>
          <ul className="flex flex-col gap-1 text-lg">
            {NAV_SECTIONS.map((id) => (
              <li key={id}>
                <SectionLink id={id} language={language} onNavigate={close} className="block rounded-lg px-3 py-2.5 text-slate-100 hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-amber-300">
                  {t(id)}
                </SectionLink>
              </li>
            ))}
            <li>
              <Link
                to={localizePath("/articles", language)}
                onClick={close}
                className="block rounded-lg px-3 py-2.5 text-slate-100 hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-amber-300"
              >
                {t("articles")}
              </Link>
            </li>
          </ul>
        </nav>
      </MobileDrawer>
    </header>
  );
}

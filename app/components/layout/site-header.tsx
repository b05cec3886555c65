import { type Language, localizePath } from "#app/lib/language.ts";
import type { Translate } from "#app/i18n/translate.ts";
import { island } from "#app/components/island.ts";
import type { HomeSectionsShown } from "#app/content/site-content.ts";
import { NAV_SECTIONS, shownSections } from "./home-sections.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { Prerendered } from "#app/components/prerendered.tsx";
import { MOBILE_DRAWER_ID, MobileDrawer, MobileDrawerPanel } from "./mobile-drawer.tsx";
import { SectionLink } from "./section-link.tsx";
import { LineIcon } from "#app/components/line-icon.tsx";

const LINK = "rounded px-1 py-1 whitespace-nowrap text-slate-200 transition hover:text-white focus-visible:outline-2 focus-visible:outline-amber-300";
const DRAWER_LINK = "block rounded-lg px-3 py-2.5 text-slate-100 hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-amber-300";

/** The header's parts that depend only on the language, rendered once (frame-markup.server.tsx, ADR 030). */
export interface HeaderMarkup {
  mainNav: string;
  drawer: string;
}

/**
 * The home's sections, then the pages journalists and organisers look for (articles, talks, the press
 * kit; the drawer adds the media kit, which the wide header leaves to the press kit and the footer).
 */
/** A link to one of the owner's pages in the header or the footer (issue 27). */
export interface NavLink {
  title: string;
  href: string;
}

function NavItems({
  language,
  t,
  linkClassName,
  drawer = false,
  extra = [],
  shown,
}: {
  language: Language;
  t: Translate;
  linkClassName: string;
  drawer?: boolean;
  extra?: readonly NavLink[];
  /** The owner's "show on the site" switches (issue 28): a hidden section is not linked. */
  shown?: HomeSectionsShown;
}) {
  return (
    <>
      {shownSections(NAV_SECTIONS, shown).map((id) => (
        <li key={id}>
          <SectionLink id={id} language={language} className={linkClassName}>
            {t(id)}
          </SectionLink>
        </li>
      ))}
      <li>
        <a href={localizePath("/articles", language)} className={linkClassName}>
          {t("articles")}
        </a>
      </li>
      {/* The wide header has room for these two from xl; below, the drawer and the footer offer them. */}
      <li className={drawer ? undefined : "hidden xl:list-item"}>
        <a href={localizePath("/talks", language)} className={linkClassName}>
          {t("talksPage")}
        </a>
      </li>
      <li className={drawer ? undefined : "hidden xl:list-item"}>
        <a href={localizePath("/press-kit", language)} className={linkClassName}>
          {t("pressKit")}
        </a>
      </li>
      {drawer ? (
        <li>
          <a href={localizePath("/media-kit", language)} className={linkClassName}>
            {t("mediaKit")}
          </a>
        </li>
      ) : null}
      {extra.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={linkClassName}>
            {link.title}
          </a>
        </li>
      ))}
    </>
  );
}

/** The content of the wide screens' navigation. */
export function MainNavList({ language, t, extra, shown }: { language: Language; t: Translate; extra?: readonly NavLink[]; shown?: HomeSectionsShown }) {
  return (
    <ul className="flex items-center gap-4 text-sm xl:gap-5">
      <NavItems language={language} t={t} linkClassName={LINK} extra={extra} shown={shown} />
    </ul>
  );
}

/** The content of the phone drawer: its close button and the navigation. */
export function DrawerContent({ language, t, extra, shown }: { language: Language; t: Translate; extra?: readonly NavLink[]; shown?: HomeSectionsShown }) {
  return (
    <MobileDrawerPanel label={t("mainNavigation")} closeLabel={t("closeMenu")}>
      <nav aria-label={t("mainNavigation")}>
        <ul className="flex flex-col gap-1 text-lg">
          <NavItems language={language} t={t} linkClassName={DRAWER_LINK} drawer extra={extra} shown={shown} />
        </ul>
      </nav>
    </MobileDrawerPanel>
  );
}

/**
 * Fixed header: transparent at the top, a blurred solid bar with a shadow past 50 px (spec §2; the
 * header island sets `data-scrolled`), and the menu button of the phone drawer. The bar is opaque: at
 * 85% a heading scrolled under it showed through (issue 30).
 */
export function SiteHeader({ name, language, t, markup, shown }: { name: string; language: Language; t: Translate; markup?: HeaderMarkup; shown?: HomeSectionsShown }) {
  return (
    <header
      {...island("header")}
      data-scrolled="false"
      className="fixed inset-x-0 top-0 z-40 bg-transparent transition-[background-color,box-shadow,backdrop-filter] duration-300 data-[scrolled=true]:bg-ink data-[scrolled=true]:shadow-lg data-[scrolled=true]:shadow-black/40 data-[scrolled=true]:backdrop-blur-md"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <a href={localizePath("/", language)} className="font-display text-lg whitespace-nowrap text-white focus-visible:outline-2 focus-visible:outline-amber-300">
          {name}
        </a>
        <Prerendered as="nav" html={markup?.mainNav} aria-label={t("mainNavigation")} className="hidden lg:block">
          <MainNavList language={language} t={t} shown={shown} />
        </Prerendered>
        <div className="flex items-center gap-3">
          <LanguageSwitch language={language} label={t("language")} />
          <button
            type="button"
            data-drawer-toggle=""
            popoverTarget={MOBILE_DRAWER_ID}
            aria-label={t("openMenu")}
            className="rounded-full p-2 text-slate-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-amber-300 lg:hidden"
          >
            <LineIcon d="M4 7h16M4 12h16M4 17h16" className="h-6 w-6" />
          </button>
        </div>
      </div>
      <MobileDrawer html={markup?.drawer}>
        <DrawerContent language={language} t={t} shown={shown} />
      </MobileDrawer>
    </header>
  );
}

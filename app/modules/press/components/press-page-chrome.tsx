import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Language } from "#app/lib/language.ts";
import type { Translate } from "#app/i18n/translate.ts";
import { island } from "#app/components/island.ts";
import { recognitionsHref } from "#app/modules/press/press-page.ts";
import { ErrorReference } from "#app/components/error-reference.tsx";
import { useSiteContent } from "#app/modules/site-content/use-site-content.ts";
import type { PressContact } from "#app/content/site-content.ts";
import { useLanguage, useT } from "#app/i18n/use-language.ts";
import { ContactCard } from "./contact-card.tsx";
import { DownloadIcon } from "./press-media.tsx";

/** Page width and rhythm shared by the three press pages (max width 6xl, as the articles pages). */
export function PressPageContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">{children}</div>;
}

/**
 * The spec's back button: to the recognitions section of the home page, in the page's language. Its
 * label does not assume the visitor came from there (many arrive from a search engine).
 */
export function BackToRecognitions({ language, t }: { language: Language; t: Translate }) {
  const shown = useSiteContent().showOnSite.recognitions;
  return (
    <Link
      to={recognitionsHref(language, shown)}
      data-print="hide"
      className="inline-flex items-center gap-2 rounded-full border border-white/15 px-4 py-2 text-sm text-slate-200 transition hover:border-amber-300/60 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
    >
      <span aria-hidden="true">←</span> {t("kitsBackToHome")}
    </Link>
  );
}

/** Opens the browser's print dialog (print or save as PDF; the print island); hidden on paper and without script. */
export function PrintButton({ t }: { t: Translate }) {
  return (
    <button
      type="button"
      data-print="hide"
      {...island("print")}
      // Invisible, not absent, until the island makes it work: its place is kept, so nothing moves
      // when it appears (the page's layout shift stays 0), and without script it is not offered.
      className="invisible inline-flex items-center gap-2 rounded-full border border-amber-300/50 px-4 py-2 text-sm font-medium text-amber-200 transition hover:border-amber-300 hover:bg-amber-300/10 hover:text-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M7 9V3h10v6M7 18H5a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" strokeLinejoin="round" />
        <path d="M7 14h10v7H7z" strokeLinejoin="round" />
      </svg>
      {t("print")}
    </button>
  );
}

/** Eyebrow, the page's h1, an optional introduction, a row of details and actions; an optional aside on the right. */
export function PressPageHeader(props: {
  eyebrow: ReactNode;
  title: string;
  intro?: string;
  children?: ReactNode;
  aside?: ReactNode;
}) {
  const header = (
    <header className="max-w-3xl">
      <p className="text-sm font-semibold tracking-[0.2em] text-amber-300 uppercase">{props.eyebrow}</p>
      <h1 className="mt-4 font-display text-4xl leading-tight text-white sm:text-6xl">{props.title}</h1>
      {props.intro ? <p className="mt-6 text-lg leading-8 text-slate-300 sm:text-xl sm:leading-9">{props.intro}</p> : null}
      {props.children ? <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">{props.children}</div> : null}
    </header>
  );
  if (!props.aside) return <div className="mt-10 sm:mt-12">{header}</div>;
  return (
    <div className="mt-10 grid gap-12 sm:mt-12 lg:grid-cols-12 lg:items-end lg:gap-16">
      <div className="lg:col-span-7">{header}</div>
      <div className="lg:col-span-5">{props.aside}</div>
    </div>
  );
}

/**
 * The press kit's and the media kit's header: the way back, the name, the title and introduction with the
 * contact beside them, the date of the last update, then print, the zip and `children` (more actions).
 */
export function PressKitHeader(props: {
  name: string;
  title: string;
  intro: string;
  contact: { id: string; title: string; card: PressContact };
  updated: { iso: string; label: string };
  language: Language;
  t: Translate;
  children?: ReactNode;
}) {
  const { contact, updated, t } = props;
  return (
    <>
      <BackToRecognitions language={props.language} t={t} />
      <PressPageHeader
        eyebrow={props.name}
        title={props.title}
        intro={props.intro}
        aside={
          <PressAside id={contact.id} title={contact.title}>
            <ContactCard contact={contact.card} t={t} />
          </PressAside>
        }
      >
        <p className="text-sm text-slate-300">
          <time dateTime={updated.iso}>{updated.label}</time>
        </p>
        <PrintButton t={t} />
        <PressKitDownload t={t} />
        {props.children}
      </PressPageHeader>
    </>
  );
}

/** A small titled block beside the page header, e.g. the press contact. */
export function PressAside({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-sm font-semibold tracking-[0.2em] text-slate-300 uppercase">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A titled part of a press page: `<section>` named by its h2, an optional note or link beside the title. */
export function PressSection(props: { id: string; title: string; aside?: ReactNode; children: ReactNode; className?: string }) {
  const headingId = `${props.id}-heading`;
  return (
    <section
      id={props.id}
      aria-labelledby={headingId}
      className={`mt-16 border-t border-white/10 pt-12 sm:mt-20 sm:pt-16 ${props.className ?? ""}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-3">
        <h2 id={headingId} className="font-display text-3xl leading-tight text-white sm:text-4xl">
          {props.title}
        </h2>
        {props.aside}
      </div>
      <div className="mt-8 sm:mt-10">{props.children}</div>
    </section>
  );
}

/** A link in the amber accent, for cross-references between the press pages. */
export function PressLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 text-amber-300 underline decoration-amber-300/40 underline-offset-4 hover:decoration-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
    >
      {children}
      <span aria-hidden="true" className="inline-block">
        →
      </span>
    </Link>
  );
}

/** Where the press-kit ZIP is downloaded (server/api/press-kit.ts). */
export const PRESS_KIT_ZIP_PATH = "/api/press-kit.zip";

/** The one-click press-kit download: photos in web and print sizes with their credit, bios, book sheet, contact. */
export function PressKitDownload({ t }: { t: Translate }) {
  return (
    <div className="flex max-w-xl flex-col gap-1" data-print="hide">
      <a
        href={PRESS_KIT_ZIP_PATH}
        download
        className="inline-flex w-fit items-center gap-2 rounded-full bg-amber-300 px-5 py-2.5 text-sm font-semibold text-ink hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
      >
        <DownloadIcon strokeWidth="2" />
        {t("downloadPressKit")}
      </a>
      <p className="text-xs leading-5 text-slate-400">{t("downloadPressKitNote")}</p>
    </div>
  );
}

/** What a press page shows if it fails to render (it reads static content, so this is a last resort). */
export function PressPageError({ language, t }: { language: Language; t: Translate }) {
  return (
    <PressPageContainer>
      <title>{t("pageError")}</title>
      <meta name="robots" content="noindex" />
      <BackToRecognitions language={language} t={t} />
      <h1 className="mt-10 font-display text-4xl text-white">{t("pageError")}</h1>
      <ErrorReference />
    </PressPageContainer>
  );
}

/** The `ErrorBoundary` of the three press pages, in the page's language. */
export function PressPageErrorBoundary() {
  const language = useLanguage();
  const t = useT();
  return <PressPageError language={language} t={t} />;
}

import type { ReactNode } from "react";
import type { SiteContent } from "#app/content/site-content.ts";
import type { Language } from "#app/lib/language.ts";
import type { Translate } from "#app/i18n/translate.ts";
import { island } from "#app/components/island.ts";
import { LanguageSuggestion } from "./language-suggestion.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { type HeaderMarkup, SiteHeader } from "./site-header.tsx";
import { LineIcon } from "#app/components/line-icon.tsx";

/** The frame's parts rendered once per content version and language (frame-markup.server.tsx, ADR 030). */
export interface FrameMarkup extends HeaderMarkup {
  footer: string;
}

/** A toast the server shows, e.g. after a form was sent without script (spec §2 toast area). */
export interface FlashToast {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

const TOAST_VARIANTS = {
  default: "border-white/15 bg-slate-900 text-slate-100",
  destructive: "border-red-400/50 bg-red-950 text-red-50",
} as const;

/**
 * The notification area (spec §2): top of the screen on phones, bottom-right and at most 420 px wide
 * from md screens; F8 focuses it. The toasts island shows and dismisses toasts in it.
 */
function Toasts({ t, flash }: { t: Translate; flash?: FlashToast }) {
  const label = t("notifications");
  return (
    <div role="region" aria-label={`${label} (F8)`}>
      <ol
        data-slot="toast-viewport"
        tabIndex={-1}
        data-close-label={t("dismiss")}
        {...island("toasts")}
        className="pointer-events-none fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none md:top-auto md:right-0 md:bottom-0 md:max-w-[420px] md:flex-col"
      >
        {flash ? (
          <li
            data-slot="toast"
            data-variant={flash.variant ?? "default"}
            role="status"
            aria-atomic="true"
            className={`toast pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-xl shadow-black/40 ${TOAST_VARIANTS[flash.variant ?? "default"]}`}
          >
            <div className="grid gap-1">
              <p className="text-sm font-semibold">{flash.title}</p>
              {flash.description ? (
                <>
                  {" "}
                  <p className="text-sm opacity-90">{flash.description}</p>
                </>
              ) : null}
            </div>
            <button
              type="button"
              data-toast-close=""
              aria-label={t("dismiss")}
              className="absolute top-3 right-3 inline-flex size-7 cursor-pointer items-center justify-center rounded-md opacity-80 transition hover:bg-white/10 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
            >
              <LineIcon d="M18 6 6 18M6 6l12 12" className="size-4" />
            </button>
          </li>
        ) : null}
      </ol>
    </div>
  );
}

/** Header, main landmark, footer and toasts around every public page. */
export function SiteFrame({
  content,
  language,
  t,
  children,
  overlapHeader = false,
  flash,
  suggestPortuguese = false,
  markup,
  analytics = false,
  beforeFooter,
}: {
  content: SiteContent;
  language: Language;
  t: Translate;
  children: ReactNode;
  /** The page starts under the transparent header (the home hero); others are padded below it. */
  overlapHeader?: boolean;
  flash?: FlashToast;
  /** An English page that exists: a first-time visitor whose browser asks for Portuguese is offered its Portuguese version. */
  suggestPortuguese?: boolean;
  /** The frame's parts as rendered before for this content and language; without it they are rendered here. */
  markup?: FrameMarkup;
  /** The site counts views (ANALYTICS is not off): the analytics island is named (issue 24). */
  analytics?: boolean;
  /** Shown above the footer on every page (the newsletter's form). */
  beforeFooter?: ReactNode;
}) {
  return (
    <div className={`flex min-h-screen flex-col ${overlapHeader ? "pb-16 md:pb-0" : ""}`}>
      <a
        href="#main"
        className="sr-only z-[60] rounded bg-amber-300 px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("skipToContent")}
      </a>
      <SiteHeader name={content.name} language={language} t={t} markup={markup} shown={content.showOnSite} />
      <main id="main" tabIndex={-1} className={`flex-1 outline-none ${overlapHeader ? "" : "pt-16"}`}>
        {children}
      </main>
      {beforeFooter}
      <SiteFooter content={content} language={language} t={t} html={markup?.footer} />
      <Toasts t={t} flash={flash} />
      {suggestPortuguese && language === "en" ? <LanguageSuggestion /> : null}
      {analytics ? <template {...island("analytics")} /> : null}
    </div>
  );
}

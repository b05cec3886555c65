import { HTML_LANG, HREFLANG } from "#app/lib/language.ts";
import { createTranslator } from "#app/i18n/translate.ts";
import { island } from "#app/components/island.ts";

const suggestion = createTranslator("pt");

/**
 * The offer of the Portuguese page to a first-time visitor whose browser asks for Portuguese (ADR 026),
 * written in Portuguese. It is a `<template>`: crawlers and visitors without script never see it; the
 * language-suggestion island decides whether to show it (no stored language, not dismissed before,
 * the browser's first language Portuguese, a Portuguese version of this page) and fills in the link.
 * It floats at the bottom of the screen, so that nothing on the page moves when it appears.
 */
export function LanguageSuggestion() {
  return (
    <template {...island("language-suggestion")}>
      <section
        lang={HTML_LANG.pt}
        aria-label={suggestion("suggestPortugueseLabel")}
        data-language-suggestion=""
        className="fixed inset-x-4 bottom-20 z-50 flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border border-amber-300/40 bg-slate-900 p-4 text-sm text-slate-100 shadow-xl shadow-black/50 md:right-auto md:bottom-6 md:left-6 md:max-w-md"
      >
        <p className="w-full">{suggestion("suggestPortuguese")}</p>
        <a
          href="/pt"
          hrefLang={HREFLANG.pt}
          data-language="pt"
          className="inline-flex min-h-11 items-center rounded-full bg-amber-300 px-5 py-2 font-semibold text-ink hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
        >
          {suggestion("suggestPortugueseLink")}
        </a>
        <button
          type="button"
          data-language-suggestion-dismiss=""
          className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-white/20 px-5 py-2 text-slate-200 hover:border-white/40 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
        >
          {suggestion("suggestPortugueseDismiss")}
        </button>
      </section>
    </template>
  );
}

import type { Translate } from "#app/i18n/translate.ts";
import { island } from "#app/components/island.ts";

/**
 * Search box whose query lives in the URL (`?q=`): a GET form, so it is shareable and the back button
 * works. The article-search island makes the list follow the text as it is typed and adds the clear
 * (x) button; `regions` names the parts of the page it refreshes.
 */
export function ArticleSearch({ q, category, action, regions, t }: { q: string; category: string | null; action: string; regions: string[]; t: Translate }) {
  return (
    <form method="get" action={action} role="search" {...island("article-search")} data-regions={regions.join(" ")} className="relative w-full max-w-md">
      <label htmlFor="article-search" className="sr-only">
        {t("searchLabel")}
      </label>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 fill-slate-400">
        <path d="M8.5 3a5.5 5.5 0 1 0 3.27 9.93l3.65 3.65 1.06-1.06-3.65-3.65A5.5 5.5 0 0 0 8.5 3Zm-4 5.5a4 4 0 1 1 8 0 4 4 0 0 1-8 0Z" />
      </svg>
      <input
        id="article-search"
        type="search"
        name="q"
        defaultValue={q}
        placeholder={t("searchPlaceholder")}
        autoComplete="off"
        enterKeyHint="search"
        className="w-full rounded-full border border-white/15 bg-panel py-3 pr-12 pl-12 text-base text-white placeholder:text-slate-400 focus:border-amber-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-300/60 [&::-webkit-search-cancel-button]:hidden"
      />
      {category ? <input type="hidden" name="category" value={category} /> : null}
      <button
        type="button"
        hidden
        data-search-clear=""
        aria-label={t("clearSearch")}
        className="absolute top-1/2 right-3 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-slate-300 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-300"
      >
        <span aria-hidden="true" className="text-xl leading-none">×</span>
      </button>
    </form>
  );
}

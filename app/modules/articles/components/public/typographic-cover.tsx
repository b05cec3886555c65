import type { Translate } from "#app/i18n/translate.ts";

/**
 * The cover of an article without a cover image (issue 30): a typographic card in the site's palette
 * that never repeats what is printed beside it, only the category (or "Article") under a pilcrow set in
 * the display face. Decorative. The reading time is printed under a card's title and above a page's, so
 * the band leaves it out: beside it on a narrow card it cut a Portuguese category short ("TENDÊNCIAS …").
 */
export function TypographicCover({ categoryName, t, size = "card" }: { categoryName: string | null; t: Translate; size?: "card" | "page" }) {
  const page = size === "page";
  return (
    <div
      aria-hidden="true"
      data-typographic-cover
      className={`relative flex h-full w-full flex-col justify-between overflow-hidden bg-gradient-to-br from-slate-800 via-slate-900 to-amber-950/70 ${page ? "p-6 sm:p-8" : "p-5"}`}
    >
      <span className={`self-end font-display leading-none text-amber-300/80 ${page ? "text-6xl sm:text-7xl" : "text-5xl"}`}>¶</span>
      <span className="flex items-center gap-3 text-xs font-semibold tracking-[0.18em] text-amber-100/90 uppercase">
        <span className="h-px w-8 shrink-0 bg-amber-300/70" />
        <span>{categoryName ?? t("articleKind")}</span>
      </span>
    </div>
  );
}

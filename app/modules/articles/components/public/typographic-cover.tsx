import type { Translate } from "#app/i18n/translate.ts";

/**
 * The cover of an article without a cover image (issue 30): a typographic card in the site's palette
 * that never repeats the title printed right below it, only the category (or "Article") and, on a card,
 * the reading time, under a pilcrow set in the display face. Decorative: the same facts are in the text
 * beside it (the article page prints the reading time just above, so its band leaves it out).
 */
export function TypographicCover({ categoryName, readingMinutes, t, size = "card" }: { categoryName: string | null; readingMinutes: number; t: Translate; size?: "card" | "page" }) {
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
        <span className="truncate">{categoryName ?? t("articleKind")}</span>
        {page ? null : (
          <>
            <span className="text-amber-300/70">·</span>
            <span className="shrink-0 tracking-widest normal-case">{t("minRead", { n: readingMinutes })}</span>
          </>
        )}
      </span>
    </div>
  );
}

import { Tooltip } from "#app/components/tooltip.tsx";
import type { Translate } from "#app/i18n/translate.ts";
import { island } from "#app/components/island.ts";
import type { HomeSectionsShown } from "#app/content/site-content.ts";
import { isSectionShown } from "#app/components/layout/home-sections.ts";
import { LineIcon } from "#app/components/line-icon.tsx";

const MENU_ID = "floating-contact-menu";
const ITEM = "block w-full px-5 py-3 text-left text-slate-100 hover:bg-white/5 focus-visible:bg-white/10 focus-visible:outline-none";

/**
 * Appears once the hero's bottom is within 100 px of the viewport top; a two-item menu (spec §2). The
 * floating-contact island shows it and runs the menu; without script it stays hidden (the page's own
 * links reach both sections). Only on screens wide enough to keep it in the margin beside the content
 * (xl): on phones the bottom bar already offers Contact, and between the two it would cover text or a
 * form field (the header's navigation reaches both sections there).
 */
export function FloatingContact({ t, shown }: { t: Translate; shown?: HomeSectionsShown }) {
  // Issue 28: an item for each of the two sections that shows; none when both are hidden.
  const items = [
    { section: "speaking" as const, label: t("inviteToSpeak") },
    { section: "contact" as const, label: t("contact") },
  ].filter((item) => isSectionShown(shown, item.section));
  if (items.length === 0) return null;
  return (
    <div
      hidden
      {...island("floating-contact")}
      data-open="false"
      data-print="hide"
      className="group fixed right-8 bottom-8 z-30 flex flex-col items-end gap-3 max-xl:hidden!"
    >
      <ul id={MENU_ID} data-floating-menu="" hidden aria-label={t("contactMenu")} className="w-56 overflow-hidden rounded-2xl border border-white/10 bg-panel shadow-2xl">
        {items.map((item) => (
          <li key={item.section}>
            <button type="button" data-section={item.section} className={ITEM}>
              {item.label}
            </button>
          </li>
        ))}
      </ul>
      <Tooltip label={t("contactMenu")} side="left">
        <button
          type="button"
          data-floating-toggle=""
          aria-expanded="false"
          aria-label={t("contactMenu")}
          className="flex h-14 w-14 items-center justify-center rounded-full bg-amber-300 text-ink shadow-xl shadow-black/40 transition hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
        >
          <LineIcon d="M4 5h16v11H8l-4 4z" className="h-6 w-6 group-data-[open=true]:hidden" />
          <LineIcon d="M6 6l12 12M18 6L6 18" className="hidden h-6 w-6 group-data-[open=true]:block" />
        </button>
      </Tooltip>
    </div>
  );
}

import type { Translate } from "#app/i18n/translate.ts";
import { island } from "#app/components/island.ts";
import type { HomeSectionsShown } from "#app/content/site-content.ts";
import { shownSections } from "#app/components/layout/home-sections.ts";
import { BOTTOM_BAR_SECTIONS } from "#app/modules/home/sections.ts";

/** The grid of as many columns as tabs (literal classes, for Tailwind). */
const COLUMNS = ["", "grid-cols-1", "grid-cols-2", "grid-cols-3", "grid-cols-4", "grid-cols-5"] as const;

const ICONS: Record<(typeof BOTTOM_BAR_SECTIONS)[number], string> = {
  hero: "M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z",
  journey: "M4 19l5-6 4 3 7-9",
  book: "M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 19V5",
  speaking: "M12 3a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zM5 11a7 7 0 0 0 14 0M12 18v3",
  contact: "M4 5h16v11H8l-4 4z",
};

/**
 * Small screens: five tabs; the one whose section covers the viewport's middle is highlighted
 * (spec §2; the bottom-bar island), and each scrolls smoothly to its section (section-link island).
 */
export function BottomBar({ t, shown }: { t: Translate; shown?: HomeSectionsShown }) {
  // Issue 28: a hidden section has no tab; with only the hero left there is nothing to switch between.
  const tabs = shownSections(BOTTOM_BAR_SECTIONS, shown);
  if (tabs.length < 2) return null;
  return (
    <nav
      aria-label={t("sectionNavigation")}
      data-print="hide"
      {...island("bottom-bar")}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-white/10 bg-ink/90 backdrop-blur-md md:hidden"
    >
      <ul className={`grid ${COLUMNS[tabs.length]}`}>
        {tabs.map((id, index) => (
          <li key={id}>
            <a
              href={`#${id}`}
              {...island("section-link")}
              aria-current={index === 0 ? "true" : undefined}
              className="flex flex-col items-center gap-1 py-2.5 text-[11px] font-medium text-slate-300 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-amber-300 aria-[current=true]:text-amber-300"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round">
                <path d={ICONS[id]} />
              </svg>
              {t(id)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import type { ReactNode } from "react";
import { Prerendered } from "#app/components/prerendered.tsx";
import { LineIcon } from "#app/components/line-icon.tsx";

export const MOBILE_DRAWER_ID = "site-drawer";

/**
 * Right-side drawer, 280 px, over an overlay (spec §2). A popover: the menu button opens it and
 * Escape closes it without script; the header island makes it modal (focus trap, scroll lock) and
 * closes it on the overlay or an item.
 */
export function MobileDrawer({ html, children }: { html?: string; children: ReactNode }) {
  return (
    <Prerendered
      as="div"
      html={html}
      id={MOBILE_DRAWER_ID}
      popover="auto"
      data-drawer=""
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none border-0 bg-transparent p-0 text-inherit lg:hidden"
    >
      {children}
    </Prerendered>
  );
}

/** What the drawer holds: the overlay and the panel, with its close button above `children`. */
export function MobileDrawerPanel({ label, closeLabel, children }: { label: string; closeLabel: string; children: ReactNode }) {
  return (
    <>
      <div data-testid="drawer-overlay" data-drawer-overlay="" aria-hidden="true" className="absolute inset-0 bg-black/60 backdrop-blur-sm" />
      <div
        data-drawer-panel=""
        role="dialog"
        aria-modal="true"
        aria-label={label}
        className="absolute top-0 right-0 flex h-full w-[280px] flex-col border-l border-white/10 bg-panel p-6 shadow-2xl"
      >
        <button
          type="button"
          popoverTarget={MOBILE_DRAWER_ID}
          popoverTargetAction="hide"
          aria-label={closeLabel}
          className="mb-6 self-end rounded-full p-2 text-slate-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-amber-300"
        >
          <LineIcon d="M6 6l12 12M18 6L6 18" className="h-6 w-6" />
        </button>
        {children}
      </div>
    </>
  );
}

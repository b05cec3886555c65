import { useEffect, useRef, useState } from "react";
import { Tooltip } from "#app/components/tooltip.tsx";
import type { Translate } from "#app/i18n/translate.ts";
import { scrollToSection } from "#app/modules/home/sections.ts";
import { useHeroPassed } from "#app/modules/home/use-scroll.ts";

/** Appears once the hero's bottom is within 100 px of the viewport top; a two-item menu (spec §2). */
export function FloatingContact({ t }: { t: Translate }) {
  const visible = useHeroPassed();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  if (!visible) return null;
  const go = (id: string) => {
    setOpen(false);
    scrollToSection(id);
  };
  return (
    <div ref={wrapper} data-print="hide" className="fixed right-4 bottom-24 z-30 flex flex-col items-end gap-3 md:right-8 md:bottom-8">
      {open ? (
        <ul id="floating-contact-menu" aria-label={t("contactMenu")} className="w-56 overflow-hidden rounded-2xl border border-white/10 bg-panel shadow-2xl">
          <li>
            <button type="button" onClick={() => go("speaking")} className="block w-full px-5 py-3 text-left text-slate-100 hover:bg-white/5 focus-visible:bg-white/10 focus-visible:outline-none">
              {t("inviteToSpeak")}
            </button>
          </li>
          <li>
            <button type="button" onClick={() => go("contact")} className="block w-full px-5 py-3 text-left text-slate-100 hover:bg-white/5 focus-visible:bg-white/10 focus-visible:outline-none">
              {t("contact")}
            </button>
          </li>
        </ul>
      ) : null}
      <Tooltip label={t("contactMenu")} side="left">
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={open ? "floating-contact-menu" : undefined}
        aria-label={t("contactMenu")}
        className="flex h-14 w-14 items-center justify-center rounded-full bg-amber-300 text-ink shadow-xl shadow-black/40 transition hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 5h16v11H8l-4 4z" />}
        </svg>
      </button>
      </Tooltip>
    </div>
  );
}

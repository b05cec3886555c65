import { type ReactNode, useEffect, useRef, useState } from "react";

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_MS = 300;

// Shared by every tooltip: moving from one trigger to the next within 300 ms opens at once (spec §4).
let lastClosedAt = 0;

/**
 * A visual label for an icon control: opens 700 ms after hover or focus, at once within 300 ms of
 * another tooltip closing; Esc dismisses it; it stays while the pointer is over it (WCAG 1.4.13).
 * The control keeps its own accessible name, so the tooltip is hidden from assistive technology.
 */
export function Tooltip({ label, side = "top", children }: { label: string; side?: "top" | "left"; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = () => {
    clearTimeout(timer.current);
    if (Date.now() - lastClosedAt < TOOLTIP_SKIP_MS) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") hide();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const position = side === "left" ? "right-full top-1/2 mr-3 -translate-y-1/2" : "bottom-full left-1/2 mb-2 -translate-x-1/2";
  return (
    <span className="relative inline-flex" onPointerEnter={show} onPointerLeave={hide} onFocus={show} onBlur={hide}>
      {children}
      {open ? (
        <span
          aria-hidden="true"
          data-testid="tooltip"
          className={`pointer-events-auto absolute z-50 rounded-md bg-slate-100 px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-ink shadow-lg ${position}`}
        >
          {label}
        </span>
      ) : null}
    </span>
  );
}

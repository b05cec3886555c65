import { ChevronLeft, ChevronRight } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";

/**
 * A strip that scrolls sideways (the admin's tabs on a phone, issue 30) with a visible cue on each side
 * that has more: a fade and a chevron button that scrolls by most of a screen. The tabs stay reachable
 * with the keyboard (arrow keys move along them and scroll the strip); the buttons are for touch and
 * mouse, so they are out of the tab order and named for screen readers.
 */
export function ScrollCueStrip({ children, moreBefore, moreAfter }: { children: ReactNode; moreBefore: string; moreAfter: string }) {
  const strip = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  const measure = useCallback(() => {
    const element = strip.current;
    if (!element) return;
    const before = element.scrollLeft > 2;
    const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 2;
    setMore((current) => (current.before === before && current.after === after ? current : { before, after }));
  }, []);

  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    element.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener("scroll", measure);
    };
  }, [measure]);

  const scroll = (direction: 1 | -1) => strip.current?.scrollBy({ left: direction * strip.current.clientWidth * 0.7, behavior: "smooth" });
  const cue = "absolute inset-y-0 z-10 flex w-12 items-center from-ink via-ink/90 to-transparent text-slate-200";

  return (
    <div className="relative -mx-4 sm:mx-0" data-testid="tab-strip">
      <div ref={strip} className="overflow-x-auto px-4 pb-1 [scrollbar-width:thin] sm:px-0">
        {children}
      </div>
      {more.before ? (
        <button type="button" tabIndex={-1} aria-label={moreBefore} onClick={() => scroll(-1)} className={`${cue} left-0 justify-start bg-gradient-to-r pl-1`}>
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
      ) : null}
      {more.after ? (
        <button type="button" tabIndex={-1} aria-label={moreAfter} onClick={() => scroll(1)} className={`${cue} right-0 justify-end bg-gradient-to-l pr-1`} data-testid="more-tabs">
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}

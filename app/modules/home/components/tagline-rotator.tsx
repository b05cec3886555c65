import { useEffect, useState } from "react";
import { Tooltip } from "#app/components/tooltip.tsx";
import { prefersReducedMotion, TAGLINE_FADE_MS, TAGLINE_INTERVAL_MS } from "#app/modules/home/sections.ts";

/**
 * Three taglines cycling every 4.5 s with a 1.2 s cross-fade (spec §4). Stopped for reduced
 * motion, and pausable (WCAG 2.2.2) with the button beside it.
 */
export function TaglineRotator({ taglines, pauseLabel, playLabel }: { taglines: readonly string[]; pauseLabel: string; playLabel: string }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || taglines.length < 2 || prefersReducedMotion()) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % taglines.length), TAGLINE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, taglines.length]);

  return (
    <div className="flex items-start gap-3">
      <p className="relative min-h-[3.5rem] flex-1 font-display text-xl text-amber-100 sm:min-h-[2.25rem] sm:text-2xl" data-testid="taglines">
        {taglines.map((tagline, i) => (
          <span
            key={tagline}
            aria-hidden={i !== index}
            data-active={i === index ? "true" : "false"}
            style={{ transitionDuration: `${TAGLINE_FADE_MS}ms` }}
            className={`transition-opacity ease-in-out motion-reduce:transition-none ${i === 0 ? "relative" : "absolute inset-0"} ${
              i === index ? "opacity-100" : "opacity-0"
            }`}
          >
            {tagline}
          </span>
        ))}
      </p>
      {taglines.length < 2 ? null : (
        <Tooltip label={paused ? playLabel : pauseLabel}>
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? playLabel : pauseLabel}
          aria-pressed={paused}
          className="mt-1 rounded-full border border-white/20 p-1.5 text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-300 motion-reduce:hidden"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5 fill-current">
            {paused ? <path d="M6 4l10 6-10 6z" /> : <path d="M5 4h3v12H5zM12 4h3v12h-3z" />}
          </svg>
        </button>
        </Tooltip>
      )}
    </div>
  );
}

import { Tooltip } from "#app/components/tooltip.tsx";
import { island } from "#app/components/island.ts";
import { TAGLINE_FADE_MS } from "#app/modules/home/sections.ts";

/**
 * Three taglines cycling every 4.5 s with a 1.2 s cross-fade (spec §4; the taglines island). Still
 * for reduced motion and without script (the first one shows), and pausable (WCAG 2.2.2) with the
 * button beside it, which the island reveals.
 */
export function TaglineRotator({
  taglines,
  pauseLabel,
  playLabel,
}: {
  taglines: readonly string[];
  pauseLabel: string;
  playLabel: string;
}) {
  return (
    <div className="relative flex items-start gap-3" {...island("taglines")}>
      {/* The taglines share one grid cell: the box is as high as the tallest, nothing moves as they change. */}
      <p
        className="grid min-w-0 flex-1 font-display text-xl text-amber-100 sm:text-2xl"
        data-testid="taglines"
      >
        {taglines.map((tagline, i) => (
          <span
            key={tagline}
            data-tagline=""
            aria-hidden={i !== 0}
            data-active={i === 0 ? "true" : "false"}
            style={{ transitionDuration: `${TAGLINE_FADE_MS}ms` }}
            className="[grid-area:1/1] opacity-0 transition-opacity ease-in-out data-[active=true]:opacity-100 motion-reduce:transition-none"
          >
            {tagline}
          </span>
        ))}
      </p>
      {/* The button sits right beside the text: after it where the text fills the column (phones), and in
          the margin just before its first line on wide screens, where a wrapped line leaves the column's
          end far from the words. Out of the flow there, so revealing it moves nothing. */}
      {taglines.length < 2 ? null : (
        <div className="xl:absolute xl:top-0 xl:-left-11">
          <Tooltip label={pauseLabel}>
            <button
              type="button"
              hidden
              data-tagline-pause=""
              data-pause-label={pauseLabel}
              data-play-label={playLabel}
              aria-label={pauseLabel}
              aria-pressed="false"
              className="group mt-1 rounded-full border border-white/20 p-1.5 text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-300"
            >
              <PauseOrPlaySign />
            </button>
          </Tooltip>
        </div>
      )}
    </div>
  );
}

/** The pause sign, or the play sign once paused (20×20, filled; the button carries the name). */
function PauseOrPlaySign() {
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5 fill-current group-data-[paused=true]:hidden">
        <path d="M5 4h3v12H5zM12 4h3v12h-3z" />
      </svg>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="hidden h-3.5 w-3.5 fill-current group-data-[paused=true]:block">
        <path d="M6 4l10 6-10 6z" />
      </svg>
    </>
  );
}

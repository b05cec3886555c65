import type { VideoEmbed } from "#app/lib/video-embed.ts";
import { island } from "./island.ts";

/**
 * A video that loads nothing from its host until the visitor asks (issue 28): a poster drawn by the
 * page (no thumbnail from the host) with a play button. Without script the poster is a link to the
 * video; with it, a click puts the host's privacy-minded player in its place (app/islands/video.client.ts).
 */
export function VideoFacade(props: {
  embed: VideoEmbed;
  /** The video's own address (the link without script). */
  url: string;
  title: string;
  /** "Play video: {title}". */
  playLabel: string;
  /** What happens on the click, e.g. "Plays from YouTube once you click; nothing is loaded from it before." */
  notice: string;
  /** Small line above the title on the poster (the event, or "Speaker reel"). */
  eyebrow?: string;
}) {
  return (
    <figure className="m-0">
      <div
        {...island("video")}
        data-video-embed={props.embed.embedUrl}
        data-video-title={props.title}
        className="relative aspect-video w-full overflow-hidden rounded-2xl border border-white/10 bg-[radial-gradient(circle_at_30%_20%,rgba(252,211,77,0.22),transparent_55%),linear-gradient(135deg,#111827,#0b0f19)]"
      >
        <a
          href={props.url}
          data-video-play=""
          className="group absolute inset-0 flex flex-col justify-end gap-2 p-5 text-left focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-amber-300 sm:p-8"
          aria-label={props.playLabel}
        >
          <span
            aria-hidden="true"
            className="absolute top-1/2 left-1/2 flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-amber-300 text-ink shadow-xl transition-transform group-hover:scale-110 sm:size-20"
          >
            <svg viewBox="0 0 24 24" className="ml-1 size-7 sm:size-9" fill="currentColor" aria-hidden="true">
              <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
            </svg>
          </span>
          {props.eyebrow ? <span className="text-sm text-amber-300">{props.eyebrow}</span> : null}
          <span className="max-w-xl font-display text-xl text-white sm:text-2xl">{props.title}</span>
        </a>
      </div>
      <figcaption className="mt-2 text-sm text-slate-400">{props.notice}</figcaption>
    </figure>
  );
}

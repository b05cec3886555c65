import { VideoFacade } from "#app/components/video-facade.tsx";
import type { Language } from "#app/lib/language.ts";
import { videoEmbed } from "#app/lib/video-embed.ts";
import { fill, talkPageText } from "../talk-page-text.ts";

/**
 * A talk's recording or the speaker reel as a poster that loads nothing from YouTube or Vimeo before
 * the click (issue 28); null when the address is not one of theirs (the page shows a plain link).
 */
export function TalkVideo({ url, title, eyebrow, language }: { url: string | null | undefined; title: string; eyebrow?: string; language: Language }) {
  const embed = videoEmbed(url);
  if (!url || !embed) return null;
  const words = talkPageText(language);
  return (
    <VideoFacade
      embed={embed}
      url={url}
      title={title}
      eyebrow={eyebrow}
      playLabel={fill(words.playVideo, { title })}
      notice={fill(words.videoNotice, { provider: embed.providerName })}
    />
  );
}

/** Whether `url` plays in the page (YouTube or Vimeo). */
export function isEmbeddableVideo(url: string | null | undefined): boolean {
  return videoEmbed(url) !== null;
}

/**
 * Issue 28: a talk's video and the speaker reel play in the page only after the visitor asks. From a
 * YouTube or Vimeo address this gives the privacy-minded player to load on that click
 * (youtube-nocookie.com, Vimeo with Do Not Track); any other address stays a plain link.
 */

export type VideoProvider = "youtube" | "vimeo";

export interface VideoEmbed {
  provider: VideoProvider;
  /** "YouTube" / "Vimeo", for the notice under the poster. */
  providerName: string;
  /** The player's address, loaded in an iframe after the click. */
  embedUrl: string;
}

/** The hosts the players load from (the page's CSP `frame-src`). */
export const VIDEO_FRAME_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.split("/")[1] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") id = url.searchParams.get("v");
    else id = /^\/(?:embed|shorts|live|v)\/([^/]+)/.exec(url.pathname)?.[1] ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, "");
  if (host === "vimeo.com") return /^\/(\d{4,12})(?:\/|$)/.exec(url.pathname)?.[1] ?? null;
  if (host === "player.vimeo.com") return /^\/video\/(\d{4,12})(?:\/|$)/.exec(url.pathname)?.[1] ?? null;
  return null;
}

/** The player of a YouTube or Vimeo video address, or null for any other address. */
export function videoEmbed(address: string | null | undefined): VideoEmbed | null {
  if (!address) return null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const youtube = youtubeId(url);
  if (youtube) return { provider: "youtube", providerName: "YouTube", embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0` };
  const vimeo = vimeoId(url);
  if (vimeo) return { provider: "vimeo", providerName: "Vimeo", embedUrl: `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1` };
  return null;
}

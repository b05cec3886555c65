import type { SocialLinkKind } from "#app/content/site-content.ts";

/**
 * A small monochrome mark per kind of link (issue 28), drawn here (no icon font, no request). Always
 * decorative: the link's visible label is its accessible name.
 */
const PATHS: Record<SocialLinkKind, string> = {
  email: "M3 5h18v14H3z M3 6l9 7 9-7",
  linkedin: "M4 9h3v11H4z M5.5 4a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5z M10 9h3v1.6c.6-1 1.8-1.8 3.5-1.8 3 0 3.5 2 3.5 4.6V20h-3v-5.7c0-1.4-.3-2.5-1.7-2.5s-2.3 1-2.3 2.5V20h-3z",
  instagram: "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z M17.5 6.5h.01",
  website: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M3 12h18 M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z",
  youtube: "M3 8.5C3 6.6 4.6 5 6.5 5h11C19.4 5 21 6.6 21 8.5v7c0 1.9-1.6 3.5-3.5 3.5h-11C4.6 19 3 17.4 3 15.5z M10 9v6l5-3z",
  x: "M4 4l16 16 M20 4L4 20",
  bluesky: "M12 11C10 7 6.5 4.5 4.5 4.5 3 4.5 3 6 3 7.5c0 2 1.5 5 4.5 5.3-2.5.6-3 2.4-1.5 4 2.3 2.3 4.5-.5 6-4.3 1.5 3.8 3.7 6.6 6 4.3 1.5-1.6 1-3.4-1.5-4 3-.3 4.5-3.3 4.5-5.3 0-1.5 0-3-1.5-3-2 0-5.5 2.5-7.5 6.5z",
  threads: "M16.5 11.5c-.5-2.5-2.300-3.500-4.500-3.500-3 0-5 2.300-5 5.500S9 19 12.200 19c3.300 0 5.300-2 5.300-4.500 0-2.500-2-3.500-4.500-3.500-2 0-3.500 1-3.500 2.500s1.200 2.300 2.700 2.300c2.300 0 3.300-2 3.300-5.300 0-4-2.500-6.500-5.500-6.500S4 6.500 4 12s3 9 8 9",
  mastodon: "M20 12.5c0 4-2.500 5.500-5.500 5.800-2 .2-4.300-.1-5.800-.8.3 1.500 1.800 2.300 4.300 2.300 M4.500 9c0-4 2.500-5 5-5h5c2.500 0 5 1 5 5v3.500c0 3-2.500 4-5 4H9.500c-2.500 0-5-1-5-4z M8.500 13.500V9.800c0-1 .7-1.800 1.700-1.800S12 8.800 12 9.800v2 M12 11.800v-2C12 8.800 12.800 8 13.800 8s1.700.8 1.700 1.800v3.700",
  github:
    "M9 19c-4.300 1.400-4.300-2.500-6-3m12 5v-3.500c0-1 .1-1.400-.5-2 2.800-.3 5.500-1.400 5.500-6a4.600 4.600 0 0 0-1.300-3.200 4.200 4.200 0 0 0-.1-3.200s-1.100-.3-3.500 1.300a12.300 12.300 0 0 0-6.200 0C6.500 2.800 5.400 3.100 5.400 3.100a4.200 4.200 0 0 0-.1 3.200A4.600 4.600 0 0 0 4 9.500c0 4.600 2.700 5.700 5.500 6-.6.600-.6 1.200-.5 2V21",
  podcast: "M12 4a3 3 0 0 0-3 3v5a3 3 0 0 0 6 0V7a3 3 0 0 0-3-3z M6 11a6 6 0 0 0 12 0 M12 17v4 M9 21h6",
};

export function SocialIcon({ kind, className }: { kind: SocialLinkKind; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className ?? "size-4"} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[kind]} />
    </svg>
  );
}

/** `rel` of a link: a profile of the owner is marked `me` (identity verification on Mastodon, Bluesky, Threads...). */
export function socialRel(kind: SocialLinkKind): string {
  return kind === "email" ? "noopener noreferrer" : "me noopener noreferrer";
}

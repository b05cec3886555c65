/**
 * Share links of an article (ADR 026): plain addresses of each network's own share page, no
 * third-party script. The shared address carries UTM parameters so the visits it brings are
 * attributed (utm_source per network, utm_medium social or email, utm_campaign share).
 */

export const SHARE_CAMPAIGN = "share";

/** Where a shared link was shared from: the network's `utm_source` and the medium. */
export const SHARE_TARGETS = {
  linkedin: { source: "linkedin", medium: "social" },
  whatsapp: { source: "whatsapp", medium: "social" },
  x: { source: "x", medium: "social" },
  email: { source: "email", medium: "email" },
  copy: { source: "copy_link", medium: "social" },
  native: { source: "web_share", medium: "social" },
} as const;
export type ShareTarget = keyof typeof SHARE_TARGETS;

/** `url` with the UTM parameters of `target` (any existing query and hash kept). */
export function withShareUtm(url: string, target: ShareTarget): string {
  const parsed = new URL(url);
  const { source, medium } = SHARE_TARGETS[target];
  if (!parsed.href.includes("?")) {
    // No query (a page's canonical address, six times on every article render): appended, which is
    // what setting them gives, without re-serialising the query after each.
    const base = parsed.href.slice(0, parsed.href.length - parsed.hash.length);
    return `${base}?utm_source=${source}&utm_medium=${medium}&utm_campaign=${SHARE_CAMPAIGN}${parsed.hash}`;
  }
  parsed.searchParams.set("utm_source", source);
  parsed.searchParams.set("utm_medium", medium);
  parsed.searchParams.set("utm_campaign", SHARE_CAMPAIGN);
  return parsed.toString();
}

export interface ShareLinks {
  linkedin: string;
  whatsapp: string;
  x: string;
  email: string;
  /** The address the copy button and the Web Share API give. */
  copy: string;
  native: string;
}

/** LinkedIn's share page reads the title and image from the page's Open Graph tags. */
export const LINKEDIN_SHARE_URL = "https://www.linkedin.com/sharing/share-offsite/";
export const WHATSAPP_SHARE_URL = "https://wa.me/";
export const X_SHARE_URL = "https://x.com/intent/post";
/** LinkedIn's tool that re-reads a page's tags and refreshes its cached card. */
export const LINKEDIN_POST_INSPECTOR_URL = "https://www.linkedin.com/post-inspector/inspect/";

/** Every share address of the article at `url` (absolute, canonical) titled `title`. */
export function shareLinks(url: string, title: string): ShareLinks {
  const encode = encodeURIComponent;
  const utm = (target: ShareTarget) => withShareUtm(url, target);
  return {
    linkedin: `${LINKEDIN_SHARE_URL}?url=${encode(utm("linkedin"))}`,
    whatsapp: `${WHATSAPP_SHARE_URL}?text=${encode(`${title} ${utm("whatsapp")}`)}`,
    x: `${X_SHARE_URL}?text=${encode(title)}&url=${encode(utm("x"))}`,
    email: `mailto:?subject=${encode(title)}&body=${encode(`${title}\n\n${utm("email")}`)}`,
    copy: utm("copy"),
    native: utm("native"),
  };
}

/** LinkedIn's Post Inspector for `url`. */
export function postInspectorUrl(url: string): string {
  return `${LINKEDIN_POST_INSPECTOR_URL}${encodeURIComponent(url)}`;
}

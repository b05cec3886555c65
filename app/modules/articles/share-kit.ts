/**
 * The LinkedIn share kit (ADR 026), shared by the server's checker and the admin screen: what a
 * link-preview crawler needs from an article's page, and how LinkedIn and WhatsApp draw the card.
 */
import type { Language } from "#app/lib/language.ts";

/** LinkedIn's documented limits for a link's image (and what WhatsApp draws large). */
export const SHARE_CARD_MIN_WIDTH = 1200;
export const SHARE_CARD_MIN_HEIGHT = 627;
export const SHARE_CARD_MAX_BYTES = 5 * 1024 * 1024;
export const SHARE_CARD_RATIO = 1.91;
/** How far from 1.91:1 an image may be before the networks crop it noticeably (±3 %). */
export const SHARE_CARD_RATIO_TOLERANCE = 0.03;
export const SHARE_CARD_TYPES = ["image/jpeg", "image/png"] as const;

/** The crawler's name, as LinkedIn's sends it (some servers answer crawlers differently). */
export const SHARE_CRAWLER_USER_AGENT = "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)";

export type ShareCheckId =
  | "page"
  | "ogTitle"
  | "ogDescription"
  | "ogType"
  | "ogUrl"
  | "ogImage"
  | "imageType"
  | "imageDimensions"
  | "imageBytes"
  | "imageRatio";

export interface ShareCheck {
  id: ShareCheckId;
  label: string;
  pass: boolean;
  message: string;
}

/** What a crawler read: the card's text and image. */
export interface ShareCard {
  title: string | null;
  description: string | null;
  image: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  /** The site's domain as the cards show it (no "www."). */
  domain: string;
}

export interface SharePost {
  language: Language;
  text: string;
  /** The UTM-tagged address inside the text. */
  url: string;
}

export interface ShareKitReport {
  articleId: number;
  language: Language;
  /** The page's public address (its canonical URL). */
  url: string;
  /** Where the page was read from: the public address, or the server itself when that was not reachable. */
  fetchedFrom: "public" | "local";
  fetchedUrl: string;
  /** Why the server's own address was used, when it was. */
  note: string | null;
  /** Every check passed. */
  ok: boolean;
  checks: ShareCheck[];
  card: ShareCard;
  /** The og: and twitter: tags as read. */
  tags: Record<string, string>;
  posts: SharePost[];
  postInspectorUrl: string;
}

/** LinkedIn's feed shows the title on up to two lines, about 70 characters on a phone, then "…". */
export const LINKEDIN_TITLE_MAX_CHARS = 70;
/** WhatsApp shows the title on up to two lines and one line of description (about 65 and 80 characters on a phone). */
export const WHATSAPP_TITLE_MAX_CHARS = 65;
export const WHATSAPP_DESCRIPTION_MAX_CHARS = 80;

/** `text` cut to at most `max` characters at a word boundary, with "…" when cut. */
export function truncateForCard(text: string | null, max: number): string {
  const value = (text ?? "").replace(/\s+/g, " ").trim();
  if (value.length <= max) return value;
  const cut = value.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}

/** The domain a card shows for `url`: the host name without "www.". */
export function cardDomain(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return "";
  }
}

import Bowser from "bowser";
import { SERVER_PATH_SEGMENTS } from "#app/modules/pages/reserved-slugs.ts";

/**
 * What a beacon or a request says about a visit, reduced to what the analytics keep (issue 24, ADR 037):
 * the referrer's network, cleaned UTM values, a device class and a browser family; nothing that names a person.
 */

/** Longest referrer, path or UTM value a beacon may send; longer is refused, not cut. */
export const MAX_PATH_LENGTH = 512;
export const MAX_REFERRER_LENGTH = 1024;
export const MAX_UTM_LENGTH = 100;
export const UTM_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
export type Utm = Record<UtmField, string | null>;

export type Device = "mobile" | "tablet" | "desktop";

/** A UTM value as stored: control characters and markup removed, spaces collapsed, lowercase; null when empty. */
export function cleanUtm(value: string | null | undefined): string | null {
  if (!value) return null;
  const cleaned = value
    .replace(/[\p{C}<>"'`\\]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase()
    .slice(0, MAX_UTM_LENGTH);
  return cleaned || null;
}

/** The five UTM values of a query string, cleaned; null for each missing one. Undefined: a value is too long. */
export function utmOf(search: URLSearchParams): Utm | undefined {
  const utm = {} as Utm;
  for (const field of UTM_FIELDS) {
    const raw = search.get(field);
    if (raw !== null && raw.length > MAX_UTM_LENGTH) return undefined;
    utm[field] = cleanUtm(raw);
  }
  return utm;
}

/** The referrer's host (lowercase, no `www.`), or null: only the host is kept, never the address it came from. */
export function referrerHost(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:" && url.protocol !== "android-app:") return null;
    return url.hostname.toLowerCase().replace(/^www\./, "").slice(0, 253) || null;
  } catch {
    return null;
  }
}

/** Networks by referrer host (a suffix match) and by utm_source; first match wins. */
const NETWORKS: { name: string; hosts: RegExp; sources: RegExp }[] = [
  { name: "LinkedIn", hosts: /(^|\.)(linkedin\.com|lnkd\.in|com\.linkedin\.android)$/, sources: /^(linkedin|lnkd|li)$/ },
  { name: "WhatsApp", hosts: /(^|\.)(whatsapp\.com|wa\.me|com\.whatsapp)$/, sources: /^(whatsapp|wa)$/ },
  { name: "X", hosts: /(^|\.)(t\.co|x\.com|twitter\.com)$/, sources: /^(x|twitter)$/ },
  { name: "Facebook", hosts: /(^|\.)(facebook\.com|fb\.com|l\.facebook\.com|m\.facebook\.com)$/, sources: /^(facebook|fb)$/ },
  { name: "Instagram", hosts: /(^|\.)instagram\.com$/, sources: /^(instagram|ig)$/ },
  { name: "Bluesky", hosts: /(^|\.)bsky\.(app|social)$/, sources: /^(bluesky|bsky)$/ },
  { name: "ChatGPT", hosts: /(^|\.)(chatgpt\.com|chat\.openai\.com)$/, sources: /^(chatgpt|chatgpt\.com|openai)$/ },
  { name: "Perplexity", hosts: /(^|\.)perplexity\.ai$/, sources: /^(perplexity|perplexity\.ai)$/ },
  { name: "Claude", hosts: /(^|\.)claude\.ai$/, sources: /^(claude|claude\.ai)$/ },
  { name: "Google", hosts: /(^|\.)google\.[a-z.]+$|(^|\.)com\.google\.android\.[a-z.]+$/, sources: /^google$/ },
  { name: "Bing", hosts: /(^|\.)bing\.com$/, sources: /^bing$/ },
  { name: "DuckDuckGo", hosts: /(^|\.)duckduckgo\.com$/, sources: /^(duckduckgo|ddg)$/ },
  { name: "Newsletter", hosts: /(^|\.)(substack\.com|mail\.google\.com|outlook\.live\.com|mail\.yahoo\.com)$/, sources: /^(newsletter|email|e-mail|mail)$/ },
];

/**
 * The network a visit came from: its utm_source when it names one (or utm_medium `email`: a newsletter),
 * else its referrer's host; a referrer of no known network is named by its host; none at all: "Direct".
 */
export function sourceOf(host: string | null, utm: Pick<Utm, "utm_source" | "utm_medium">): string {
  if (utm.utm_source) {
    const network = NETWORKS.find((n) => n.sources.test(utm.utm_source ?? ""));
    if (network) return network.name;
    if (utm.utm_medium === "email" || utm.utm_medium === "newsletter") return "Newsletter";
  }
  if (host) {
    const network = NETWORKS.find((n) => n.hosts.test(host));
    return network ? network.name : host;
  }
  if (utm.utm_source) return utm.utm_source;
  return "Direct";
}

/** Device class and browser family from a user agent, which is then dropped. */
export function deviceOf(userAgent: string): { device: Device; browser: string } {
  const parser = Bowser.getParser(userAgent || "unknown");
  const platform = parser.getPlatformType(true);
  const device: Device = platform === "mobile" ? "mobile" : platform === "tablet" ? "tablet" : "desktop";
  return { device, browser: parser.getBrowserName() || "Other" };
}

/** The crawlers counted on the server (they run no script), by a token of their user agent; first match wins. */
export const CRAWLERS: { name: string; pattern: RegExp }[] = [
  { name: "GPTBot", pattern: /GPTBot/i },
  { name: "ChatGPT-User", pattern: /ChatGPT-User/i },
  { name: "OAI-SearchBot", pattern: /OAI-SearchBot/i },
  { name: "ClaudeBot", pattern: /ClaudeBot/i },
  { name: "Claude-User", pattern: /Claude-(User|SearchBot)/i },
  { name: "anthropic-ai", pattern: /anthropic-ai/i },
  { name: "PerplexityBot", pattern: /PerplexityBot|Perplexity-User/i },
  { name: "Google-Extended", pattern: /Google-Extended/i },
  { name: "Googlebot", pattern: /Googlebot|Google-InspectionTool/i },
  { name: "Bingbot", pattern: /bingbot/i },
  { name: "Applebot", pattern: /Applebot/i },
  { name: "CCBot", pattern: /CCBot/i },
  { name: "Meta-ExternalAgent", pattern: /meta-externalagent|FacebookBot/i },
  { name: "Bytespider", pattern: /Bytespider/i },
  { name: "Amazonbot", pattern: /Amazonbot/i },
  { name: "DuckDuckBot", pattern: /DuckDuckBot/i },
  { name: "YandexBot", pattern: /YandexBot/i },
  { name: "LinkedInBot", pattern: /LinkedInBot/i },
];

export function crawlerOf(userAgent: string | undefined): string | undefined {
  if (!userAgent) return undefined;
  return CRAWLERS.find((c) => c.pattern.test(userAgent))?.name;
}

/** What a crawler read: the index for AI assistants, a Markdown article, a feed or sitemap, or a page. */
export function crawledResource(path: string): "llms.txt" | "markdown" | "feed" | "page" | undefined {
  if (/^\/(pt\/)?llms\.txt$/.test(path)) return "llms.txt";
  if (/^\/(pt\/)?articles\/[^/]+\.md$/.test(path)) return "markdown";
  if (/^\/(pt\/)?rss\.xml$/.test(path) || /^\/sitemaps?(\.xml|\/[^/]+)$/.test(path) || path === "/robots.txt") return "feed";
  if (pagePathOf(path)) return "page";
  return undefined;
}

/** The public pages' paths without the language prefix; articles are checked against the published ones. */
const STATIC_PAGES = new Set(["/", "/articles", "/press-kit", "/media-kit", "/museum-letter", "/talks"]);

/** First path segments the server answers itself (/admin, /healthz, ...): never a page of the owner's. */
const SERVER_SEGMENTS: ReadonlySet<string> = new Set(SERVER_PATH_SEGMENTS);

/** The privacy notice and the accessibility statement (issue 27): each language has its own address. */
const STATIC_PAGES_BY_LANGUAGE = { en: new Set(["/privacy", "/accessibility"]), pt: new Set(["/privacidade", "/acessibilidade"]) } as const;

/** A public page's path split into its language and its path in that language; undefined: not a page's shape. */
export function pagePathOf(
  path: string,
): { language: "en" | "pt"; rest: string; articleSlug?: string; talkSlug?: string; pageSlug?: string } | undefined {
  if (!path.startsWith("/") || path.length > MAX_PATH_LENGTH) return undefined;
  const pt = path === "/pt" || path.startsWith("/pt/");
  const rest = pt ? path.slice(3) || "/" : path;
  const language = pt ? "pt" : "en";
  if (STATIC_PAGES.has(rest) || STATIC_PAGES_BY_LANGUAGE[language].has(rest)) return { language, rest };
  const article = /^\/articles\/([a-z0-9][a-z0-9-]{0,199})$/.exec(rest);
  if (article) return { language, rest, articleSlug: article[1] };
  // A talk's page (issue 28) and the owner's own pages (issue 27): the caller checks they exist.
  const talk = /^\/talks\/([a-z0-9][a-z0-9-]{0,199})$/.exec(rest);
  if (talk) return { language, rest, talkSlug: talk[1] };
  const page = /^\/([a-z0-9][a-z0-9-]{0,199})$/.exec(rest);
  if (page?.[1] && !SERVER_SEGMENTS.has(page[1])) return { language, rest, pageSlug: page[1] };
  return undefined;
}

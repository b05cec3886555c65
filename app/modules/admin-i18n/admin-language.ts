import { ADMIN_LANGUAGES, type AdminLanguage } from "./admin-dictionary.ts";

/** The cookie that remembers the admin's language between page loads (read by the admin pages' loaders). */
export const ADMIN_LANGUAGE_COOKIE = "adminLanguage";
const COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

export function isAdminLanguage(value: unknown): value is AdminLanguage {
  return (ADMIN_LANGUAGES as readonly unknown[]).includes(value);
}

/** `pt` when the first of the browser's languages we have is Portuguese (`pt`, `pt-BR`, `pt-PT`), else `en`. */
export function pickBrowserLanguage(languages: readonly string[]): AdminLanguage {
  for (const tag of languages) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (base === "pt") return "pt";
    if (base === "en") return "en";
  }
  return "en";
}

/** The languages of an `Accept-Language` header, in the order of their weights. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== "" && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The admin language before anyone signs in: the switch's cookie, else the browser's `Accept-Language`. */
export function adminLanguageOfHeaders(cookie: string | null | undefined, acceptLanguage: string | null | undefined): AdminLanguage {
  const stored = new RegExp(`(?:^|;\\s*)${ADMIN_LANGUAGE_COOKIE}=(en|pt)(?:;|$)`).exec(cookie ?? "")?.[1];
  if (isAdminLanguage(stored)) return stored;
  return pickBrowserLanguage(parseAcceptLanguage(acceptLanguage));
}

/** The admin language of a page request (loaders of the signed-out screens and the admin's frame). */
export function adminLanguageOfRequest(request: Request): AdminLanguage {
  return adminLanguageOfHeaders(request.headers.get("cookie"), request.headers.get("accept-language"));
}

/** Remembers the choice for the next page load (not a secret: readable by the page's script). */
export function storeAdminLanguage(language: AdminLanguage): void {
  document.cookie = `${ADMIN_LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

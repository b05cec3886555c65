import type { Language } from "#app/lib/language.ts";
import type { SiteContent } from "./site-content.ts";
import { SITE_CONTENT_EN } from "./site-content.en.ts";
import { SITE_CONTENT_PT } from "./site-content.pt.ts";

const CONTENT: Record<Language, SiteContent> = { en: SITE_CONTENT_EN, pt: SITE_CONTENT_PT };

/** All of the site's words and facts in one language (sample persona: see site-content.ts). */
export function getSiteContent(language: Language): SiteContent {
  return CONTENT[language];
}

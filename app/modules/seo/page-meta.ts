import type { MetaDescriptor } from "react-router";
import { HREFLANG, type Language, LANGUAGES, localizePath, OG_LOCALE } from "#app/lib/language.ts";
import { paths } from "#app/lib/paths.ts";

export interface PageMetaInput {
  siteUrl: string;
  language: Language;
  /** The English path of the page (e.g. "/articles/x"); the Portuguese one is derived. */
  path: string;
  title: string;
  description: string;
  keywords?: readonly string[];
  siteName: string;
  /** Site-relative or absolute URL of a JPEG/PNG of at least 1200x630: the page's share card (ADR 025). */
  image: { url: string; width: number; height: number; alt: string; type?: string };
  type?: "website" | "article" | "profile";
  /** Languages the page exists in (default: both); hreflang alternates only for these. */
  languages?: readonly Language[];
  /**
   * The page's own path per language when it is not `path` localised (an article's slugs differ by
   * language, ADR 020); the languages present are the page's languages.
   */
  alternates?: Partial<Record<Language, string>>;
  robots?: string;
  extra?: MetaDescriptor[];
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** Title, description, keywords, canonical, hreflang, Open Graph and Twitter card of a public page (spec §3, §9). */
export function buildPageMeta(input: PageMetaInput): MetaDescriptor[] {
  const alternates = input.alternates;
  const languages = alternates ? LANGUAGES.filter((language) => alternates[language] !== undefined) : (input.languages ?? LANGUAGES);
  const pathIn = (language: Language) => alternates?.[language] ?? localizePath(input.path, language);
  const canonical = absoluteUrl(input.siteUrl, pathIn(input.language));
  const image = absoluteUrl(input.siteUrl, input.image.url);
  const meta: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: input.description },
    { name: "robots", content: input.robots ?? "index, follow" },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: input.siteName },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: OG_LOCALE[input.language] },
    { property: "og:image", content: image },
    { property: "og:image:secure_url", content: image },
    { property: "og:image:type", content: input.image.type ?? "image/jpeg" },
    { property: "og:image:width", content: String(input.image.width) },
    { property: "og:image:height", content: String(input.image.height) },
    { property: "og:image:alt", content: input.image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: input.image.alt },
  ];
  if (input.keywords && input.keywords.length > 0) meta.push({ name: "keywords", content: input.keywords.join(", ") });
  for (const other of languages) {
    if (other !== input.language) meta.push({ property: "og:locale:alternate", content: OG_LOCALE[other] });
  }
  if (languages.length > 1) {
    for (const language of languages) {
      meta.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: HREFLANG[language],
        href: absoluteUrl(input.siteUrl, pathIn(language)),
      });
    }
    meta.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(input.siteUrl, alternates?.en ?? input.path) });
  }
  for (const language of LANGUAGES) {
    meta.push({
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: language === "pt" ? `${input.siteName} (Português)` : `${input.siteName} (English)`,
      href: absoluteUrl(input.siteUrl, paths.rss(language)),
    });
  }
  return [...meta, ...(input.extra ?? [])];
}

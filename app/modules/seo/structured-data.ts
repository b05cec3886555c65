import type { MetaDescriptor } from "react-router";
import type {
  BlogPosting,
  Book,
  BookFormatType,
  BreadcrumbList,
  Graph,
  IdReference,
  Person,
  SearchAction,
  Thing,
  WebSite,
  WithActionConstraints,
  WithContext,
} from "schema-dts";
import type { SiteContent } from "#app/content/site-content.ts";
import { HREFLANG, type Language, LANGUAGES, localizePath } from "#app/lib/language.ts";
import { absoluteUrl } from "./page-meta.ts";

/*
 * schema.org JSON-LD of the public pages (ADR 024). Every record is typed with `schema-dts` (the
 * schema.org vocabulary as TypeScript types), so a property a type does not have, or a value of the
 * wrong type, is a compile error; tests/seo checks the rendered pages against the vocabulary itself.
 */

/** The meta entry React Router renders as `<script type="application/ld+json">`. */
export function jsonLdMeta(data: WithContext<Thing> | Graph): MetaDescriptor {
  // schema-dts types have no index signature; React Router's LdJsonObject does. Same JSON.
  return { "script:ld+json": data as unknown as Extract<MetaDescriptor, { "script:ld+json": unknown }>["script:ld+json"] };
}

export function personId(siteUrl: string): string {
  return `${siteUrl}/#person`;
}

export function bookId(siteUrl: string): string {
  return `${siteUrl}/#book`;
}

/** A reference to the site's owner, with the name, for consumers that do not follow `@id`s. */
export function personReference(siteUrl: string, content: SiteContent): Person {
  return { "@type": "Person", "@id": personId(siteUrl), name: content.person.name, url: content.person.url };
}

/** schema.org Person (spec §3): name, job title, description, image, url, sameAs, worksFor, address. */
export function personJsonLd(siteUrl: string, content: SiteContent, language: Language): MetaDescriptor {
  const { person } = content;
  const record: WithContext<Person> = {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": personId(siteUrl),
    name: person.name,
    givenName: person.givenName,
    familyName: person.familyName,
    jobTitle: person.jobTitle,
    description: person.description,
    image: absoluteUrl(siteUrl, person.image),
    url: absoluteUrl(siteUrl, localizePath("/", language)),
    // Issue 28: the profiles linked in the contact section (not e-mail) follow.
    sameAs: [...new Set([person.url, ...person.sameAs, ...content.contact.links.filter((link) => /^https:\/\//.test(link.href)).map((link) => link.href)])],
    knowsLanguage: [...person.knowsLanguage],
    worksFor: person.worksFor.map((org) => ({ "@type": "Organization", name: org.name, ...(org.url ? { url: org.url } : {}) })),
    address: {
      "@type": "PostalAddress",
      addressLocality: person.address.locality,
      addressRegion: person.address.region,
      addressCountry: person.address.country,
    },
  };
  return jsonLdMeta(record);
}

/** The search address of a language: `/search?q=` lands on the filtered articles list of that language. */
export function searchUrlTemplate(siteUrl: string, language: Language): string {
  return `${siteUrl}${localizePath("/search", language)}?q={search_term_string}`;
}

/**
 * schema.org WebSite with its languages and a SearchAction (spec §3) in the page's language:
 * `/search?q=` on English pages, `/pt/search?q=` on Portuguese ones.
 */
export function websiteJsonLd(siteUrl: string, content: SiteContent, language: Language): MetaDescriptor {
  const search: WithActionConstraints<SearchAction> = {
    "@type": "SearchAction",
    target: { "@type": "EntryPoint", urlTemplate: searchUrlTemplate(siteUrl, language) },
    "query-input": "required name=search_term_string",
  };
  const record: WithContext<WebSite> = {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${siteUrl}/#website`,
    name: content.seo.siteName,
    alternateName: [content.person.name, `${content.person.givenName} ${content.person.familyName.split(" ").pop() ?? ""}`.trim()],
    url: `${siteUrl}/`,
    inLanguage: LANGUAGES.map((l) => HREFLANG[l]),
    publisher: { "@id": personId(siteUrl) },
    potentialAction: search,
  };
  return jsonLdMeta(record);
}

/** schema.org's format of a free-text format name of the book ("Print", "Kindle", "Impresso"...), if known. */
export function bookFormatOf(format: string): BookFormatType | undefined {
  const name = format.toLowerCase();
  if (/hardcover|capa dura/.test(name)) return "https://schema.org/Hardcover";
  if (/print|paperback|impress|brochura|papel/.test(name)) return "https://schema.org/Paperback";
  if (/kindle|e-?book|digital|epub/.test(name)) return "https://schema.org/EBook";
  if (/audio|áudio/.test(name)) return "https://schema.org/AudiobookFormat";
  return undefined;
}

/**
 * schema.org Book (spec §2 media kit: title, English title, subtitle, year, language, formats, the
 * bookstore): written in Brazilian Portuguese whatever the page's language, self-published by its author.
 */
export function bookJsonLd(siteUrl: string, content: SiteContent): MetaDescriptor {
  const { book } = content;
  const formats = [...new Set(book.formats.map(bookFormatOf).filter((format) => format !== undefined))];
  const author: IdReference = { "@id": personId(siteUrl) };
  const record: WithContext<Book> = {
    "@context": "https://schema.org",
    "@type": "Book",
    "@id": bookId(siteUrl),
    name: book.title,
    alternateName: book.englishTitle,
    alternativeHeadline: book.subtitle,
    description: book.tagline,
    inLanguage: book.languageTag,
    datePublished: String(book.year),
    numberOfPages: book.pageCount,
    image: absoluteUrl(siteUrl, book.cover.src),
    author,
    publisher: author,
    ...(formats.length > 0 ? { bookFormat: formats } : {}),
    offers: { "@type": "Offer", url: book.link },
  };
  return jsonLdMeta(record);
}

export interface BlogPostingInput {
  siteUrl: string;
  content: SiteContent;
  language: Language;
  title: string;
  description: string;
  publishedAt: string;
  updatedAt: string;
  /** Site-relative or absolute URL of the share image. */
  image: string;
  /** The path of each live language version (ADR 020). */
  alternates: Partial<Record<Language, string>>;
  /** The language the article was first published in: the other version is its translation. */
  originalLanguage: Language;
}

/**
 * schema.org BlogPosting of an article version, in its language, linked to its other live version, if
 * any: the original names its `workTranslation`, the translation its `translationOfWork`.
 */
export function blogPostingJsonLd(input: BlogPostingInput): MetaDescriptor {
  const { siteUrl, language } = input;
  const url = absoluteUrl(siteUrl, input.alternates[language] ?? "/");
  const otherLanguage = LANGUAGES.find((l) => l !== language && input.alternates[l] !== undefined);
  const otherPath = otherLanguage ? input.alternates[otherLanguage] : undefined;
  const other: BlogPosting | undefined =
    otherLanguage && otherPath
      ? { "@type": "BlogPosting", "@id": absoluteUrl(siteUrl, otherPath), url: absoluteUrl(siteUrl, otherPath), inLanguage: HREFLANG[otherLanguage] }
      : undefined;
  const person = personReference(siteUrl, input.content);
  const record: WithContext<BlogPosting> = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": url,
    headline: input.title,
    description: input.description,
    datePublished: input.publishedAt,
    dateModified: input.updatedAt,
    inLanguage: HREFLANG[language],
    mainEntityOfPage: url,
    url,
    image: [absoluteUrl(siteUrl, input.image)],
    author: person,
    publisher: person,
    ...(other ? (input.originalLanguage === language ? { workTranslation: other } : { translationOfWork: other }) : {}),
  };
  return jsonLdMeta(record);
}

/** schema.org BreadcrumbList from (name, path) pairs: every page but the home, with at least two items. */
export function breadcrumbJsonLd(siteUrl: string, items: { name: string; path: string }[]): MetaDescriptor {
  const record: WithContext<BreadcrumbList> = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  };
  return jsonLdMeta(record);
}

import type { MetaDescriptor } from "react-router";
import type { SiteContent } from "#app/content/site-content.ts";
import { HREFLANG, type Language, localizePath } from "#app/i18n/language.ts";
import { absoluteUrl } from "./page-meta.ts";

/** schema.org Person (spec §3): name, job title, description, image, url, sameAs, worksFor, the book, address. */
export function personJsonLd(siteUrl: string, content: SiteContent, language: Language): MetaDescriptor {
  const { person, book } = content;
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Person",
      "@id": `${siteUrl}/#person`,
      name: person.name,
      givenName: person.givenName,
      familyName: person.familyName,
      jobTitle: person.jobTitle,
      description: person.description,
      image: absoluteUrl(siteUrl, person.image),
      url: absoluteUrl(siteUrl, localizePath("/", language)),
      sameAs: [person.url, ...person.sameAs],
      knowsLanguage: person.knowsLanguage,
      worksFor: person.worksFor.map((org) => ({ "@type": "Organization", name: org.name, ...(org.url ? { url: org.url } : {}) })),
      address: {
        "@type": "PostalAddress",
        addressLocality: person.address.locality,
        addressRegion: person.address.region,
        addressCountry: person.address.country,
      },
      workExample: {
        "@type": "Book",
        name: book.title,
        alternateName: book.englishTitle,
        inLanguage: book.languageTag,
        datePublished: String(book.year),
        bookFormat: ["https://schema.org/Paperback", "https://schema.org/EBook"],
        url: book.link,
        image: absoluteUrl(siteUrl, book.cover.src),
        author: { "@id": `${siteUrl}/#person` },
      },
    },
  };
}

/** schema.org WebSite with its languages and a SearchAction on /search?q= (spec §3). */
export function websiteJsonLd(siteUrl: string, content: SiteContent): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "WebSite",
      "@id": `${siteUrl}/#website`,
      name: content.seo.siteName,
      alternateName: [content.person.name, `${content.person.givenName} ${content.person.familyName.split(" ").pop() ?? ""}`.trim()],
      url: `${siteUrl}/`,
      inLanguage: [HREFLANG.en, HREFLANG.pt],
      publisher: { "@id": `${siteUrl}/#person` },
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${siteUrl}/search?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    },
  };
}

import type { MetaDescriptor } from "react-router";
import type { SiteContent } from "#app/content/site-content.ts";
import type { Language } from "#app/i18n/language.ts";
import { localizePath } from "#app/i18n/language.ts";
import { absoluteUrl } from "#app/modules/seo/page-meta.ts";
import type { Talk } from "./talk.ts";

/** schema.org Event records of the talks (one JSON-LD script), the owner as performer. */
export function talksJsonLd(siteUrl: string, talks: readonly Talk[], content: SiteContent, language: Language): MetaDescriptor | undefined {
  if (talks.length === 0) return undefined;
  const performer = { "@type": "Person", "@id": `${siteUrl}/#person`, name: content.person.name, url: absoluteUrl(siteUrl, localizePath("/", language)) };
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@graph": talks.map((talk) => ({
        "@type": "Event",
        "@id": `${siteUrl}/talks#talk-${talk.id}`,
        name: `${talk.title} (${talk.eventName})`,
        startDate: talk.date,
        endDate: talk.date,
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        inLanguage: talk.language === "pt" ? "pt-BR" : talk.language,
        location: { "@type": "Place", name: talk.eventName, address: { "@type": "PostalAddress", addressLocality: talk.city, addressCountry: talk.country } },
        performer,
        organizer: { "@type": "Organization", name: talk.eventName, ...(talk.eventUrl ? { url: talk.eventUrl } : {}) },
        url: talk.eventUrl ?? absoluteUrl(siteUrl, localizePath("/talks", language)),
        ...(talk.videoUrl ? { recordedIn: { "@type": "VideoObject", name: talk.title, url: talk.videoUrl } } : {}),
      })),
    },
  };
}

import type { MetaDescriptor } from "react-router";
import type { Event, Graph } from "schema-dts";
import type { SiteContent } from "#app/content/site-content.ts";
import type { Language } from "#app/lib/language.ts";
import { absoluteUrl } from "#app/modules/seo/page-meta.ts";
import { jsonLdMeta, personId } from "#app/modules/seo/structured-data.ts";
import type { Talk } from "./talk.ts";
import { paths } from "#app/lib/paths.ts";

/**
 * schema.org Event records of the talks (one JSON-LD script), the owner as performer. The recording and
 * the slides are CreativeWorks: a VideoObject would need a thumbnail and an upload date the talk lacks.
 */
export function talksJsonLd(siteUrl: string, talks: readonly Talk[], content: SiteContent, language: Language): MetaDescriptor | undefined {
  if (talks.length === 0) return undefined;
  const home = absoluteUrl(siteUrl, paths.page("home", language));
  const events = talks.map(
    (talk): Event => ({
      "@type": "Event",
      "@id": `${siteUrl}/talks#talk-${talk.id}`,
      name: `${talk.title} (${talk.eventName})`,
      startDate: talk.date,
      endDate: talk.date,
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      inLanguage: talk.language === "pt" ? "pt-BR" : talk.language,
      location: {
        "@type": "Place",
        name: talk.eventName,
        address: { "@type": "PostalAddress", addressLocality: talk.city, addressCountry: talk.country },
      },
      performer: { "@type": "Person", "@id": personId(siteUrl), name: content.person.name, url: home },
      organizer: { "@type": "Organization", name: talk.eventName, ...(talk.eventUrl ? { url: talk.eventUrl } : {}) },
      url: talk.eventUrl ?? absoluteUrl(siteUrl, paths.page("talks", language)),
      ...(talk.videoUrl ? { recordedIn: { "@type": "CreativeWork", name: talk.title, url: talk.videoUrl } } : {}),
      ...(talk.slidesUrl ? { workFeatured: { "@type": "PresentationDigitalDocument", name: talk.title, url: talk.slidesUrl } } : {}),
    }),
  );
  const graph: Graph = { "@context": "https://schema.org", "@graph": events };
  return jsonLdMeta(graph);
}

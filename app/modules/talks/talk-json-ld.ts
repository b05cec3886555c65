import type { MetaDescriptor } from "react-router";
import type { Event, Graph, Place, VirtualLocation, WithContext } from "schema-dts";
import type { SiteContent } from "#app/content/site-content.ts";
import type { Language } from "#app/lib/language.ts";
import { absoluteUrl } from "#app/modules/seo/page-meta.ts";
import { jsonLdMeta, personId } from "#app/modules/seo/structured-data.ts";
import { type Talk, talkSchedule, talkText } from "./talk.ts";
import { paths } from "#app/lib/paths.ts";

const ATTENDANCE = {
  in_person: "https://schema.org/OfflineEventAttendanceMode",
  online: "https://schema.org/OnlineEventAttendanceMode",
  hybrid: "https://schema.org/MixedEventAttendanceMode",
} as const;

/** Where the talk happens: a Place (in person), a VirtualLocation (online), or both (hybrid). */
function talkLocation(talk: Talk, pageUrl: string): Place | VirtualLocation | (Place | VirtualLocation)[] {
  const place: Place = {
    "@type": "Place",
    name: talk.venue ?? talk.eventName,
    address: { "@type": "PostalAddress", addressLocality: talk.city, addressCountry: talk.country },
  };
  const virtual: VirtualLocation = { "@type": "VirtualLocation", url: talk.eventUrl ?? pageUrl };
  if (talk.format === "online") return virtual;
  if (talk.format === "hybrid") return [place, virtual];
  return place;
}

/**
 * One talk as a schema.org Event, the owner as performer: start and end with the time zone's offset
 * when the talk has a time (the day alone otherwise). The recording and the slides are CreativeWorks:
 * a VideoObject would need a thumbnail and an upload date the talk lacks.
 */
export function talkEvent(siteUrl: string, talk: Talk, content: SiteContent, language: Language): Event {
  const home = absoluteUrl(siteUrl, paths.page("home", language));
  const pageUrl = absoluteUrl(siteUrl, paths.talk(talk.slug, language));
  const text = talkText(talk, language);
  const schedule = talkSchedule(talk);
  return {
    "@type": "Event",
    "@id": `${pageUrl}#event`,
    name: `${text.title} (${talk.eventName})`,
    ...(text.abstract ? { description: text.abstract } : {}),
    startDate: schedule ? schedule.startIso : talk.date,
    endDate: schedule ? schedule.endIso : talk.date,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: ATTENDANCE[talk.format],
    inLanguage: talk.language === "pt" ? "pt-BR" : talk.language,
    location: talkLocation(talk, pageUrl),
    performer: { "@type": "Person", "@id": personId(siteUrl), name: content.person.name, url: home },
    organizer: { "@type": "Organization", name: talk.eventName, ...(talk.eventUrl ? { url: talk.eventUrl } : {}) },
    url: pageUrl,
    ...(talk.audience ? { audience: { "@type": "Audience", audienceType: talk.audience } } : {}),
    ...(talk.videoUrl ? { recordedIn: { "@type": "CreativeWork", name: text.title, url: talk.videoUrl } } : {}),
    ...(talk.slidesUrl ? { workFeatured: { "@type": "PresentationDigitalDocument", name: text.title, url: talk.slidesUrl } } : {}),
  };
}

/** The talks of a list as one JSON-LD script. */
export function talksJsonLd(siteUrl: string, talks: readonly Talk[], content: SiteContent, language: Language): MetaDescriptor | undefined {
  if (talks.length === 0) return undefined;
  const graph: Graph = { "@context": "https://schema.org", "@graph": talks.map((talk) => talkEvent(siteUrl, talk, content, language)) };
  return jsonLdMeta(graph);
}

/** A talk's page: its Event. */
export function talkJsonLd(siteUrl: string, talk: Talk, content: SiteContent, language: Language): MetaDescriptor {
  const event: WithContext<Event> = { "@context": "https://schema.org", ...talkEvent(siteUrl, talk, content, language) } as WithContext<Event>;
  return jsonLdMeta(event);
}

export const MESSAGE_KINDS = ["contact", "speaking"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Attribution limits (message.schema.ts), here so the pages' script can cap values without the schema. */
export const SOURCE_PAGE_MAX = 500;
export const REFERRER_MAX = 1_000;
export const UTM_VALUE_MAX = 200;

/** The owner moves a speaking invitation along these states. */
export const INVITATION_STATUSES = ["new", "in_discussion", "accepted", "declined"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** How the audience attends the event an organiser invites to. */
export const EVENT_FORMATS = ["in_person", "online", "hybrid"] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];

/** The language the talk is to be given in. */
export const TALK_LANGUAGES = ["en", "pt"] as const;
export type TalkLanguage = (typeof TALK_LANGUAGES)[number];

/** What organisers know about their event: every field optional (the spec's `eventDetails` stays the free text). */
export interface InvitationDetails {
  eventName: string | null;
  /** `YYYY-MM-DD`. */
  eventDate: string | null;
  eventCity: string | null;
  eventCountry: string | null;
  eventFormat: EventFormat | null;
  audienceSize: number | null;
  talkLanguage: TalkLanguage | null;
  /** Fee or budget range, as the organiser wrote it ("USD 5-8k"). */
  budget: string | null;
  /** `YYYY-MM-DD`: when the organiser needs an answer. */
  decisionDeadline: string | null;
}

/**
 * Where the visitor came from, first-party only: the page the form was sent from, and the referrer and
 * UTM parameters of the page they landed on (kept in the browser's sessionStorage, see attribution.ts).
 */
export interface MessageAttribution {
  sourcePage: string | null;
  landingReferrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
}

export interface Message extends InvitationDetails, MessageAttribution {
  id: number;
  kind: MessageKind;
  name: string;
  email: string;
  eventDetails: string | null;
  message: string;
  language: "en" | "pt";
  status: InvitationStatus;
  read: boolean;
  readAt: string | null;
  createdAt: string;
}

export const EVENT_FORMAT_LABELS: Record<"en" | "pt", Record<EventFormat, string>> = {
  en: { in_person: "In person", online: "Online", hybrid: "Hybrid" },
  pt: { in_person: "Presencial", online: "Online", hybrid: "Híbrido" },
};

export const TALK_LANGUAGE_LABELS: Record<"en" | "pt", Record<TalkLanguage, string>> = {
  en: { en: "English", pt: "Portuguese" },
  pt: { en: "Inglês", pt: "Português" },
};

/** Lowercase without accents: how the inbox search compares text ("São" finds "sao"). */
export function normalizeSearchText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

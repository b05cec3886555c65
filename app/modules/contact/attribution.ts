import { REFERRER_MAX, SOURCE_PAGE_MAX, UTM_VALUE_MAX } from "./message.ts";

/**
 * First-party attribution for the contact and invite forms (no cookie, no third-party script): the
 * first page of a visit records its referrer and UTM parameters in sessionStorage; a form sends them
 * with the page it was sent from. Values come out valid for the message schema (capped, http(s) only).
 */
export const ATTRIBUTION_STORAGE_KEY = "landingAttribution";

const UTM_PARAMETERS = {
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_term: "utmTerm",
  utm_content: "utmContent",
} as const;

type AttributionField = "sourcePage" | "landingReferrer" | (typeof UTM_PARAMETERS)[keyof typeof UTM_PARAMETERS];
export type AttributionFields = Partial<Record<AttributionField, string>>;

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function cap(value: string, max: number): string {
  return value.trim().slice(0, max);
}

/** Records the landing page's referrer (another site only) and UTM parameters, once per visit. */
export function captureLandingAttribution(pageUrl: string, referrer: string, storage: KeyValueStorage): void {
  try {
    if (storage.getItem(ATTRIBUTION_STORAGE_KEY) !== null) return;
    const page = new URL(pageUrl);
    const landing: AttributionFields = {};
    if (/^https?:\/\//i.test(referrer) && new URL(referrer).origin !== page.origin) landing.landingReferrer = cap(referrer, REFERRER_MAX);
    for (const [parameter, field] of Object.entries(UTM_PARAMETERS)) {
      const value = page.searchParams.get(parameter);
      if (value?.trim()) landing[field] = cap(value, UTM_VALUE_MAX);
    }
    storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(landing));
  } catch {
    // Storage off (private mode) or a malformed address: the form is sent without attribution.
  }
}

/** The attribution fields a form adds to its message: the landing's, and the page it is on. */
export function readAttributionFields(pathname: string, storage: KeyValueStorage): AttributionFields {
  const fields: AttributionFields = {};
  if (pathname.startsWith("/") && !pathname.startsWith("//")) fields.sourcePage = pathname.slice(0, SOURCE_PAGE_MAX);
  try {
    const stored: unknown = JSON.parse(storage.getItem(ATTRIBUTION_STORAGE_KEY) ?? "{}");
    if (typeof stored !== "object" || stored === null) return fields;
    const record = stored as Record<string, unknown>;
    if (typeof record.landingReferrer === "string" && /^https?:\/\/\S+$/i.test(record.landingReferrer)) {
      fields.landingReferrer = record.landingReferrer.slice(0, REFERRER_MAX);
    }
    for (const field of Object.values(UTM_PARAMETERS)) {
      const value = record[field];
      if (typeof value === "string" && value.trim()) fields[field] = cap(value, UTM_VALUE_MAX);
    }
  } catch {
    // Unreadable storage: the page alone.
  }
  return fields;
}

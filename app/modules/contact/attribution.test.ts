import { describe, expect, it } from "vitest";
import { ATTRIBUTION_STORAGE_KEY, captureLandingAttribution, readAttributionFields } from "./attribution.ts";
import { createMessageInputSchema } from "./message.schema.ts";

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  } as Storage;
}

describe("first-party attribution", () => {
  it("keeps the landing page's external referrer and UTM parameters for the whole visit", () => {
    const storage = memoryStorage();
    captureLandingAttribution("https://caio.example/articles/ai?utm_source=linkedin&utm_medium=social&utm_campaign=%20march%20", "https://www.linkedin.com/", storage);
    captureLandingAttribution("https://caio.example/pt?utm_source=other", "https://caio.example/articles/ai", storage);
    expect(readAttributionFields("/pt", storage)).toEqual({
      sourcePage: "/pt",
      landingReferrer: "https://www.linkedin.com/",
      utmSource: "linkedin",
      utmMedium: "social",
      utmCampaign: "march",
    });
  });

  it("ignores a referrer from the site itself or a non-web scheme, and caps long values to what the schema takes", () => {
    const storage = memoryStorage();
    captureLandingAttribution(`https://caio.example/?utm_term=${"t".repeat(500)}`, "https://caio.example/press-kit", storage);
    const fields = readAttributionFields(`/${"p".repeat(900)}`, storage);
    expect(fields.landingReferrer).toBeUndefined();
    expect(fields.utmTerm).toHaveLength(200);
    const parsed = createMessageInputSchema("en").safeParse({ kind: "contact", name: "A", email: "a@b.co", message: "m", ...fields });
    expect(parsed.success).toBe(true);

    const other = memoryStorage();
    other.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify({ landingReferrer: "javascript:alert(1)", utmSource: 5 }));
    expect(readAttributionFields("//evil.example", other)).toEqual({});
  });

  it("works without storage (private mode)", () => {
    const broken = { getItem: () => { throw new Error("denied"); }, setItem: () => { throw new Error("denied"); } };
    expect(() => captureLandingAttribution("https://caio.example/", "", broken)).not.toThrow();
    expect(readAttributionFields("/", broken)).toEqual({ sourcePage: "/" });
  });
});

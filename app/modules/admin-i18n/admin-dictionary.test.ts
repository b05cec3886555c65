import { describe, expect, it } from "vitest";
import { NOTIFICATION_STATUSES } from "#app/modules/notifications/notification.ts";
import { ADMIN_DICTIONARIES, fillText } from "./admin-dictionary.ts";
import { formatAdminDateTime } from "./admin-dates.ts";
import { adminLanguageOfHeaders, parseAcceptLanguage, pickBrowserLanguage } from "./admin-language.ts";

const { en, pt } = ADMIN_DICTIONARIES;
const SAME_IN_BOTH = ["link", "emailLabel", "webhookLabel"];

describe("the admin dictionaries", () => {
  it("have the same keys in both languages, none empty", () => {
    for (const part of ["text", "notificationStatuses", "notificationPurposes"] as const) {
      expect(Object.keys(pt[part]).sort()).toEqual(Object.keys(en[part]).sort());
      for (const value of [...Object.values(en[part]), ...Object.values(pt[part])]) expect(value.trim()).not.toBe("");
    }
  });

  it("keep the spec's English exactly", () => {
    expect(en.text.adminLogin).toBe("Admin Login");
    expect(en.text.loginIntro).toBe("Sign in to access the admin dashboard");
    expect(en.text.initializeSystem).toBe("Initialize System");
  });

  it("translate every text into Portuguese (only names of languages and products may stay)", () => {
    const same = Object.entries(en.text)
      .filter(([key, value]) => pt.text[key as keyof typeof pt.text] === value)
      .map(([key]) => key);
    // Names of languages, and words Brazilian Portuguese uses as they are.
    expect(same).toEqual(["languageEnglish", "languagePortuguese", ...SAME_IN_BOTH]);
    for (const status of NOTIFICATION_STATUSES) expect(pt.notificationStatuses[status]).not.toBe(en.notificationStatuses[status]);
  });

  it("keep the same {marks} in both languages", () => {
    const marks = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, value] of Object.entries(en.text)) expect(marks(pt.text[key as keyof typeof pt.text])).toEqual(marks(value));
    expect(fillText(pt.text.copyField, { field: "senha" })).toBe("Copiar senha");
  });
});

describe("admin dates", () => {
  it("are written 27/11/2026 14:05 in Portuguese, in the owner's time zone", () => {
    expect(formatAdminDateTime("2026-11-27T17:05:00.000Z", "pt", "America/Sao_Paulo")).toBe("27/11/2026 14:05");
    expect(formatAdminDateTime("2026-11-27T17:05:00.000Z", "en", "America/Sao_Paulo")).toBe("11/27/2026, 2:05 PM");
  });
});

describe("the admin language before sign-in", () => {
  it("follows the browser's languages, then the switch's cookie", () => {
    expect(pickBrowserLanguage(parseAcceptLanguage("pt-BR,pt;q=0.9,en;q=0.8"))).toBe("pt");
    expect(pickBrowserLanguage(parseAcceptLanguage("fr-FR,en;q=0.5,pt;q=0.9"))).toBe("pt");
    expect(pickBrowserLanguage(parseAcceptLanguage("de-DE"))).toBe("en");
    expect(adminLanguageOfHeaders(undefined, "en-US")).toBe("en");
    expect(adminLanguageOfHeaders("theme=dark; adminLanguage=pt", "en-US")).toBe("pt");
    expect(adminLanguageOfHeaders("adminLanguage=en", "pt-BR")).toBe("en");
  });
});

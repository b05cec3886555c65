import { describe, expect, it } from "vitest";
import type { PageTranslation } from "../page.ts";
import { PAGES_ADMIN_TEXT } from "../pages-admin-text.ts";
import { draftOf, localInputOf, payloadOf, statusOf, valuesOf, valuesOfDraft } from "./page-form-state.ts";

describe("Page editor: its state, without the screen", () => {
  it("starts a new page empty, unpublished, with no date", () => {
    expect(valuesOf(null)).toEqual({ slug: "", title: "", excerpt: "", content: "", published: false, publishAt: "" });
  });

  it("round-trips the publication date through the datetime-local input in the browser's time zone", () => {
    const at = localInputOf("2026-03-04T05:06:00.000Z");
    expect(at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    expect(payloadOf({ ...valuesOf(null), publishAt: at }).publishAt).toBe("2026-03-04T05:06:00.000Z");
    expect(payloadOf(valuesOf(null)).publishAt).toBeNull();
  });

  it("trims the address only, and sends no Portuguese version when the page has none", () => {
    const en = { ...valuesOf(null), slug: " now ", title: " Now " };
    expect(draftOf(en, "header", false, valuesOf(null))).toEqual({ ...payloadOf(en), slug: "now", title: " Now ", showIn: "header", pt: null });
    expect(draftOf(en, "none", true, { ...en, slug: "agora " }).pt?.slug).toBe("agora");
  });

  it("reads a kept draft's version with its optional fields at their defaults", () => {
    expect(valuesOfDraft({ slug: "a", title: "A", excerpt: "", content: "<p>x</p>", publishAt: null, published: undefined } as never)).toEqual({
      slug: "a",
      title: "A",
      excerpt: "",
      content: "<p>x</p>",
      published: false,
      publishAt: "",
    });
  });

  it("names a version's state in the list: live, scheduled, draft or none", () => {
    const text = PAGES_ADMIN_TEXT.en;
    const version = (published: boolean, publishAt: string | null) => ({ slug: "a", title: "A", excerpt: null, content: "", published, publishAt }) as unknown as PageTranslation;
    expect(statusOf(null, text)).toBe("—");
    expect(statusOf(version(true, null), text)).toBe(text.live);
    expect(statusOf(version(true, "2999-01-01T00:00:00.000Z"), text)).toBe(text.scheduled);
    expect(statusOf(version(false, null), text)).toBe(text.draft);
  });
});

import { describe, expect, it } from "vitest";
import { SITE_CONTENT_EN } from "#app/content/site-content.en.ts";
import { SITE_CONTENT_PT } from "#app/content/site-content.pt.ts";
import { HIDEABLE_HOME_SECTIONS, type SiteContent } from "#app/content/site-content.ts";
import fs from "node:fs";
import path from "node:path";
import { SHIPPED_IMAGES } from "#app/content/shipped-images.ts";
import {
  CONTENT_LIST_LIMITS,
  IMAGE_PATH_MESSAGE,
  isSiteImagePath,
  type LimitedList,
  listCountMessage,
  SiteContentSchema,
  type ValidSiteContent,
} from "./site-content.schema.ts";

// Both directions at compile time: a SiteContent is a valid input, and the schema's output is a SiteContent.
const asInput = (content: SiteContent): Parameters<typeof SiteContentSchema.parse>[0] => content;
const asContent = (content: ValidSiteContent): SiteContent => content;

function issuesOf(content: unknown) {
  const result = SiteContentSchema.safeParse(content);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

describe("the site content schema", () => {
  it.each([
    ["en", SITE_CONTENT_EN],
    ["pt", SITE_CONTENT_PT],
  ] as const)("accepts the shipped sample content (%s) exactly as it is", (_language, content) => {
    const parsed = SiteContentSchema.parse(asInput(content));
    expect(asContent(parsed)).toEqual(content);
  });

  it("refuses empty texts, broken counts, bad addresses and unknown fields with messages for the form", () => {
    const broken = structuredClone(SITE_CONTENT_EN) as unknown as Record<string, any>;
    broken.taglines = ["One", "  "];
    broken.journey = broken.journey.slice(0, 2);
    broken.stats[0].value = "";
    broken.person.url = "caioaragao.example.com";
    broken.contact.email = "not-an-address";
    broken.pressKit.lastUpdated.iso = "2025-02-30";
    broken.hero.image.src = "https://elsewhere.example.com/x.jpg";
    broken.surprise = true;
    expect(issuesOf(broken)).toEqual(
      expect.arrayContaining([
        { path: "taglines.1", message: "This field is required" },
        { path: "journey", message: "Journey: 3 to 12 frames (this list has 2)" },
        { path: "stats.0.value", message: "This field is required" },
        { path: "person.url", message: "Enter a full address starting with https://" },
        { path: "contact.email", message: "Invalid email address" },
        { path: "pressKit.lastUpdated.iso", message: "Use a date like 2025-05-12" },
        { path: "hero.image.src", message: IMAGE_PATH_MESSAGE },
        { path: "", message: expect.stringContaining("surprise") },
      ]),
    );
  });

  it("takes every shaped list from its minimum to its maximum, and refuses one item fewer or more with a message naming the list (issue 28)", () => {
    const lists: Record<LimitedList, { path: string[]; example: unknown }> = {
      taglines: { path: ["taglines"], example: SITE_CONTENT_EN.taglines[0] },
      stats: { path: ["stats"], example: SITE_CONTENT_EN.stats[0] },
      journey: { path: ["journey"], example: SITE_CONTENT_EN.journey[0] },
      superpowers: { path: ["superpowers"], example: SITE_CONTENT_EN.superpowers[0] },
      keynotes: { path: ["keynotes"], example: SITE_CONTENT_EN.keynotes[0] },
      portfolio: { path: ["portfolio", "items"], example: SITE_CONTENT_EN.portfolio.items[0] },
      keyProjects: { path: ["pressKit", "keyProjects"], example: SITE_CONTENT_EN.pressKit.keyProjects[0] },
      mediaKitImages: { path: ["mediaKit", "images"], example: SITE_CONTENT_EN.mediaKit.images[0] },
    };
    const withCount = (name: LimitedList, count: number) => {
      const content = JSON.parse(JSON.stringify(SITE_CONTENT_EN)) as Record<string, any>;
      const { path: at, example } = lists[name];
      const parent = at.slice(0, -1).reduce((node, key) => node[key], content);
      parent[at.at(-1)!] = Array.from({ length: count }, () => structuredClone(example));
      return content;
    };
    for (const [name, limit] of Object.entries(CONTENT_LIST_LIMITS) as [LimitedList, (typeof CONTENT_LIST_LIMITS)[LimitedList]][]) {
      expect(issuesOf(withCount(name, limit.min)), `${name} at ${limit.min}`).toEqual([]);
      expect(issuesOf(withCount(name, limit.max)), `${name} at ${limit.max}`).toEqual([]);
      const path = lists[name].path.join(".");
      expect(issuesOf(withCount(name, limit.max + 1))).toEqual([{ path, message: listCountMessage(limit, limit.max + 1) }]);
      if (limit.min > 0) expect(issuesOf(withCount(name, limit.min - 1))).toEqual([{ path, message: listCountMessage(limit, limit.min - 1) }]);
    }
    expect(listCountMessage(CONTENT_LIST_LIMITS.journey, 13)).toBe("Journey: 3 to 12 frames (this list has 13)");
    expect(listCountMessage(CONTENT_LIST_LIMITS.journey, 13, "pt")).toBe("Trajetória: de 3 a 12 quadros (esta lista tem 13)");
    // The shipped sample keeps the spec's counts.
    expect([SITE_CONTENT_EN, SITE_CONTENT_PT].map((c) => [c.journey.length, c.superpowers.length, c.keynotes.length, c.portfolio.items.length, c.taglines.length])).toEqual([
      [7, 5, 3, 6, 3],
      [7, 5, 3, 6, 3],
    ]);
  });

  it("holds a show-on-the-site switch per home section, every one on in the sample (a missing one is shown), and refuses anything but true or false (issue 28)", () => {
    for (const content of [SITE_CONTENT_EN, SITE_CONTENT_PT]) expect(Object.entries(content.showOnSite)).toEqual(HIDEABLE_HOME_SECTIONS.map((id) => [id, true]));
    const content = JSON.parse(JSON.stringify(SITE_CONTENT_EN)) as Record<string, any>;
    content.showOnSite.chatTeaser = false;
    expect(SiteContentSchema.parse(content).showOnSite.chatTeaser).toBe(false);
    delete content.showOnSite.book;
    expect(SiteContentSchema.parse(content).showOnSite.book).toBe(true);
    content.showOnSite.journey = "no";
    content.showOnSite.hero = false;
    expect(issuesOf(content)).toEqual([
      { path: "showOnSite.journey", message: "Use true (shown) or false (hidden)" },
      { path: "showOnSite", message: expect.stringContaining("hero") },
    ]);
  });

  it("trims text and limits its length", () => {
    const content = structuredClone(SITE_CONTENT_EN) as unknown as Record<string, any>;
    content.taglines[0] = "  A new tagline  ";
    expect(SiteContentSchema.parse(content).taglines[0]).toBe("A new tagline");
    content.hero.intro = "x".repeat(5_001);
    expect(issuesOf(content)).toEqual([{ path: "hero.intro", message: "At most 5,000 characters" }]);
  });

  it("takes only images the site stores or ships in image fields: no other site path (issue 22)", () => {
    for (const src of ["/api/auth/logout", "/admin", "/uploads/images/../../api/auth/logout", "/uploads/images/x.webp?logout", "/press-photos/missing.jpg", "//evil.example/x.jpg", "/assets/images/../../api/auth/logout"]) {
      // A JSON copy: structuredClone would keep the sample's shared image objects shared.
      const content = JSON.parse(JSON.stringify(SITE_CONTENT_EN)) as Record<string, any>;
      content.hero.image.src = src;
      content.person.image = src;
      expect(issuesOf(content), src).toEqual([
        { path: "person.image", message: IMAGE_PATH_MESSAGE },
        { path: "hero.image.src", message: IMAGE_PATH_MESSAGE },
      ]);
    }
    for (const src of ["/uploads/images/AbCdEfGhIjKlMnOpQrStUv.webp", "/uploads/images/AbCdEfGhIjKlMnOpQrStUv-w960.webp", "/uploads/images/AbCdEfGhIjKlMnOpQrStUv.jpg", "/assets/images/article-placeholder.jpg", "/book-cover.png"]) {
      expect(isSiteImagePath(src), src).toBe(true);
    }
  });

  it("lists every image file shipped under public/, and nothing else", () => {
    const root = path.resolve(import.meta.dirname, "../../../public");
    const files = (fs.readdirSync(root, { recursive: true }) as string[])
      .filter((file) => /\.(?:jpe?g|png|svg|webp|gif|avif)$/i.test(file))
      .map((file) => `/${file.split(path.sep).join("/")}`)
      .sort();
    expect([...SHIPPED_IMAGES].sort()).toEqual(files);
  });
});

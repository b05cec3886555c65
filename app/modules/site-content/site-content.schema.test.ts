import { describe, expect, it } from "vitest";
import { SITE_CONTENT_EN } from "#app/content/site-content.en.ts";
import { SITE_CONTENT_PT } from "#app/content/site-content.pt.ts";
import type { SiteContent } from "#app/content/site-content.ts";
import fs from "node:fs";
import path from "node:path";
import { SHIPPED_IMAGES } from "#app/content/shipped-images.ts";
import { IMAGE_PATH_MESSAGE, isSiteImagePath, SiteContentSchema, type ValidSiteContent } from "./site-content.schema.ts";

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
    broken.stats[0].value = "";
    broken.person.url = "caioaragao.example.com";
    broken.contact.email = "not-an-address";
    broken.pressKit.lastUpdated.iso = "2025-02-30";
    broken.hero.image.src = "https://elsewhere.example.com/x.jpg";
    broken.surprise = true;
    expect(issuesOf(broken)).toEqual(
      expect.arrayContaining([
        { path: "taglines", message: expect.stringContaining("3") },
        { path: "stats.0.value", message: "This field is required" },
        { path: "person.url", message: "Enter a full address starting with https://" },
        { path: "contact.email", message: "Invalid email address" },
        { path: "pressKit.lastUpdated.iso", message: "Use a date like 2025-05-12" },
        { path: "hero.image.src", message: IMAGE_PATH_MESSAGE },
        { path: "", message: expect.stringContaining("surprise") },
      ]),
    );
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

import { describe, expect, it } from "vitest";
import { SITE_CONTENT_EN } from "./site-content.en.ts";
import { SITE_CONTENT_PT } from "./site-content.pt.ts";
import type { ImageAsset, SiteContent } from "./site-content.ts";

const LANGUAGES: ReadonlyArray<readonly [string, SiteContent]> = [
  ["en", SITE_CONTENT_EN],
  ["pt", SITE_CONTENT_PT],
];

/** Every string in the value, with its path, found by walking objects and arrays. */
function collectStrings(value: unknown, path = "$"): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => collectStrings(item, `${path}[${index}]`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => collectStrings(item, `${path}.${key}`));
  }
  return [];
}

/** Every object with `src`, `width` and `height`: the image entries. */
function collectImages(value: unknown): ImageAsset[] {
  if (Array.isArray(value)) return value.flatMap(collectImages);
  if (value !== null && typeof value === "object") {
    const own = "src" in value && "width" in value && "height" in value ? [value as ImageAsset] : [];
    return [...own, ...Object.values(value).flatMap(collectImages)];
  }
  return [];
}

function countWords(text: string): number {
  return text.trim().split(/\s+/).length;
}

describe.each(LANGUAGES)("site content (%s)", (_language, content) => {
  it("has the spec's fixed counts", () => {
    expect(content.taglines).toHaveLength(3);
    expect(content.stats).toHaveLength(3);
    expect(content.journey).toHaveLength(7);
    expect(content.superpowers).toHaveLength(5);
    expect(content.keynotes).toHaveLength(3);
    expect(content.portfolio.items).toHaveLength(6);
    expect(content.mediaKit.images).toHaveLength(6);
    expect(content.pressKit.photos).toHaveLength(3);
    expect(content.pressKit.keyProjects).toHaveLength(4);
    expect(content.mediaKit.quotes).toHaveLength(3);
    expect(content.bookPreviewPages).toHaveLength(3);
  });

  it("has portfolio items in both categories, each with a label", () => {
    const categories = new Set(content.portfolio.items.map((item) => item.category));
    expect([...categories].sort()).toEqual(["ai", "growth"]);
    expect(content.portfolio.categories.ai).not.toBe("");
    expect(content.portfolio.categories.growth).not.toBe("");
  });

  it("names a self-published 2024 book in Brazilian Portuguese, in print and Kindle, with a bookstore link", () => {
    expect(content.book.year).toBe(2024);
    expect(content.book.languageTag).toBe("pt-BR");
    expect(content.book.formats).toHaveLength(2);
    expect(content.book.formats).toContain("Kindle");
    expect(content.book.link).toMatch(/^https:\/\/www\.amazon\.com\.br\/dp\/\w+$/);
    expect(content.mediaKit.bookTable.some((row) => row.href === content.book.link)).toBe(true);
    expect(content.mediaKit.bookTable.some((row) => row.value === "2024")).toBe(true);
  });

  it("uses the six approved images in the media kit, three of them in the press kit", () => {
    const approved = [
      "/press-photos/portrait-1.jpg",
      "/press-photos/portrait-2.jpg",
      "/press-photos/stage-1.jpg",
      "/press-photos/stage-2.jpg",
      "/press-photos/workshop.jpg",
      "/press-photos/book-signing.jpg",
    ];
    expect(content.mediaKit.images.map((image) => image.src)).toEqual(approved);
    for (const photo of content.pressKit.photos) expect(approved).toContain(photo.src);
    expect(content.mediaKit.imageCredit).toContain(`© ${content.name}`);
  });

  it("gives every image an absolute path and positive dimensions", () => {
    const images = collectImages(content);
    expect(images.length).toBeGreaterThanOrEqual(8);
    for (const image of images) {
      expect(image.src.startsWith("/"), image.src).toBe(true);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
    }
    expect(content.seo.shareImage).toMatchObject({ src: "/og/home.jpg", width: 1200, height: 630 });
    expect(content.book.cover).toMatchObject({ src: "/book-cover.png", width: 1000, height: 1500 });
  });

  it("places the person in Aracaju, Sergipe, Brazil", () => {
    expect(content.person.address).toEqual({ locality: "Aracaju", region: "Sergipe", country: "BR" });
    expect(content.person.name).toBe(content.name);
    expect(content.person.worksFor.length).toBeGreaterThan(0);
  });

  it("has SEO entries for the five page keys and an article description", () => {
    expect(Object.keys(content.seo.pages).sort()).toEqual(["articles", "home", "mediaKit", "museumLetter", "pressKit"]);
    for (const entry of Object.values(content.seo.pages)) expect(entry.keywords.length).toBeGreaterThan(0);
    expect(content.seo.articleDescription.length).toBeGreaterThan(40);
  });

  it("mentions the museum's exhibition and the 2026 advisory board", () => {
    const letter = collectStrings(content.museumLetter)
      .map(([, text]) => text)
      .join(" ");
    expect(letter).toContain("Future of Creativity");
    expect(letter).toContain("2026");
    expect(content.museumLetter.date.iso).toBe("2025-03-15");
  });

  it("has a medium bio between the short and the long one (150 to 250 words)", () => {
    expect(countWords(content.pressKit.mediumBio)).toBeGreaterThanOrEqual(150);
    expect(countWords(content.pressKit.mediumBio)).toBeLessThanOrEqual(250);
  });

  it("has no empty string anywhere", () => {
    const empty = collectStrings(content).filter(([, text]) => text.trim() === "");
    expect(empty.map(([path]) => path)).toEqual([]);
  });
});

describe("site content (English)", () => {
  it("shows the hero stats: $1B+ infrastructure, 100+ AI projects, 20+ years in tech", () => {
    expect(SITE_CONTENT_EN.stats.map((stat) => stat.value)).toEqual(["$1B+", "100+", "20+"]);
    expect(SITE_CONTENT_EN.stats[0]!.label).toContain("infrastructure");
    expect(SITE_CONTENT_EN.stats[1]!.label).toContain("AI projects");
    expect(SITE_CONTENT_EN.stats[2]!.label).toContain("years in tech");
  });

  it("has a short bio of exactly 100 words", () => {
    expect(countWords(SITE_CONTENT_EN.mediaKit.shortBio)).toBe(100);
  });

  it("dates the press kit May 12, 2025 and the museum letter March 15, 2025", () => {
    expect(SITE_CONTENT_EN.pressKit.lastUpdated.text).toContain("May 12, 2025");
    expect(SITE_CONTENT_EN.museumLetter.date.text).toBe("March 15, 2025");
  });

  it("promises a reply within 24-48 hours", () => {
    expect(SITE_CONTENT_EN.contact.text).toContain("24-48 hours");
  });

  it("says that the book is written in Portuguese", () => {
    expect(SITE_CONTENT_EN.book.language).toBe("Brazilian Portuguese");
    expect(SITE_CONTENT_EN.book.previewNote).toContain("Portuguese");
  });
});

describe("site content (Portuguese)", () => {
  it("has a short bio of about 100 words", () => {
    expect(countWords(SITE_CONTENT_PT.mediaKit.shortBio)).toBeGreaterThanOrEqual(90);
    expect(countWords(SITE_CONTENT_PT.mediaKit.shortBio)).toBeLessThanOrEqual(115);
  });

  it("dates the press kit 12 de maio de 2025 and the museum letter 15 de março de 2025", () => {
    expect(SITE_CONTENT_PT.pressKit.lastUpdated.text).toContain("12 de maio de 2025");
    expect(SITE_CONTENT_PT.museumLetter.date.text).toBe("15 de março de 2025");
  });

  it("promises a reply within 48 hours", () => {
    expect(SITE_CONTENT_PT.contact.text).toContain("48 horas");
  });
});

describe("site content in both languages", () => {
  it("is translated, not copied", () => {
    SITE_CONTENT_EN.taglines.forEach((tagline, index) => expect(SITE_CONTENT_PT.taglines[index]).not.toBe(tagline));
    expect(SITE_CONTENT_PT.about.title).not.toBe(SITE_CONTENT_EN.about.title);
    SITE_CONTENT_EN.about.paragraphs.forEach((paragraph, index) =>
      expect(SITE_CONTENT_PT.about.paragraphs[index]).not.toBe(paragraph),
    );
    expect(SITE_CONTENT_PT.contact.text).not.toBe(SITE_CONTENT_EN.contact.text);
  });

  it("keeps the facts identical: names, numbers, dates, links and image paths", () => {
    const facts = (content: SiteContent) => ({
      name: content.name,
      person: {
        name: content.person.name,
        url: content.person.url,
        image: content.person.image,
        sameAs: content.person.sameAs,
        address: content.person.address,
        worksFor: content.person.worksFor.map((organization) => organization.name),
      },
      book: {
        title: content.book.title,
        englishTitle: content.book.englishTitle,
        subtitle: content.book.subtitle,
        englishSubtitle: content.book.englishSubtitle,
        year: content.book.year,
        pageCount: content.book.pageCount,
        link: content.book.link,
      },
      email: content.contact.email,
      links: content.contact.links.map((link) => [link.kind, link.href]),
      journeyYears: content.journey.map((frame) => frame.year),
      portfolioCategories: content.portfolio.items.map((item) => item.category),
      keyProjects: content.pressKit.keyProjects.map((project) => project.name),
      pressContact: [content.pressKit.contact.name, content.pressKit.contact.email],
      pressKitUpdated: content.pressKit.lastUpdated.iso,
      letterDate: content.museumLetter.date.iso,
      letterAuthor: content.museumLetter.author.name,
      recognitionYears: content.recognitions.map((recognition) => recognition.year),
      images: collectImages(content).map((image) => [image.src, image.width, image.height]),
      statCounts: content.stats.slice(1).map((stat) => stat.value),
    });
    expect(facts(SITE_CONTENT_PT)).toEqual(facts(SITE_CONTENT_EN));
  });

  it("shows the same Portuguese sample pages of the book on both sites", () => {
    expect(SITE_CONTENT_EN.bookPreviewPages).toEqual(SITE_CONTENT_PT.bookPreviewPages);
  });
});

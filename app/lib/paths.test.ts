import { describe, expect, it } from "vitest";
import { PAGE_PATHS, paths } from "./paths.ts";

describe("paths", () => {
  it("names every page in English at the spec's path and in Portuguese under /pt", () => {
    expect(paths.page("home", "en")).toBe("/");
    expect(paths.page("home", "pt")).toBe("/pt");
    expect(paths.page("pressKit", "en")).toBe("/press-kit");
    expect(paths.page("pressKit", "pt")).toBe("/pt/press-kit");
    expect(Object.keys(PAGE_PATHS).map((name) => paths.page(name as keyof typeof PAGE_PATHS, "pt"))).toEqual([
      "/pt",
      "/pt/articles",
      "/pt/talks",
      "/pt/press-kit",
      "/pt/media-kit",
      "/pt/museum-letter",
    ]);
  });

  it("builds articles, their files and previews in both languages", () => {
    expect(paths.article("ai-trends", "en")).toBe("/articles/ai-trends");
    expect(paths.article("tendencias-ia", "pt")).toBe("/pt/articles/tendencias-ia");
    expect(paths.articleMarkdown("ai-trends", "pt")).toBe("/pt/articles/ai-trends.md");
    expect(paths.articleShareCard("a b", "en")).toBe("/articles/a%20b/share.jpg");
    expect(paths.articlePreview(7, "pt")).toBe("/pt/preview/articles/7");
    expect(paths.previewLink("tok", "en")).toBe("/preview/tok");
    expect(paths.pagePreview(3, "pt")).toBe("/pt/preview/pages/3");
    expect(paths.pagePreview(3, "pt", "17.sig")).toBe("/pt/preview/pages/3/17.sig");
  });

  it("builds sections, feeds, calendars and share cards in both languages", () => {
    expect(paths.homeSection("recognitions", "en")).toBe("/#recognitions");
    expect(paths.homeSection("recognitions", "pt")).toBe("/pt#recognitions");
    expect(paths.talkCalendar(12, "en")).toBe("/talks/12/calendar.ics");
    expect(paths.talkCalendar(12, "pt")).toBe("/pt/talks/12/calendar.ics");
    expect(paths.rss("en")).toBe("/rss.xml");
    expect(paths.rss("pt")).toBe("/pt/rss.xml");
    expect(paths.llmsTxt("pt")).toBe("/pt/llms.txt");
    expect(paths.search("pt")).toBe("/pt/search");
    expect(paths.pageShareCard("press-kit", "pt")).toBe("/pt/share/press-kit.jpg");
    expect(paths.sitemap()).toBe("/sitemap.xml");
  });
});

import { describe, expect, it } from "vitest";
import { type ArticleText, REVISIONS_KEPT, revisionsToPrune, sameText, summarizeChange, textOfDraft, textSize } from "./article-revision.ts";
import { ArticleDraftSchema } from "./article.schema.ts";

const base: ArticleText = {
  title: "A title",
  slug: "a-title",
  content: "<p>One two three.</p>",
  excerpt: "",
  coverImage: "",
  categoryId: null,
  featured: false,
  pt: null,
};

describe("revision summaries", () => {
  it("names what changed, with the word count of the body", () => {
    expect(summarizeChange(null, base)).toBe("First version");
    expect(summarizeChange(base, { ...base, content: "<p>One two three four five.</p>" })).toBe("Content +2 words");
    expect(summarizeChange(base, { ...base, content: "<p>One.</p>" })).toBe("Content −2 words");
    expect(summarizeChange(base, { ...base, content: "<p>One two four.</p>" })).toBe("Content edited");
    expect(summarizeChange(base, { ...base, title: " A title " })).toBe("No changes to the text");
    expect(summarizeChange(base, { ...base, pt: { title: "Um título", slug: "a-title", excerpt: "", content: "<p>Um</p>" } })).toBe(
      "Portuguese version added",
    );
  });

  it("keeps to three changes and counts the rest", () => {
    const after = { ...base, title: "New", slug: "new", excerpt: "New excerpt", coverImage: "/x.webp", featured: true };
    expect(summarizeChange(base, after)).toBe("Title changed, Slug changed, Excerpt changed and 2 more");
  });

  it("sees an autosave without Portuguese text as having no Portuguese version", () => {
    const draft = ArticleDraftSchema.parse({ title: "A title", pt: { title: " ", content: "<p></p>" } });
    expect(textOfDraft(draft).pt).toBeNull();
    expect(sameText(textOfDraft(draft), { ...base, slug: "", content: "" })).toBe(true);
  });

  it("measures size as readable characters of both languages", () => {
    expect(textSize({ ...base, pt: { title: "Um", slug: "x", excerpt: "", content: "<p>Dois</p>" } })).toBe(
      "A title".length + "One two three.".length + "Um".length + "Dois".length,
    );
  });
});

describe("revision retention", () => {
  const at = (daysAgo: number, minute: number) => new Date(Date.UTC(2026, 10, 23 - daysAgo, 12, minute)).toISOString();

  it(`keeps the newest ${REVISIONS_KEPT}, then the newest of each earlier day`, () => {
    const recent = Array.from({ length: REVISIONS_KEPT }, (_, i) => ({ id: 100 + i, createdAt: at(0, i) }));
    const older = [
      { id: 1, createdAt: at(3, 1) },
      { id: 2, createdAt: at(3, 2) },
      { id: 3, createdAt: at(2, 1) },
      // Same day as the kept ones: dropped.
      { id: 4, createdAt: at(0, 0).replace("12:00", "01:00") },
    ];
    expect(revisionsToPrune([...older, ...recent]).sort()).toEqual([1, 4]);
    expect(revisionsToPrune(recent)).toEqual([]);
  });
});

describe("comparing a revision with the current text", () => {
  it("lists the fields that differ, as readable text with one line per block", async () => {
    const { compareTexts, readableText } = await import("./article-revision.ts");
    expect(readableText("<h2>Title</h2><p>One <strong>two</strong></p><ul><li><p>A</p></li><li><p>B &amp; C</p></li></ul>")).toBe("Title\nOne two\nA\nB & C");
    const current = { ...base, title: "Another title", pt: { title: "Um", slug: "um", excerpt: "", content: "<p>Texto</p>" } };
    expect(compareTexts(base, current)).toEqual([
      { label: "Title", before: "A title", after: "Another title" },
      { label: "Portuguese title", before: "", after: "Um" },
      { label: "Portuguese slug", before: "", after: "um" },
      { label: "Portuguese content", before: "", after: "Texto" },
    ]);
    expect(compareTexts(base, { ...base })).toEqual([]);
  });
});

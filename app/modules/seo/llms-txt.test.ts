import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { SITE_CONTENT_EN } from "#app/content/site-content.en.ts";
import type { SiteContent } from "#app/content/site-content.ts";
import type { ArticleCard } from "#app/modules/articles/article-view.ts";
import { buildLlmsTxt, markdownText } from "./llms-txt.ts";

const HOSTILE = "Eve](https://evil.test) www.evil.test mail@evil.test ![x](https://evil.test/p.png) <img src=x onerror=alert(1)> *bold* _it_ `code` ~~gone~~ | a | &lt;b&gt; <https://evil.test>";

function hostileContent(): SiteContent {
  const content = JSON.parse(JSON.stringify(SITE_CONTENT_EN)) as Record<string, any>;
  content.name = HOSTILE;
  content.person.description = `# Heading\n${HOSTILE}`;
  content.about.paragraphs[0] = `- list\n\n> quote\n1. one ${HOSTILE}`;
  content.seo.pages.home.description = HOSTILE;
  return content as SiteContent;
}

describe("buildLlmsTxt", () => {
  it("escapes site-content text, so that Markdown shows it as written: no link, image, HTML, emphasis or new block (issue 22)", async () => {
    const article = { title: `[Title](https://evil.test) ${HOSTILE}`, slug: "a-post", excerpt: `\n## Not a heading\n${HOSTILE}` } as unknown as ArticleCard;
    const text = buildLlmsTxt({ siteUrl: "https://caio.example", language: "en", content: hostileContent(), articles: [article] });
    const html = await marked.parse(text);
    expect(html).not.toContain("evil.test\"");
    expect(html).not.toContain("mailto:");
    expect(html).not.toMatch(/<(img|em|strong|del|table|ul>\s*<li>list|ol)\b/);
    expect(html.match(/<code>/g)).toEqual(["<code>"]); // the file's own `.md`
    expect(html.match(/<blockquote>/g)).toEqual(["<blockquote>"]); // the file's own "> " summary line
    expect(html).not.toContain("<h2>Not a heading");
    // Every link is one the file writes itself, to the site.
    for (const [, href] of html.matchAll(/href="([^"]+)"/g)) expect(href).toMatch(/^https:\/\/caio\.example\//);
    // The text still reads as written once rendered.
    expect(html).toContain("Eve](https://evil.test) www.evil.test mail@evil.test ![x](https://evil.test/p.png) &lt;img src=x onerror=alert(1)&gt; *bold* _it_ `code` ~~gone~~ | a |");
    const lines = text.split("\n");
    expect(lines[0]).toBe(`# ${markdownText(HOSTILE)}`);
    expect(lines.filter((line) => line.startsWith("#"))).toEqual([lines[0], "## Pages", "## Articles", "## Optional"]);
  });
});

describe("markdownText", () => {
  it("leaves plain text alone and escapes marks at the start of a line", () => {
    expect(markdownText("Caio Menezes Aragão, CEO (AI & growth).")).toBe("Caio Menezes Aragão, CEO (AI & growth).");
    expect(markdownText("# not a heading")).toBe("\\# not a heading");
    expect(markdownText("2025. A year")).toBe("\\2025. A year");
    expect(markdownText("- item")).toBe("\\- item");
    expect(markdownText("a\n\nb")).toBe("a b");
  });
});

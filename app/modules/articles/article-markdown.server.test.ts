import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "./article-html.server.ts";
import { articleHtmlToMarkdown, buildArticleMarkdown } from "./article-markdown.server.ts";

const SITE = "https://example.com";
const md = (html: string) => articleHtmlToMarkdown(sanitizeArticleHtml(html), SITE);

describe("articleHtmlToMarkdown", () => {
  it("converts headings, paragraphs and inline formatting", () => {
    expect(md("<h2>Why <em>now</em></h2><p>Plain, <strong>bold</strong>, <em>italic</em>, <u>underlined</u>, <s>gone</s>.</p><h3>Small</h3><h4>Smaller</h4>")).toBe(
      "## Why *now*\n\nPlain, **bold**, *italic*, underlined, ~~gone~~.\n\n### Small\n\n#### Smaller",
    );
  });

  it("keeps links with their titles and makes relative addresses absolute", () => {
    expect(md('<p>See <a href="https://lgpd.example/law" title="The law">the LGPD</a> and <a href="/articles/other">this</a>.</p>')).toBe(
      'See [the LGPD](https://lgpd.example/law "The law") and [this](https://example.com/articles/other).',
    );
  });

  it("keeps images with their alt text, and figures with their captions", () => {
    expect(md('<p><img src="/uploads/images/abc.webp" alt="A pump, overheating"></p>')).toBe("![A pump, overheating](https://example.com/uploads/images/abc.webp)");
    expect(md('<figure><img src="https://cdn.example/x.jpg" alt="Team"><figcaption>The team in 2024</figcaption></figure>')).toBe(
      "![Team](https://cdn.example/x.jpg)\n*The team in 2024*",
    );
  });

  it("converts lists, numbered from their start, nested lists indented under their item", () => {
    expect(md("<ul><li><p>One</p></li><li><p>Two</p><ul><li><p>Two a</p></li></ul></li></ul>")).toBe("- One\n- Two\n  - Two a");
    expect(md('<ol start="3"><li><p>Third</p></li><li><p>Fourth</p></li></ol>')).toBe("3. Third\n4. Fourth");
    expect(md("<ul><li><p>First paragraph</p><p>Second paragraph</p></li><li><p>Next</p></li></ul>")).toBe(
      "- First paragraph\n\n  Second paragraph\n\n- Next",
    );
  });

  it("converts quotes, code, code blocks, rules and line breaks", () => {
    expect(md("<blockquote><p>First</p><p>Second</p></blockquote>")).toBe("> First\n>\n> Second");
    expect(md("<p>Run <code>npm test</code> or <code>a`b</code></p>")).toBe("Run `npm test` or ``a`b``");
    expect(md("<pre><code>const a = 1;\n\nconsole.log(a);\n</code></pre>")).toBe("```\nconst a = 1;\n\nconsole.log(a);\n```");
    expect(md("<p>Line one<br>line two</p><hr><p>After</p>")).toBe("Line one\\\nline two\n\n---\n\nAfter");
  });

  it("escapes text that Markdown would read as formatting", () => {
    expect(md("<p>2 * 3 = 6 and a_b [x] `y` &lt;tag&gt;</p>")).toBe("2 \\* 3 = 6 and a\\_b \\[x\\] \\`y\\` \\<tag\\>");
    expect(md("<p># not a heading</p><p>1. not a list</p><p>- nor this</p>")).toBe("\\# not a heading\n\n\\1. not a list\n\n\\- nor this");
  });
});

describe("buildArticleMarkdown", () => {
  it("starts with the title, the excerpt and the facts, with the canonical page and the other language", () => {
    const text = buildArticleMarkdown({
      siteUrl: SITE,
      language: "pt",
      title: "Inteligência  artificial",
      excerpt: "Resumo",
      author: "Caio",
      publishedAt: "2025-01-05T10:00:00.000Z",
      updatedAt: "2025-01-05T12:00:00.000Z",
      publishedLabel: "5 de janeiro de 2025",
      canonicalUrl: `${SITE}/pt/articles/ia`,
      otherMarkdownUrl: `${SITE}/articles/ai.md`,
      html: "<p>Corpo.</p>",
    });
    expect(text).toBe(
      [
        "# Inteligência artificial",
        "> Resumo",
        ["- Autor: Caio", "- Publicado em: 5 de janeiro de 2025 (2025-01-05)", "- Idioma: pt-BR", `- Página: <${SITE}/pt/articles/ia>`, `- Versão em inglês: <${SITE}/articles/ai.md>`].join("\n"),
        "---",
        "Corpo.\n",
      ].join("\n\n"),
    );
  });
});

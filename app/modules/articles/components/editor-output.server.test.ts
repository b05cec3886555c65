import { generateHTML, getSchema, type JSONContent } from "@tiptap/core";
import { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { EditorState } from "@tiptap/pm/state";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "../article-html.server.ts";
import { applyContentPolicy, createEditorExtensions, normalizeEditorHtml } from "./editor-extensions.ts";

/**
 * The smallest DOM that TipTap's generateHTML needs. It serialises as a browser's innerHTML does
 * (HTML "serializing HTML fragments"; Chromium 138+ also escapes < and > in attribute values) and
 * applies `style` through a CSSOM-like cssText setter, the way ProseMirror's serializer sets it.
 */
const VOID_ELEMENTS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

const escapeText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/\u00a0/g, "&nbsp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/\u00a0/g, "&nbsp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

abstract class FakeNode {
  abstract readonly nodeType: number;
  childNodes: FakeNode[] = [];
  appendChild<T extends FakeNode>(child: T): T {
    if (child instanceof FakeFragment) {
      this.childNodes.push(...child.childNodes);
      child.childNodes = [];
    } else {
      this.childNodes.push(child);
    }
    return child;
  }
  abstract get outerHTML(): string;
  get innerHTML(): string {
    return this.childNodes.map((child) => child.outerHTML).join("");
  }
}

class FakeText extends FakeNode {
  readonly nodeType = 3;
  private readonly data: string;
  constructor(data: string) {
    super();
    this.data = data;
  }
  get outerHTML(): string {
    return escapeText(this.data);
  }
}

class FakeFragment extends FakeNode {
  readonly nodeType = 11;
  get outerHTML(): string {
    return this.innerHTML;
  }
}

class FakeElement extends FakeNode {
  readonly nodeType = 1;
  readonly style: { cssText: string };
  private readonly attributes = new Map<string, string>();
  private readonly localName: string;
  constructor(localName: string) {
    super();
    this.localName = localName;
    const setStyle = (value: string) => this.attributes.set("style", value);
    this.style = {
      get cssText() {
        return "";
      },
      // A browser re-serialises the declarations: "name: value;" joined by spaces.
      set cssText(value: string) {
        const declarations = value
          .split(";")
          .map((part) => part.trim())
          .filter(Boolean)
          .map((part) => {
            const [name = "", ...rest] = part.split(":");
            return `${name.trim()}: ${rest.join(":").trim()};`;
          });
        if (declarations.length > 0) setStyle(declarations.join(" "));
      },
    };
  }
  setAttribute(name: string, value: unknown): void {
    this.attributes.set(name, String(value));
  }
  setAttributeNS(_namespace: string, name: string, value: unknown): void {
    this.setAttribute(name, value);
  }
  get outerHTML(): string {
    const attributes = [...this.attributes].map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join("");
    const open = `<${this.localName}${attributes}>`;
    return VOID_ELEMENTS.has(this.localName) ? open : `${open}${this.innerHTML}</${this.localName}>`;
  }
}

const fakeDocument = {
  createElement: (name: string) => new FakeElement(name),
  createElementNS: (_namespace: string, name: string) => new FakeElement(name),
  createTextNode: (text: string) => new FakeText(text),
  createDocumentFragment: () => new FakeFragment(),
  implementation: { createHTMLDocument: () => fakeDocument },
};

const text = (value: string, marks?: JSONContent["marks"]): JSONContent => ({ type: "text", text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: JSONContent[]): JSONContent => ({ type: "paragraph", content });
const external = (href: string) => ({ type: "link", attrs: { href, target: "_blank", rel: "noopener noreferrer nofollow" } });

/** What the toolbar and keyboard can produce: every action of spec §2 plus pasted basics. */
const EDITOR_DOCUMENT: JSONContent = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 2, textAlign: "center" }, content: [text("A heading, centred")] },
    { type: "heading", attrs: { level: 3 }, content: [text("A subheading")] },
    { type: "heading", attrs: { level: 3, textAlign: "right" }, content: [text("Right-aligned subheading")] },
    {
      type: "paragraph",
      attrs: { textAlign: "left" },
      content: [
        text("Some "),
        text("bold", [{ type: "bold" }]),
        text(", "),
        text("italic", [{ type: "italic" }]),
        text(", "),
        text("underlined", [{ type: "underline" }]),
        text(" and "),
        text("all three", [{ type: "bold" }, { type: "italic" }, { type: "underline" }]),
        text(" with "),
        text("struck", [{ type: "strike" }]),
        text(" and "),
        text("code()", [{ type: "code" }]),
        text(". Quotes \"double\" & 'single' <not a tag> and\u00a0non-breaking\u00a0\u00a0spaces, ação, 😀."),
      ],
    },
    {
      type: "paragraph",
      attrs: { textAlign: "center" },
      content: [
        text("An "),
        text("external link", [external("https://example.com/path?a=1&b=2")]),
        text(", a "),
        text("site link", [{ type: "link", attrs: { href: "/articles/hello-world" } }]),
        text(", an "),
        text("e-mail link", [{ type: "link", attrs: { href: "mailto:owner@example.com" } }]),
        { type: "hardBreak" },
        text("after a line break."),
      ],
    },
    { type: "paragraph", attrs: { textAlign: "right" }, content: [text("Right-aligned paragraph.")] },
    {
      type: "bulletList",
      content: [
        { type: "listItem", content: [paragraph(text("First point"))] },
        {
          type: "listItem",
          content: [
            paragraph(text("Second point, "), text("bold", [{ type: "bold" }])),
            { type: "bulletList", content: [{ type: "listItem", content: [paragraph(text("Nested point"))] }] },
          ],
        },
      ],
    },
    { type: "orderedList", attrs: { start: 1 }, content: [{ type: "listItem", content: [paragraph(text("Step one"))] }] },
    { type: "orderedList", attrs: { start: 3 }, content: [{ type: "listItem", content: [paragraph(text("Step three"))] }] },
    { type: "blockquote", content: [paragraph(text("A quotation, "), text("emphasised", [{ type: "italic" }]))] },
    {
      type: "figure",
      content: [
        { type: "image", attrs: { src: "/uploads/images/0f3c2a.webp", alt: "A chart of growth", width: 1600, height: 900 } },
        { type: "figcaption", content: [text("Growth in 2025, "), text("source: survey", [{ type: "italic" }])] },
      ],
    },
    {
      type: "figure",
      content: [
        { type: "image", attrs: { src: "https://cdn.example.com/photo.jpg", alt: "" } },
        { type: "figcaption" },
      ],
    },
    { type: "codeBlock", content: [text("const a = 1 < 2 && b;\nreturn <div>;")] },
    { type: "horizontalRule" },
    { type: "paragraph" },
  ],
};

describe("the article editor's HTML and the server's sanitiser", () => {
  const globals = globalThis as { window?: unknown; document?: unknown };
  const saved = { window: globals.window, document: globals.document };

  beforeAll(() => {
    globals.document = fakeDocument;
    globals.window = { document: fakeDocument };
  });

  afterAll(() => {
    globals.document = saved.document;
    globals.window = saved.window;
  });

  it("survives sanitising unchanged, for every toolbar action and the captioned figure", () => {
    const html = normalizeEditorHtml(generateHTML(EDITOR_DOCUMENT, createEditorExtensions()));
    // The document really contains what it claims to (guards against a silently dropped node).
    for (const fragment of [
      '<h2 style="text-align: center">',
      "<h3>",
      '<p style="text-align: left">',
      "<strong>bold</strong>",
      "<em>italic</em>",
      "<u>underlined</u>",
      "<s>struck</s>",
      "<code>code()</code>",
      '<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/path?a=1&amp;b=2">',
      '<a href="/articles/hello-world">',
      '<a href="mailto:owner@example.com">',
      "<br>",
      "<ul><li><p>First point</p></li>",
      "<ol><li>",
      '<ol start="3">',
      "<blockquote><p>",
      '<figure><img src="/uploads/images/0f3c2a.webp" alt="A chart of growth" width="1600" height="900"><figcaption>Growth in 2025, <em>source: survey</em></figcaption></figure>',
      '<figure><img src="https://cdn.example.com/photo.jpg" alt=""><figcaption></figcaption></figure>',
      "<pre><code>const a = 1 &lt; 2 &amp;&amp; b;\nreturn &lt;div&gt;;</code></pre>",
      "<hr>",
      "non-breaking\u00a0\u00a0spaces",
    ]) {
      expect(html).toContain(fragment);
    }
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it("writes alignment and non-breaking spaces the way the sanitiser does", () => {
    const raw = generateHTML(
      { type: "doc", content: [{ type: "paragraph", attrs: { textAlign: "center" }, content: [text("a\u00a0b")] }] },
      createEditorExtensions(),
    );
    expect(raw).toBe('<p style="text-align: center;">a&nbsp;b</p>');
    const html = normalizeEditorHtml(raw);
    expect(html).toBe('<p style="text-align: center">a\u00a0b</p>');
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it("brings pasted links, code languages and list types into line before they are saved", () => {
    const schema = getSchema(createEditorExtensions());
    const pasted: JSONContent = {
      type: "doc",
      content: [
        paragraph(
          text("internal opened in a new tab", [{ type: "link", attrs: { href: "/about", target: "_blank", rel: "noopener", class: "x" } }]),
          text(" and "),
          text("external without target", [{ type: "link", attrs: { href: "https://example.org" } }]),
        ),
        { type: "codeBlock", attrs: { language: "js" }, content: [text("let x = 1;")] },
        { type: "orderedList", attrs: { start: 1, type: "a" }, content: [{ type: "listItem", content: [paragraph(text("lettered"))] }] },
      ],
    };
    const state = EditorState.create({ schema, doc: ProseMirrorNode.fromJSON(schema, pasted) });
    const fix = applyContentPolicy(state);
    expect(fix).not.toBeNull();
    const fixed = state.apply(fix!).doc;
    expect(applyContentPolicy(EditorState.create({ schema, doc: fixed }))).toBeNull();
    const html = normalizeEditorHtml(generateHTML(fixed.toJSON() as JSONContent, createEditorExtensions()));
    expect(html).toContain('<a href="/about">internal opened in a new tab</a>');
    expect(html).toContain('<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.org">');
    expect(html).toContain("<pre><code>let x = 1;</code></pre>");
    expect(html).toContain("<ol><li><p>lettered</p></li></ol>");
    expect(sanitizeArticleHtml(html)).toBe(html);
  });
});

import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "./article-html.server.ts";

describe("sanitizeArticleHtml", () => {
  it("keeps everything the editor produces unchanged", () => {
    const html = [
      '<h2 style="text-align: center">Heading</h2>',
      "<h3>Subheading</h3>",
      '<p style="text-align: right">Some <strong>bold</strong>, <em>italic</em> and <u>underlined</u> text with a <a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">link</a>.</p>',
      "<ul><li><p>One</p></li></ul>",
      "<ol><li><p>Two</p></li></ol>",
      "<blockquote><p>Quote</p></blockquote>",
      '<figure><img src="/uploads/images/abc.webp" alt="A chart"><figcaption>Caption text</figcaption></figure>',
    ].join("");
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it("removes scripts, event handlers and javascript: URLs", () => {
    const dirty =
      '<p onclick="alert(1)">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe><svg><script>alert(1)</script></svg>';
    const clean = sanitizeArticleHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|svg/i);
    expect(clean).toContain("<p>Hi</p>");
  });

  it("drops styles other than text alignment", () => {
    const clean = sanitizeArticleHtml('<p style="text-align: left; background: url(javascript:alert(1))">x</p>');
    expect(clean).toBe('<p style="text-align: left">x</p>');
  });

  it("forces safe rel on external links and strips data: image sources", () => {
    expect(sanitizeArticleHtml('<a href="https://a.example">a</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer nofollow">a</a>',
    );
    expect(sanitizeArticleHtml('<img src="data:image/svg+xml;base64,AAAA">')).toBe("");
  });
});

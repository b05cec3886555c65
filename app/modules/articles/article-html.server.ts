import sanitizeHtml from "sanitize-html";

/**
 * The allow-list matches what the admin editor (TipTap, spec §2 toolbar) produces:
 * paragraphs, headings, bold/italic/underline, lists, quotes, links, captioned images,
 * text alignment. Anything else (scripts, event handlers, javascript: URLs, inline styles
 * other than text-align, iframes, forms) is removed. ADR 005.
 */
const ALIGN = [/^(left|center|right|justify)$/];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "h2", "h3", "h4", "strong", "b", "em", "i", "u", "s", "br", "hr",
    "ul", "ol", "li", "blockquote", "a", "figure", "figcaption", "img", "code", "pre",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel", "title"],
    img: ["src", "alt", "title", "width", "height"],
    ol: ["start"],
    p: ["style"],
    h2: ["style"],
    h3: ["style"],
    h4: ["style"],
  },
  allowedStyles: {
    p: { "text-align": ALIGN },
    h2: { "text-align": ALIGN },
    h3: { "text-align": ALIGN },
    h4: { "text-align": ALIGN },
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // h1 belongs to the page title; an article heading becomes h2.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      const next: Record<string, string> = { ...attribs };
      if (external || attribs.target === "_blank") {
        next.target = "_blank";
        next.rel = "noopener noreferrer nofollow";
      } else {
        delete next.target;
        delete next.rel;
      }
      return { tagName, attribs: next };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/** Alignment is written the way the editor writes it (`text-align: center`), so its output round-trips. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
    .replace(/ style="text-align:(left|center|right|justify);?"/g, ' style="text-align: $1"')
    .replace(/<(img|br|hr)((?: [a-z-]+="[^"]*")*) \/>/g, "<$1$2>")
    .trim();
}

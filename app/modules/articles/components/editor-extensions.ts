import { Extension, type Extensions } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import TextAlign from "@tiptap/extension-text-align";
import { type EditorState, Plugin, PluginKey, type Transaction } from "@tiptap/pm/state";
import StarterKit from "@tiptap/starter-kit";
import { Figcaption, Figure } from "./editor-figure.ts";

/** Toolbar heading = h2, subheading = h3 (the page's title is the h1); h4 survives pasting. */
export const HEADING_LEVEL = 2;
export const SUBHEADING_LEVEL = 3;
export const TEXT_ALIGNMENTS = ["left", "center", "right"] as const;
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];

const EXTERNAL_LINK = { target: "_blank", rel: "noopener noreferrer nofollow" } as const;

/** Addresses a link may have: the sanitiser's http, https and mailto, or a path or anchor on this site. */
export function isAllowedLinkHref(href: string): boolean {
  return /^(https?:\/\/|mailto:|\/(?!\/)|#)/i.test(href.trim());
}

/** What the sanitiser writes on a link: new tab and safe rel for external addresses, nothing otherwise. */
export function linkTargetFor(href: string | null | undefined): { target: string | null; rel: string | null } {
  return /^https?:\/\//i.test(href ?? "") ? { ...EXTERNAL_LINK } : { target: null, rel: null };
}

/** "example.com" becomes "https://example.com"; site paths, anchors and e-mail links stay as typed. */
export function normalizeLinkHref(input: string): string {
  const href = input.trim();
  if (href === "") return "";
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("/") || href.startsWith("#")) return href;
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(href)) return `mailto:${href}`;
  return `https://${href}`;
}

/**
 * Keeps the document inside what the server's sanitiser accepts, so that saved HTML round-trips:
 * link target/rel follow the address, no classes, no code-block languages, no list types.
 * Returns the transaction that fixes the state, or null when nothing needs fixing.
 */
export function applyContentPolicy(state: EditorState): Transaction | null {
  const link = state.schema.marks.link;
  let tr: Transaction | null = null;
  state.doc.descendants((node, pos) => {
    if (node.type.name === "codeBlock" && node.attrs.language) {
      tr ??= state.tr;
      tr.setNodeMarkup(pos, undefined, { ...node.attrs, language: null });
    }
    if (node.type.name === "orderedList" && node.attrs.type) {
      tr ??= state.tr;
      tr.setNodeMarkup(pos, undefined, { ...node.attrs, type: null });
    }
    if (!link || !node.isText) return;
    for (const mark of node.marks) {
      if (mark.type !== link) continue;
      const wanted = linkTargetFor(mark.attrs.href as string | null);
      if (mark.attrs.target !== wanted.target || mark.attrs.rel !== wanted.rel || mark.attrs.class !== null) {
        tr ??= state.tr;
        tr.addMark(pos, pos + node.nodeSize, link.create({ ...mark.attrs, ...wanted, class: null }));
      }
    }
  });
  return tr;
}

const ContentPolicy = Extension.create({
  name: "contentPolicy",
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey("contentPolicy"),
        appendTransaction: (transactions, _oldState, state) =>
          transactions.some((t) => t.docChanged) ? applyContentPolicy(state) : null,
      }),
    ];
  },
});

/** The article editor's schema and behaviour; also used by the round-trip test of the sanitiser. */
export function createEditorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [HEADING_LEVEL, SUBHEADING_LEVEL, 4] },
      link: {
        openOnClick: false,
        // Off: TipTap makes links "inclusive" with autolink, so text typed after a link would join it.
        autolink: false,
        linkOnPaste: true,
        defaultProtocol: "https",
        HTMLAttributes: { target: null, rel: null, class: null },
        isAllowedUri: (url) => isAllowedLinkHref(url),
      },
    }),
    TextAlign.configure({ types: ["heading", "paragraph"], alignments: [...TEXT_ALIGNMENTS] }),
    Image.configure({ inline: false, allowBase64: false }),
    Figure,
    Figcaption,
    ContentPolicy,
  ];
}

/**
 * The editor's HTML as the server stores it: browsers serialise alignment as
 * `text-align: center;` and non-breaking spaces as `&nbsp;`, the sanitiser as
 * `text-align: center` and the character itself. Both mean the same.
 */
export function normalizeEditorHtml(html: string): string {
  return html
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/ style="text-align: (left|center|right|justify);"/g, ' style="text-align: $1"');
}

import type { Editor } from "@tiptap/react";
import { NodeSelection, TextSelection } from "@tiptap/pm/state";
import { HEADING_LEVEL, normalizeEditorHtml, normalizeLinkHref, SUBHEADING_LEVEL } from "./editor-extensions.ts";

/** What the rich-text editor's toolbar and prompts do to the text, apart from React. */

export interface EditorImage {
  url: string;
  width?: number;
  height?: number;
}

/** The editable area's attributes: a labelled multi-line textbox, described and invalid as its field is. */
export function editorAttributes(labelledBy: string, describedBy?: string, invalid?: boolean): Record<string, string> {
  return {
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelledBy,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(invalid ? { "aria-invalid": "true" } : {}),
    class: "admin-prose",
  };
}

export function editorHtml(editor: Editor): string {
  return editor.isEmpty ? "" : normalizeEditorHtml(editor.getHTML());
}

/** The image the selection is on or in (a selected image, or the figure around the caret): its position and alt text. */
export function selectedImage(editor: Editor): { pos: number; alt: string } | null {
  const { selection } = editor.state;
  if (selection instanceof NodeSelection) {
    const node = selection.node;
    if (node.type.name === "image") return { pos: selection.from, alt: String(node.attrs.alt ?? "") };
    if (node.type.name === "figure" && node.firstChild?.type.name === "image") return { pos: selection.from + 1, alt: String(node.firstChild.attrs.alt ?? "") };
  }
  const { $from } = selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type.name === "figure" && node.firstChild?.type.name === "image") return { pos: $from.before(depth) + 1, alt: String(node.firstChild.attrs.alt ?? "") };
  }
  return null;
}

/** Whether some image of the text has no alt text yet. */
export function hasImageWithoutAlt(editor: Editor): boolean {
  let missing = false;
  editor.state.doc.descendants((node) => {
    if (node.type.name === "image" && !String(node.attrs.alt ?? "").trim()) missing = true;
    return !missing;
  });
  return missing;
}

export function firstImage(files: FileList | null | undefined): File | undefined {
  return Array.from(files ?? []).find((file) => file.type.startsWith("image/"));
}

/**
 * Inserts a figure (image + empty caption) and puts the cursor in its caption. The alt text starts empty
 * (issue 30: the file name is no description); "Alt text" in the toolbar asks for it.
 */
export function insertFigure(editor: Editor, image: EditorImage, position?: number): void {
  const attrs = { src: image.url, alt: "", width: image.width ?? null, height: image.height ?? null };
  const figure = { type: "figure", content: [{ type: "image", attrs }, { type: "figcaption" }] };
  const chain = editor.chain().focus();
  (position === undefined ? chain.insertContent(figure) : chain.insertContentAt(position, figure)).run();
  let caption: number | undefined;
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === "figure" && node.firstChild?.attrs.src === image.url) caption = pos + 1 + node.firstChild.nodeSize + 1;
    return node.type.name !== "figure";
  });
  if (caption !== undefined) editor.chain().focus().setTextSelection(caption).scrollIntoView().run();
}

/** Sets the alt text of the image at `pos`. */
export function setImageAlt(editor: Editor, pos: number, value: string): void {
  editor
    .chain()
    .focus()
    .command(({ tr }) => {
      const node = tr.doc.nodeAt(pos);
      if (node?.type.name !== "image") return false;
      tr.setNodeMarkup(pos, undefined, { ...node.attrs, alt: value.trim() });
      return true;
    })
    .run();
}

/** The link prompt's answer: an empty one removes the link (spec §2), a caret alone inserts the address as a link. */
export function applyLink(editor: Editor, value: string): void {
  const href = normalizeLinkHref(value);
  const chain = editor.chain().focus().extendMarkRange("link");
  if (href !== "" && editor.state.selection.empty && !editor.isActive("link")) {
    chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    return;
  }
  // The cursor lands after the link; links are not inclusive, so what is typed next is plain text.
  (href === "" ? chain.unsetLink() : chain.setLink({ href }))
    .command(({ tr }) => {
      tr.setSelection(TextSelection.create(tr.doc, tr.selection.to));
      return true;
    })
    .run();
}

export type ActiveStates = ReturnType<typeof activeStates>;

/** What the toolbar shows as pressed for the current selection. */
export function activeStates(editor: Editor) {
  const center = editor.isActive({ textAlign: "center" });
  const right = editor.isActive({ textAlign: "right" });
  // Alignment applies to paragraphs and headings only (not captions).
  const alignable = editor.isActive("paragraph") || editor.isActive("heading");
  return {
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    underline: editor.isActive("underline"),
    heading: editor.isActive("heading", { level: HEADING_LEVEL }),
    subheading: editor.isActive("heading", { level: SUBHEADING_LEVEL }),
    paragraph: editor.isActive("paragraph"),
    bulletList: editor.isActive("bulletList"),
    orderedList: editor.isActive("orderedList"),
    blockquote: editor.isActive("blockquote"),
    link: editor.isActive("link"),
    alignLeft: alignable && !center && !right,
    alignCenter: alignable && center,
    alignRight: alignable && right,
    image: selectedImage(editor) !== null,
  };
}

export const INACTIVE: ActiveStates = {
  bold: false,
  italic: false,
  underline: false,
  heading: false,
  subheading: false,
  paragraph: false,
  bulletList: false,
  orderedList: false,
  blockquote: false,
  link: false,
  alignLeft: false,
  alignCenter: false,
  alignRight: false,
  image: false,
};

import { useEditor, useEditorState } from "@tiptap/react";
import { type ChangeEvent, useEffect, useRef } from "react";
import { useImageUpload } from "#app/modules/admin/kit/use-image-upload.ts";
import {
  activeStates,
  applyLink,
  editorAttributes,
  editorHtml,
  type EditorImage,
  firstImage,
  hasImageWithoutAlt,
  INACTIVE,
  insertFigure,
  selectedImage,
  setImageAlt,
} from "./editor-commands.ts";
import { createEditorExtensions } from "./editor-extensions.ts";
import { usePrompt } from "./editor-prompt-dialog.tsx";

/** Spec §2 and the issue: the default address offered by the link prompt. */
export const LINK_PROMPT_DEFAULT = "https://";

export interface RichTextEditorOptions {
  /** HTML the editor starts with; later changes of this prop are ignored (remount to reset). */
  initialHtml: string;
  /** Called with the editor's HTML ("" when empty) after every change. */
  onChange: (html: string) => void;
  /** Uploads an image and answers its URL; without it the image button is disabled. */
  onUploadImage?: (file: File) => Promise<EditorImage>;
  /** Id of the visible label of the field. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}

/**
 * The rich-text editor's state: the Tiptap editor with its keyboard, paste and drop handlers, the image
 * upload (the admin kit's), the link and alt-text prompts, and what the toolbar shows as pressed.
 */
export function useRichTextEditor({ initialHtml, onChange, onUploadImage, labelledBy, describedBy, invalid }: RichTextEditorOptions) {
  const latest = useRef({ onChange, onUploadImage });
  useEffect(() => {
    latest.current = { onChange, onUploadImage };
  });
  // The editor's DOM handlers are created once; they call the latest functions through this ref.
  const handlers = useRef<{ upload: (file: File | undefined, position?: number) => void; openLink: () => void }>({
    upload: () => undefined,
    openLink: () => undefined,
  });

  const editor = useEditor({
    extensions: createEditorExtensions(),
    content: initialHtml,
    immediatelyRender: false,
    editorProps: {
      // Room for the sticky toolbar above and the dialog's sticky footer below when scrolling to the caret.
      scrollMargin: { top: 72, bottom: 96, left: 8, right: 8 },
      scrollThreshold: { top: 72, bottom: 96, left: 8, right: 8 },
      attributes: editorAttributes(labelledBy),
      handleKeyDown: (_view, event) => {
        if ((event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k") {
          event.preventDefault();
          handlers.current.openLink();
          return true;
        }
        return false;
      },
      handlePaste: (_view, event) => {
        const file = firstImage(event.clipboardData?.files);
        if (!file || !latest.current.onUploadImage) return false;
        event.preventDefault();
        handlers.current.upload(file);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        if (moved) return false;
        const file = firstImage(event.dataTransfer?.files);
        if (!file || !latest.current.onUploadImage) return false;
        event.preventDefault();
        handlers.current.upload(file, view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos);
        return true;
      },
    },
    onUpdate: ({ editor: current }) => latest.current.onChange(editorHtml(current)),
  });

  // Keeps the field's accessible description and error state in step with the form.
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: editorAttributes(labelledBy, describedBy, invalid) } });
  }, [editor, labelledBy, describedBy, invalid]);

  // Each image is placed where it was dropped (undefined: at the caret) when its own upload answers, so
  // a second image dropped or pasted while the first is still uploading is not lost.
  const image = useImageUpload<EditorImage>(
    () => undefined,
    (file) => (onUploadImage ? onUploadImage(file) : Promise.reject(new Error("no upload"))),
  );
  const uploadAndInsert = async (file: File | undefined, position?: number) => {
    const uploaded = await image.upload(file);
    if (uploaded && editor && !editor.isDestroyed) {
      insertFigure(editor, uploaded, position === undefined ? undefined : Math.min(position, editor.state.doc.content.size));
    }
  };

  const link = usePrompt({ value: LINK_PROMPT_DEFAULT, hasLink: false }, (_state, value) => {
    if (editor) applyLink(editor, value);
  });
  const alt = usePrompt({ value: "", pos: 0 }, (state, value) => {
    if (editor) setImageAlt(editor, state.pos, value);
  });
  const openLink = () => {
    if (!editor) return;
    const href = editor.getAttributes("link").href as string | undefined;
    link.show({ value: href ?? LINK_PROMPT_DEFAULT, hasLink: Boolean(href) });
  };
  const openAlt = () => {
    const selected = editor ? selectedImage(editor) : null;
    if (selected) alt.show({ pos: selected.pos, value: selected.alt });
  };

  useEffect(() => {
    handlers.current = {
      upload: (file, position) => void uploadAndInsert(file, position),
      openLink,
    };
  });

  // The selector runs on transactions; before the first one, read the state directly.
  const watched = useEditorState({ editor, selector: ({ editor: current }) => (current ? activeStates(current) : null) });
  const missingAlt = useEditorState({ editor, selector: ({ editor: current }) => (current ? hasImageWithoutAlt(current) : false) }) ?? false;

  return {
    editor,
    active: watched ?? (editor ? activeStates(editor) : INACTIVE),
    missingAlt,
    image: {
      ...image,
      // The toolbar's file picker: its image goes at the caret, through the same path as a paste.
      inputProps: {
        ...image.inputProps,
        onChange: (event: ChangeEvent<HTMLInputElement>) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          void uploadAndInsert(file);
        },
      },
    },
    chooseImage: image.choose,
    link: { ...link, open: openLink },
    alt: { ...alt, open: openAlt },
  };
}

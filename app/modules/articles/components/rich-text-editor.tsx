import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import {
  Bold,
  Captions,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  LoaderCircle,
  Pilcrow,
  Quote,
  RemoveFormatting,
  TextAlignCenter,
  TextAlignEnd,
  TextAlignStart,
  Underline,
} from "lucide-react";
import { NodeSelection, TextSelection } from "@tiptap/pm/state";
import { Toolbar } from "radix-ui";
import { type ComponentType, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Tooltip, TooltipContent, TooltipTrigger } from "#app/components/ui/tooltip.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { cn } from "#app/lib/cn.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import {
  createEditorExtensions,
  HEADING_LEVEL,
  normalizeEditorHtml,
  normalizeLinkHref,
  SUBHEADING_LEVEL,
} from "./editor-extensions.ts";

export interface EditorImage {
  url: string;
  width?: number;
  height?: number;
}

export interface RichTextEditorProps {
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
  className?: string;
}

/** Spec §2 and the issue: the default address offered by the link prompt. */
export const LINK_PROMPT_DEFAULT = "https://";
export const UPLOAD_FAILED_TITLE = "Upload Failed";
export const UPLOAD_FAILED_DESCRIPTION = "Image could not be uploaded. Please try again.";

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

function editorHtml(editor: Editor): string {
  return editor.isEmpty ? "" : normalizeEditorHtml(editor.getHTML());
}

/** The image the selection is on or in (a selected image, or the figure around the caret): its position and alt text. */
function selectedImage(editor: Editor): { pos: number; alt: string } | null {
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
function hasImageWithoutAlt(editor: Editor): boolean {
  let missing = false;
  editor.state.doc.descendants((node) => {
    if (node.type.name === "image" && !String(node.attrs.alt ?? "").trim()) missing = true;
    return !missing;
  });
  return missing;
}

function firstImage(files: FileList | null | undefined): File | undefined {
  return Array.from(files ?? []).find((file) => file.type.startsWith("image/"));
}

/**
 * Inserts a figure (image + empty caption) and puts the cursor in its caption. The alt text starts empty
 * (issue 30: the file name is no description); "Alt text" in the toolbar asks for it.
 */
function insertFigure(editor: Editor, image: EditorImage, position?: number): void {
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

export function RichTextEditor({ initialHtml, onChange, onUploadImage, labelledBy, describedBy, invalid, className }: RichTextEditorProps) {
  const [uploading, setUploading] = useState(false);
  const { text: t } = useAdminText();
  const serverMessage = useServerMessage();
  const [linkDialog, setLinkDialog] = useState<{ open: boolean; value: string; hasLink: boolean }>({
    open: false,
    value: LINK_PROMPT_DEFAULT,
    hasLink: false,
  });
  const [altDialog, setAltDialog] = useState<{ open: boolean; pos: number; value: string }>({ open: false, pos: 0, value: "" });
  const latest = useRef({ onChange, onUploadImage });
  useEffect(() => {
    latest.current = { onChange, onUploadImage };
  });

  // The editor's DOM handlers are created once; they call the latest component functions through this ref.
  const handlers = useRef<{ upload: (file: File | undefined, position?: number) => void; openLink: () => void }>({
    upload: () => undefined,
    openLink: () => undefined,
  });
  const fileInputId = useId();

  const editor = useEditor({
    extensions: createEditorExtensions(),
    content: initialHtml,
    immediatelyRender: false,
    editorProps: {
      // Room for the sticky toolbar above and the dialog's sticky footer below when scrolling to the caret.
      scrollMargin: { top: 72, bottom: 96, left: 8, right: 8 },
      scrollThreshold: { top: 72, bottom: 96, left: 8, right: 8 },
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        class: "admin-prose",
      },
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
        const position = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        handlers.current.upload(file, position);
        return true;
      },
    },
    onUpdate: ({ editor: current }) => latest.current.onChange(editorHtml(current)),
  });

  // Keeps the field's accessible description and error state in step with the form.
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: {
          role: "textbox",
          "aria-multiline": "true",
          "aria-labelledby": labelledBy,
          ...(describedBy ? { "aria-describedby": describedBy } : {}),
          ...(invalid ? { "aria-invalid": "true" } : {}),
          class: "admin-prose",
        },
      },
    });
  }, [editor, labelledBy, describedBy, invalid]);

  const uploadFile = async (file: File | undefined, position?: number) => {
    if (!editor || !onUploadImage || !file) return;
    // Issue 30: a file that is not an image says so, rather than "please try again".
    if (!file.type.startsWith("image/")) {
      toast({ title: t.uploadFailed, description: t.notAnImage, variant: "destructive" });
      return;
    }
    setUploading(true);
    try {
      const image = await onUploadImage(file);
      insertFigure(editor, image, position);
    } catch (error) {
      toast({ title: t.uploadFailed, description: serverMessage(error) ?? t.uploadRetry, variant: "destructive" });
    } finally {
      setUploading(false);
    }
  };

  const openLinkDialog = () => {
    if (!editor) return;
    const href = editor.getAttributes("link").href as string | undefined;
    setLinkDialog({ open: true, value: href ?? LINK_PROMPT_DEFAULT, hasLink: Boolean(href) });
  };

  const openAltDialog = () => {
    const image = editor ? selectedImage(editor) : null;
    if (image) setAltDialog({ open: true, pos: image.pos, value: image.alt });
  };

  const applyAlt = (value: string) => {
    setAltDialog((state) => ({ ...state, open: false }));
    if (!editor) return;
    const { pos } = altDialog;
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
  };

  useEffect(() => {
    handlers.current = { upload: (file, position) => void uploadFile(file, position), openLink: openLinkDialog };
  });

  const applyLink = (value: string) => {
    const current = editor;
    setLinkDialog((state) => ({ ...state, open: false }));
    if (!current) return;
    const href = normalizeLinkHref(value);
    const chain = current.chain().focus().extendMarkRange("link");
    // An empty answer removes the link (spec §2).
    if (href === "") {
      chain
        .unsetLink()
        .command(({ tr }) => {
          tr.setSelection(TextSelection.create(tr.doc, tr.selection.to));
          return true;
        })
        .run();
      return;
    }
    if (current.state.selection.empty && !current.isActive("link")) {
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
      return;
    }
    // The cursor lands after the link; links are not inclusive, so what is typed next is plain text.
    chain
      .setLink({ href })
      .command(({ tr }) => {
        tr.setSelection(TextSelection.create(tr.doc, tr.selection.to));
        return true;
      })
      .run();
  };

  // The selector runs on transactions; before the first one, read the state directly.
  const watched = useEditorState({ editor, selector: ({ editor: current }) => (current ? activeStates(current) : null) });
  const missingAlt = useEditorState({ editor, selector: ({ editor: current }) => (current ? hasImageWithoutAlt(current) : false) }) ?? false;
  const active = watched ?? (editor ? activeStates(editor) : INACTIVE);

  const mod = isMac() ? "⌘" : "Ctrl+";
  const alt = isMac() ? "⌥" : "Alt+";
  const shift = isMac() ? "⇧" : "Shift+";
  const run = (command: (current: Editor) => void) => () => {
    if (editor) command(editor);
  };

  const groups: ToolbarAction[][] = [
    [
      { label: t.bold, shortcut: `${mod}B`, icon: Bold, pressed: active.bold, onClick: run((e) => e.chain().focus().toggleBold().run()) },
      { label: t.italic, shortcut: `${mod}I`, icon: Italic, pressed: active.italic, onClick: run((e) => e.chain().focus().toggleItalic().run()) },
      {
        label: t.underline,
        shortcut: `${mod}U`,
        icon: Underline,
        pressed: active.underline,
        onClick: run((e) => e.chain().focus().toggleUnderline().run()),
      },
    ],
    [
      {
        label: t.heading,
        shortcut: `${mod}${alt}2`,
        icon: Heading2,
        pressed: active.heading,
        onClick: run((e) => e.chain().focus().toggleHeading({ level: HEADING_LEVEL }).run()),
      },
      {
        label: t.subheading,
        shortcut: `${mod}${alt}3`,
        icon: Heading3,
        pressed: active.subheading,
        onClick: run((e) => e.chain().focus().toggleHeading({ level: SUBHEADING_LEVEL }).run()),
      },
      {
        label: t.paragraph,
        shortcut: `${mod}${alt}0`,
        icon: Pilcrow,
        pressed: active.paragraph,
        onClick: run((e) => e.chain().focus().setParagraph().run()),
      },
    ],
    [
      {
        label: t.bulletList,
        shortcut: `${mod}${shift}8`,
        icon: List,
        pressed: active.bulletList,
        onClick: run((e) => e.chain().focus().toggleBulletList().run()),
      },
      {
        label: t.numberedList,
        shortcut: `${mod}${shift}7`,
        icon: ListOrdered,
        pressed: active.orderedList,
        onClick: run((e) => e.chain().focus().toggleOrderedList().run()),
      },
      {
        label: t.quote,
        shortcut: `${mod}${shift}B`,
        icon: Quote,
        pressed: active.blockquote,
        onClick: run((e) => e.chain().focus().toggleBlockquote().run()),
      },
    ],
    [
      { label: t.link, shortcut: `${mod}K`, icon: Link2, pressed: active.link, onClick: openLinkDialog },
      {
        label: uploading ? t.uploadingImage : t.image,
        icon: uploading ? LoaderCircle : ImagePlus,
        spin: uploading,
        disabled: !onUploadImage || uploading,
        onClick: () => document.getElementById(fileInputId)?.click(),
      },
      { label: t.altText, icon: Captions, disabled: !active.image, onClick: openAltDialog },
    ],
    [
      {
        label: t.alignLeft,
        shortcut: `${mod}${shift}L`,
        icon: TextAlignStart,
        pressed: active.alignLeft,
        onClick: run((e) => e.chain().focus().setTextAlign("left").run()),
      },
      {
        label: t.alignCenter,
        shortcut: `${mod}${shift}E`,
        icon: TextAlignCenter,
        pressed: active.alignCenter,
        onClick: run((e) => e.chain().focus().setTextAlign("center").run()),
      },
      {
        label: t.alignRight,
        shortcut: `${mod}${shift}R`,
        icon: TextAlignEnd,
        pressed: active.alignRight,
        onClick: run((e) => e.chain().focus().setTextAlign("right").run()),
      },
    ],
    [
      {
        label: t.clearFormatting,
        icon: RemoveFormatting,
        onClick: run((e) => e.chain().focus().unsetAllMarks().clearNodes().unsetTextAlign().run()),
      },
    ],
  ];

  return (
    <div
      className={cn(
        "rounded-lg border border-white/15 bg-ink/70 transition-colors motion-reduce:transition-none focus-within:border-accent",
        invalid && "border-red-400 focus-within:border-red-400",
        className,
      )}
      aria-busy={uploading || undefined}
    >
      <Toolbar.Root
        aria-label={t.formatting}
        className="sticky top-0 z-10 flex flex-wrap items-center gap-1 rounded-t-lg border-b border-white/10 bg-panel/95 p-1.5 backdrop-blur"
      >
        {groups.map((group, index) => (
          <div key={index} className="flex items-center gap-0.5">
            {index > 0 ? <Toolbar.Separator className="mx-1 h-6 w-px bg-white/10" /> : null}
            {group.map((action) => (
              <ToolbarButton key={action.label} action={action} disabled={!editor || action.disabled} />
            ))}
          </div>
        ))}
      </Toolbar.Root>
      <input
        id={fileInputId}
        type="file"
        accept="image/*"
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = "";
          void uploadFile(file);
        }}
      />
      {editor ? (
        <EditorContent editor={editor} className="admin-editor min-h-[400px] cursor-text" />
      ) : (
        <div className="admin-editor min-h-[400px] px-4 py-3 text-slate-400" aria-hidden="true">
          Loading editor...
        </div>
      )}
      {missingAlt ? <p className="border-t border-white/10 px-4 py-2 text-sm text-amber-200">{t.altTextMissing}</p> : null}
      <AltTextDialog
        state={altDialog}
        onOpenChange={(open) => setAltDialog((state) => ({ ...state, open }))}
        onApply={applyAlt}
        onClosed={() => editor?.view.focus()}
      />
      <LinkDialog
        state={linkDialog}
        onOpenChange={(open) => setLinkDialog((state) => ({ ...state, open }))}
        onApply={applyLink}
        onClosed={() => editor?.view.focus()}
      />
    </div>
  );
}

type ActiveStates = ReturnType<typeof activeStates>;

/** What the toolbar shows as pressed for the current selection. */
function activeStates(editor: Editor) {
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

const INACTIVE: ActiveStates = {
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

interface ToolbarAction {
  label: string;
  shortcut?: string;
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  pressed?: boolean;
  disabled?: boolean;
  spin?: boolean;
  onClick: () => void;
}

function ToolbarButton({ action, disabled }: { action: ToolbarAction; disabled?: boolean }) {
  const Icon = action.icon;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Toolbar.Button
          type="button"
          aria-label={action.label}
          aria-pressed={action.pressed === undefined ? undefined : action.pressed}
          aria-keyshortcuts={action.shortcut ? ariaShortcut(action.shortcut) : undefined}
          disabled={disabled}
          // A mouse click keeps the focus (and the selection) in the text.
          onMouseDown={(event) => event.preventDefault()}
          onClick={action.onClick}
          className={cn(
            "inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-slate-300 transition-colors motion-reduce:transition-none",
            "hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none",
            "disabled:cursor-not-allowed disabled:opacity-40 aria-pressed:bg-accent/15 aria-pressed:text-accent",
          )}
        >
          <Icon className={cn("size-4", action.spin && "animate-spin motion-reduce:animate-none")} aria-hidden="true" />
        </Toolbar.Button>
      </TooltipTrigger>
      <TooltipContent>
        {action.label}
        {action.shortcut ? <span className="ml-2 text-slate-400">{action.shortcut}</span> : null}
      </TooltipContent>
    </Tooltip>
  );
}

/** "Ctrl+Alt+2" / "⌘⌥2" -> "Control+Alt+2" / "Meta+Alt+2" for aria-keyshortcuts. */
function ariaShortcut(shortcut: string): string {
  return shortcut
    .replace("⌘", "Meta+")
    .replace("⌥", "Alt+")
    .replace("⇧", "Shift+")
    .replace("Ctrl+", "Control+");
}

function LinkDialog({
  state,
  onOpenChange,
  onApply,
  onClosed,
}: {
  state: { open: boolean; value: string; hasLink: boolean };
  onOpenChange: (open: boolean) => void;
  onApply: (value: string) => void;
  onClosed: () => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const { text: t } = useAdminText();
  const [value, setValue] = useState(state.value);
  const [lastOpen, setLastOpen] = useState(state.open);
  if (state.open !== lastOpen) {
    setLastOpen(state.open);
    if (state.open) setValue(state.value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onApply(value);
  };
  return (
    <Dialog open={state.open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-md"
        closeLabel={t.close}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{state.hasLink ? t.editLink : t.insertLink}</DialogTitle>
            <DialogDescription id={hintId}>{t.linkEmptyRemoves}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={inputId}>{t.linkAddress}</Label>
            <Input
              id={inputId}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              aria-describedby={hintId}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <DialogFooter>
            {state.hasLink ? (
              <Button variant="ghost" className="sm:mr-auto" onClick={() => onApply("")}>
                {t.removeLink}
              </Button>
            ) : null}
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t.cancel}
            </Button>
            <Button type="submit">{t.apply}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The alt text of an image (issue 30), both admin languages; it starts empty rather than from the file name. */
function AltTextDialog({
  state,
  onOpenChange,
  onApply,
  onClosed,
}: {
  state: { open: boolean; value: string };
  onOpenChange: (open: boolean) => void;
  onApply: (value: string) => void;
  onClosed: () => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const { text: t } = useAdminText();
  const [value, setValue] = useState(state.value);
  const [lastOpen, setLastOpen] = useState(state.open);
  if (state.open !== lastOpen) {
    setLastOpen(state.open);
    if (state.open) setValue(state.value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onApply(value);
  };
  return (
    <Dialog open={state.open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-md"
        closeLabel={t.close}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t.editAltText}</DialogTitle>
            <DialogDescription id={hintId}>{t.altTextHelp}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={inputId}>{t.altText}</Label>
            <Input
              id={inputId}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              placeholder={t.altTextPlaceholder}
              autoComplete="off"
              maxLength={300}
              aria-describedby={hintId}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t.cancel}
            </Button>
            <Button type="submit">{t.apply}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

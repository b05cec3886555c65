import type { Editor } from "@tiptap/react";
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
import { Toolbar } from "radix-ui";
import type { ComponentType } from "react";
import { Tooltip, TooltipContent, TooltipTrigger } from "#app/components/ui/tooltip.tsx";
import { cn } from "#app/lib/cn.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { ActiveStates } from "./editor-commands.ts";
import { HEADING_LEVEL, SUBHEADING_LEVEL } from "./editor-extensions.ts";

interface ToolbarAction {
  label: string;
  shortcut?: string;
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  pressed?: boolean;
  disabled?: boolean;
  spin?: boolean;
  onClick: () => void;
}

interface EditorToolbarProps {
  editor: Editor | null;
  active: ActiveStates;
  uploading: boolean;
  canUpload: boolean;
  onLink: () => void;
  onImage: () => void;
  onAltText: () => void;
}

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

/** The editor's formatting toolbar: groups of buttons with their shortcuts, pressed as the selection is. */
export function EditorToolbar({ editor, active, uploading, canUpload, onLink, onImage, onAltText }: EditorToolbarProps) {
  const { text: t } = useAdminText();
  const [mod, alt, shift] = isMac() ? ["⌘", "⌥", "⇧"] : ["Ctrl+", "Alt+", "Shift+"];
  const run = (command: (chain: ReturnType<Editor["chain"]>) => ReturnType<Editor["chain"]>) => () => {
    if (editor) command(editor.chain().focus()).run();
  };
  const groups: ToolbarAction[][] = [
    [
      { label: t.bold, shortcut: `${mod}B`, icon: Bold, pressed: active.bold, onClick: run((c) => c.toggleBold()) },
      { label: t.italic, shortcut: `${mod}I`, icon: Italic, pressed: active.italic, onClick: run((c) => c.toggleItalic()) },
      { label: t.underline, shortcut: `${mod}U`, icon: Underline, pressed: active.underline, onClick: run((c) => c.toggleUnderline()) },
    ],
    [
      { label: t.heading, shortcut: `${mod}${alt}2`, icon: Heading2, pressed: active.heading, onClick: run((c) => c.toggleHeading({ level: HEADING_LEVEL })) },
      {
        label: t.subheading,
        shortcut: `${mod}${alt}3`,
        icon: Heading3,
        pressed: active.subheading,
        onClick: run((c) => c.toggleHeading({ level: SUBHEADING_LEVEL })),
      },
      { label: t.paragraph, shortcut: `${mod}${alt}0`, icon: Pilcrow, pressed: active.paragraph, onClick: run((c) => c.setParagraph()) },
    ],
    [
      { label: t.bulletList, shortcut: `${mod}${shift}8`, icon: List, pressed: active.bulletList, onClick: run((c) => c.toggleBulletList()) },
      { label: t.numberedList, shortcut: `${mod}${shift}7`, icon: ListOrdered, pressed: active.orderedList, onClick: run((c) => c.toggleOrderedList()) },
      { label: t.quote, shortcut: `${mod}${shift}B`, icon: Quote, pressed: active.blockquote, onClick: run((c) => c.toggleBlockquote()) },
    ],
    [
      { label: t.link, shortcut: `${mod}K`, icon: Link2, pressed: active.link, onClick: onLink },
      {
        label: uploading ? t.uploadingImage : t.image,
        icon: uploading ? LoaderCircle : ImagePlus,
        spin: uploading,
        disabled: !canUpload || uploading,
        onClick: onImage,
      },
      { label: t.altText, icon: Captions, disabled: !active.image, onClick: onAltText },
    ],
    [
      { label: t.alignLeft, shortcut: `${mod}${shift}L`, icon: TextAlignStart, pressed: active.alignLeft, onClick: run((c) => c.setTextAlign("left")) },
      { label: t.alignCenter, shortcut: `${mod}${shift}E`, icon: TextAlignCenter, pressed: active.alignCenter, onClick: run((c) => c.setTextAlign("center")) },
      { label: t.alignRight, shortcut: `${mod}${shift}R`, icon: TextAlignEnd, pressed: active.alignRight, onClick: run((c) => c.setTextAlign("right")) },
    ],
    [{ label: t.clearFormatting, icon: RemoveFormatting, onClick: run((c) => c.unsetAllMarks().clearNodes().unsetTextAlign()) }],
  ];
  return (
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
  );
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
  return shortcut.replace("⌘", "Meta+").replace("⌥", "Alt+").replace("⇧", "Shift+").replace("Ctrl+", "Control+");
}

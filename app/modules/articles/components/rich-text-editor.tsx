import { EditorContent } from "@tiptap/react";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { EditorPromptDialog } from "./editor-prompt-dialog.tsx";
import { EditorToolbar } from "./editor-toolbar.tsx";
import { type RichTextEditorOptions, useRichTextEditor } from "./use-rich-text-editor.ts";

export type { EditorImage } from "./editor-commands.ts";
export { LINK_PROMPT_DEFAULT } from "./use-rich-text-editor.ts";

export interface RichTextEditorProps extends RichTextEditorOptions {
  className?: string;
}

export const UPLOAD_FAILED_TITLE = "Upload Failed";
export const UPLOAD_FAILED_DESCRIPTION = "Image could not be uploaded. Please try again.";

/** The article and page body: toolbar, text, image upload (button, paste, drop) and the link and alt-text prompts. */
export function RichTextEditor({ className, ...options }: RichTextEditorProps) {
  const { text: t } = useAdminText();
  const { editor, active, missingAlt, image, chooseImage, link, alt } = useRichTextEditor(options);
  const focusText = () => editor?.view.focus();
  return (
    <div
      className={cn(
        "rounded-lg border border-white/15 bg-ink/70 transition-colors motion-reduce:transition-none focus-within:border-accent",
        options.invalid && "border-red-400 focus-within:border-red-400",
        className,
      )}
      aria-busy={image.uploading || undefined}
    >
      <EditorToolbar
        editor={editor}
        active={active}
        uploading={image.uploading}
        canUpload={Boolean(options.onUploadImage)}
        onLink={link.open}
        onImage={chooseImage}
        onAltText={alt.open}
      />
      <input {...image.inputProps} className="hidden" aria-hidden="true" />
      {editor ? (
        <EditorContent editor={editor} className="admin-editor min-h-[400px] cursor-text" />
      ) : (
        <div className="admin-editor min-h-[400px] px-4 py-3 text-slate-400" aria-hidden="true">
          Loading editor...
        </div>
      )}
      {missingAlt ? <p className="border-t border-white/10 px-4 py-2 text-sm text-amber-200">{t.altTextMissing}</p> : null}
      {/* The alt text of an image (issue 30), both admin languages; it starts empty rather than from the file name. */}
      <EditorPromptDialog
        state={alt.state}
        title={t.editAltText}
        hint={t.altTextHelp}
        label={t.altText}
        input={{ placeholder: t.altTextPlaceholder, maxLength: 300 }}
        onOpenChange={alt.setOpen}
        onApply={alt.apply}
        onClosed={focusText}
      />
      <EditorPromptDialog
        state={link.state}
        title={link.state.hasLink ? t.editLink : t.insertLink}
        hint={t.linkEmptyRemoves}
        label={t.linkAddress}
        input={{ inputMode: "url", spellCheck: false, onFocus: (event) => event.currentTarget.select() }}
        extraAction={
          link.state.hasLink ? (
            <Button variant="ghost" className="sm:mr-auto" onClick={() => link.apply("")}>
              {t.removeLink}
            </Button>
          ) : null
        }
        onOpenChange={link.setOpen}
        onApply={link.apply}
        onClosed={focusText}
      />
    </div>
  );
}

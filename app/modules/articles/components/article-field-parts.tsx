import { lazy, Suspense } from "react";
import { Label } from "#app/components/ui/label.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { uploadImage } from "#app/modules/admin/api-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { ArticleFormModel } from "./use-article-form.ts";

// The editor (TipTap and ProseMirror) loads when the dialog first opens, not with the dashboard.
const RichTextEditor = lazy(() => import("./rich-text-editor.tsx").then((module) => ({ default: module.RichTextEditor })));

/**
 * A version's content in the rich-text editor. The editor is not a form control, so the kit's `Field`
 * cannot label it: the label names it by `aria-labelledby`, and a click on it moves the focus there.
 */
export function EditorField({
  labelId,
  errorId,
  label,
  error,
  initialHtml,
  onChange,
  lang,
}: {
  labelId: string;
  errorId: string;
  label: string;
  /** Already in the admin's language. */
  error?: string;
  initialHtml: string;
  onChange: (html: string) => void;
  lang?: string;
}) {
  const focusEditor = () => document.querySelector<HTMLElement>(`[aria-labelledby="${CSS.escape(labelId)}"]`)?.focus();
  return (
    <div className="grid gap-2" lang={lang}>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a label's click for the mouse; the editor it names is in the tab order itself */}
      <span id={labelId} className="text-sm leading-none font-medium text-slate-200" onClick={focusEditor}>
        {label}
      </span>
      <Suspense fallback={<Skeleton className="h-[452px] w-full rounded-lg" />}>
        <RichTextEditor
          initialHtml={initialHtml}
          onChange={onChange}
          onUploadImage={uploadImage}
          labelledBy={labelId}
          describedBy={error ? errorId : undefined}
          invalid={Boolean(error)}
        />
      </Suspense>
      {error ? (
        <p id={errorId} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A version's content: English or Portuguese. */
export function VersionContentField({ form, language }: { form: ArticleFormModel; language: "en" | "pt" }) {
  const { text: t } = useAdminText();
  const field = language === "pt" ? "ptContent" : "content";
  return (
    <EditorField
      key={`${language}-${form.editorKey}`}
      labelId={form.id(`${field}-label`)}
      errorId={form.id(`${field}-error`)}
      label={language === "pt" ? t.portugueseContent : t.content}
      error={form.errors[field]}
      initialHtml={form.values[field]}
      onChange={(html) => form.update({ [field]: html })}
      lang={language === "pt" ? "pt-BR" : undefined}
    />
  );
}

/** A switch in its box, with its label and what turning it on does. */
export function SwitchField({
  id,
  label,
  description,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-white/10 bg-white/[0.03] p-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="text-sm text-slate-400">
          {description}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-description`} />
    </div>
  );
}

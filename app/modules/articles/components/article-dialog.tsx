import { ImageOff, LoaderCircle, Upload } from "lucide-react";
import { type FormEvent, lazy, type ReactNode, Suspense, useId, useRef, useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "#app/components/ui/alert-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#app/components/ui/select.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { cn } from "#app/lib/cn.ts";
import { ApiError, apiRequest, serverMessageOf, uploadImage } from "#app/modules/admin/api-client.ts";
import { invalidateQueries } from "#app/modules/admin/query-client.ts";
import type { Category } from "#app/modules/categories/category.ts";
import type { Article } from "../article.ts";
import {
  type ArticleField,
  type ArticleFormErrors,
  type ArticleFormValues,
  articleFormValues,
  articlePayload,
  errorsFromIssues,
  hasPortugueseVersion,
  NO_CATEGORY,
  nextSlug,
  PORTUGUESE_FIELDS,
  validateArticleForm,
} from "./article-form.ts";

// The editor (TipTap and ProseMirror) loads when the dialog first opens, not with the dashboard.
const RichTextEditor = lazy(() => import("./rich-text-editor.tsx").then((module) => ({ default: module.RichTextEditor })));

export const ARTICLE_SAVE_FAILED = "Failed to save article";

export interface ArticleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The article to edit, or null to create one. */
  article: Article | null;
  categories: Category[];
}

/** "Create New Article" / "Edit Article" (spec §2). Closing with unsaved changes asks first. */
export function ArticleDialog({ open, onOpenChange, article, categories }: ArticleDialogProps) {
  const [dirty, setDirty] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  const close = () => {
    setDirty(false);
    setConfirmDiscard(false);
    onOpenChange(false);
  };
  const requestClose = () => (dirty ? setConfirmDiscard(true) : close());

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
      <DialogContent className="max-w-4xl gap-0 p-0">
        <ArticleForm article={article} categories={categories} onDirty={() => setDirty(true)} onSaved={close} onCancel={requestClose} />
      </DialogContent>
      <AlertDialog open={confirmDiscard} onOpenChange={setConfirmDiscard}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Discard unsaved changes?</AlertDialogTitle>
            <AlertDialogDescription>You have changes that are not saved. If you close the editor now, they will be lost.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep editing</AlertDialogCancel>
            <Button variant="destructive" onClick={close}>
              Discard changes
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Dialog>
  );
}

function ArticleForm({
  article,
  categories,
  onDirty,
  onSaved,
  onCancel,
}: {
  article: Article | null;
  categories: Category[];
  onDirty: () => void;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const baseId = useId();
  const id = (field: string) => `${baseId}-${field}`;
  const [values, setValues] = useState<ArticleFormValues>(() => articleFormValues(article));
  const [serverErrors, setServerErrors] = useState<ArticleFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [tab, setTab] = useState("english");
  const generatedSlug = useRef(article?.slug ?? "");
  const isEdit = article !== null;

  // Messages appear after the first submit and then follow every change; the server's stay until their field changes.
  const errors: ArticleFormErrors = submitted ? { ...validateArticleForm(values), ...serverErrors } : serverErrors;

  const update = (patch: Partial<ArticleFormValues>) => {
    onDirty();
    setValues((current) => ({ ...current, ...patch }));
    if (Object.keys(patch).some((field) => field in serverErrors)) {
      setServerErrors((current) => {
        const next = { ...current };
        for (const field of Object.keys(patch)) delete next[field as ArticleField];
        return next;
      });
    }
  };

  const onTitleChange = (title: string) => {
    const slug = nextSlug(values.slug, generatedSlug.current, title);
    if (slug !== null) generatedSlug.current = slug;
    update(slug === null ? { title } : { title, slug });
  };

  const focusField = (field: ArticleField) => {
    // Let the tab switch render first.
    requestAnimationFrame(() => {
      const target =
        document.getElementById(id(field)) ??
        document.querySelector<HTMLElement>(`[aria-labelledby="${CSS.escape(id(`${field}-label`))}"]`);
      target?.focus();
    });
  };

  const revealFirstError = (found: ArticleFormErrors) => {
    const order: ArticleField[] = ["title", "slug", "categoryId", "content", "excerpt", "coverImage", "ptTitle", "ptExcerpt", "ptContent"];
    const first = order.find((field) => found[field]);
    if (!first) return;
    const onPortuguese = PORTUGUESE_FIELDS.includes(first);
    setTab(onPortuguese ? "portuguese" : "english");
    focusField(first);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    setServerError(null);
    setServerErrors({});
    const found = validateArticleForm(values);
    if (Object.keys(found).length > 0) {
      revealFirstError(found);
      return;
    }
    setSaving(true);
    try {
      const payload = articlePayload(values);
      if (article) await apiRequest("PUT", `/api/articles/${article.id}`, payload);
      else await apiRequest("POST", "/api/articles", payload);
      toast({ title: "Success", description: isEdit ? "Article updated successfully" : "Article created successfully" });
      void invalidateQueries("/api/articles");
      onSaved();
    } catch (error) {
      const fromServer = error instanceof ApiError ? errorsFromIssues(error.issues) : {};
      if (error instanceof ApiError && error.status === 409) fromServer.slug = serverMessageOf(error);
      setServerErrors(fromServer);
      if (Object.keys(fromServer).length > 0) revealFirstError(fromServer);
      setServerError(serverMessageOf(error) ?? "An error occurred. Please try again.");
      toast({ title: "Error", description: ARTICLE_SAVE_FAILED, variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  const portugueseHasErrors = PORTUGUESE_FIELDS.some((field) => errors[field]);
  const slugChangedOnPublished = isEdit && article.published && values.slug !== article.slug;

  return (
    <form onSubmit={submit} noValidate className="grid">
      <DialogHeader className="border-b border-white/10 px-6 pt-6 pb-4">
        <DialogTitle>{isEdit ? "Edit Article" : "Create New Article"}</DialogTitle>
        <DialogDescription>Write the English version; a Portuguese version is optional.</DialogDescription>
      </DialogHeader>

      <Tabs value={tab} onValueChange={setTab} className="px-6 pt-4">
        <TabsList aria-label="Language version">
          <TabsTrigger value="english">English</TabsTrigger>
          <TabsTrigger value="portuguese">
            Portuguese (optional)
            {portugueseHasErrors ? <span className="size-2 rounded-full bg-red-400" aria-label="has errors" role="img" /> : null}
            {!portugueseHasErrors && hasPortugueseVersion(values) ? (
              <span className="size-2 rounded-full bg-emerald-400" aria-label="filled in" role="img" />
            ) : null}
          </TabsTrigger>
        </TabsList>

        <TabsContent value="english" forceMount className="grid gap-5 pb-6 data-[state=inactive]:hidden">
          <Field id={id("title")} label="Title" error={errors.title}>
            <Input
              id={id("title")}
              value={values.title}
              onChange={(event) => onTitleChange(event.target.value)}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={errors.title ? id("title-error") : undefined}
              autoComplete="off"
            />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              id={id("slug")}
              label="Slug (URL)"
              error={errors.slug}
              hint={
                slugChangedOnPublished
                  ? "This article is published: a new slug changes its address and old links stop working."
                  : `The article's address: /articles/${values.slug || "your-slug"}`
              }
            >
              <Input
                id={id("slug")}
                value={values.slug}
                onChange={(event) => update({ slug: event.target.value })}
                aria-invalid={errors.slug ? true : undefined}
                aria-describedby={`${id("slug-hint")}${errors.slug ? ` ${id("slug-error")}` : ""}`}
                autoComplete="off"
                spellCheck={false}
              />
            </Field>
            <Field id={id("categoryId")} label="Category" error={errors.categoryId}>
              <Select value={values.categoryId} onValueChange={(categoryId) => update({ categoryId })}>
                <SelectTrigger id={id("categoryId")} aria-invalid={errors.categoryId ? true : undefined}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_CATEGORY}>None</SelectItem>
                  {categories.map((category) => (
                    <SelectItem key={category.id} value={String(category.id)}>
                      {category.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
          </div>
          <EditorField
            labelId={id("content-label")}
            errorId={id("content-error")}
            label="Content"
            error={errors.content}
            initialHtml={values.content}
            onChange={(content) => update({ content })}
          />
          <Field id={id("excerpt")} label="Excerpt (optional)" error={errors.excerpt}>
            <Textarea
              id={id("excerpt")}
              rows={3}
              value={values.excerpt}
              onChange={(event) => update({ excerpt: event.target.value })}
              aria-invalid={errors.excerpt ? true : undefined}
              aria-describedby={errors.excerpt ? id("excerpt-error") : undefined}
            />
          </Field>
          <CoverImageField
            id={id("coverImage")}
            value={values.coverImage}
            error={errors.coverImage}
            onChange={(coverImage) => update({ coverImage })}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <SwitchField
              id={id("published")}
              label="Published"
              description="Make this article visible to visitors"
              checked={values.published}
              onChange={(published) => update({ published })}
            />
            <SwitchField
              id={id("featured")}
              label="Featured"
              description="Highlight this as a featured article"
              checked={values.featured}
              onChange={(featured) => update({ featured })}
            />
          </div>
        </TabsContent>

        <TabsContent value="portuguese" forceMount className="grid gap-5 pb-6 data-[state=inactive]:hidden">
          <p className="rounded-lg border border-white/10 bg-white/[0.03] px-4 py-3 text-sm text-slate-300">
            Visitors reading in Portuguese see this version. Leave all three fields empty to publish in English only.
          </p>
          <Field id={id("ptTitle")} label="Portuguese title" error={errors.ptTitle}>
            <Input
              id={id("ptTitle")}
              lang="pt-BR"
              value={values.ptTitle}
              onChange={(event) => update({ ptTitle: event.target.value })}
              aria-invalid={errors.ptTitle ? true : undefined}
              aria-describedby={errors.ptTitle ? id("ptTitle-error") : undefined}
              autoComplete="off"
            />
          </Field>
          <EditorField
            labelId={id("ptContent-label")}
            errorId={id("ptContent-error")}
            label="Portuguese content"
            error={errors.ptContent}
            initialHtml={values.ptContent}
            onChange={(ptContent) => update({ ptContent })}
            lang="pt-BR"
          />
          <Field id={id("ptExcerpt")} label="Portuguese excerpt (optional)" error={errors.ptExcerpt}>
            <Textarea
              id={id("ptExcerpt")}
              lang="pt-BR"
              rows={3}
              value={values.ptExcerpt}
              onChange={(event) => update({ ptExcerpt: event.target.value })}
              aria-invalid={errors.ptExcerpt ? true : undefined}
              aria-describedby={errors.ptExcerpt ? id("ptExcerpt-error") : undefined}
            />
          </Field>
        </TabsContent>
      </Tabs>

      {serverError ? (
        <p role="alert" className="mx-6 mb-4 rounded-lg border border-red-400/40 bg-red-950/60 px-4 py-3 text-sm text-red-100">
          {serverError}
        </p>
      ) : null}

      <DialogFooter className="sticky bottom-0 z-10 border-t border-white/10 bg-panel/95 px-6 py-4 backdrop-blur">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving} aria-live="polite">
          {saving ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
          {saving ? "Saving..." : isEdit ? "Update Article" : "Create Article"}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function EditorField({
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
  error?: string;
  initialHtml: string;
  onChange: (html: string) => void;
  lang?: string;
}) {
  const focusEditor = () => document.querySelector<HTMLElement>(`[aria-labelledby="${CSS.escape(labelId)}"]`)?.focus();
  return (
    <div className="grid gap-2" lang={lang}>
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

function CoverImageField({ id, value, error, onChange }: { id: string; value: string; error?: string; onChange: (url: string) => void }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [previewFailed, setPreviewFailed] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      toast({ title: "Upload Failed", description: "Image could not be uploaded. Please try again.", variant: "destructive" });
      return;
    }
    setUploading(true);
    try {
      const image = await uploadImage(file);
      onChange(image.url);
    } catch {
      toast({ title: "Upload Failed", description: "Image could not be uploaded. Please try again.", variant: "destructive" });
    } finally {
      setUploading(false);
    }
  };

  const showPreview = value.trim() !== "" && previewFailed !== value;
  return (
    <Field id={id} label="Cover Image URL (optional)" error={error}>
      <div className="flex gap-2">
        <Input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode="url"
          placeholder="https://... or upload an image"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button variant="secondary" onClick={() => fileInput.current?.click()} disabled={uploading} aria-label="Upload cover image">
          {uploading ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : <Upload aria-hidden="true" />}
          <span className="hidden sm:inline">{uploading ? "Uploading..." : "Upload"}</span>
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = "";
            void upload(file);
          }}
        />
      </div>
      {showPreview ? (
        <img
          src={value}
          alt="Cover image preview"
          className="mt-1 max-h-40 w-auto max-w-full rounded-md border border-white/10 object-cover"
          onError={() => setPreviewFailed(value)}
        />
      ) : value.trim() !== "" ? (
        <p className="flex items-center gap-2 text-xs text-amber-200">
          <ImageOff className="size-4" aria-hidden="true" /> The image at this address could not be loaded.
        </p>
      ) : null}
    </Field>
  );
}

function SwitchField({
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
    <div className={cn("flex items-start justify-between gap-4 rounded-lg border border-white/10 bg-white/[0.03] p-4")}>
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

import { slugifyWithoutAccents } from "#app/lib/slug.ts";
import { Eye, ImageOff, Link2, LoaderCircle, Upload } from "lucide-react";
import { NewsletterPublishControls } from "#app/modules/newsletter/components/newsletter-publish-controls.tsx";
import { type FormEvent, lazy, type MutableRefObject, type ReactNode, Suspense, useEffect, useId, useRef, useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "#app/components/ui/alert-dialog.tsx";
import { submitHandler } from "#app/components/submit-handler.ts";
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
import { fromLocalInput, ownerTimeZone } from "#app/lib/local-time.ts";
import { ApiError, apiRequest, uploadImage } from "#app/modules/admin/api-client.ts";
import { invalidateQueries } from "#app/modules/admin/query-client.ts";
import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { Category } from "#app/modules/categories/category.ts";
import type { Article } from "../article.ts";
import type { ArticleDraft } from "../article.schema.ts";
import { type ArticleDraftState, sameText, textOfDraft } from "../article-revision.ts";
import {
  type ArticleField,
  type ArticleFormErrors,
  type ArticleFormValues,
  articleFormValues,
  articlePayload,
  draftPayload,
  errorsFromIssues,
  hasEnglishVersion,
  hasPortugueseVersion,
  NO_CATEGORY,
  nextSlug,
  PORTUGUESE_FIELDS,
  validateArticleForm,
  valuesFromDraft,
} from "./article-form.ts";
import { PreviewLinksDialog } from "./preview-links-dialog.tsx";
import { RevisionsPanel } from "./revisions-panel.tsx";
import { type AutosaveStatus, draftUrl, useAutosave } from "./use-autosave.ts";
import { paths } from "#app/lib/paths.ts";

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

/** What the dialog asks of the form when the owner closes it with changes. */
interface FormControls {
  /** Saves the draft now (it is then offered when the article is opened again). */
  keepDraft: () => Promise<void>;
  /** Forgets the changes: the autosaved draft is deleted. */
  discardDraft: () => Promise<void>;
}

/**
 * "Create New Article" / "Edit Article" (spec §2). Changes are autosaved as a draft (ADR 021); closing
 * with changes asks whether to keep that draft or discard it.
 */
export function ArticleDialog({ open, onOpenChange, article, categories }: ArticleDialogProps) {
  const [dirty, setDirty] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const controls = useRef<FormControls | null>(null);
  const { text } = useAdminText();

  const close = () => {
    setDirty(false);
    setConfirmDiscard(false);
    onOpenChange(false);
  };
  const requestClose = () => (dirty ? setConfirmDiscard(true) : close());
  const keepDraft = async () => {
    await controls.current?.keepDraft();
    close();
  };
  const discard = async () => {
    await controls.current?.discardDraft();
    close();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
      <DialogContent className="max-w-5xl gap-0 p-0" closeLabel={text.close}>
        <ArticleForm
          article={article}
          categories={categories}
          onDirty={() => setDirty(true)}
          onSaved={close}
          onCancel={requestClose}
          controlsRef={controls}
        />
      </DialogContent>
      <AlertDialog open={confirmDiscard} onOpenChange={setConfirmDiscard}>
        {/* Wide enough for its three buttons, which wrap rather than overflow (issue 30: it was cut off at 1366 px). */}
        <AlertDialogContent className="max-w-xl">
          <AlertDialogHeader>
            <AlertDialogTitle>{text.discardTitle}</AlertDialogTitle>
            <AlertDialogDescription>{text.discardText}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter className="flex-wrap">
            <AlertDialogCancel>{text.keepEditing}</AlertDialogCancel>
            <Button variant="outline" onClick={() => void keepDraft()}>
              {text.closeKeepDraft}
            </Button>
            <Button variant="destructive" onClick={() => void discard()}>
              {text.discardChanges}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Dialog>
  );
}

function AutosaveIndicator({ status, savedAt }: { status: AutosaveStatus; savedAt: string | null }) {
  const { text: t, fill, language } = useAdminText();
  const text =
    status === "saving"
      ? t.savingDraft
      : status === "pending"
        ? t.unsavedChanges
        : status === "error"
          ? t.autosaveFailed
          : savedAt
            ? fill(t.draftAutosavedAt, { time: formatTime(savedAt, language) })
            : "";
  return (
    <p role="status" aria-live="polite" className={cn("mr-auto self-center text-xs", status === "error" ? "text-red-300" : "text-slate-400")}>
      {text}
    </p>
  );
}

function formatTime(iso: string, language: "en" | "pt"): string {
  return new Intl.DateTimeFormat(language === "pt" ? "pt-BR" : "en-US", { hour: "numeric", minute: "2-digit", second: "2-digit" }).format(
    new Date(iso),
  );
}

function ArticleForm({
  article,
  categories,
  onDirty,
  onSaved,
  onCancel,
  controlsRef,
}: {
  article: Article | null;
  categories: Category[];
  onDirty: () => void;
  onSaved: () => void;
  onCancel: () => void;
  controlsRef: MutableRefObject<FormControls | null>;
}) {
  const baseId = useId();
  const { text: t, fill, when, language } = useAdminText();
  const serverMessage = useServerMessage();
  const id = (field: string) => `${baseId}-${field}`;
  const [initial] = useState<ArticleFormValues>(() => articleFormValues(article));
  const [values, setValues] = useState<ArticleFormValues>(initial);
  const [dirty, setDirty] = useState(false);
  const [serverErrors, setServerErrors] = useState<ArticleFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [tab, setTab] = useState("english");
  const [offer, setOffer] = useState<ArticleDraftState | null>(null);
  // Editors take their HTML once: a restored draft or revision mounts new ones.
  const [editorKey, setEditorKey] = useState(0);
  const [linksOpen, setLinksOpen] = useState(false);
  const generatedSlug = useRef(article?.slug ?? "");
  const generatedPtSlug = useRef(article?.pt?.slug ?? "");
  // While the two versions share their state and the Portuguese switch is untouched, it follows the English one.
  const ptFollows = useRef(initial.ptPublished === initial.published && initial.publishAt === "" && initial.ptPublishAt === "");
  const isEdit = article !== null;
  const target: number | "new" = article?.id ?? "new";
  const autosave = useAutosave({ target, draft: draftPayload(values), dirty });

  useEffect(() => {
    controlsRef.current = {
      keepDraft: () => autosave.flush(),
      discardDraft: async () => {
        await autosave.stop();
        await apiRequest("DELETE", draftUrl(target)).catch(() => undefined);
      },
    };
  });

  // A draft autosaved before (a closed tab, a crash) is offered when the article is opened again.
  useEffect(() => {
    let live = true;
    apiRequest<{ draft: ArticleDraftState | null }>("GET", draftUrl(target)).then(
      ({ draft }) => {
        if (live && draft && !sameText(textOfDraft(draft.data), textOfDraft(draftPayload(initial)))) setOffer(draft);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [target, initial]);

  // Messages appear after the first submit and then follow every change; the server's stay until their field changes.
  const errors: ArticleFormErrors = submitted ? { ...validateArticleForm(values), ...serverErrors } : serverErrors;

  const markDirty = () => {
    setDirty(true);
    onDirty();
  };

  const update = (patch: Partial<ArticleFormValues>) => {
    markDirty();
    setValues((current) => ({ ...current, ...patch }));
    if (Object.keys(patch).some((field) => field in serverErrors)) {
      setServerErrors((current) => {
        const next = { ...current };
        for (const field of Object.keys(patch)) delete next[field as ArticleField];
        return next;
      });
    }
  };

  const loadDraft = (draft: ArticleDraft) => {
    markDirty();
    setValues((current) => valuesFromDraft(draft, current));
    setEditorKey((key) => key + 1);
  };

  const restoreOffer = () => {
    if (!offer) return;
    loadDraft(offer.data);
    setOffer(null);
    toast({ title: t.autosavedRestored, description: isEdit ? t.pressUpdate : t.pressCreate });
  };

  const discardOffer = () => {
    setOffer(null);
    void apiRequest("DELETE", draftUrl(target)).catch(() => undefined);
  };

  const onTitleChange = (title: string) => {
    const slug = nextSlug(values.slug, generatedSlug.current, title);
    if (slug !== null) generatedSlug.current = slug;
    update(slug === null ? { title } : { title, slug });
  };

  // The Portuguese version's slug follows the Portuguese title (issue 30: it used to default to the
  // English slug) until the owner edits it, and never once that version is public (its address stays).
  const onPtTitleChange = (ptTitle: string) => {
    const ptPublic = article?.pt?.publishedAt != null;
    const ptSlug = ptPublic ? null : nextSlug(values.ptSlug, generatedPtSlug.current, ptTitle, slugifyWithoutAccents);
    if (ptSlug !== null) generatedPtSlug.current = ptSlug;
    update(ptSlug === null ? { ptTitle } : { ptTitle, ptSlug });
  };

  const focusField = (field: ArticleField) => {
    // Let the tab switch render first.
    requestAnimationFrame(() => {
      const found =
        document.getElementById(id(field)) ??
        document.querySelector<HTMLElement>(`[aria-labelledby="${CSS.escape(id(`${field}-label`))}"]`);
      found?.focus();
    });
  };

  const revealFirstError = (found: ArticleFormErrors) => {
    const order: ArticleField[] = [
      "title",
      "slug",
      "categoryId",
      "content",
      "excerpt",
      "coverImage",
      "publishAt",
      "publishedAt",
      "ptTitle",
      "ptSlug",
      "ptContent",
      "ptExcerpt",
      "ptPublishAt",
      "ptPublishedAt",
    ];
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
      if (article) {
        await apiRequest("PUT", `/api/articles/${article.id}`, payload);
        // The server is done with the draft; a save in flight may have recreated an identical one, which it drops.
        await autosave.stop();
      } else {
        await apiRequest("POST", "/api/articles", payload);
        await autosave.stop();
        await apiRequest("DELETE", draftUrl("new")).catch(() => undefined);
      }
      toast({ title: t.success, description: isEdit ? t.articleUpdated : t.articleCreated });
      void invalidateQueries("/api/articles");
      onSaved();
    } catch (error) {
      const fromServer = error instanceof ApiError ? errorsFromIssues(error.issues) : {};
      if (error instanceof ApiError && error.status === 409) {
        if (fromServer.ptSlug) fromServer.ptSlug = serverMessage(error);
        else fromServer.slug = serverMessage(error);
      }
      setServerErrors(fromServer);
      if (Object.keys(fromServer).length > 0) revealFirstError(fromServer);
      setServerError(serverMessage(error) ?? t.errorTryAgain);
      toast({ title: t.error, description: language === "en" ? ARTICLE_SAVE_FAILED : t.articleSaveFailed, variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  const preview = async (language: "en" | "pt") => {
    if (!article) return;
    await autosave.flush();
    window.open(paths.articlePreview(article.id, language), "_blank", "noopener");
  };

  const portugueseHasErrors = PORTUGUESE_FIELDS.some((field) => errors[field]);
  const slugChangedOnPublished = isEdit && article.publishedAt !== null && article.slug !== null && values.slug !== article.slug;
  const ptSlugChangedOnPublished =
    isEdit && article.pt?.publishedAt != null && values.ptSlug.trim() !== "" && values.ptSlug !== article.pt.slug;
  const timeZone = ownerTimeZone();

  return (
    <form onSubmit={submitHandler(submit)} noValidate className="grid">
      <DialogHeader className="border-b border-white/10 px-6 pt-6 pb-4">
        <DialogTitle>{isEdit ? t.editArticle : t.createNewArticle}</DialogTitle>
        <DialogDescription>{t.articleDialogIntro}</DialogDescription>
      </DialogHeader>

      {offer ? (
        <section
          aria-label={t.autosavedVersion}
          className="mx-6 mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-sky-400/40 bg-sky-400/10 px-4 py-3 text-sm text-sky-100"
        >
          <p className="mr-auto">
            {fill(isEdit ? t.autosavedOfferEdit : t.autosavedOffer, { when: when(offer.savedAt) })}
          </p>
          <Button type="button" size="sm" onClick={restoreOffer}>
            {t.restoreAutosaved}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={discardOffer}>
            {t.discardIt}
          </Button>
        </section>
      ) : null}

      <Tabs value={tab} onValueChange={setTab} className="px-6 pt-4">
        <TabsList aria-label={t.articleSections}>
          <TabsTrigger value="english">
            {t.englishName}
            {hasEnglishVersion(values) ? <span className="size-2 rounded-full bg-emerald-400" aria-label={t.filledIn} role="img" /> : null}
          </TabsTrigger>
          <TabsTrigger value="portuguese">
            {t.portugueseName}
            {portugueseHasErrors ? <span className="size-2 rounded-full bg-red-400" aria-label={t.hasErrors} role="img" /> : null}
            {!portugueseHasErrors && hasPortugueseVersion(values) ? (
              <span className="size-2 rounded-full bg-emerald-400" aria-label={t.filledIn} role="img" />
            ) : null}
          </TabsTrigger>
          {isEdit ? <TabsTrigger value="history">{t.history}</TabsTrigger> : null}
        </TabsList>

        <TabsContent value="english" forceMount className="grid gap-5 pb-6 data-[state=inactive]:hidden">
          <Field id={id("title")} label={t.title} error={errors.title}>
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
              label={t.slugUrl}
              error={errors.slug}
              hint={
                slugChangedOnPublished
                  ? fill(t.slugMoved, { path: paths.article(article.slug ?? "", "en") })
                  : fill(t.slugAddress, { path: paths.article(values.slug || t.yourSlug, "en") })
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
            <Field id={id("categoryId")} label={t.category} error={errors.categoryId}>
              <Select value={values.categoryId} onValueChange={(categoryId) => update({ categoryId })}>
                <SelectTrigger id={id("categoryId")} aria-invalid={errors.categoryId ? true : undefined}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_CATEGORY}>{t.none}</SelectItem>
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
            key={`en-${editorKey}`}
            labelId={id("content-label")}
            errorId={id("content-error")}
            label={t.content}
            error={errors.content}
            initialHtml={values.content}
            onChange={(content) => update({ content })}
          />
          <Field id={id("excerpt")} label={t.excerptOptional} error={errors.excerpt}>
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
              label={t.published}
              description={t.publishedDescription}
              checked={values.published}
              onChange={(published) => update(ptFollows.current ? { published, ptPublished: published } : { published })}
            />
            <SwitchField
              id={id("featured")}
              label={t.featured}
              description={t.featuredDescription}
              checked={values.featured}
              onChange={(featured) => update({ featured })}
            />
            <NewsletterPublishControls
              id={id("newsletter")}
              articleId={isEdit ? article.id : null}
              language="en"
              checked={values.newsletter}
              onChange={(newsletter) => update({ newsletter })}
            />
          </div>
          <PublicationFields
            idOf={id}
            prefix=""
            language="English"
            published={values.published}
            publishAt={values.publishAt}
            publishedAt={values.publishedAt}
            errors={{ publishAt: errors.publishAt, publishedAt: errors.publishedAt }}
            timeZone={timeZone}
            onChange={(patch) => update({ publishAt: patch.publishAt ?? values.publishAt, publishedAt: patch.publishedAt ?? values.publishedAt })}
          />
        </TabsContent>

        <TabsContent value="portuguese" forceMount className="grid gap-5 pb-6 data-[state=inactive]:hidden">
          <p className="rounded-lg border border-white/10 bg-white/[0.03] px-4 py-3 text-sm text-slate-300">
            {t.portugueseTabNote}
          </p>
          <Field id={id("ptTitle")} label={t.portugueseTitle} error={errors.ptTitle}>
            <Input
              id={id("ptTitle")}
              lang="pt-BR"
              value={values.ptTitle}
              onChange={(event) => onPtTitleChange(event.target.value)}
              aria-invalid={errors.ptTitle ? true : undefined}
              aria-describedby={errors.ptTitle ? id("ptTitle-error") : undefined}
              autoComplete="off"
            />
          </Field>
          <Field
            id={id("ptSlug")}
            label={t.portugueseSlug}
            error={errors.ptSlug}
            hint={
              ptSlugChangedOnPublished
                ? fill(t.slugMoved, { path: paths.article(article.pt?.slug ?? "", "pt") })
                : `${fill(t.portugueseAddress, { path: paths.article(values.ptSlug || values.slug || "slug", "pt") })}${values.ptSlug ? "" : t.portugueseAddressEmpty}`
            }
          >
            <Input
              id={id("ptSlug")}
              value={values.ptSlug}
              placeholder={values.slug}
              onChange={(event) => update({ ptSlug: event.target.value })}
              aria-invalid={errors.ptSlug ? true : undefined}
              aria-describedby={`${id("ptSlug-hint")}${errors.ptSlug ? ` ${id("ptSlug-error")}` : ""}`}
              autoComplete="off"
              spellCheck={false}
            />
          </Field>
          <EditorField
            key={`pt-${editorKey}`}
            labelId={id("ptContent-label")}
            errorId={id("ptContent-error")}
            label={t.portugueseContent}
            error={errors.ptContent}
            initialHtml={values.ptContent}
            onChange={(ptContent) => update({ ptContent })}
            lang="pt-BR"
          />
          <Field id={id("ptExcerpt")} label={t.portugueseExcerpt} error={errors.ptExcerpt}>
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
          <SwitchField
            id={id("ptPublished")}
            label={t.portuguesePublished}
            description={t.portuguesePublishedDescription}
            checked={values.ptPublished}
            onChange={(ptPublished) => {
              ptFollows.current = false;
              update({ ptPublished });
            }}
          />
          <NewsletterPublishControls
            id={id("ptNewsletter")}
            articleId={isEdit ? article.id : null}
            language="pt"
            checked={values.ptNewsletter}
            onChange={(ptNewsletter) => update({ ptNewsletter })}
          />
          <PublicationFields
            idOf={id}
            prefix="pt"
            language="Portuguese"
            published={values.ptPublished}
            publishAt={values.ptPublishAt}
            publishedAt={values.ptPublishedAt}
            errors={{ publishAt: errors.ptPublishAt, publishedAt: errors.ptPublishedAt }}
            timeZone={timeZone}
            onChange={(patch) => update({ ptPublishAt: patch.publishAt ?? values.ptPublishAt, ptPublishedAt: patch.publishedAt ?? values.ptPublishedAt })}
          />
        </TabsContent>

        {isEdit ? (
          <TabsContent value="history">
            {tab === "history" ? <RevisionsPanel articleId={article.id} current={textOfDraft(draftPayload(values))} onRestored={loadDraft} /> : null}
          </TabsContent>
        ) : null}
      </Tabs>

      {serverError ? (
        <p role="alert" className="mx-6 mb-4 rounded-lg border border-red-400/40 bg-red-950/60 px-4 py-3 text-sm text-red-100">
          {serverError}
        </p>
      ) : null}

      {/* On a phone the five buttons sit in one or two rows, the previews as icons (issue 30: they were
          five full-width buttons stacked over the editor). */}
      <DialogFooter className="sticky bottom-0 z-10 flex-row flex-wrap items-center justify-end border-t border-white/10 bg-panel/95 px-4 py-3 backdrop-blur sm:px-6 sm:py-4">
        <AutosaveIndicator status={autosave.status} savedAt={autosave.savedAt} />
        {article ? (
          <>
            <Button type="button" variant="ghost" size="sm" className="sm:h-10" title={t.preview} onClick={() => void preview("en")} disabled={!hasEnglishVersion(values)}>
              <Eye aria-hidden="true" /> <span className="sr-only sm:not-sr-only">{t.preview}</span>
            </Button>
            <Button type="button" variant="ghost" size="sm" className="sm:h-10" title={t.previewPortuguese} onClick={() => void preview("pt")} disabled={!hasPortugueseVersion(values)}>
              <Eye aria-hidden="true" /> <span className="sr-only sm:not-sr-only">{t.previewPortuguese}</span>
            </Button>
            <Button type="button" variant="ghost" size="sm" className="sm:h-10" title={t.previewLinks} onClick={() => setLinksOpen(true)}>
              <Link2 aria-hidden="true" /> <span className="sr-only sm:not-sr-only">{t.previewLinks}</span>
            </Button>
            <PreviewLinksDialog
              apiPath={`/api/articles/${article.id}/preview-links`}
              title={values.title || values.ptTitle}
              open={linksOpen}
              onOpenChange={setLinksOpen}
            />
          </>
        ) : null}
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={saving} aria-live="polite">
          {saving ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
          {saving ? t.saving : isEdit ? t.updateArticle : t.createArticle}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * A version's schedule and publication date (ADR 020), in the owner's time zone: a time to go live
 * while it is not published, and the date shown to readers (earlier for an article from an older blog).
 */
function PublicationFields({
  idOf,
  prefix,
  language,
  published,
  publishAt,
  publishedAt,
  errors,
  timeZone,
  onChange,
}: {
  idOf: (field: string) => string;
  prefix: "" | "pt";
  language: "English" | "Portuguese";
  published: boolean;
  publishAt: string;
  publishedAt: string;
  errors: { publishAt?: string; publishedAt?: string };
  timeZone: string;
  onChange: (patch: { publishAt?: string; publishedAt?: string }) => void;
}) {
  const scheduleId = idOf(prefix ? "ptPublishAt" : "publishAt");
  const dateId = idOf(prefix ? "ptPublishedAt" : "publishedAt");
  const scheduledIso = fromLocalInput(publishAt);
  const { text: t, fill, when } = useAdminText();
  const languageName = language === "Portuguese" ? t.languageLower_pt : t.languageLower_en;
  const scheduleLabel = prefix ? t.schedulePortuguese : t.schedulePublication;
  return (
    <fieldset className="grid gap-4 rounded-lg border border-white/10 p-4">
      <legend className="px-1 text-sm font-medium text-slate-200">{fill(t.publicationOfVersion, { language: languageName })}</legend>
      {published ? (
        <p className="text-sm text-slate-400">{t.publishedScheduleNote}</p>
      ) : (
        <Field
          id={scheduleId}
          label={scheduleLabel}
          error={errors.publishAt}
          hint={
            scheduledIso
              ? fill(t.goesLiveOn, { when: when(scheduledIso), timeZone })
              : fill(t.leaveEmptyDraft, { timeZone })
          }
        >
          <div className="flex gap-2">
            <Input
              id={scheduleId}
              type="datetime-local"
              value={publishAt}
              onChange={(event) => onChange({ publishAt: event.target.value })}
              aria-invalid={errors.publishAt ? true : undefined}
              aria-describedby={`${scheduleId}-hint${errors.publishAt ? ` ${scheduleId}-error` : ""}`}
              className="w-auto"
            />
            {publishAt ? (
              <Button type="button" variant="ghost" size="sm" onClick={() => onChange({ publishAt: "" })}>
                {t.clear}
                <span className="sr-only"> {fill(t.clearScheduleOf, { language: languageName })}</span>
              </Button>
            ) : null}
          </div>
        </Field>
      )}
      <Field
        id={dateId}
        label={prefix ? t.portuguesePublicationDate : t.publicationDate}
        error={errors.publishedAt}
        hint={t.publicationDateHint}
      >
        <Input
          id={dateId}
          type="datetime-local"
          value={publishedAt}
          onChange={(event) => onChange({ publishedAt: event.target.value })}
          aria-invalid={errors.publishedAt ? true : undefined}
          aria-describedby={`${dateId}-hint${errors.publishedAt ? ` ${dateId}-error` : ""}`}
          className="w-auto"
        />
      </Field>
    </fieldset>
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
  const { apiText } = useAdminText();
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
          {apiText(error)}
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
  const { apiText } = useAdminText();
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
          {apiText(error)}
        </p>
      ) : null}
    </div>
  );
}

function CoverImageField({ id, value, error, onChange }: { id: string; value: string; error?: string; onChange: (url: string) => void }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [previewFailed, setPreviewFailed] = useState<string | null>(null);
  const { text: t } = useAdminText();
  const serverMessage = useServerMessage();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      toast({ title: t.uploadFailed, description: t.notAnImage, variant: "destructive" });
      return;
    }
    setUploading(true);
    try {
      const image = await uploadImage(file);
      onChange(image.url);
    } catch (error) {
      toast({ title: t.uploadFailed, description: serverMessage(error) ?? t.uploadRetry, variant: "destructive" });
    } finally {
      setUploading(false);
    }
  };

  const showPreview = value.trim() !== "" && previewFailed !== value;
  return (
    <Field id={id} label={t.coverImageUrl} error={error}>
      <div className="flex gap-2">
        <Input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode="url"
          placeholder={t.coverPlaceholder}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button variant="secondary" onClick={() => fileInput.current?.click()} disabled={uploading} aria-label={t.uploadCoverImage}>
          {uploading ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : <Upload aria-hidden="true" />}
          <span className="hidden sm:inline">{uploading ? t.uploading : t.upload}</span>
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
          alt={t.coverPreview}
          className="mt-1 max-h-40 w-auto max-w-full rounded-md border border-white/10 object-cover"
          onError={() => setPreviewFailed(value)}
        />
      ) : value.trim() !== "" ? (
        <p className="flex items-center gap-2 text-xs text-amber-200">
          <ImageOff className="size-4" aria-hidden="true" /> {t.imageNotLoaded}
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

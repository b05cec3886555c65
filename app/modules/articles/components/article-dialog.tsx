import { type MutableRefObject, useEffect, useRef, useState } from "react";
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
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { Category } from "#app/modules/categories/category.ts";
import type { Article } from "../article.ts";
import { textOfDraft } from "../article-revision.ts";
import { draftPayload, hasEnglishVersion, hasPortugueseVersion, PORTUGUESE_FIELDS } from "./article-form.ts";
import { ArticleEnglishFields } from "./article-english-fields.tsx";
import { ArticleFormFooter } from "./article-form-footer.tsx";
import { ArticlePortugueseFields } from "./article-portuguese-fields.tsx";
import { AutosavedDraftOffer } from "./autosaved-draft-offer.tsx";
import { RevisionsPanel } from "./revisions-panel.tsx";
import { type ArticleFormTab, useArticleForm } from "./use-article-form.ts";

export interface ArticleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The article to edit, or null to create one. */
  article: Article | null;
  categories: Category[];
}

/** What the dialog asks of the form when the owner closes it with changes. */
interface FormControls {
  /** Saves the draft now (it is then offered when the article is opened again); false when it could not be kept. */
  keepDraft: () => Promise<boolean>;
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
  // The draft could not be kept on closing: the dialogs stay open with the changes, and say so.
  const [keepFailed, setKeepFailed] = useState(false);
  const controls = useRef<FormControls | null>(null);
  const { text } = useAdminText();

  const close = () => {
    setDirty(false);
    setConfirmDiscard(false);
    setKeepFailed(false);
    onOpenChange(false);
  };
  const requestClose = () => (dirty ? setConfirmDiscard(true) : close());
  const keepDraft = async () => {
    if ((await controls.current?.keepDraft()) === false) return setKeepFailed(true);
    close();
  };
  const discard = async () => {
    await controls.current?.discardDraft();
    close();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
      <DialogContent className="max-w-5xl gap-0 p-0" closeLabel={text.close}>
        <ArticleForm article={article} categories={categories} onDirty={() => setDirty(true)} onSaved={close} onCancel={requestClose} controlsRef={controls} />
      </DialogContent>
      <AlertDialog
        open={confirmDiscard}
        onOpenChange={(next) => {
          setConfirmDiscard(next);
          if (!next) setKeepFailed(false);
        }}
      >
        {/* Wide enough for its three buttons, which wrap rather than overflow (issue 30: it was cut off at 1366 px). */}
        <AlertDialogContent className="max-w-xl">
          <AlertDialogHeader>
            <AlertDialogTitle>{text.discardTitle}</AlertDialogTitle>
            <AlertDialogDescription>{text.discardText}</AlertDialogDescription>
          </AlertDialogHeader>
          {keepFailed ? (
            <p role="alert" className="text-sm text-red-300">
              {text.draftNotKept} {text.draftNotKeptArticle}
            </p>
          ) : null}
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

/** The editor: the form's state lives in `useArticleForm`; this lays out its tabs and field groups. */
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
  const { text: t } = useAdminText();
  const form = useArticleForm({ article, onDirty, onSaved });
  const { values, errors, tab } = form;
  useEffect(() => {
    controlsRef.current = { keepDraft: form.keepDraft, discardDraft: form.discardDraft };
  });
  const portugueseHasErrors = PORTUGUESE_FIELDS.some((field) => errors[field]);

  return (
    <form onSubmit={submitHandler(form.submit)} noValidate className="grid">
      <DialogHeader className="border-b border-white/10 px-6 pt-6 pb-4">
        <DialogTitle>{article ? t.editArticle : t.createNewArticle}</DialogTitle>
        <DialogDescription>{t.articleDialogIntro}</DialogDescription>
      </DialogHeader>
      <AutosavedDraftOffer form={form} />
      <Tabs value={tab} onValueChange={(next) => form.setTab(next as ArticleFormTab)} className="px-6 pt-4">
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
          {article ? <TabsTrigger value="history">{t.history}</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="english" forceMount className="grid gap-5 pb-6 data-[state=inactive]:hidden">
          <ArticleEnglishFields form={form} categories={categories} />
        </TabsContent>
        <TabsContent value="portuguese" forceMount className="grid gap-5 pb-6 data-[state=inactive]:hidden">
          <ArticlePortugueseFields form={form} />
        </TabsContent>
        {article ? (
          <TabsContent value="history">
            {tab === "history" ? <RevisionsPanel articleId={article.id} current={textOfDraft(draftPayload(values))} onRestored={form.loadDraft} /> : null}
          </TabsContent>
        ) : null}
      </Tabs>
      {form.serverError ? (
        <p role="alert" className="mx-6 mb-4 rounded-lg border border-red-400/40 bg-red-950/60 px-4 py-3 text-sm text-red-100">
          {form.serverError}
        </p>
      ) : null}
      <ArticleFormFooter form={form} onCancel={onCancel} />
    </form>
  );
}

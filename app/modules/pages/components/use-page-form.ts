import { type FormEvent, type RefObject, useEffect, useState } from "react";
import { toast } from "#app/components/ui/use-toast.ts";
import { paths } from "#app/lib/paths.ts";
import { ApiError, apiRequest } from "#app/modules/admin/api-client.ts";
import { invalidateQueries } from "#app/modules/admin/query-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { sameText } from "#app/modules/articles/article-revision.ts";
import { useAutosave } from "#app/modules/articles/components/use-autosave.ts";
import type { Page, PageShowIn } from "../page.ts";
import type { PageDraft } from "../page.schema.ts";
import { asArticleText, type PageDraftState, textOfPageDraft } from "../page-revision.ts";
import type { PagesAdminText } from "../pages-admin-text.ts";
import { draftOf, PAGES_KEY, valuesOf, valuesOfDraft, type VersionValues } from "./page-form-state.ts";

/**
 * The page editor's state (issue 27): both versions, where the page is linked, the autosaved draft and its
 * offer, the save, the preview and the close that keeps what was typed. The form and its groups only show it.
 */
export function usePageForm(page: Page | null, text: PagesAdminText, onDone: () => void, closeRef: RefObject<(() => Promise<void>) | null>) {
  const { text: t } = useAdminText();
  const [showIn, setShowIn] = useState<PageShowIn>(page?.showIn ?? "none");
  const [en, setEn] = useState<VersionValues>(valuesOf(page));
  const [hasPt, setHasPt] = useState(page !== null && page.pt !== null);
  const [pt, setPt] = useState<VersionValues>(valuesOf(page?.pt ?? null));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [dirty, setDirty] = useState(false);
  const [offer, setOffer] = useState<PageDraftState | null>(null);
  // Editors take their HTML once: a restored draft or revision mounts new ones.
  const [editorKey, setEditorKey] = useState(0);
  const target: number | "new" = page?.id ?? "new";
  const draftPath = `${PAGES_KEY}/${target}/draft`;
  const draft = draftOf(en, showIn, hasPt, pt);
  const autosave = useAutosave({ target, draft, dirty, url: draftPath });
  const [initial] = useState(() => textOfPageDraft(draft));

  // A draft autosaved before (a closed tab, a crash) is offered when the page is opened again.
  useEffect(() => {
    let live = true;
    apiRequest<{ draft: PageDraftState | null }>("GET", draftPath).then(
      ({ draft: saved }) => {
        if (live && saved && !sameText(asArticleText(textOfPageDraft(saved.data)), asArticleText(initial))) setOffer(saved);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [draftPath, initial]);

  const changed =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      setDirty(true);
      set(value);
    };

  const loadDraft = (data: PageDraft) => {
    setDirty(true);
    if (data.showIn) setShowIn(data.showIn);
    setEn(valuesOfDraft(data));
    setHasPt(data.pt !== null);
    if (data.pt) setPt(valuesOfDraft(data.pt));
    setEditorKey((key) => key + 1);
  };

  const restoreOffer = () => {
    if (!offer) return;
    loadDraft(offer.data);
    setOffer(null);
    toast({ title: t.autosavedRestored, description: text.pressSave });
  };

  const discardOffer = () => {
    setOffer(null);
    void apiRequest("DELETE", draftPath).catch(() => undefined);
  };

  const preview = async (language: "en" | "pt") => {
    if (!page) return;
    await autosave.flush();
    window.open(paths.pagePreview(page.id, language), "_blank", "noopener");
  };

  // The text a close could not keep: closing again with the same text leaves without it.
  const [notKept, setNotKept] = useState<string | null>(null);
  const close = async () => {
    // What is typed is kept as the draft at once (not at the autosave's next tick), offered when the page is opened again.
    await autosave.flush();
    const typed = JSON.stringify(draft);
    if (autosave.unsaved() && notKept !== typed) {
      // Not kept (no answer from the server): the editor stays open with the text, and says so while it lasts.
      setNotKept(typed);
      return;
    }
    onDone();
  };
  // Said until a later save goes through (the status leaves "error").
  const closeError = notKept !== null && autosave.status === "error" ? `${t.draftNotKept} ${t.draftNotKeptPage}` : undefined;
  useEffect(() => {
    closeRef.current = close;
    return () => {
      closeRef.current = null;
    };
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await autosave.stop();
      await (page ? apiRequest("PUT", `${PAGES_KEY}/${page.id}`, draft) : apiRequest("POST", PAGES_KEY, draft));
      toast({ title: text.saved });
      await invalidateQueries(PAGES_KEY);
      onDone();
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.serverMessage ?? text.saveFailed) : text.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  return {
    showIn,
    setShowIn: changed(setShowIn),
    en,
    setEn: changed(setEn),
    hasPt,
    setHasPt: changed(setHasPt),
    pt,
    setPt: changed(setPt),
    busy,
    error,
    closeError,
    offer,
    editorKey,
    draft,
    autosave,
    loadDraft,
    restoreOffer,
    discardOffer,
    preview,
    close,
    submit,
  };
}

export type PageFormState = ReturnType<typeof usePageForm>;

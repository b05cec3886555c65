import { type FormEvent, useEffect, useId, useReducer, useState } from "react";
import { toast } from "#app/components/ui/use-toast.ts";
import { paths } from "#app/lib/paths.ts";
import { ApiError, apiRequest } from "#app/modules/admin/api-client.ts";
import { invalidateQueries } from "#app/modules/admin/query-client.ts";
import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { Article } from "../article.ts";
import type { ArticleDraft } from "../article.schema.ts";
import { type ArticleDraftState, sameText, textOfDraft } from "../article-revision.ts";
import {
  type ArticleField,
  type ArticleFormErrors,
  type ArticleFormValues,
  articlePayload,
  draftPayload,
  errorsFromIssues,
  PORTUGUESE_FIELDS,
  validateArticleForm,
} from "./article-form.ts";
import { ARTICLE_FIELD_ORDER, articleFormReducer, initialArticleFormState, visibleArticleErrors } from "./article-form-state.ts";
import { draftUrl, useAutosave } from "./use-autosave.ts";

export const ARTICLE_SAVE_FAILED = "Failed to save article";

export type ArticleFormTab = "english" | "portuguese" | "history";

/**
 * The article editor (spec §2, ADR 020, ADR 021) without its markup: the values and their rules
 * (`article-form-state.ts`), the autosaved draft and the one offered when the article is opened
 * again, keeping or discarding the changes, and saving. The field groups render what it returns.
 */
export function useArticleForm({ article, onDirty, onSaved }: { article: Article | null; onDirty: () => void; onSaved: () => void }) {
  const baseId = useId();
  const { text: t, language, apiText } = useAdminText();
  const serverMessage = useServerMessage();
  const [state, dispatch] = useReducer(articleFormReducer, article, initialArticleFormState);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [tab, setTab] = useState<ArticleFormTab>("english");
  const [offer, setOffer] = useState<ArticleDraftState | null>(null);
  const { values, initial, dirty } = state;
  const target: number | "new" = article?.id ?? "new";
  const autosave = useAutosave({ target, draft: draftPayload(values), dirty });
  const id = (field: string) => `${baseId}-${field}`;

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

  /** Every change goes through here: the dialog learns that closing now loses something. */
  const edit = (action: Parameters<typeof dispatch>[0]) => {
    dispatch(action);
    onDirty();
  };

  const deleteDraft = () => apiRequest("DELETE", draftUrl(target)).catch(() => undefined);

  const focusField = (field: ArticleField) => {
    // Let the tab switch render first.
    requestAnimationFrame(() => {
      const found =
        document.getElementById(id(field)) ?? document.querySelector<HTMLElement>(`[aria-labelledby="${CSS.escape(id(`${field}-label`))}"]`);
      found?.focus();
    });
  };

  const revealFirstError = (found: ArticleFormErrors) => {
    const first = ARTICLE_FIELD_ORDER.find((field) => found[field]);
    if (!first) return;
    setTab(PORTUGUESE_FIELDS.includes(first) ? "portuguese" : "english");
    focusField(first);
  };

  const save = async () => {
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
  };

  const failed = (error: unknown) => {
    const fromServer = error instanceof ApiError ? errorsFromIssues(error.issues) : {};
    if (error instanceof ApiError && error.status === 409) {
      if (fromServer.ptSlug) fromServer.ptSlug = serverMessage(error);
      else fromServer.slug = serverMessage(error);
    }
    dispatch({ type: "serverErrors", errors: fromServer });
    if (Object.keys(fromServer).length > 0) revealFirstError(fromServer);
    setServerError(serverMessage(error) ?? t.errorTryAgain);
    toast({ title: t.error, description: language === "en" ? ARTICLE_SAVE_FAILED : t.articleSaveFailed, variant: "destructive" });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    dispatch({ type: "submit" });
    setServerError(null);
    const found = validateArticleForm(values);
    if (Object.keys(found).length > 0) return revealFirstError(found);
    setSaving(true);
    try {
      await save();
      toast({ title: t.success, description: article ? t.articleUpdated : t.articleCreated });
      void invalidateQueries("/api/articles");
      onSaved();
    } catch (error) {
      failed(error);
    } finally {
      setSaving(false);
    }
  };

  return {
    article,
    values,
    dirty,
    errors: visibleArticleErrors(state, apiText),
    editorKey: state.editorKey,
    id,
    tab,
    setTab,
    saving,
    serverError,
    autosave: { status: autosave.status, savedAt: autosave.savedAt },
    offer,
    submit,
    update: (patch: Partial<ArticleFormValues>) => edit({ type: "change", patch }),
    changeTitle: (title: string) => edit({ type: "title", title }),
    changePtTitle: (ptTitle: string) => edit({ type: "ptTitle", ptTitle }),
    changePublished: (published: boolean) => edit({ type: "published", published }),
    changePtPublished: (ptPublished: boolean) => edit({ type: "ptPublished", ptPublished }),
    loadDraft: (draft: ArticleDraft) => edit({ type: "loadDraft", draft }),
    restoreOffer: () => {
      if (!offer) return;
      edit({ type: "loadDraft", draft: offer.data });
      setOffer(null);
      toast({ title: t.autosavedRestored, description: article ? t.pressUpdate : t.pressCreate });
    },
    discardOffer: () => {
      setOffer(null);
      void deleteDraft();
    },
    /** Saves the draft now (then offered when the article is opened again); false when it could not be kept (no answer from the server): the changes are only here. */
    keepDraft: async () => {
      await autosave.flush();
      return !autosave.unsaved();
    },
    /** Forgets the changes: autosaving stops, the draft is deleted and the form is as it opened. */
    discardDraft: async () => {
      await autosave.stop();
      await deleteDraft();
      dispatch({ type: "discard" });
    },
    /** Opens a preview of the version as it is now (saved first as the draft the preview shows). */
    preview: async (previewLanguage: "en" | "pt") => {
      if (!article) return;
      await autosave.flush();
      window.open(paths.articlePreview(article.id, previewLanguage), "_blank", "noopener");
    },
  };
}

export type ArticleFormModel = ReturnType<typeof useArticleForm>;

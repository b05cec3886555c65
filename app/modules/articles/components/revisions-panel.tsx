import { diffWords } from "diff";
import { History, LoaderCircle, RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { cn } from "#app/lib/cn.ts";
import { apiRequest } from "#app/modules/admin/api-client.ts";
import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { revisionFieldLabel, revisionSummary } from "./revision-words.ts";
import type { ArticleDraft } from "../article.schema.ts";
import {
  type ArticleRevision,
  type ArticleRevisionSummary,
  type ArticleText,
  compareTexts,
  type RevisionKind,
  type TextComparison,
} from "../article-revision.ts";


/** A word diff of one field: removed words struck through, added ones underlined (semantic del/ins). */
function FieldDiff({ comparison }: { comparison: TextComparison }) {
  const parts = diffWords(comparison.before, comparison.after);
  const { text: t, language } = useAdminText();
  return (
    <div className="grid gap-1.5">
      <h4 className="text-sm font-semibold text-slate-200">{revisionFieldLabel(comparison.label, language)}</h4>
      <p className="rounded-md border border-white/10 bg-black/20 p-3 text-sm leading-relaxed whitespace-pre-wrap text-slate-300">
        {parts.map((part, index) =>
          part.added ? (
            <ins key={index} className="rounded-sm bg-emerald-400/15 text-emerald-200 no-underline">
              <span className="sr-only">{t.diffAdded}</span>
              {part.value}
              <span className="sr-only">]</span>
            </ins>
          ) : part.removed ? (
            <del key={index} className="rounded-sm bg-red-400/15 text-red-200">
              <span className="sr-only">{t.diffRemoved}</span>
              {part.value}
              <span className="sr-only">]</span>
            </del>
          ) : (
            <span key={index}>{part.value}</span>
          ),
        )}
      </p>
    </div>
  );
}

/**
 * The article's revisions (ADR 021): when, what kind, size and summary; choosing one shows what differs
 * from the text in the editor now (as a word diff) and can restore it into the editor, as a new revision.
 */
export function RevisionsPanel<Draft = ArticleDraft>({
  articleId,
  current,
  onRestored,
  apiPath = `/api/articles/${articleId}`,
  textOf = (data) => data as ArticleText,
  restoredText,
}: {
  articleId: number;
  /** The editor's text now, to compare with. */
  current: ArticleText;
  onRestored: (draft: Draft) => void;
  /** Whose revisions: an article's by default; a page's editor passes `/api/pages/{id}` (ADR 044). */
  apiPath?: string;
  /** A revision's text in the articles' shape (a page's has no cover, category or featured flag). */
  textOf?: (data: unknown) => ArticleText;
  /** The toast after a restore (default: press Update Article). */
  restoredText?: string;
}) {
  const [revisions, setRevisions] = useState<ArticleRevisionSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<ArticleRevision | null>(null);
  const [restoring, setRestoring] = useState(false);
  const { text: t, fill, when, language, number } = useAdminText();
  const serverMessage = useServerMessage();
  const kindLabel: Record<RevisionKind, string> = { autosave: t.revisionAutosave, save: t.revisionSaved, restore: t.revisionRestored };
  const sizeLabel = (size: number) =>
    size < 1000 ? fill(t.characters, { count: number(size) }) : fill(t.thousandCharacters, { count: (size / 1000).toFixed(1).replace(".", language === "pt" ? "," : ".") });

  useEffect(() => {
    let live = true;
    apiRequest<ArticleRevisionSummary[]>("GET", `${apiPath}/revisions`).then(
      (list) => live && setRevisions(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [apiPath]);

  const select = async (id: number) => {
    try {
      const revision = await apiRequest<ArticleRevision>("GET", `${apiPath}/revisions/${id}`);
      setSelected({ ...revision, data: textOf(revision.data) });
    } catch (error) {
      toast({ title: t.error, description: serverMessage(error) ?? t.revisionLoadFailed, variant: "destructive" });
    }
  };

  const restore = async () => {
    if (!selected) return;
    setRestoring(true);
    try {
      const result = await apiRequest<{ draft: { data: Draft }; revision: ArticleRevisionSummary }>("POST", `${apiPath}/revisions/${selected.id}/restore`);
      onRestored(result.draft.data);
      setRevisions((list) => [result.revision, ...(list ?? [])]);
      setSelected(null);
      toast({ title: t.revisionRestoredTitle, description: restoredText ?? t.revisionRestoredText });
    } catch (error) {
      toast({ title: t.error, description: serverMessage(error) ?? t.revisionRestoreFailed, variant: "destructive" });
    } finally {
      setRestoring(false);
    }
  };

  if (failed) return <p className="py-6 text-sm text-red-300">{t.revisionsLoadFailed}</p>;
  if (!revisions) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-300">
        <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" /> {t.loadingRevisions}
      </p>
    );
  }
  // From the editor's text to the revision's: what restoring would change.
  const comparisons = selected ? compareTexts(current, selected.data) : [];
  return (
    <div className="grid gap-5 pb-6 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
      <div className="grid content-start gap-2">
        <p className="text-xs text-slate-400">{t.revisionsKept}</p>
        <ul aria-label={t.revisions} className="grid gap-1.5">
          {revisions.map((revision) => (
            <li key={revision.id}>
              <button
                type="button"
                onClick={() => void select(revision.id)}
                aria-current={selected?.id === revision.id ? "true" : undefined}
                className={cn(
                  "grid w-full gap-0.5 rounded-lg border px-3 py-2 text-left text-sm transition-colors motion-reduce:transition-none",
                  "focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none",
                  selected?.id === revision.id ? "border-accent/60 bg-accent/10" : "border-white/10 bg-white/[0.03] hover:border-white/25",
                )}
              >
                <span className="font-medium text-white">{when(revision.updatedAt)}</span>
                <span className="text-xs text-slate-400">
                  {kindLabel[revision.kind]} · {sizeLabel(revision.size)}
                </span>
                <span className="text-xs text-slate-300">{revisionSummary(revision.summary, language)}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <section aria-label={t.differences} className="grid content-start gap-4">
        {selected ? (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <h3 className="text-base font-semibold text-white">{fill(t.revisionOf, { when: when(selected.updatedAt) })}</h3>
                <p className="text-xs text-slate-400">{t.revisionRestoreHint}</p>
              </div>
              <Button type="button" variant="secondary" size="sm" onClick={() => void restore()} disabled={restoring}>
                {restoring ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
                {t.restoreRevision}
              </Button>
            </div>
            {comparisons.length === 0 ? (
              <p className="text-sm text-slate-300">{t.revisionSame}</p>
            ) : (
              comparisons.map((comparison) => <FieldDiff key={comparison.label} comparison={comparison} />)
            )}
          </>
        ) : (
          <p className="flex items-center gap-2 text-sm text-slate-400">
            <History className="size-4" aria-hidden="true" /> {t.chooseRevision}
          </p>
        )}
      </section>
    </div>
  );
}

import { diffWords } from "diff";
import { History, LoaderCircle, RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { cn } from "#app/lib/cn.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { apiRequest, serverMessageOf } from "#app/modules/admin/api-client.ts";
import type { ArticleDraft } from "../article.schema.ts";
import {
  type ArticleDraftState,
  type ArticleRevision,
  type ArticleRevisionSummary,
  type ArticleText,
  compareTexts,
  type RevisionKind,
  type TextComparison,
} from "../article-revision.ts";

const KIND_LABEL: Record<RevisionKind, string> = { autosave: "Autosave", save: "Saved", restore: "Restored" };

function sizeLabel(size: number): string {
  return size < 1000 ? `${size} characters` : `${(size / 1000).toFixed(1)}k characters`;
}

/** A word diff of one field: removed words struck through, added ones underlined (semantic del/ins). */
function FieldDiff({ comparison }: { comparison: TextComparison }) {
  const parts = diffWords(comparison.before, comparison.after);
  return (
    <div className="grid gap-1.5">
      <h4 className="text-sm font-semibold text-slate-200">{comparison.label}</h4>
      <p className="rounded-md border border-white/10 bg-black/20 p-3 text-sm leading-relaxed whitespace-pre-wrap text-slate-300">
        {parts.map((part, index) =>
          part.added ? (
            <ins key={index} className="rounded-sm bg-emerald-400/15 text-emerald-200 no-underline">
              <span className="sr-only">[added: </span>
              {part.value}
              <span className="sr-only">]</span>
            </ins>
          ) : part.removed ? (
            <del key={index} className="rounded-sm bg-red-400/15 text-red-200">
              <span className="sr-only">[removed: </span>
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
export function RevisionsPanel({
  articleId,
  current,
  onRestored,
}: {
  articleId: number;
  /** The editor's text now, to compare with. */
  current: ArticleText;
  onRestored: (draft: ArticleDraft) => void;
}) {
  const [revisions, setRevisions] = useState<ArticleRevisionSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<ArticleRevision | null>(null);
  const [restoring, setRestoring] = useState(false);

  useEffect(() => {
    let live = true;
    apiRequest<ArticleRevisionSummary[]>("GET", `/api/articles/${articleId}/revisions`).then(
      (list) => live && setRevisions(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [articleId]);

  const select = async (id: number) => {
    try {
      setSelected(await apiRequest<ArticleRevision>("GET", `/api/articles/${articleId}/revisions/${id}`));
    } catch (error) {
      toast({ title: "Error", description: serverMessageOf(error) ?? "The revision could not be loaded.", variant: "destructive" });
    }
  };

  const restore = async () => {
    if (!selected) return;
    setRestoring(true);
    try {
      const result = await apiRequest<{ draft: ArticleDraftState; revision: ArticleRevisionSummary }>(
        "POST",
        `/api/articles/${articleId}/revisions/${selected.id}/restore`,
      );
      onRestored(result.draft.data);
      setRevisions((list) => [result.revision, ...(list ?? [])]);
      setSelected(null);
      toast({ title: "Revision restored", description: "It is in the editor now; press Update Article to publish it." });
    } catch (error) {
      toast({ title: "Error", description: serverMessageOf(error) ?? "The revision could not be restored.", variant: "destructive" });
    } finally {
      setRestoring(false);
    }
  };

  if (failed) return <p className="py-6 text-sm text-red-300">The revisions could not be loaded.</p>;
  if (!revisions) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-300">
        <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" /> Loading revisions...
      </p>
    );
  }
  // From the editor's text to the revision's: what restoring would change.
  const comparisons = selected ? compareTexts(current, selected.data) : [];
  return (
    <div className="grid gap-5 pb-6 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
      <div className="grid content-start gap-2">
        <p className="text-xs text-slate-400">Every save and autosave is kept: the last 50, and one a day before them.</p>
        <ul aria-label="Revisions" className="grid gap-1.5">
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
                <span className="font-medium text-white">{formatDateTime(revision.updatedAt)}</span>
                <span className="text-xs text-slate-400">
                  {KIND_LABEL[revision.kind]} · {sizeLabel(revision.size)}
                </span>
                <span className="text-xs text-slate-300">{revision.summary}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <section aria-label="Differences" className="grid content-start gap-4">
        {selected ? (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <h3 className="text-base font-semibold text-white">Revision of {formatDateTime(selected.updatedAt)}</h3>
                <p className="text-xs text-slate-400">What restoring it would change in the editor: added words in green, removed ones struck through in red.</p>
              </div>
              <Button type="button" variant="secondary" size="sm" onClick={() => void restore()} disabled={restoring}>
                {restoring ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
                Restore this revision
              </Button>
            </div>
            {comparisons.length === 0 ? (
              <p className="text-sm text-slate-300">This revision is the same as the text in the editor.</p>
            ) : (
              comparisons.map((comparison) => <FieldDiff key={comparison.label} comparison={comparison} />)
            )}
          </>
        ) : (
          <p className="flex items-center gap-2 text-sm text-slate-400">
            <History className="size-4" aria-hidden="true" /> Choose a revision to compare it with the text in the editor.
          </p>
        )}
      </section>
    </div>
  );
}

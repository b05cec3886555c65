import { serverMessageOf } from "#app/modules/admin/api-client.ts";
import { ConfirmDeleteDialog } from "#app/modules/admin/components/confirm-delete-dialog.tsx";
import type { Article } from "../article.ts";

/** "Delete Article" confirmation (spec §2, §8). */
export function DeleteArticleDialog({ article, onClose }: { article: Article | null; onClose: () => void }) {
  return (
    <ConfirmDeleteDialog
      path={article ? `/api/articles/${article.id}` : null}
      title="Delete Article"
      description="Are you sure you want to delete this article? This action cannot be undone."
      invalidates="/api/articles"
      successMessage="Article deleted successfully"
      failureMessage={(error) => serverMessageOf(error) ?? "Failed to delete article"}
      onClose={onClose}
    >
      {article ? <p className="rounded-md bg-white/[0.04] px-3 py-2 text-sm font-medium text-slate-200">{article.title}</p> : null}
    </ConfirmDeleteDialog>
  );
}

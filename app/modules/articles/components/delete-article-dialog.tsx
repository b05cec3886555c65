import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { ConfirmDeleteDialog } from "#app/modules/admin/components/confirm-delete-dialog.tsx";
import type { Article } from "../article.ts";

/** "Delete Article" confirmation (spec §2, §8). */
export function DeleteArticleDialog({ article, onClose }: { article: Article | null; onClose: () => void }) {
  const { text } = useAdminText();
  const serverMessage = useServerMessage();
  return (
    <ConfirmDeleteDialog
      path={article ? `/api/articles/${article.id}` : null}
      title={text.deleteArticle}
      description={text.deleteArticleConfirm}
      invalidates="/api/articles"
      successMessage={text.articleDeleted}
      failureMessage={(error) => serverMessage(error) ?? text.deleteArticleFailed}
      onClose={onClose}
    >
      {article ? <p className="rounded-md bg-white/[0.04] px-3 py-2 text-sm font-medium text-slate-200">{article.title}</p> : null}
    </ConfirmDeleteDialog>
  );
}

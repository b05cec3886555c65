import { LoaderCircle } from "lucide-react";
import { useState } from "react";
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
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest, serverMessageOf } from "#app/modules/admin/api-client.ts";
import { invalidateQueries } from "#app/modules/admin/query-client.ts";
import type { Article } from "../article.ts";

/** "Delete Article" confirmation (spec §2, §8). */
export function DeleteArticleDialog({ article, onClose }: { article: Article | null; onClose: () => void }) {
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    if (!article || deleting) return;
    setDeleting(true);
    try {
      await apiRequest("DELETE", `/api/articles/${article.id}`);
      toast({ title: "Success", description: "Article deleted successfully" });
      void invalidateQueries("/api/articles");
      onClose();
    } catch (error) {
      toast({ title: "Error", description: serverMessageOf(error) ?? "Failed to delete article", variant: "destructive" });
      onClose();
    } finally {
      setDeleting(false);
    }
  };

  return (
    <AlertDialog open={article !== null} onOpenChange={(open) => !open && !deleting && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Article</AlertDialogTitle>
          <AlertDialogDescription>Are you sure you want to delete this article? This action cannot be undone.</AlertDialogDescription>
        </AlertDialogHeader>
        {article ? <p className="rounded-md bg-white/[0.04] px-3 py-2 text-sm font-medium text-slate-200">{article.title}</p> : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={() => void remove()} disabled={deleting}>
            {deleting ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
            {deleting ? "Deleting..." : "Delete"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

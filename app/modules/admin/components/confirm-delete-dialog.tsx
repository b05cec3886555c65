import type { ReactNode } from "react";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/modules/admin/api-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { invalidateQueries } from "#app/modules/admin/query-client.ts";
import { ConfirmDialog } from "../kit/confirm-dialog.tsx";

interface ConfirmDeleteDialogProps {
  /** The API path to DELETE; null keeps the dialog closed. */
  path: string | null;
  title: string;
  description: ReactNode;
  /** Shown between the description and the buttons (e.g. the article's title). */
  children?: ReactNode;
  /** The query to refresh after a deletion. */
  invalidates: string;
  successMessage: string;
  /** The error toast's text for a failed deletion. */
  failureMessage: (error: unknown) => string;
  /** After a successful deletion, before the list refreshes (e.g. to close the deleted record's view). */
  onDeleted?: () => void;
  onClose: () => void;
}

/**
 * The admin's "Delete …" confirmation (spec §2, §8): Cancel, or Delete, which sends the DELETE, shows
 * "Deleting...", then a success or error toast, refreshes the list and closes. It cannot be dismissed
 * while the request runs.
 */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { path, title, description, children, invalidates, successMessage, failureMessage, onDeleted, onClose } = props;
  const { text } = useAdminText();

  const remove = async () => {
    if (!path) return;
    try {
      await apiRequest("DELETE", path);
      toast({ title: text.success, description: successMessage });
      onDeleted?.();
      void invalidateQueries(invalidates);
    } catch (error) {
      toast({ title: text.error, description: failureMessage(error), variant: "destructive" });
    }
  };

  return (
    <ConfirmDialog
      open={path !== null}
      title={title}
      description={description}
      confirmLabel={text.delete}
      busyLabel={text.deleting}
      destructive
      onConfirm={remove}
      onClose={onClose}
    >
      {children}
    </ConfirmDialog>
  );
}

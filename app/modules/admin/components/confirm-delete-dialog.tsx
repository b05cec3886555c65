import { LoaderCircle } from "lucide-react";
import { type ReactNode, useState } from "react";
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
import { apiRequest } from "#app/modules/admin/api-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { invalidateQueries } from "#app/modules/admin/query-client.ts";

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
  onClose: () => void;
}

/**
 * The admin's "Delete …" confirmation (spec §2, §8): Cancel, or Delete, which sends the DELETE, shows
 * "Deleting...", then a success or error toast, refreshes the list and closes. It cannot be dismissed
 * while the request runs.
 */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { path, title, description, children, invalidates, successMessage, failureMessage, onClose } = props;
  const [deleting, setDeleting] = useState(false);
  const { text } = useAdminText();

  const remove = async () => {
    if (!path || deleting) return;
    setDeleting(true);
    try {
      await apiRequest("DELETE", path);
      toast({ title: text.success, description: successMessage });
      void invalidateQueries(invalidates);
    } catch (error) {
      toast({ title: text.error, description: failureMessage(error), variant: "destructive" });
    } finally {
      setDeleting(false);
      onClose();
    }
  };

  return (
    <AlertDialog open={path !== null} onOpenChange={(open) => !open && !deleting && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>{text.cancel}</AlertDialogCancel>
          <Button variant="destructive" onClick={() => void remove()} disabled={deleting}>
            {deleting ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
            {deleting ? text.deleting : text.delete}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

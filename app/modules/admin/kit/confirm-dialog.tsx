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
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  /** Shown between the description and the buttons (e.g. what is about to change). */
  children?: ReactNode;
  confirmLabel: string;
  /** The button's text while the action runs ("Deleting..."). */
  busyLabel: string;
  destructive?: boolean;
  /** The action; the dialog stays open, and cannot be dismissed, until it settles. */
  onConfirm: () => Promise<void> | void;
  onClose: () => void;
}

/**
 * The admin's one confirmation dialog: Cancel, or the action, which shows its busy label while it runs
 * and closes the dialog when it settles. Deleting, erasing personal data and adding the sample articles
 * all ask through it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, description, children, confirmLabel, busyLabel, destructive, onConfirm, onClose } = props;
  const [busy, setBusy] = useState(false);
  const { text } = useAdminText();

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{text.cancel}</AlertDialogCancel>
          <Button variant={destructive ? "destructive" : "default"} onClick={() => void confirm()} disabled={busy}>
            {busy ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
            {busy ? busyLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

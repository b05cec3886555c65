import { Pencil, Plus, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Dialog, DialogContent } from "#app/components/ui/dialog.tsx";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";

/** A tab's heading, its short introduction and its main action ("New talk"). */
export function AdminTabHeader(props: { id: string; title: ReactNode; intro?: ReactNode; addLabel?: string; onAdd?: () => void; children?: ReactNode }) {
  const { id, title, intro, addLabel, onAdd, children } = props;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h2 id={id} className="text-xl font-semibold text-white">
          {title}
        </h2>
        {intro ? <p className="text-sm text-slate-300">{intro}</p> : null}
      </div>
      {addLabel && onAdd ? (
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      ) : null}
      {children}
    </div>
  );
}

/** One record of a list (a talk, a testimonial, a page): its title, a line about it, Edit and Delete. */
export function RecordCard(props: { title: ReactNode; description: ReactNode; editLabel: string; deleteLabel: string; onEdit: () => void; onDelete: () => void; descriptionClassName?: string }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-4">
        <div className="min-w-0">
          <CardTitle className="text-base">{props.title}</CardTitle>
          <CardDescription className={props.descriptionClassName}>{props.description}</CardDescription>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button size="icon" variant="ghost" aria-label={props.editLabel} onClick={props.onEdit}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button size="icon" variant="ghost" aria-label={props.deleteLabel} onClick={props.onDelete}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </CardHeader>
    </Card>
  );
}

/**
 * What a list tab is doing with its records: editing one (or a new one: `record` null) in the editor
 * dialog, or asking before deleting one.
 */
export function useRecordEditing<T>() {
  const [editing, setEditing] = useState<{ open: boolean; record: T | null }>({ open: false, record: null });
  const [deleting, setDeleting] = useState<T | null>(null);
  return {
    editing,
    deleting,
    create: () => setEditing({ open: true, record: null }),
    edit: (record: T) => setEditing({ open: true, record }),
    close: () => setEditing({ open: false, record: null }),
    setOpen: (open: boolean) => setEditing((state) => ({ ...state, open })),
    askDelete: (record: T) => setDeleting(record),
    cancelDelete: () => setDeleting(null),
  };
}

/** The dialog a record is created or edited in; its form is mounted only while open, so it starts fresh. */
export function EditorDialog({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  const { text } = useAdminText();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto" closeLabel={text.close}>
        {open ? children : null}
      </DialogContent>
    </Dialog>
  );
}

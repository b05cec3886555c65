import { type ComponentProps, type FormEvent, type ReactNode, useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { Field } from "#app/modules/admin/kit/field.tsx";

/** A prompt of the editor (link address, alt text): whether it is open and what it starts with. */
export interface PromptState {
  open: boolean;
  value: string;
}

/** A prompt's state: `show` opens it with its starting value, `apply` closes it and hands on the answer. */
export function usePrompt<Extra extends { value: string }>(initial: Extra, onApply: (state: Extra, value: string) => void) {
  const [state, setState] = useState<Extra & PromptState>({ ...initial, open: false });
  return {
    state,
    show: (next: Extra) => setState({ ...next, open: true }),
    setOpen: (open: boolean) => setState((current) => ({ ...current, open })),
    apply: (value: string) => {
      setState((current) => ({ ...current, open: false }));
      onApply(state, value);
    },
  };
}

interface EditorPromptDialogProps {
  state: PromptState;
  title: string;
  /** The line under the title, which also describes the input. */
  hint: string;
  label: string;
  /** More attributes of the input (input mode, placeholder, length). */
  input?: Omit<ComponentProps<typeof Input>, "id" | "value" | "onChange">;
  /** A button before Cancel (e.g. "Remove link"). */
  extraAction?: ReactNode;
  onOpenChange: (open: boolean) => void;
  onApply: (value: string) => void;
  /** Called as the dialog closes, to give the focus back to the text. */
  onClosed: () => void;
}

/** One question of the editor in a small dialog (a link's address, an image's alt text): Apply or Cancel. */
export function EditorPromptDialog({ state, title, hint, label, input, extraAction, onOpenChange, onApply, onClosed }: EditorPromptDialogProps) {
  const hintId = useId();
  const { text: t } = useAdminText();
  const [value, setValue] = useState(state.value);
  const [lastOpen, setLastOpen] = useState(state.open);
  if (state.open !== lastOpen) {
    setLastOpen(state.open);
    if (state.open) setValue(state.value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onApply(value);
  };
  return (
    <Dialog open={state.open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-md"
        closeLabel={t.close}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription id={hintId}>{hint}</DialogDescription>
          </DialogHeader>
          <Field label={label}>
            {(control) => (
              <Input {...input} id={control.id} value={value} onChange={(event) => setValue(event.target.value)} autoComplete="off" aria-describedby={hintId} />
            )}
          </Field>
          <DialogFooter>
            {extraAction}
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t.cancel}
            </Button>
            <Button type="submit">{t.apply}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

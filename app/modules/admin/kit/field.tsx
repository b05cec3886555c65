import { type ReactNode, useId } from "react";
import { Label } from "#app/components/ui/label.tsx";
import { cn } from "#app/lib/cn.ts";

/** What a control needs from its field: its id and the ids of the texts that describe it. */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

interface FieldProps {
  label: ReactNode;
  /** A short help line under the control. */
  description?: ReactNode;
  /** The field's error, shown under the control and announced with it. */
  error?: string;
  /** Announce the error as it appears (a one-field form whose error follows a submit). */
  alert?: boolean;
  /** A fixed id for the control (e.g. to move focus to it); one is made otherwise. */
  id?: string;
  className?: string;
  /** The control, given its id and ARIA wiring: `{(control) => <Input {...control} />}`. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The admin's form field: label, control, description and error, with the ids wired once (the label's
 * `for`, `aria-describedby` naming the description and the error, `aria-invalid` while there is one).
 */
export function Field({ label, description, error, alert, id: fixedId, className, children }: FieldProps) {
  const madeId = useId();
  const id = fixedId ?? madeId;
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-describedby": describedBy || undefined, "aria-invalid": error ? true : undefined })}
      {description ? (
        <p id={`${id}-description`} className="text-xs text-slate-400">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role={alert ? "alert" : undefined} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

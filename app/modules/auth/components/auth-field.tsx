import type { ComponentProps } from "react";
import { Input } from "#app/components/ui/input.tsx";
import { Field } from "#app/modules/admin/kit/field.tsx";

/** A labelled input with its hint and error below, for the signed-out screens' small forms: the kit's Field around an Input. */
export function AuthField({ label, error, hint, ...input }: { label: string; error?: string; hint?: string } & ComponentProps<"input">) {
  return (
    <Field label={label} description={hint} error={error}>
      {(control) => <Input {...control} {...input} />}
    </Field>
  );
}

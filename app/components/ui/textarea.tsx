import type * as React from "react";
import { cn } from "#app/lib/cn.ts";
import { FIELD_CLASSES } from "./input.tsx";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" className={cn(FIELD_CLASSES, "min-h-20 resize-y py-2 leading-relaxed", className)} {...props} />;
}

import type * as React from "react";
import { cn } from "#app/lib/cn.ts";

export const FIELD_CLASSES =
  "w-full rounded-md border border-white/15 bg-ink/70 px-3 text-base text-slate-100 placeholder:text-slate-400 transition-colors motion-reduce:transition-none md:text-sm " +
  "hover:border-white/25 focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/40 focus-visible:outline-none " +
  "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-400 aria-invalid:focus-visible:ring-red-400/40";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return <input data-slot="input" type={type} className={cn(FIELD_CLASSES, "h-10 py-2", className)} {...props} />;
}

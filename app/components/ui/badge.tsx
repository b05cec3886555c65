import type * as React from "react";
import { cn } from "#app/lib/cn.ts";

const VARIANTS = {
  default: "border-white/15 bg-white/[0.06] text-slate-200",
  accent: "border-accent/40 bg-accent/10 text-accent",
  success: "border-emerald-400/30 bg-emerald-400/10 text-emerald-300",
  warning: "border-amber-300/30 bg-amber-300/10 text-amber-200",
  info: "border-sky-400/30 bg-sky-400/10 text-sky-300",
  destructive: "border-red-400/30 bg-red-400/10 text-red-300",
} as const;

export type BadgeVariant = keyof typeof VARIANTS;

export function Badge({ className, variant = "default", ...props }: React.ComponentProps<"span"> & { variant?: BadgeVariant }) {
  return (
    <span
      data-slot="badge"
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3",
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}

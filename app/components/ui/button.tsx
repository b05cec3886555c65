import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "#app/lib/cn.ts";

const VARIANTS = {
  default: "bg-accent text-ink shadow-sm hover:bg-amber-300",
  secondary: "border border-white/10 bg-white/[0.06] text-slate-100 hover:bg-white/10",
  outline: "border border-white/15 bg-transparent text-slate-100 hover:border-white/25 hover:bg-white/[0.06]",
  ghost: "bg-transparent text-slate-200 hover:bg-white/[0.08] hover:text-white",
  destructive: "bg-red-700 text-white shadow-sm hover:bg-red-600",
  link: "h-auto px-0 text-accent underline-offset-4 hover:underline",
} as const;

const SIZES = {
  default: "h-10 px-4 py-2",
  sm: "h-9 px-3 text-sm",
  lg: "h-11 px-6 text-base",
  icon: "size-10",
  "icon-sm": "size-8",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export function buttonClassName(options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(
    "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors motion-reduce:transition-none",
    "focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-ink focus-visible:outline-none",
    "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
    VARIANTS[options.variant ?? "default"],
    SIZES[options.size ?? "default"],
    options.className,
  );
}

export interface ButtonProps extends React.ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the single child (a link, for instance) with the button's look. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      data-slot="button"
      className={buttonClassName({ variant, size, className })}
      type={asChild ? undefined : (type ?? "button")}
      {...props}
    />
  );
}

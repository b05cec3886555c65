import type * as React from "react";
import { cn } from "#app/lib/cn.ts";

export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="skeleton" aria-hidden="true" className={cn("animate-pulse rounded-md bg-white/[0.07] motion-reduce:animate-none", className)} {...props} />;
}

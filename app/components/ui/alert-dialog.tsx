import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "#app/lib/cn.ts";
import { type ButtonSize, type ButtonVariant, buttonClassName } from "./button.tsx";
import { CONTENT_CLASSES, OVERLAY_CLASSES } from "./dialog.tsx";

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

export function AlertDialogContent({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay data-slot="alert-dialog-overlay" className={OVERLAY_CLASSES} />
      <AlertDialogPrimitive.Content data-slot="alert-dialog-content" className={cn(CONTENT_CLASSES, "max-w-md", className)} {...props} />
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="alert-dialog-header" className={cn("flex flex-col gap-2 text-left", className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="alert-dialog-footer" className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

export function AlertDialogTitle({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return <AlertDialogPrimitive.Title className={cn("text-lg font-semibold text-white", className)} {...props} />;
}

export function AlertDialogDescription({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return <AlertDialogPrimitive.Description className={cn("text-sm text-slate-300", className)} {...props} />;
}

type ActionProps = React.ComponentProps<typeof AlertDialogPrimitive.Action> & { variant?: ButtonVariant; size?: ButtonSize };

/** Confirms and closes. To keep the dialog open while work is in flight, use a plain Button instead. */
export function AlertDialogAction({ className, variant = "default", size, ...props }: ActionProps) {
  return <AlertDialogPrimitive.Action className={buttonClassName({ variant, size, className })} {...props} />;
}

export function AlertDialogCancel({ className, variant = "outline", size, ...props }: ActionProps) {
  return <AlertDialogPrimitive.Cancel className={buttonClassName({ variant, size, className })} {...props} />;
}

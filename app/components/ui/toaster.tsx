import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast.tsx";
import { TOAST_DURATION_MS, useToast } from "./use-toast.ts";

export interface ToasterProps {
  /** Name of the notification region; screen readers announce it with the F8 hotkey. */
  label?: string;
  closeLabel?: string;
}

/** Renders the toasts raised with `toast()`: swipe right (50 px) to dismiss, F8 focuses the region. */
export function Toaster({ label = "Notifications", closeLabel = "Close" }: ToasterProps) {
  const { toasts } = useToast();
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label={label}>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {/* Screen readers get the toast as one sentence: keep a space between title and description. */}
            {title && description ? " " : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose label={closeLabel} />
        </Toast>
      ))}
      <ToastViewport hotkey={["F8"]} label={`${label} ({hotkey})`} />
    </ToastProvider>
  );
}

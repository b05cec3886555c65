import { FLASH_TOAST_KEY } from "#app/components/island.ts";

/**
 * The public pages' notification area (spec §2, §4, §9): one toast at a time, shown 5000 ms, closable,
 * swiped right (50 px) to dismiss, F8 focuses the area. Its markup and labels are rendered by the
 * server (SiteFrame); a toast the server rendered (a form sent without script) is wired up as well.
 */
export const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

const VARIANT_CLASSES = {
  default: "border-white/15 bg-slate-900 text-slate-100",
  destructive: "border-red-400/50 bg-red-950 text-red-50",
} as const;

function viewport(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-slot="toast-viewport"]');
}

function wire(toast: HTMLElement): void {
  let timer = setTimeout(() => toast.remove(), TOAST_DURATION_MS);
  // Kept while the pointer is over it or focus is in it (WCAG 2.2.1).
  const pause = () => clearTimeout(timer);
  const resume = () => {
    clearTimeout(timer);
    timer = setTimeout(() => toast.remove(), TOAST_DURATION_MS);
  };
  toast.addEventListener("pointerenter", pause);
  toast.addEventListener("pointerleave", resume);
  toast.addEventListener("focusin", pause);
  toast.addEventListener("focusout", resume);
  toast.querySelector("[data-toast-close]")?.addEventListener("click", () => toast.remove());

  let startX: number | undefined;
  toast.addEventListener("pointerdown", (event) => {
    startX = event.clientX;
  });
  toast.addEventListener("pointermove", (event) => {
    if (startX === undefined) return;
    const dx = Math.max(0, event.clientX - startX);
    toast.style.translate = `${dx}px 0`;
  });
  const end = (event: PointerEvent) => {
    if (startX === undefined) return;
    const dx = event.clientX - startX;
    startX = undefined;
    if (dx >= SWIPE_THRESHOLD_PX) toast.remove();
    else toast.style.translate = "";
  };
  toast.addEventListener("pointerup", end);
  toast.addEventListener("pointercancel", end);
}

/** Shows a toast, replacing the one on screen. */
export function showToast({ title, description, variant = "default" }: ToastInput): void {
  const list = viewport();
  if (!list) return;
  const toast = document.createElement("li");
  toast.dataset.slot = "toast";
  toast.dataset.variant = variant;
  toast.setAttribute("role", "status");
  toast.setAttribute("aria-atomic", "true");
  toast.className = `toast pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-xl shadow-black/40 ${VARIANT_CLASSES[variant]}`;
  const text = document.createElement("div");
  text.className = "grid gap-1";
  const titleElement = document.createElement("p");
  titleElement.className = "text-sm font-semibold";
  titleElement.textContent = title;
  text.append(titleElement);
  if (description) {
    // Screen readers get the toast as one sentence: a space between title and description.
    text.append(" ");
    const descriptionElement = document.createElement("p");
    descriptionElement.className = "text-sm opacity-90";
    descriptionElement.textContent = description;
    text.append(descriptionElement);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.dataset.toastClose = "";
  close.setAttribute("aria-label", list.dataset.closeLabel ?? "Close");
  close.className =
    "absolute top-3 right-3 inline-flex size-7 cursor-pointer items-center justify-center rounded-md opacity-80 transition hover:bg-white/10 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none";
  close.innerHTML = '<svg aria-hidden="true" viewBox="0 0 24 24" class="size-4" fill="none" stroke="currentColor" stroke-width="2"><path d="M18 6 6 18M6 6l12 12"/></svg>';
  toast.append(text, close);
  list.replaceChildren(toast);
  wire(toast);
}

/** A toast left for this page by the one before it (FLASH_TOAST_KEY), taken once. */
function takeFlashToast(): ToastInput | undefined {
  try {
    const stored = sessionStorage.getItem(FLASH_TOAST_KEY);
    if (stored === null) return undefined;
    sessionStorage.removeItem(FLASH_TOAST_KEY);
    const value = JSON.parse(stored) as { title?: unknown; description?: unknown };
    if (typeof value.title !== "string") return undefined;
    return { title: value.title, description: typeof value.description === "string" ? value.description : undefined };
  } catch {
    return undefined;
  }
}

/** Mounted on the notification list (`data-slot="toast-viewport"`). */
export function mount(list: HTMLElement): void {
  for (const toast of list.querySelectorAll<HTMLElement>('[data-slot="toast"]')) wire(toast);
  const flash = takeFlashToast();
  if (flash) showToast(flash);
  document.addEventListener("keydown", (event) => {
    if (event.key === "F8") {
      event.preventDefault();
      list.focus();
    }
  });
}

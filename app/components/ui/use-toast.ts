import * as React from "react";
import type { ToastActionElement, ToastProps } from "./toast.tsx";

/** Spec §4/§9: one toast at a time, shown 5000 ms by default; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToasterToast extends Omit<ToastProps, "title"> {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: ToastActionElement;
}

export type ToastInput = Omit<ToasterToast, "id">;

interface State {
  toasts: ToasterToast[];
}

type Action =
  | { type: "ADD"; toast: ToasterToast }
  | { type: "UPDATE"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "DISMISS"; toastId?: string }
  | { type: "REMOVE"; toastId?: string };

let count = 0;
function nextId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();
/** When each open toast was shown: a toast raised by the very action that triggers a dismissal stays. */
const shownAt = new Map<string, number>();

function scheduleRemoval(toastId: string): void {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: "REMOVE", toastId });
  }, TOAST_REMOVE_DELAY_MS);
  removeTimeouts.set(toastId, timeout);
}

export function reduceToasts(state: State, action: Action): State {
  switch (action.type) {
    case "ADD":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE":
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case "DISMISS":
      return {
        toasts: state.toasts.map((t) => (action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t)),
      };
    case "REMOVE":
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

const listeners = new Set<() => void>();
let memoryState: State = { toasts: [] };

function dispatch(action: Action): void {
  if (action.type === "DISMISS") {
    for (const t of memoryState.toasts) if (action.toastId === undefined || t.id === action.toastId) scheduleRemoval(t.id);
  }
  if (action.type === "ADD") shownAt.set(action.toast.id, Date.now());
  if (action.type === "REMOVE") {
    if (action.toastId === undefined) shownAt.clear();
    else shownAt.delete(action.toastId);
  }
  memoryState = reduceToasts(memoryState, action);
  for (const listener of listeners) listener();
}

/** Shows a toast from anywhere (components, event handlers, plain functions). */
export function toast(input: ToastInput) {
  const id = nextId();
  const dismiss = () => dispatch({ type: "DISMISS", toastId: id });
  dispatch({
    type: "ADD",
    toast: {
      ...input,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return {
    id,
    dismiss,
    update: (next: Partial<ToastInput>) => dispatch({ type: "UPDATE", toast: { ...next, id } }),
  };
}

export function dismissToast(toastId?: string): void {
  dispatch({ type: "DISMISS", toastId });
}

/**
 * Closes the open toasts shown more than `minAgeMs` ago (issue 30): a toast describes a moment, and once
 * the owner edits again or goes elsewhere it no longer holds. Younger toasts are the answer to what she
 * just did, and stay.
 */
export function dismissSettledToasts(minAgeMs = 400): void {
  const now = Date.now();
  for (const t of memoryState.toasts) {
    if (t.open !== false && now - (shownAt.get(t.id) ?? 0) >= minAgeMs) dispatch({ type: "DISMISS", toastId: t.id });
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const SERVER_STATE: State = { toasts: [] };

export function useToast() {
  const state = React.useSyncExternalStore(
    subscribe,
    () => memoryState,
    () => SERVER_STATE,
  );
  return { ...state, toast, dismiss: dismissToast };
}

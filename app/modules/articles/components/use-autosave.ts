import { useCallback, useEffect, useRef, useState } from "react";
import { apiRequest, authHeaders } from "#app/modules/admin/api-client.ts";
import type { ArticleDraft } from "../article.schema.ts";

/** Quiet time after the last keystroke before the editor saves. */
export const AUTOSAVE_DELAY_MS = 2_000;

export type AutosaveStatus = "idle" | "pending" | "saving" | "saved" | "error";

export interface Autosave {
  status: AutosaveStatus;
  /** When the server last kept the draft. */
  savedAt: string | null;
  /** Saves now what is not saved yet (before a preview, or when the window loses focus). */
  flush: () => Promise<void>;
  /** Stops saving (the article was saved for real, or its draft discarded); resolves once a save in flight has ended. */
  stop: () => Promise<void>;
}

export function draftUrl(target: number | "new"): string {
  return `/api/articles/${target}/draft`;
}

/**
 * Autosave (ADR 021): while the owner types, the editor's fields go to the server as the article's
 * pending draft a couple of seconds after the last change, at once when the window loses focus or is
 * hidden, and as a last keep-alive request when the page goes away. Leaving the page with changes not
 * saved yet asks first. Nothing is published.
 */
export function useAutosave({
  target,
  draft,
  dirty,
  url = draftUrl(target),
}: {
  target: number | "new";
  draft: ArticleDraft | object;
  dirty: boolean;
  /** Where the draft is kept: the article's by default; a page's editor passes its own (ADR 044). */
  url?: string;
}): Autosave {
  const [status, setStatus] = useState<AutosaveStatus>("idle");
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const json = JSON.stringify(draft);
  const latest = useRef({ json, dirty, url });
  useEffect(() => {
    latest.current = { json, dirty, url };
  });
  const lastSaved = useRef<string | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const stopped = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const unsaved = () => latest.current.dirty && !stopped.current && latest.current.json !== lastSaved.current;

  const save = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (inFlight.current) await inFlight.current;
    if (!unsaved()) return;
    const body = latest.current.json;
    setStatus("saving");
    const request = apiRequest<{ savedAt: string }>("PUT", latest.current.url, JSON.parse(body) as unknown)
      .then((result) => {
        lastSaved.current = body;
        setSavedAt(result.savedAt);
        setStatus(latest.current.json === body ? "saved" : "pending");
      })
      .catch(() => setStatus("error"))
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = request;
    await request;
  }, []);

  // A change: save once the owner pauses.
  useEffect(() => {
    if (!dirty || stopped.current || json === lastSaved.current) return;
    setStatus("pending");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [json, dirty, save]);

  // Losing focus, being hidden, going away.
  useEffect(() => {
    const onBlur = () => void save();
    const onVisibility = () => {
      if (document.visibilityState === "hidden") void save();
    };
    const onPageHide = () => {
      if (!unsaved()) return;
      // The page is going away: a request that outlives it.
      void fetch(latest.current.url, {
        method: "PUT",
        keepalive: true,
        credentials: "include",
        headers: { "Content-Type": "application/json", ...authHeaders() },
        body: latest.current.json,
      }).catch(() => undefined);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!unsaved()) return;
      event.preventDefault();
      void save();
    };
    window.addEventListener("blur", onBlur);
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      window.removeEventListener("blur", onBlur);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [save]);

  const stop = useCallback(async () => {
    stopped.current = true;
    clearTimeout(timer.current);
    await inFlight.current;
  }, []);

  return { status, savedAt, flush: save, stop };
}

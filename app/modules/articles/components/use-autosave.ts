import { useEffect, useState } from "react";
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
  /** Whether something typed is not kept on the server yet (after a failed save, say). */
  unsaved: () => boolean;
  /** Stops saving (the article was saved for real, or its draft discarded); resolves once a save in flight has ended. */
  stop: () => Promise<void>;
}

export function draftUrl(target: number | "new"): string {
  return `/api/articles/${target}/draft`;
}

/**
 * When the draft is saved, without React or the network: a change is saved once the owner has paused
 * for `AUTOSAVE_DELAY_MS`, one save at a time, never the same text twice, nothing once stopped.
 */
export class DraftSaver {
  status: AutosaveStatus = "idle";
  savedAt: string | null = null;
  /** The draft as it is now (JSON), and where it is kept. */
  json = "";
  url = "";
  private dirty = false;
  private lastSaved: string | null = null;
  private inFlight: Promise<void> | null = null;
  private stopped = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly send: (url: string, json: string) => Promise<string>;
  private readonly onChange: (status: AutosaveStatus, savedAt: string | null) => void;

  /**
   * `send` keeps the draft on the server and resolves with the time it was kept; `onChange` is told of
   * every change of `status` or `savedAt`.
   */
  constructor(
    send: (url: string, json: string) => Promise<string>,
    onChange: (status: AutosaveStatus, savedAt: string | null) => void = () => undefined,
  ) {
    this.send = send;
    this.onChange = onChange;
  }

  /** The editor's fields now (and where they are kept): a change is saved once the owner pauses. */
  update(json: string, dirty: boolean, url: string): void {
    this.json = json;
    this.dirty = dirty;
    this.url = url;
    clearTimeout(this.timer);
    if (!dirty || this.stopped || json === this.lastSaved) return;
    this.setStatus("pending");
    this.timer = setTimeout(() => void this.flush(), AUTOSAVE_DELAY_MS);
  }

  /** Whether something typed is not kept yet. */
  unsaved(): boolean {
    return this.dirty && !this.stopped && this.json !== this.lastSaved;
  }

  /** Saves now what is not saved yet. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    if (this.inFlight) await this.inFlight;
    if (!this.unsaved()) return;
    const body = this.json;
    this.setStatus("saving");
    const request = this.send(this.url, body)
      .then((savedAt) => {
        this.lastSaved = body;
        this.savedAt = savedAt;
        this.setStatus(this.json === body ? "saved" : "pending");
      })
      .catch(() => this.setStatus("error"))
      .finally(() => {
        this.inFlight = null;
      });
    this.inFlight = request;
    await request;
  }

  /** Stops saving; resolves once a save in flight has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.inFlight;
  }

  /** The editor is gone: a save waiting for the pause is dropped. */
  cancel(): void {
    clearTimeout(this.timer);
  }

  private setStatus(status: AutosaveStatus): void {
    this.status = status;
    this.onChange(status, this.savedAt);
  }
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
  const [snapshot, setSnapshot] = useState<{ status: AutosaveStatus; savedAt: string | null }>({ status: "idle", savedAt: null });
  const json = JSON.stringify(draft);
  const [saver] = useState(
    () =>
      new DraftSaver(
        (to, body) => apiRequest<{ savedAt: string }>("PUT", to, JSON.parse(body) as unknown).then((result) => result.savedAt),
        (status, savedAt) => setSnapshot({ status, savedAt }),
      ),
  );
  // A change: save once the owner pauses.
  useEffect(() => saver.update(json, dirty, url), [saver, json, dirty, url]);
  useEffect(() => () => saver.cancel(), [saver]);

  // Losing focus, being hidden, going away.
  useEffect(() => {
    const onBlur = () => void saver.flush();
    const onVisibility = () => {
      if (document.visibilityState === "hidden") void saver.flush();
    };
    const onPageHide = () => {
      if (!saver.unsaved()) return;
      // The page is going away: a request that outlives it.
      void fetch(saver.url, {
        method: "PUT",
        keepalive: true,
        credentials: "include",
        headers: { "Content-Type": "application/json", ...authHeaders() },
        body: saver.json,
      }).catch(() => undefined);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!saver.unsaved()) return;
      event.preventDefault();
      void saver.flush();
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
  }, [saver]);

  return { status: snapshot.status, savedAt: snapshot.savedAt, flush: () => saver.flush(), unsaved: () => saver.unsaved(), stop: () => saver.stop() };
}

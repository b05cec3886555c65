/**
 * Counts this page view for the site's own analytics (issue 24, ADR 037), once the page is actually
 * shown: a page prerendered by the speculation rules counts only when it is activated. Nothing is
 * stored in the browser (no cookie, no storage); the server hashes the visitor with a salt of the day.
 * The Core Web Vitals (LCP, INP, CLS measured as Google's web-vitals does, core-web-vitals.ts, a chunk
 * of its own loaded after the view is sent) are sent once, when the page is hidden or left.
 */
const ENDPOINT = "/api/analytics/event";

function send(body: Record<string, unknown>): void {
  const data = JSON.stringify(body);
  try {
    if (navigator.sendBeacon?.(ENDPOINT, data)) return;
  } catch {
    // a refused beacon: fetch below
  }
  void fetch(ENDPOINT, { method: "POST", body: data, keepalive: true, credentials: "same-origin" }).catch(() => {});
}

function count(): void {
  const path = location.pathname;
  send({ t: "view", p: path + location.search, r: document.referrer || undefined });
  // The vitals part only where the browser reports one of their entry types (not in older Safari, say).
  const types = globalThis.PerformanceObserver?.supportedEntryTypes ?? [];
  if (["largest-contentful-paint", "layout-shift", "event"].some((type) => types.includes(type)))
    void import("./core-web-vitals.ts").then(({ watchVitals }) => watchVitals((vitals) => send({ t: "vitals", p: path, ...vitals })));
}

export function mount(): void {
  // Not on pages that are not for visitors at large (not-found, previews).
  if (document.querySelector('meta[name="robots"][content*="noindex"]')) return;
  if ((document as Document & { prerendering?: boolean }).prerendering) document.addEventListener("prerenderingchange", count, { once: true });
  else count();
}

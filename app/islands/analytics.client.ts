/**
 * Counts this page view for the site's own analytics (issue 24, ADR 037), once the page is actually
 * shown: a page prerendered by the speculation rules counts only when it is activated. Nothing is
 * stored in the browser (no cookie, no storage); the server hashes the visitor with a salt of the day.
 * The Core Web Vitals (Google's web-vitals, a chunk of its own loaded after the view is sent) are sent
 * once, when the page is hidden.
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

async function watchVitals(path: string): Promise<void> {
  const { onLCP, onINP, onCLS } = await import("web-vitals");
  const values: Record<string, number> = {};
  let sent = false;
  // Every change is kept (reportAllChanges): whatever comes first, pagehide or visibilitychange, finds the latest values.
  const all = { reportAllChanges: true };
  onLCP((metric) => (values.lcp = Math.round(metric.value)), all);
  onINP((metric) => (values.inp = Math.round(metric.value)), all);
  onCLS((metric) => (values.cls = Math.round(metric.value * 1000) / 1000), all);
  // Registered after web-vitals' own listeners: they report their final values first.
  // Hidden (tab switched, app left) or left (pagehide: a navigation may come before any visibilitychange).
  const leave = (event: Event) => {
    if ((event.type !== "pagehide" && document.visibilityState !== "hidden") || sent || Object.keys(values).length === 0) return;
    sent = true;
    send({ t: "vitals", p: path, ...values });
  };
  addEventListener("visibilitychange", leave);
  addEventListener("pagehide", leave);
}

function count(): void {
  const path = location.pathname;
  send({ t: "view", p: path + location.search, r: document.referrer || undefined });
  void watchVitals(path);
}

export function mount(): void {
  // Not on pages that are not for visitors at large (not-found, previews).
  if (document.querySelector('meta[name="robots"][content*="noindex"]')) return;
  if ((document as Document & { prerendering?: boolean }).prerendering) document.addEventListener("prerenderingchange", count, { once: true });
  else count();
}

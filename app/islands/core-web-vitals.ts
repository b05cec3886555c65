/**
 * The Core Web Vitals of one page view (issue 24, ADR 042): LCP, INP and CLS measured the way Google's
 * `web-vitals` (v6) measures them, read from its source, without its soft-navigation, back/forward
 * cache and attribution parts: 3.1 KB gzip for its three functions against the issue's 2.5 KB for the
 * whole counting island. tests/e2e/analytics.spec.ts compares the values with web-vitals' own in Chromium.
 * A chunk of its own, imported by the counting island only where the browser has one of the entry types.
 */
export interface Vitals {
  lcp?: number;
  inp?: number;
  cls?: number;
}

type Entry = PerformanceEntry & { value?: number; hadRecentInput?: boolean; interactionId?: number };

export function watchVitals(report: (vitals: Vitals) => void): void {
  const navigation = performance.getEntriesByType("navigation")[0] as (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
  const activationStart = navigation?.activationStart ?? 0;
  // When the page was first hidden (web-vitals' getVisibilityWatcher): later paints are not the visitor's.
  let hiddenAt =
    performance.getEntriesByType("visibility-state").find((entry) => entry.name === "hidden" && entry.startTime >= activationStart)?.startTime ??
    (document.visibilityState === "hidden" ? 0 : Infinity);
  const observers: [PerformanceObserver, (entries: Entry[]) => void][] = [];
  const observe = (type: string, handle: (entries: Entry[]) => void, options?: object) => {
    if (!PerformanceObserver.supportedEntryTypes.includes(type)) return;
    const observer = new PerformanceObserver((list) => handle(list.getEntries()));
    observer.observe({ type, buffered: true, ...options });
    observers.push([observer, handle]);
  };
  const flush = () => observers.forEach(([observer, handle]) => handle(observer.takeRecords()));

  // LCP: the last candidate painted before the page was hidden, from the activation of a prerendered
  // page; final at the first key press or click (the browser stops reporting candidates then too).
  let lcp: number | undefined;
  let lcpFinal = false;
  observe("largest-contentful-paint", (entries) => {
    for (const entry of entries) if (!lcpFinal && entry.startTime < hiddenAt) lcp = Math.max(entry.startTime - activationStart, 0);
  });
  const finalLcp = (event: Event) => {
    if (!event.isTrusted || lcpFinal) return;
    flush();
    lcpFinal = true;
  };
  addEventListener("keydown", finalLcp, true);
  addEventListener("click", finalLcp, true);

  // CLS: the largest session window of shifts without recent input (gaps under 1 s, at most 5 s long).
  let cls = 0;
  let session = 0;
  let first = 0;
  let last = 0;
  observe("layout-shift", (entries) => {
    for (const entry of entries) {
      if (entry.hadRecentInput) continue;
      if (session && entry.startTime - last < 1000 && entry.startTime - first < 5000) session += entry.value ?? 0;
      else [session, first] = [entry.value ?? 0, entry.startTime];
      last = entry.startTime;
      cls = Math.max(cls, session);
    }
  });

  // INP: the longest interaction, or for every 50 interactions one fewer of the 10 longest (the p98
  // estimate); events of 40 ms or more and the first input. The interaction count is the browser's or
  // estimated from the interaction ids, which grow by 7 (web-vitals' polyfill).
  const longest: { id: number; latency: number }[] = [];
  let minId = Infinity;
  let maxId = 0;
  const interactions = (entries: Entry[]) => {
    for (const entry of entries) {
      const id = entry.interactionId;
      if (!id) continue;
      if (entry.entryType === "event") [minId, maxId] = [Math.min(minId, id), Math.max(maxId, id)];
      if (entry.entryType === "event" && entry.duration < 40) continue;
      const known = longest.find((interaction) => interaction.id === id);
      if (known) known.latency = Math.max(known.latency, entry.duration);
      else if (longest.length < 10 || entry.duration > (longest.at(-1)?.latency ?? 0)) longest.push({ id, latency: entry.duration });
      longest.sort((a, b) => b.latency - a.latency).splice(10);
    }
  };
  if ("PerformanceEventTiming" in globalThis && "interactionId" in PerformanceEventTiming.prototype) {
    observe("event", interactions, { durationThreshold: 0 });
    observe("first-input", interactions);
  }
  const inp = () => {
    const count = (performance as Performance & { interactionCount?: number }).interactionCount ?? (maxId ? (maxId - minId) / 7 + 1 : 0);
    return longest[Math.min(longest.length - 1, Math.floor(count / 50))]?.latency;
  };

  // Sent once, when the page is hidden (tab switched, app left) or left (a navigation may come first).
  let sent = false;
  const leave = (event: Event) => {
    if (event.type === "visibilitychange" && document.visibilityState !== "hidden") return;
    hiddenAt = Math.min(hiddenAt, event.timeStamp);
    flush();
    if (sent) return;
    sent = true;
    const vitals: Vitals = { lcp: lcp === undefined ? lcp : Math.round(lcp), inp: inp() };
    // CLS counts once the page has painted before it was hidden (web-vitals starts it at the FCP).
    if ((performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity) < hiddenAt) vitals.cls = Math.round(cls * 1000) / 1000;
    if (vitals.lcp !== undefined || vitals.inp !== undefined || vitals.cls !== undefined) report(vitals);
  };
  addEventListener("visibilitychange", leave, true);
  addEventListener("pagehide", leave, true);
}

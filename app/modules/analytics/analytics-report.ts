import type { AnalyticsEvent, AttributedMessage, DailyRow } from "./analytics.repository.server.ts";

/** The answer of `GET /api/analytics` (docs/api.md). */
export interface AnalyticsReport {
  from: string;
  to: string;
  totals: { visitors: number; views: number; messages: number; invitations: number };
  days: { date: string; visitors: number; views: number }[];
  pages: { path: string; views: number; visitors: number }[];
  sources: { source: string; visitors: number; views: number }[];
  campaigns: { source: string; medium: string; campaign: string; visitors: number; messages: number; invitations: number }[];
  countries: { country: string; visitors: number }[];
  devices: { device: string; visitors: number }[];
  languages: { language: string; visitors: number }[];
  vitals: { path: string; device: string; samples: number; lcp: number | null; inp: number | null; cls: number | null }[];
  crawlers: { name: string; requests: number }[];
}

export type AggregateRow = Omit<DailyRow, "day">;

/** Nearest-rank 75th percentile; null without samples. */
export function p75(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1] ?? null;
}

const campaignKey = (source: string, medium: string, campaign: string) => JSON.stringify([source, medium, campaign]);

/** One day's aggregates from its raw events: what analytics_daily keeps forever. */
export function aggregateDay(events: AnalyticsEvent[]): AggregateRow[] {
  const counters = new Map<string, { metric: string; key: string; views: number; visitors: Set<string>; requests: number }>();
  const count = (metric: string, key: string, visitor: string | null, views = 1) => {
    const id = `${metric}\u0000${key}`;
    let counter = counters.get(id);
    if (!counter) counters.set(id, (counter = { metric, key, views: 0, visitors: new Set(), requests: 0 }));
    counter.views += views;
    if (visitor) counter.visitors.add(visitor);
  };
  const vitals = new Map<string, { lcp: number[]; inp: number[]; cls: number[]; samples: number }>();
  for (const event of events) {
    if (event.kind === "view") {
      count("total", "", event.visitor);
      count("page", event.path, event.visitor);
      count("country", event.country ?? "unknown", event.visitor);
      count("device", event.device ?? "desktop", event.visitor);
      count("language", event.language ?? "en", event.visitor);
      if (event.entry) {
        count("source", event.source ?? "Direct", event.visitor);
        if (event.utm_source || event.utm_campaign) {
          count("campaign", campaignKey(event.utm_source ?? "", event.utm_medium ?? "", event.utm_campaign ?? ""), event.visitor);
        }
      }
    } else if (event.kind === "vitals") {
      const key = `${event.path}\t${event.device ?? "desktop"}`;
      let sample = vitals.get(key);
      if (!sample) vitals.set(key, (sample = { lcp: [], inp: [], cls: [], samples: 0 }));
      sample.samples += 1;
      if (event.lcp !== null) sample.lcp.push(event.lcp);
      if (event.inp !== null) sample.inp.push(event.inp);
      if (event.cls !== null) sample.cls.push(event.cls);
    } else if (event.kind === "crawl") {
      count("crawler", event.crawler ?? "other", null);
    }
  }
  const rows: AggregateRow[] = [...counters.values()].map((c) => ({ metric: c.metric, key: c.key, views: c.views, visitors: c.visitors.size, value: null }));
  for (const [key, sample] of vitals) {
    rows.push({
      metric: "vitals",
      key,
      views: sample.samples,
      visitors: 0,
      value: JSON.stringify({ lcp: p75(sample.lcp), inp: p75(sample.inp), cls: p75(sample.cls), lcpSamples: sample.lcp.length, inpSamples: sample.inp.length, clsSamples: sample.cls.length }),
    });
  }
  return rows;
}

/** Every day from `from` to `to`, both included (`YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

const byCount = <T>(key: (row: T) => number, name: (row: T) => string) => (a: T, b: T) => key(b) - key(a) || name(a).localeCompare(name(b));
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * The report over days' aggregates (rolled up, or made now from raw events for the days not rolled up
 * yet). Visitors are distinct per day (a visitor's hash changes every day) and summed over the days.
 * Vitals over several days: each day's p75 weighted by its samples.
 */
export function buildReport(from: string, to: string, rows: DailyRow[], messages: AttributedMessage[]): AnalyticsReport {
  const sums = new Map<string, Map<string, { views: number; visitors: number }>>();
  const perDay = new Map<string, { views: number; visitors: number }>();
  const vitals = new Map<string, { samples: number; lcp: [number, number]; inp: [number, number]; cls: [number, number] }>();
  for (const row of rows) {
    if (row.metric === "total") perDay.set(row.day, { views: row.views, visitors: row.visitors });
    if (row.metric === "vitals") {
      const value = JSON.parse(row.value ?? "{}") as Record<string, number | null>;
      let v = vitals.get(row.key);
      if (!v) vitals.set(row.key, (v = { samples: 0, lcp: [0, 0], inp: [0, 0], cls: [0, 0] }));
      v.samples += row.views;
      for (const name of ["lcp", "inp", "cls"] as const) {
        const p = value[name];
        const n = Number(value[`${name}Samples`] ?? 0);
        if (p !== null && p !== undefined && n > 0) {
          v[name][0] += p * n;
          v[name][1] += n;
        }
      }
      continue;
    }
    let metric = sums.get(row.metric);
    if (!metric) sums.set(row.metric, (metric = new Map()));
    const sum = metric.get(row.key) ?? { views: 0, visitors: 0 };
    sum.views += row.views;
    sum.visitors += row.visitors;
    metric.set(row.key, sum);
  }
  const list = (metric: string) => [...(sums.get(metric) ?? new Map<string, { views: number; visitors: number }>())];
  const days = daysBetween(from, to).map((date) => ({ date, visitors: perDay.get(date)?.visitors ?? 0, views: perDay.get(date)?.views ?? 0 }));

  // The funnel: messages and accepted invitations by the campaign their sender arrived with.
  const campaigns = new Map<string, { source: string; medium: string; campaign: string; visitors: number; messages: number; invitations: number }>();
  for (const [key, sum] of list("campaign")) {
    const [source = "", medium = "", campaign = ""] = JSON.parse(key) as string[];
    campaigns.set(key, { source, medium, campaign, visitors: sum.visitors, messages: 0, invitations: 0 });
  }
  let invitations = 0;
  for (const message of messages) {
    const accepted = message.kind === "speaking" && message.status === "accepted";
    if (accepted) invitations += 1;
    const source = (message.utm_source ?? "").toLowerCase();
    const campaignName = (message.utm_campaign ?? "").toLowerCase();
    if (!source && !campaignName) continue;
    const medium = (message.utm_medium ?? "").toLowerCase();
    const key = campaignKey(source, medium, campaignName);
    const row = campaigns.get(key) ?? { source, medium, campaign: campaignName, visitors: 0, messages: 0, invitations: 0 };
    row.messages += 1;
    if (accepted) row.invitations += 1;
    campaigns.set(key, row);
  }

  const views = days.reduce((n, d) => n + d.views, 0);
  const visitors = days.reduce((n, d) => n + d.visitors, 0);
  return {
    from,
    to,
    totals: { visitors, views, messages: messages.length, invitations },
    days,
    pages: list("page")
      .map(([path, s]) => ({ path, views: s.views, visitors: s.visitors }))
      .sort(byCount((r) => r.views, (r) => r.path)),
    sources: list("source")
      .map(([source, s]) => ({ source, visitors: s.visitors, views: s.views }))
      .sort(byCount((r) => r.visitors, (r) => r.source)),
    campaigns: [...campaigns.values()].sort(byCount((r) => r.visitors + r.messages, (r) => r.campaign)),
    countries: list("country")
      .map(([country, s]) => ({ country, visitors: s.visitors }))
      .sort(byCount((r) => r.visitors, (r) => r.country)),
    devices: list("device")
      .map(([device, s]) => ({ device, visitors: s.visitors }))
      .sort(byCount((r) => r.visitors, (r) => r.device)),
    languages: list("language")
      .map(([language, s]) => ({ language, visitors: s.visitors }))
      .sort(byCount((r) => r.visitors, (r) => r.language)),
    vitals: [...vitals]
      .map(([key, v]) => {
        const [path = "", device = ""] = key.split("\t");
        const mean = ([total, n]: [number, number], digits: number) => (n > 0 ? round(total / n, digits) : null);
        return { path, device, samples: v.samples, lcp: mean(v.lcp, 0), inp: mean(v.inp, 0), cls: mean(v.cls, 3) };
      })
      .sort(byCount((r) => r.samples, (r) => r.path + r.device)),
    crawlers: list("crawler")
      .map(([name, s]) => ({ name, requests: s.views }))
      .sort(byCount((r) => r.requests, (r) => r.name)),
  };
}

import { BarChart3, Download } from "lucide-react";
import { lazy, type ReactNode, Suspense, useId, useMemo, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { QueryState } from "#app/modules/admin/kit/query-state.tsx";
import { AdminTabHeader } from "#app/modules/admin/kit/record-list.tsx";
import { useApiQuery } from "#app/modules/admin/query-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { ANALYTICS_ADMIN_TEXT, type AnalyticsAdminText } from "../analytics-admin-text.ts";
import type { AnalyticsReport } from "../analytics-report.ts";

const AnalyticsChart = lazy(() => import("./analytics-chart.tsx").then((m) => ({ default: m.AnalyticsChart })));

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

function localToday(): string {
  const now = new Date();
  return isoDay(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

/** The period just before [from, to], as long. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const length = dayTime(to) - dayTime(from) + DAY_MS;
  return { from: isoDay(dayTime(from) - length), to: isoDay(dayTime(from) - DAY_MS) };
}

export function useAnalyticsText(): AnalyticsAdminText {
  return ANALYTICS_ADMIN_TEXT[useAdminText().language === "pt" ? "pt" : "en"];
}

/** The tab's label in the owner's language (app/routes/admin/dashboard.tsx). */
export function AnalyticsTabLabel() {
  const text = useAnalyticsText();
  return (
    <>
      <BarChart3 aria-hidden="true" className="hidden sm:block" />
      {text.tab}
    </>
  );
}

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? "" : String(value);
  // A leading = + - @ would be a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Every table of the report in one CSV: a `section` column names the table. */
export function reportCsv(report: AnalyticsReport): string {
  const lines = [["section", "key", "detail", "visitors", "views", "messages", "invitations", "samples", "lcp", "inp", "cls", "requests"]];
  const row = (values: Partial<Record<string, unknown>> & { section: string }) => lines.push(lines[0]!.map((name) => csvCell(values[name])));
  for (const d of report.days) row({ section: "day", key: d.date, visitors: d.visitors, views: d.views });
  for (const p of report.pages) row({ section: "page", key: p.path, visitors: p.visitors, views: p.views });
  for (const s of report.sources) row({ section: "source", key: s.source, visitors: s.visitors, views: s.views });
  for (const c of report.campaigns) row({ section: "campaign", key: c.campaign, detail: `${c.source}/${c.medium}`, visitors: c.visitors, messages: c.messages, invitations: c.invitations });
  for (const c of report.countries) row({ section: "country", key: c.country, visitors: c.visitors });
  for (const d of report.devices) row({ section: "device", key: d.device, visitors: d.visitors });
  for (const l of report.languages) row({ section: "language", key: l.language, visitors: l.visitors });
  for (const v of report.vitals) row({ section: "vitals", key: v.path, detail: v.device, samples: v.samples, lcp: v.lcp, inp: v.inp, cls: v.cls });
  for (const c of report.crawlers) row({ section: "crawler", key: c.name, requests: c.requests });
  return `${lines.map((line) => line.join(",")).join("\r\n")}\r\n`;
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

function Table({ title, headers, rows, none }: { title: string; headers: string[]; rows: ReactNode[][]; none: string }) {
  return (
    <Card className="overflow-x-auto p-4">
      <h3 className="mb-2 text-base font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{none}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr>
              {headers.map((h, i) => (
                <th key={h} scope="col" className={`px-1.5 py-1 font-medium whitespace-nowrap text-muted-foreground ${i === 0 ? "text-left" : "text-right"}`}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, r) => (
              <tr key={r} className="border-t border-border">
                {cells.map((cell, i) => (
                  <td key={i} className={`px-1.5 py-1 ${i === 0 ? "max-w-64 truncate text-left" : "text-right tabular-nums"}`}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

function Total({ label, value, previous, previousLabel }: { label: string; value: number; previous?: number; previousLabel: string }) {
  const change = previous === undefined ? null : previous === 0 ? null : Math.round(((value - previous) / previous) * 100);
  return (
    <Card className="p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-semibold tabular-nums" data-total={label}>
        {value}
      </p>
      {previous !== undefined ? (
        <p className="text-xs text-muted-foreground">
          {previous} {previousLabel}
          {change !== null ? ` (${change > 0 ? "+" : ""}${change}%)` : ""}
        </p>
      ) : null}
    </Card>
  );
}

/** Top pages with each page's English and Portuguese views side by side (`/x` and `/pt/x`). */
function pagesByLanguage(pages: AnalyticsReport["pages"]) {
  const rows = new Map<string, { path: string; en: number; pt: number; visitors: number }>();
  for (const page of pages) {
    const pt = page.path === "/pt" || page.path.startsWith("/pt/");
    const path = pt ? page.path.slice(3) || "/" : page.path;
    const row = rows.get(path) ?? { path, en: 0, pt: 0, visitors: 0 };
    row[pt ? "pt" : "en"] += page.views;
    row.visitors += page.visitors;
    rows.set(path, row);
  }
  return [...rows.values()].sort((a, b) => b.en + b.pt - (a.en + a.pt));
}

/** The owner's analytics (issue 24): a date range, the previous period beside it, charts and tables, CSV. */
export function AnalyticsTab() {
  const text = useAnalyticsText();
  const [range, setRange] = useState(() => {
    const to = localToday();
    return { from: isoDay(dayTime(to) - 29 * DAY_MS), to };
  });
  const [compare, setCompare] = useState(true);
  const ids = { from: useId(), to: useId(), compare: useId() };
  const valid = range.from <= range.to;
  const report = useApiQuery<AnalyticsReport>(`/api/analytics?from=${range.from}&to=${range.to}`);
  const before = previousPeriod(range.from, range.to);
  const previous = useApiQuery<AnalyticsReport>(compare && valid ? `/api/analytics?from=${before.from}&to=${before.to}` : `/api/analytics?from=${range.from}&to=${range.to}`);
  const data = report.data;
  const prev = compare ? previous.data?.totals : undefined;
  const names = useMemo(() => [text.visitors, text.views] as [string, string], [text]);

  return (
    <section aria-labelledby="analytics-heading" className="space-y-4">
      <AdminTabHeader id="analytics-heading" title={text.heading} intro={text.intro}>
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1">
            <Label htmlFor={ids.from}>{text.from}</Label>
            <Input id={ids.from} type="date" value={range.from} max={range.to} onChange={(e) => e.target.value && setRange((r) => ({ ...r, from: e.target.value }))} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={ids.to}>{text.to}</Label>
            <Input id={ids.to} type="date" value={range.to} min={range.from} onChange={(e) => e.target.value && setRange((r) => ({ ...r, to: e.target.value }))} />
          </div>
          <label htmlFor={ids.compare} className="flex min-h-11 items-center gap-2 text-sm">
            <input id={ids.compare} type="checkbox" checked={compare} onChange={(e) => setCompare(e.target.checked)} className="size-4" />
            {text.compare}
          </label>
          <Button type="button" variant="outline" disabled={!data} onClick={() => data && download(`analytics-${data.from}-${data.to}.csv`, reportCsv(data))}>
            <Download aria-hidden="true" />
            {text.exportCsv}
          </Button>
        </div>
      </AdminTabHeader>

      <QueryState query={report} loading={text.loading} failed={(reason) => (/ANALYTICS=off/.test(reason) ? text.off : text.failed)}>
        {(data) => (
          <>
            <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
              <Total label={text.visitors} value={data.totals.visitors} previous={prev?.visitors} previousLabel={text.previous} />
              <Total label={text.views} value={data.totals.views} previous={prev?.views} previousLabel={text.previous} />
              <Total label={text.messages} value={data.totals.messages} previous={prev?.messages} previousLabel={text.previous} />
              <Total label={text.invitations} value={data.totals.invitations} previous={prev?.invitations} previousLabel={text.previous} />
            </div>
            <Card className="p-4">
              <h3 className="mb-2 text-base font-semibold">{text.chartLabel}</h3>
              <Suspense fallback={<div className="min-h-[220px]" />}>
                <AnalyticsChart days={data.days} label={text.chartLabel} names={names} />
              </Suspense>
            </Card>
            <div className="grid gap-4 lg:grid-cols-2">
              <Table
                title={text.pages}
                headers={[text.page, text.english, text.portuguese, text.visitors]}
                rows={pagesByLanguage(data.pages).map((p) => [p.path, p.en, p.pt, p.visitors])}
                none={text.none}
              />
              <Table title={text.sources} headers={[text.source, text.visitors, text.views]} rows={data.sources.map((s) => [s.source, s.visitors, s.views])} none={text.none} />
              <Table
                title={text.campaigns}
                headers={[text.campaign, text.source, text.medium, text.visitors, text.messages, text.invitations]}
                rows={data.campaigns.map((c) => [c.campaign || "—", c.source, c.medium, c.visitors, c.messages, c.invitations])}
                none={text.none}
              />
              <Table title={text.countries} headers={[text.country, text.visitors]} rows={data.countries.map((c) => [c.country, c.visitors])} none={text.none} />
              <Table title={text.devices} headers={[text.device, text.visitors]} rows={data.devices.map((d) => [d.device, d.visitors])} none={text.none} />
              <Table title={text.languages} headers={[text.language, text.visitors]} rows={data.languages.map((l) => [l.language, l.visitors])} none={text.none} />
              <Table
                title={text.vitals}
                headers={[text.page, text.device, "LCP (ms)", "INP (ms)", "CLS", text.samples]}
                rows={data.vitals.map((v) => [v.path, v.device, v.lcp ?? "—", v.inp ?? "—", v.cls ?? "—", v.samples])}
                none={text.none}
              />
              <Table title={text.crawlers} headers={[text.crawler, text.requests]} rows={data.crawlers.map((c) => [c.name, c.requests])} none={text.none} />
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}

import { History, LoaderCircle, RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#app/components/ui/select.tsx";
import { fetchQuery, serverMessageOf } from "#app/modules/admin/api-client.ts";
import { useApiQuery } from "#app/modules/admin/query-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { AUDIT_AREAS, type AuditArea, type AuditEvent, type AuditPage } from "../audit.ts";
import { AUDIT_ADMIN_TEXT, auditActionLabel } from "../audit-admin-text.ts";

interface Filters {
  area: "all" | AuditArea;
  outcome: "all" | "success" | "failure";
  actor: string;
  from: string;
  to: string;
}

const NO_FILTERS: Filters = { area: "all", outcome: "all", actor: "", from: "", to: "" };

function queryKey(filters: Filters, before?: number): string {
  const params = new URLSearchParams();
  if (filters.area !== "all") params.set("area", filters.area);
  if (filters.outcome !== "all") params.set("outcome", filters.outcome);
  if (filters.actor.trim()) params.set("actor", filters.actor.trim());
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (before) params.set("before", String(before));
  const query = params.toString();
  return `/api/audit${query ? `?${query}` : ""}`;
}

/** The audit log (ADR 015): who did what, when and from where, newest first, with filters. */
export function AuditLogTab() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const { language, when } = useAdminText();
  const t = AUDIT_ADMIN_TEXT[language];
  const key = queryKey(filters);
  const firstPage = useApiQuery<AuditPage>(key);
  // Older pages, for the filters they were loaded with.
  const [older, setOlder] = useState<{ key: string; events: AuditEvent[]; nextCursor: number | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const ids = { area: useId(), outcome: useId(), actor: useId(), from: useId(), to: useId() };

  const olderHere = older?.key === key ? older : null;
  const events = [...(firstPage.data?.events ?? []), ...(olderHere?.events ?? [])];
  const nextCursor = olderHere ? olderHere.nextCursor : (firstPage.data?.nextCursor ?? null);

  const loadMore = async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await fetchQuery<AuditPage>(queryKey(filters, nextCursor));
      setOlder({ key, events: [...(olderHere?.events ?? []), ...(page?.events ?? [])], nextCursor: page?.nextCursor ?? null });
    } catch (error) {
      setMoreError(serverMessageOf(error) ?? t.olderFailed);
    } finally {
      setLoadingMore(false);
    }
  };

  const set = <K extends keyof Filters>(name: K, value: Filters[K]) => setFilters((current) => ({ ...current, [name]: value }));

  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="audit-heading" className="flex items-center gap-2 text-xl font-semibold text-white">
            <History className="size-5 text-accent" aria-hidden="true" />
            {t.title}
          </h2>
          <p className="text-sm text-slate-400">{t.intro}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void firstPage.refetch()} disabled={firstPage.isFetching}>
          <RefreshCw aria-hidden="true" />
          {t.refresh}
        </Button>
      </div>

      <div className="flex flex-wrap gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.area} className="text-xs text-slate-300">
            {t.area}
          </Label>
          <Select value={filters.area} onValueChange={(value) => set("area", value as Filters["area"])}>
            <SelectTrigger id={ids.area} className="w-52">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">{t.everything}</SelectItem>
              {AUDIT_AREAS.map((area) => (
                <SelectItem key={area} value={area}>
                  {t.areas[area]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.outcome} className="text-xs text-slate-300">
            {t.outcome}
          </Label>
          <Select value={filters.outcome} onValueChange={(value) => set("outcome", value as Filters["outcome"])}>
            <SelectTrigger id={ids.outcome} className="w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">{t.anyOutcome}</SelectItem>
              <SelectItem value="success">{t.succeeded}</SelectItem>
              <SelectItem value="failure">{t.failed}</SelectItem>
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.actor} className="text-xs text-slate-300">
            {t.user}
          </Label>
          <Input id={ids.actor} className="w-40" value={filters.actor} onChange={(event) => set("actor", event.target.value)} placeholder={t.anyUser} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.from} className="text-xs text-slate-300">
            {t.from}
          </Label>
          <Input id={ids.from} type="date" className="w-44" value={filters.from} onChange={(event) => set("from", event.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.to} className="text-xs text-slate-300">
            {t.to}
          </Label>
          <Input id={ids.to} type="date" className="w-44" value={filters.to} onChange={(event) => set("to", event.target.value)} />
        </div>
        {JSON.stringify(filters) !== JSON.stringify(NO_FILTERS) ? (
          <div className="flex items-end">
            <Button variant="ghost" size="sm" onClick={() => setFilters(NO_FILTERS)}>
              {t.clearFilters}
            </Button>
          </div>
        ) : null}
      </div>

      {firstPage.isLoading ? (
        <p role="status" className="text-sm text-slate-400">
          {t.loading}
        </p>
      ) : null}
      {firstPage.error ? (
        <p role="alert" className="text-sm text-red-300">
          {serverMessageOf(firstPage.error) ?? t.loadFailed}
        </p>
      ) : null}
      {firstPage.data && events.length === 0 ? <p className="text-sm text-slate-400">{t.noMatch}</p> : null}

      {events.length > 0 ? (
        <>
        {/* On a phone each event is a small card (issue 30: the five-column table was cut at the right). */}
        <ul className="grid gap-3 sm:hidden" aria-label={t.caption}>
          {events.map((event) => (
            <li key={event.id} className="rounded-lg border border-white/10 bg-panel p-3 text-sm">
              <p className="text-white">
                {auditActionLabel(event.action, event.label, language)} {event.outcome === "failure" ? <Badge variant="destructive">{t.failed}</Badge> : null}
                {typeof event.details?.method === "string" ? <span className="ml-1 text-xs text-slate-400">({event.details.method})</span> : null}
              </p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-300">
                <dt className="text-xs text-slate-400">{t.when}</dt>
                <dd>{when(event.createdAt)}</dd>
                <dt className="text-xs text-slate-400">{t.who}</dt>
                <dd>{event.actor.username ?? (event.userAgent === "npm run admin" ? t.commandLine : t.anonymous)}</dd>
                <dt className="text-xs text-slate-400">{t.what}</dt>
                <dd className="break-words">{event.target?.label ?? event.target?.id ?? "—"}</dd>
                <dt className="text-xs text-slate-400">{t.ip}</dt>
                <dd className="font-mono text-xs">{event.ip ?? "—"}</dd>
              </dl>
            </li>
          ))}
        </ul>
        <Card className="hidden overflow-x-auto sm:block">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">{t.caption}</caption>
            <thead className="border-b border-white/10 text-xs tracking-wide text-slate-400 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t.when}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t.event}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t.who}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t.what}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t.ip}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-white/5">
              {events.map((event) => (
                <tr key={event.id}>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-300">{when(event.createdAt)}</td>
                  <td className="px-4 py-3 text-white">
                    {auditActionLabel(event.action, event.label, language)} {event.outcome === "failure" ? <Badge variant="destructive">{t.failed}</Badge> : null}
                    {typeof event.details?.method === "string" ? <span className="ml-1 text-xs text-slate-400">({event.details.method})</span> : null}
                  </td>
                  <td className="px-4 py-3 text-slate-300">{event.actor.username ?? (event.userAgent === "npm run admin" ? t.commandLine : t.anonymous)}</td>
                  <td className="px-4 py-3 text-slate-300">{event.target?.label ?? event.target?.id ?? "—"}</td>
                  <td className="px-4 py-3 font-mono text-xs text-slate-400">{event.ip ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
        </>
      ) : null}

      {moreError ? (
        <p role="alert" className="text-sm text-red-300">
          {moreError}
        </p>
      ) : null}
      {nextCursor ? (
        <Button variant="secondary" onClick={() => void loadMore()} disabled={loadingMore}>
          {loadingMore ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
          {t.loadOlder}
        </Button>
      ) : null}
    </section>
  );
}

import { History, LoaderCircle, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { fetchQuery, serverMessageOf } from "#app/modules/admin/api-client.ts";
import { FilterBar } from "#app/modules/admin/kit/filter-bar.tsx";
import { useApiQuery } from "#app/modules/admin/query-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { AUDIT_AREAS, type AuditArea, type AuditEvent, type AuditPage } from "../audit.ts";
import { AUDIT_ADMIN_TEXT, auditActionLabel, signInMethodLabel } from "../audit-admin-text.ts";

type Filters = {
  area: "all" | AuditArea;
  outcome: "all" | "success" | "failure";
  actor: string;
  from: string;
  to: string;
};

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

      <FilterBar
        filters={filters}
        none={NO_FILTERS}
        clearLabel={t.clearFilters}
        onChange={setFilters}
        specs={[
          { name: "area", label: t.area, kind: "select", className: "w-52", options: [{ value: "all", label: t.everything }, ...AUDIT_AREAS.map((area) => ({ value: area, label: t.areas[area] }))] },
          {
            name: "outcome",
            label: t.outcome,
            kind: "select",
            className: "w-40",
            options: [
              { value: "all", label: t.anyOutcome },
              { value: "success", label: t.succeeded },
              { value: "failure", label: t.failed },
            ],
          },
          { name: "actor", label: t.user, kind: "text", className: "w-40", placeholder: t.anyUser },
          { name: "from", label: t.from, kind: "date" },
          { name: "to", label: t.to, kind: "date" },
        ]}
      />

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
                {typeof event.details?.method === "string" ? <span className="ml-1 text-xs text-slate-400">({signInMethodLabel(event.details.method, language)})</span> : null}
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
                    {typeof event.details?.method === "string" ? <span className="ml-1 text-xs text-slate-400">({signInMethodLabel(event.details.method, language)})</span> : null}
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

import { History, LoaderCircle, RefreshCw } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { serverMessageOf } from "#app/modules/admin/api-client.ts";
import { FilterBar } from "#app/modules/admin/kit/filter-bar.tsx";
import { AdminTabHeader } from "#app/modules/admin/kit/record-list.tsx";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { AUDIT_AREAS } from "../audit.ts";
import { AUDIT_ADMIN_TEXT } from "../audit-admin-text.ts";
import { AuditEventList } from "./audit-event-list.tsx";
import { NO_AUDIT_FILTERS } from "./audit-log-state.ts";
import { useAuditLog } from "./use-audit-log.ts";

/** The audit log (ADR 015): who did what, when and from where, newest first, with filters. */
export function AuditLogTab() {
  const { language } = useAdminText();
  const t = AUDIT_ADMIN_TEXT[language];
  const { filters, setFilters, firstPage, events, nextCursor, loadMore, loadingMore, moreError } = useAuditLog();

  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <AdminTabHeader
        id="audit-heading"
        title={
          <span className="flex items-center gap-2">
            <History className="size-5 text-accent" aria-hidden="true" />
            {t.title}
          </span>
        }
        intro={t.intro}
      >
        <Button variant="outline" size="sm" onClick={() => void firstPage.refetch()} disabled={firstPage.isFetching}>
          <RefreshCw aria-hidden="true" />
          {t.refresh}
        </Button>
      </AdminTabHeader>

      <FilterBar
        filters={filters}
        none={NO_AUDIT_FILTERS}
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
      {events.length > 0 ? <AuditEventList events={events} /> : null}

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

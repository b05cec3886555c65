import { useState } from "react";
import { fetchQuery, serverMessageOf } from "#app/modules/admin/api-client.ts";
import { useApiQuery } from "#app/modules/admin/query-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { AuditPage } from "../audit.ts";
import { AUDIT_ADMIN_TEXT } from "../audit-admin-text.ts";
import { type AuditFilters, auditListOf, auditQueryKey, NO_AUDIT_FILTERS, type OlderEvents } from "./audit-log-state.ts";

/** The audit log's state: the filters, the newest page for them, and the older pages loaded with "Load older". */
export function useAuditLog() {
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const { language } = useAdminText();
  const t = AUDIT_ADMIN_TEXT[language];
  const key = auditQueryKey(filters);
  const firstPage = useApiQuery<AuditPage>(key);
  const [older, setOlder] = useState<OlderEvents | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const { olderHere, events, nextCursor } = auditListOf(key, firstPage.data, older);

  const loadMore = async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await fetchQuery<AuditPage>(auditQueryKey(filters, nextCursor));
      setOlder({ key, events: [...(olderHere?.events ?? []), ...(page?.events ?? [])], nextCursor: page?.nextCursor ?? null });
    } catch (error) {
      setMoreError(serverMessageOf(error) ?? t.olderFailed);
    } finally {
      setLoadingMore(false);
    }
  };

  return { filters, setFilters, firstPage, events, nextCursor, loadMore, loadingMore, moreError };
}

import { useEffect, useState } from "react";
import { FilterBar, type FilterSpec } from "#app/modules/admin/kit/filter-bar.tsx";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { INBOX_ADMIN_TEXT } from "../inbox-admin-text.ts";
import { INVITATION_STATUSES } from "../message.ts";
import { useStatusLabels } from "./message-actions.tsx";

/** The inbox's filters as the bar holds them: "all" (or "") shows everything. */
export type InboxFilters = { q: string; kind: string; status: string; read: string };

export const NO_FILTERS: InboxFilters = { q: "", kind: "all", status: "all", read: "all" };
const SEARCH_DELAY_MS = 300;
/** The server's limit on the search text. */
const SEARCH_MAX_CHARS = 200;

/** The filters as the API's query parameters (`kind`, `status`, `read`, `q`); empty when nothing is filtered. */
export function filterParams(filters: InboxFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.kind !== "all") params.set("kind", filters.kind);
  if (filters.status !== "all") params.set("status", filters.status);
  if (filters.read !== "all") params.set("read", filters.read === "read" ? "true" : "false");
  const q = filters.q.trim().slice(0, SEARCH_MAX_CHARS);
  if (q) params.set("q", q);
  return params;
}

/**
 * The bar's filters at once, and the ones the list asks for: the search text after a pause in typing.
 * `onChange` runs when what the list asks for changes (back to page 1).
 */
export function useInboxFilters(onChange: () => void): { shown: InboxFilters; applied: InboxFilters; set: (filters: InboxFilters) => void } {
  const [shown, setShown] = useState(NO_FILTERS);
  const [applied, setApplied] = useState(NO_FILTERS);
  useEffect(() => {
    if (shown.q === applied.q) return;
    const timer = setTimeout(() => {
      setApplied((current) => ({ ...current, q: shown.q }));
      onChange();
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [shown.q, applied.q, onChange]);
  const set = (next: InboxFilters) => {
    setShown(next);
    if (next.kind !== applied.kind || next.status !== applied.status || next.read !== applied.read || (next.q === "" && applied.q !== "")) {
      setApplied({ ...next, q: next.q === "" ? "" : applied.q });
      onChange();
    }
  };
  return { shown, applied, set };
}

/** Search, form, invitation status and read, over the list (the admin kit's filter bar). */
export function InboxFilterBar({ filters, onChange }: { filters: InboxFilters; onChange: (filters: InboxFilters) => void }) {
  const { text: t, language } = useAdminText();
  const statusLabels = useStatusLabels();
  const specs: FilterSpec<InboxFilters>[] = [
    { name: "q", kind: "search", label: t.searchMessages, placeholder: t.searchPlaceholder, className: "w-full min-w-56 sm:w-72" },
    {
      name: "kind",
      kind: "select",
      label: t.form,
      className: "w-52",
      options: [
        { value: "all", label: t.allMessages },
        { value: "contact", label: t.contactMessages },
        { value: "speaking", label: t.speakingInvitations },
      ],
    },
    {
      name: "status",
      kind: "select",
      label: t.invitationStatus,
      options: [{ value: "all", label: t.anyStatus }, ...INVITATION_STATUSES.map((value) => ({ value, label: statusLabels[value] }))],
    },
    {
      name: "read",
      kind: "select",
      label: t.readFilter,
      className: "w-36",
      options: [
        { value: "all", label: t.readOrNot },
        { value: "unread", label: t.unreadFilter },
        { value: "read", label: t.readOnly },
      ],
    },
  ];
  return <FilterBar filters={filters} specs={specs} none={NO_FILTERS} clearLabel={INBOX_ADMIN_TEXT[language].clearFilters} onChange={onChange} />;
}

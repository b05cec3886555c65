import type { AuditArea, AuditEvent } from "../audit.ts";

/** The audit log's filters, as the filter bar holds them. */
export type AuditFilters = {
  area: "all" | AuditArea;
  outcome: "all" | "success" | "failure";
  actor: string;
  from: string;
  to: string;
};

export const NO_AUDIT_FILTERS: AuditFilters = { area: "all", outcome: "all", actor: "", from: "", to: "" };

/** `/api/audit` with the filters that are set (the user trimmed) and, for older events, the cursor. */
export function auditQueryKey(filters: AuditFilters, before?: number): string {
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

/** Older events loaded with "Load older", for the filters (query key) they were loaded with. */
export type OlderEvents = { key: string; events: AuditEvent[]; nextCursor: number | null };

/**
 * The list shown: the first page, then the older pages loaded for these same filters (older pages of
 * other filters are ignored), and the cursor of the next older page, if any.
 */
export function auditListOf(key: string, first: { events: AuditEvent[]; nextCursor: number | null } | undefined, older: OlderEvents | null) {
  const olderHere = older?.key === key ? older : null;
  return {
    olderHere,
    events: [...(first?.events ?? []), ...(olderHere?.events ?? [])],
    nextCursor: olderHere ? olderHere.nextCursor : (first?.nextCursor ?? null),
  };
}

/** Who did it: the user's name, the command line, or "anonymous" (a failed sign-in). */
export const auditActorOf = (event: AuditEvent, text: { commandLine: string; anonymous: string }): string =>
  event.actor.username ?? (event.userAgent === "npm run admin" ? text.commandLine : text.anonymous);

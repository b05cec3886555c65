import { useState } from "react";
import { useApiQuery } from "#app/modules/admin/query-client.ts";
import type { SubscriberPage } from "../newsletter.ts";
import { NO_SUBSCRIBER_FILTERS, type SubscriberFilters, subscriberPagesOf, subscribersKey } from "./subscriber-list-state.ts";

/** The subscribers list's state: the filters (a change goes back to page 1), the page and its query. */
export function useSubscriberList() {
  const [filters, setFiltersState] = useState<SubscriberFilters>(NO_SUBSCRIBER_FILTERS);
  const [page, setPage] = useState(1);
  const subscribers = useApiQuery<SubscriberPage>(subscribersKey(filters, page));
  const total = subscribers.data?.total ?? 0;
  const setFilter = (name: keyof SubscriberFilters, value: string) => {
    setFiltersState((current) => ({ ...current, [name]: value }));
    setPage(1);
  };
  return { filters, setFilter, page, setPage, pages: subscriberPagesOf(total), total, subscribers };
}

export type SubscriberList = ReturnType<typeof useSubscriberList>;

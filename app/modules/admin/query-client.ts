import { useCallback, useEffect, useSyncExternalStore } from "react";
import { fetchListQuery } from "./api-client.ts";

/**
 * A small query cache with the behaviour of spec §7: a query GETs its key; results never become
 * stale (no refetch on mount, focus or interval); failures are never retried; lists are refetched
 * only when a change invalidates them.
 */
export interface QuerySnapshot<T> {
  data: T | undefined;
  error: Error | null;
  /** No data yet and a request is in flight. */
  isLoading: boolean;
  isFetching: boolean;
  /** The whole count of a paged list (X-Total-Count), when the server sends one. */
  total: number | undefined;
}

interface Entry {
  snapshot: QuerySnapshot<unknown>;
  listeners: Set<() => void>;
  inFlight: Promise<void> | null;
  /** Set when invalidated while nobody was watching: the next watcher fetches. */
  invalid: boolean;
}

const EMPTY: QuerySnapshot<never> = { data: undefined, error: null, isLoading: true, isFetching: false, total: undefined };
const cache = new Map<string, Entry>();

function entryFor(key: string): Entry {
  let entry = cache.get(key);
  if (!entry) {
    entry = { snapshot: EMPTY, listeners: new Set(), inFlight: null, invalid: true };
    cache.set(key, entry);
  }
  return entry;
}

function publish(entry: Entry, next: Partial<QuerySnapshot<unknown>>): void {
  entry.snapshot = { ...entry.snapshot, ...next };
  for (const listener of entry.listeners) listener();
}

function runQuery(key: string, fresh = false): Promise<void> {
  const entry = entryFor(key);
  // A change made while a request was in flight needs a request sent after it.
  if (entry.inFlight) return fresh ? entry.inFlight.then(() => runQuery(key)) : entry.inFlight;
  entry.invalid = false;
  publish(entry, { isFetching: true, isLoading: entry.snapshot.data === undefined });
  entry.inFlight = fetchListQuery<unknown>(key)
    .then(
      ({ data, total }) => publish(entry, { data, total, error: null, isLoading: false, isFetching: false }),
      (error: unknown) =>
        publish(entry, {
          error: error instanceof Error ? error : new Error(String(error)),
          isLoading: false,
          isFetching: false,
        }),
    )
    .finally(() => {
      entry.inFlight = null;
    });
  return entry.inFlight;
}

export function useApiQuery<T>(key: string): QuerySnapshot<T> & { refetch: () => Promise<void> } {
  const subscribe = useCallback(
    (listener: () => void) => {
      const entry = entryFor(key);
      entry.listeners.add(listener);
      return () => {
        entry.listeners.delete(listener);
      };
    },
    [key],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => entryFor(key).snapshot,
    () => EMPTY,
  ) as QuerySnapshot<T>;

  useEffect(() => {
    if (entryFor(key).invalid) void runQuery(key);
  }, [key]);

  const refetch = useCallback(() => runQuery(key), [key]);
  return { ...snapshot, refetch };
}

/** Refetches every watched query whose key starts with `prefix`; unwatched ones refetch when next used. */
export function invalidateQueries(prefix: string): Promise<void> {
  const pending: Promise<void>[] = [];
  for (const [key, entry] of cache) {
    if (!key.startsWith(prefix)) continue;
    if (entry.listeners.size > 0) pending.push(runQuery(key, true));
    else entry.invalid = true;
  }
  return Promise.all(pending).then(() => undefined);
}

/** Forgets every cached answer (sign-out). */
export function clearQueryCache(): void {
  cache.clear();
}

import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/lib/app-error.ts";
import {
  deleteCounters,
  deleteExpiredCounters,
  findCounter,
  incrementCounter,
} from "./rate-limits.repository.server.ts";

/**
 * Fixed-window counters kept in the database, so every app instance shares them (DESIGN "Scale-out").
 */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

function secondsUntil(iso: string, now: Date): number {
  return Math.max(1, Math.ceil((Date.parse(iso) - now.getTime()) / 1000));
}

/** Seconds to wait when the key has used up its window, otherwise undefined. */
export async function findRetryAfter(db: Kysely<Database>, key: string, rule: RateLimit): Promise<number | undefined> {
  const now = new Date();
  const counter = await findCounter(db, key);
  if (!counter || Date.parse(counter.resetAt) <= now.getTime() || counter.count < rule.limit) return undefined;
  return secondsUntil(counter.resetAt, now);
}

/** Counts one event; returns the seconds to wait when this event went over the limit. */
export async function hitRateLimit(db: Kysely<Database>, key: string, rule: RateLimit): Promise<number | undefined> {
  const now = new Date();
  const counter = await incrementCounter(db, key, now.toISOString(), new Date(now.getTime() + rule.windowMs).toISOString());
  return counter.count > rule.limit ? secondsUntil(counter.resetAt, now) : undefined;
}

/** Counts one event and throws 429 with `message` when the key is over its limit. */
export async function consumeRateLimit(
  db: Kysely<Database>,
  key: string,
  rule: RateLimit,
  message: string,
): Promise<void> {
  const retryAfterSeconds = await hitRateLimit(db, key, rule);
  if (retryAfterSeconds !== undefined) {
    throw new AppError("TOO_MANY_REQUESTS", message, { retryAfterSeconds });
  }
}

export function resetRateLimits(db: Kysely<Database>, keys: string[]): Promise<void> {
  return deleteCounters(db, keys);
}

export function purgeExpiredRateLimits(db: Kysely<Database>): Promise<void> {
  return deleteExpiredCounters(db, new Date().toISOString());
}

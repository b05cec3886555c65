import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { PollingWorker } from "#app/lib/polling-worker.server.ts";
import { ownerTimeZone } from "#app/lib/local-time.ts";
import {
  daysToRollUp,
  dailyRows,
  deleteEventsBefore,
  deleteSaltsBefore,
  eventsOfDays,
  insertEvents,
  messagesBetween,
  type NewAnalyticsEvent,
  rolledUpDays,
  saltOfDay,
  writeRollup,
} from "./analytics.repository.server.ts";
import { aggregateDay, type AnalyticsReport, buildReport, daysBetween } from "./analytics-report.ts";
import { deviceOf, referrerHost, sourceOf, type Utm } from "./analytics-classify.ts";
import { countryOf, loadCountryTable } from "./ip-country.server.ts";

export interface AnalyticsOptions {
  /** Raw events older than this many days are deleted (ANALYTICS_RETENTION_DAYS); daily aggregates are kept. */
  retentionDays: number;
  /** SITE_URL: part of the visitor's hash, and the host whose referrers are the site's own. */
  siteUrl: string;
  /** Days begin at midnight here (the owner's time zone; default the server's). */
  timeZone?: string;
  /** The clock (tests move it across days). */
  now?: () => Date;
  /** Queued events are written at most this long after they were counted (default 1 s). */
  flushMs?: number;
  /** How often ended days are rolled up and expired salts and events deleted (default 1 min). */
  maintenanceMs?: number;
  onError?: (text: string) => void;
}

/** Per visitor and minute, in this process: a script cannot inflate the counts. */
export const VIEWS_PER_MINUTE = 30;
export const VITALS_PER_MINUTE = 30;

export interface ViewInput {
  path: string;
  language: "en" | "pt";
  referrer: string | null;
  utm: Utm;
  ip: string;
  userAgent: string;
  /** The Host the request was made to: a referrer from it (or from SITE_URL) is the site's own. */
  host?: string;
}

export interface VitalsInput {
  path: string;
  ip: string;
  userAgent: string;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
}

/** `YYYY-MM-DD` of an instant in a time zone. */
export function dayIn(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}

/** The instant a day begins in a time zone (ISO UTC). */
export function startOfDay(day: string, timeZone: string): string {
  const guess = Date.parse(`${day}T00:00:00Z`);
  const offsetAt = (t: number) => {
    const parts = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" }).formatToParts(new Date(t));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second")) - t;
  };
  let instant = guess - offsetAt(guess);
  instant = guess - offsetAt(instant);
  return new Date(instant).toISOString();
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Privacy-first analytics in the site's own database (issue 24, ADR 037). Counting only queues an event
 * (a page answer never waits for it); the queue is written at most `flushMs` later, so a crash loses at
 * most the last second of counts. One per process; any number of processes share the database: each
 * ended day is rolled up once (its rollup row is claimed in the same transaction as its aggregates).
 */
export class Analytics {
  readonly options: Required<Omit<AnalyticsOptions, "onError">> & Pick<AnalyticsOptions, "onError">;
  private readonly db: Kysely<Database>;
  private queue: NewAnalyticsEvent[] = [];
  private flushTimer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private salt: { day: string; salt: string } | undefined;
  private readonly limits = new Map<string, { minute: number; views: number; vitals: number }>();
  private readonly worker: PollingWorker;
  private readonly ownHosts: Set<string>;

  constructor(db: Kysely<Database>, options: AnalyticsOptions) {
    this.db = db;
    this.options = {
      timeZone: ownerTimeZone(),
      now: () => new Date(),
      flushMs: 1_000,
      maintenanceMs: 60_000,
      ...options,
    };
    this.ownHosts = new Set([new URL(options.siteUrl).hostname.replace(/^www\./, "")]);
    this.worker = new PollingWorker({
      intervalMs: this.options.maintenanceMs,
      round: () => this.runMaintenance(),
      onError: (text) => this.options.onError?.(`[analytics] maintenance failed: ${text}`),
    });
  }

  start(): void {
    void loadCountryTable().catch((error: unknown) => this.options.onError?.(`[analytics] could not read the country table: ${String(error)}`));
    this.worker.start();
  }

  /** Writes what is queued and stops the maintenance. */
  async stop(): Promise<void> {
    await this.worker.stop();
    await this.flush();
  }

  today(): string {
    return dayIn(this.options.now(), this.options.timeZone);
  }

  /** Hash of the day's salt, the site, the address and the user agent: the same visitor within a day only. */
  async visitorOf(ip: string, userAgent: string): Promise<string> {
    const day = this.today();
    if (this.salt?.day !== day) {
      const salt = await saltOfDay(this.db, day, randomBytes(32).toString("base64url"), this.options.now().toISOString());
      this.salt = { day, salt };
    }
    return createHash("sha256").update(`${this.salt.salt}\u0000${this.options.siteUrl}\u0000${ip}\u0000${userAgent}`).digest("base64url").slice(0, 32);
  }

  private allowed(visitor: string, kind: "views" | "vitals"): boolean {
    const minute = Math.floor(this.options.now().getTime() / 60_000);
    if (this.limits.size > 50_000) this.limits.clear();
    let entry = this.limits.get(visitor);
    if (!entry || entry.minute !== minute) this.limits.set(visitor, (entry = { minute, views: 0, vitals: 0 }));
    entry[kind] += 1;
    return entry[kind] <= (kind === "views" ? VIEWS_PER_MINUTE : VITALS_PER_MINUTE);
  }

  /** Counts a page view; false when the visitor is over the rate limit. */
  async countView(input: ViewInput): Promise<boolean> {
    const visitor = await this.visitorOf(input.ip, input.userAgent);
    if (!this.allowed(visitor, "views")) return false;
    const host = referrerHost(input.referrer);
    const own = host !== null && (this.ownHosts.has(host) || (input.host !== undefined && host === input.host.toLowerCase().replace(/:\d+$/, "").replace(/^www\./, "")));
    const entry = !own;
    const { device, browser } = deviceOf(input.userAgent);
    this.enqueue({
      day: this.today(),
      created_at: this.options.now().toISOString(),
      kind: "view",
      path: input.path,
      visitor,
      language: input.language,
      entry: entry ? 1 : 0,
      source: entry ? sourceOf(host, input.utm) : null,
      referrer_host: entry ? host : null,
      ...(entry ? input.utm : { utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null }),
      country: await countryOf(input.ip),
      device,
      browser,
    });
    return true;
  }

  async countVitals(input: VitalsInput): Promise<boolean> {
    const visitor = await this.visitorOf(input.ip, input.userAgent);
    if (!this.allowed(visitor, "vitals")) return false;
    const { device } = deviceOf(input.userAgent);
    this.enqueue({
      day: this.today(),
      created_at: this.options.now().toISOString(),
      kind: "vitals",
      path: input.path,
      visitor,
      device,
      lcp: input.lcp,
      inp: input.inp,
      cls: input.cls,
    });
    return true;
  }

  /** A crawler's request (counted on the server: crawlers run no script). */
  countCrawl(crawler: string, path: string): void {
    this.enqueue({ day: this.today(), created_at: this.options.now().toISOString(), kind: "crawl", path: path.slice(0, 512), crawler });
  }

  private enqueue(event: NewAnalyticsEvent): void {
    this.queue.push(event);
    if (this.queue.length >= 1_000) void this.flush();
    else this.flushTimer ??= setTimeout(() => void this.flush(), this.options.flushMs).unref();
  }

  /** Writes the queued events (one INSERT per 500). A failed write is reported and its events dropped. */
  flush(): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    const events = this.queue;
    this.queue = [];
    this.flushing = this.flushing.then(async () => {
      if (events.length === 0) return;
      try {
        await insertEvents(this.db, events);
      } catch (error) {
        this.options.onError?.(`[analytics] ${events.length} events could not be written: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
    return this.flushing;
  }

  /** Rolls up ended days (once across instances), deletes salts of ended days and raw events past retention. */
  async runMaintenance(): Promise<{ rolledUp: string[]; saltsDeleted: number; eventsDeleted: number }> {
    await this.flush();
    const today = this.today();
    const now = this.options.now().toISOString();
    const rolledUp: string[] = [];
    for (const day of await daysToRollUp(this.db, today)) {
      if (await writeRollup(this.db, day, now, aggregateDay)) rolledUp.push(day);
    }
    const saltsDeleted = await deleteSaltsBefore(this.db, today);
    if (this.salt && this.salt.day !== today) this.salt = undefined;
    const eventsDeleted = await deleteEventsBefore(this.db, addDays(today, -this.options.retentionDays));
    return { rolledUp, saltsDeleted, eventsDeleted };
  }

  /** The report of `GET /api/analytics` from `from` to `to` (days in the owner's time zone, both included). */
  async report(from: string, to: string): Promise<AnalyticsReport> {
    const rolled = await rolledUpDays(this.db, from, to);
    const rows = (await dailyRows(this.db, from, to)).filter((row) => rolled.has(row.day));
    const open = daysBetween(from, to).filter((day) => !rolled.has(day));
    const events = await eventsOfDays(this.db, open);
    const byDay = new Map<string, typeof events>();
    for (const event of events) {
      const list = byDay.get(event.day) ?? [];
      list.push(event);
      byDay.set(event.day, list);
    }
    for (const [day, list] of byDay) rows.push(...aggregateDay(list).map((row) => ({ ...row, day })));
    const messages = await messagesBetween(this.db, startOfDay(from, this.options.timeZone), startOfDay(addDays(to, 1), this.options.timeZone));
    return buildReport(from, to, rows, messages);
  }
}

import type http from "node:http";
import express, { type Request, type Response, Router } from "express";
import { isbot } from "isbot";
import { AppError } from "#app/lib/app-error.ts";
import { addDays } from "#app/modules/analytics/analytics.service.server.ts";
import { crawledResource, crawlerOf, MAX_PATH_LENGTH, MAX_REFERRER_LENGTH, pagePathOf, utmOf } from "#app/modules/analytics/analytics-classify.ts";
import type { ServerContext } from "#server/context.ts";
import { clientIp } from "./client-ip.ts";
import { requireAdmin, type SessionLocals } from "./session.ts";
import { findPublicPage } from "#app/modules/pages/pages.service.server.ts";
import { findTalkBySlug } from "#app/modules/talks/talks.service.server.ts";

/** A beacon's body: a few hundred bytes; more is refused before it is read. */
export const BEACON_BODY_LIMIT = 2_048;
/** Longest range one report covers. */
const MAX_RANGE_DAYS = 3_660;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const UNKNOWN_PAGE_MESSAGE = "Not a public page of this site";
export const INVALID_BEACON_MESSAGE = "Send {t: \"view\" | \"vitals\", p: \"/path?query\", r?: referrer, lcp?, inp?, cls?} as JSON";

interface Beacon {
  t: "view" | "vitals";
  p: string;
  r?: string;
  lcp?: number;
  inp?: number;
  cls?: number;
}

function metric(value: unknown, max: number): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > max) throw new AppError("VALIDATION", INVALID_BEACON_MESSAGE);
  return value;
}

function parseBeacon(text: unknown): Beacon {
  let body: unknown;
  try {
    body = JSON.parse(typeof text === "string" ? text : "");
  } catch {
    throw new AppError("VALIDATION", INVALID_BEACON_MESSAGE);
  }
  const b = body as Partial<Beacon> | null;
  if (!b || typeof b !== "object" || (b.t !== "view" && b.t !== "vitals") || typeof b.p !== "string") throw new AppError("VALIDATION", INVALID_BEACON_MESSAGE);
  if (b.p.length > MAX_PATH_LENGTH + 1_024) throw new AppError("VALIDATION", "The page address is too long");
  if (b.r !== undefined && (typeof b.r !== "string" || b.r.length > MAX_REFERRER_LENGTH)) throw new AppError("VALIDATION", "The referrer is too long");
  return b as Beacon;
}

/** Why a beacon is not counted, or undefined: a person's view. */
function notCounted(req: Request, res: Response<unknown, SessionLocals>): string | undefined {
  const userAgent = req.get("user-agent") ?? "";
  if (!userAgent || isbot(userAgent)) return "bot";
  if (/prefetch|prerender/i.test(req.get("sec-purpose") ?? "") || /prefetch/i.test(req.get("purpose") ?? "")) return "prefetch";
  if (res.locals.user) return "signed in";
  return undefined;
}

/**
 * `POST /api/analytics/event`: the analytics island's beacon (sendBeacon sends text/plain, so the body
 * is read as text and parsed here). Public; mounted before the JSON-only guard (server/api/router.ts).
 * Answers 204 whether the view was counted or deliberately not (bots, prefetches, the signed-in owner,
 * over the rate limit), 400 for what no page of the site sends, 413 for an oversized body.
 */
export function createAnalyticsBeaconRouter(ctx: ServerContext): Router {
  const router = Router();
  router.post(
    "/",
    (req, _res, next) => {
      if (Number(req.get("content-length") ?? 0) > BEACON_BODY_LIMIT) throw new AppError("PAYLOAD_TOO_LARGE", "The beacon is too large");
      next();
    },
    express.text({ type: () => true, limit: BEACON_BODY_LIMIT }),
    async (req, res: Response<unknown, SessionLocals>) => {
      const analytics = ctx.analytics;
      if (!analytics) return void res.status(204).end();
      const beacon = parseBeacon(req.body);
      let url: URL;
      try {
        url = new URL(beacon.p, "http://site.invalid");
      } catch {
        throw new AppError("VALIDATION", UNKNOWN_PAGE_MESSAGE);
      }
      if (url.origin !== "http://site.invalid") throw new AppError("VALIDATION", UNKNOWN_PAGE_MESSAGE);
      const page = pagePathOf(url.pathname);
      if (!page) throw new AppError("VALIDATION", UNKNOWN_PAGE_MESSAGE);
      if (page.articleSlug !== undefined) {
        const snapshot = await ctx.publishedArticles.snapshot();
        if (!snapshot.bySlug[page.language].has(page.articleSlug)) throw new AppError("VALIDATION", UNKNOWN_PAGE_MESSAGE);
      }
      if (page.talkSlug !== undefined && !(await findTalkBySlug(ctx.db, page.talkSlug))) throw new AppError("VALIDATION", UNKNOWN_PAGE_MESSAGE);
      if (page.pageSlug !== undefined && !(await findPublicPage(ctx.db, page.language, page.pageSlug))) throw new AppError("VALIDATION", UNKNOWN_PAGE_MESSAGE);
      const utm = utmOf(url.searchParams);
      if (!utm) throw new AppError("VALIDATION", "A UTM value is too long");
      if (notCounted(req, res)) return void res.status(204).end();
      const visit = { path: url.pathname, ip: clientIp(req), userAgent: req.get("user-agent") ?? "" };
      if (beacon.t === "view") {
        await analytics.countView({ ...visit, language: page.language, referrer: beacon.r ?? null, utm, host: req.get("host") });
      } else {
        const vitals = { lcp: metric(beacon.lcp, 120_000), inp: metric(beacon.inp, 120_000), cls: metric(beacon.cls, 100) };
        if (vitals.lcp !== null || vitals.inp !== null || vitals.cls !== null) await analytics.countVitals({ ...visit, ...vitals });
      }
      res.status(204).end();
    },
  );
  return router;
}

/** `GET /api/analytics?from&to`: the owner's report (docs/api.md). */
export function createAnalyticsRouter(ctx: ServerContext): Router {
  const router = Router();
  router.get("/", requireAdmin, async (req, res) => {
    const analytics = ctx.analytics;
    if (!analytics) throw new AppError("NOT_FOUND", "Analytics are off on this site (ANALYTICS=off)");
    const today = analytics.today();
    const query = req.query as Record<string, unknown>;
    const to = typeof query.to === "string" && query.to ? query.to : today;
    const from = typeof query.from === "string" && query.from ? query.from : addDays(to, -29);
    const valid = (day: string) => {
      const time = DAY.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
      return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === day;
    };
    if (!valid(from) || !valid(to)) throw new AppError("VALIDATION", "from and to must be dates as YYYY-MM-DD");
    if (from > to) throw new AppError("VALIDATION", "from must not be after to");
    if (Date.parse(to) - Date.parse(from) > MAX_RANGE_DAYS * 86_400_000) throw new AppError("VALIDATION", `A report covers at most ${MAX_RANGE_DAYS} days`);
    await analytics.flush();
    res.json(await analytics.report(from, to));
  });
  return router;
}

/**
 * Counts crawlers' requests (GPTBot, ClaudeBot, Googlebot...) to llms.txt, the Markdown articles, the
 * feeds and the pages, once answered (status below 400). Crawlers run no script. Called for every request
 * by the HTTP server (server/app.ts), before the page cache answers.
 */
export function countCrawlerRequest(ctx: ServerContext, req: http.IncomingMessage, res: http.ServerResponse): void {
  const analytics = ctx.analytics;
  if (!analytics || (req.method !== "GET" && req.method !== "HEAD")) return;
  const crawler = crawlerOf(req.headers["user-agent"]);
  if (!crawler) return;
  let path: string;
  try {
    path = decodeURI(new URL(req.url ?? "/", "http://site.invalid").pathname);
  } catch {
    return;
  }
  if (!crawledResource(path)) return;
  res.once("finish", () => {
    if (res.statusCode < 400) analytics.countCrawl(crawler, path);
  });
}

import type { Kysely } from "kysely";
import { type AuditActor, recordAuditEvent } from "#app/modules/audit/audit.service.server.ts";
import type { Database, NewTalkRow } from "#app/db/database.ts";
import type { Language } from "#app/lib/language.ts";
import { AppError } from "#app/lib/app-error.ts";
import { allDayEventIcs, fileSlug, timedEventIcs } from "#app/lib/icalendar.ts";
import { nowIso } from "#app/lib/time.ts";
import type { ContentVersionTracker } from "#app/modules/settings/content-version.service.server.ts";
import { countryName, type Talk, talkLanguageName, talkSchedule, talkSlugOf, talkText, todayIso } from "./talk.ts";
import type { TalkInput } from "./talk.schema.ts";
import { countTalksOn, deleteTalkRow, findTalkRow, findTalkRowBySlug, insertTalk, listTalkRows, slugsLike, updateTalkRow } from "./talks.repository.server.ts";

export const TALK_NOT_FOUND_MESSAGE = "Talk not found";

export const TALK_SLUG_TAKEN_MESSAGE = "Another talk already uses this address";

/** The columns of the issue-28 fields given in the input (absent ones are left out: unchanged on update). */
function pageColumns(input: TalkInput) {
  const columns: Partial<Record<string, string | number | null>> = {};
  const set = (column: string, value: string | number | null | undefined) => {
    if (value !== undefined) columns[column] = value;
  };
  set("start_time", input.startTime);
  set("time_zone", input.timeZone);
  set("duration_minutes", input.durationMinutes);
  set("venue", input.venue);
  set("format", input.format);
  set("audience", input.audience);
  set("abstract", input.abstract === undefined ? undefined : (input.abstract ?? ""));
  set("title_pt", input.pt?.title);
  set("abstract_pt", input.pt?.abstract);
  return columns as Pick<NewTalkRow, "start_time" | "time_zone" | "duration_minutes" | "venue" | "format" | "audience" | "abstract" | "title_pt" | "abstract_pt">;
}

/** `wanted` when free (or this talk's own), otherwise refused; with none given, a free slug from the title and year. */
async function chooseSlug(db: Kysely<Database>, input: TalkInput, ownId?: number): Promise<string> {
  if (input.slug) {
    const holder = await findTalkRowBySlug(db, input.slug);
    if (holder && holder.id !== ownId) throw new AppError("CONFLICT", TALK_SLUG_TAKEN_MESSAGE, { issues: [{ path: "slug", message: TALK_SLUG_TAKEN_MESSAGE }] });
    return input.slug;
  }
  const base = talkSlugOf(`${input.title} ${input.date.slice(0, 4)}`);
  const taken = await slugsLike(db, base);
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

function toRow(input: TalkInput) {
  return {
    event_name: input.eventName,
    title: input.title,
    date: input.date,
    city: input.city,
    country: input.country,
    language: input.language,
    event_url: input.eventUrl,
    slides_url: input.slidesUrl,
    video_url: input.videoUrl,
  };
}

/** Every talk, latest date first. */
export function listTalks(db: Kysely<Database>): Promise<Talk[]> {
  return listTalkRows(db);
}

/** A talk by its slug, or undefined. */
export function findTalkBySlug(db: Kysely<Database>, slug: string): Promise<Talk | undefined> {
  return findTalkRowBySlug(db, slug);
}

/** A talk's page by its slug. */
export async function getTalkBySlug(db: Kysely<Database>, slug: string): Promise<Talk> {
  const talk = await findTalkRowBySlug(db, slug);
  if (!talk) throw new AppError("NOT_FOUND", TALK_NOT_FOUND_MESSAGE);
  return talk;
}

export async function getTalk(db: Kysely<Database>, id: number): Promise<Talk> {
  const talk = await findTalkRow(db, id);
  if (!talk) throw new AppError("NOT_FOUND", TALK_NOT_FOUND_MESSAGE);
  return talk;
}

/** Each write bumps the shared content version: the home and /talks refresh on every instance. */
export function createTalk(db: Kysely<Database>, contentVersion: ContentVersionTracker, input: TalkInput, actor: AuditActor = {}): Promise<Talk> {
  const now = nowIso();
  return contentVersion.commit(db, async (trx) => {
    const slug = await chooseSlug(trx, input);
    const talk = await insertTalk(trx, { ...toRow(input), ...pageColumns(input), slug, created_at: now, updated_at: now });
    await recordAuditEvent(trx, actor, { action: "content.talk_created", target: talkTarget(talk) });
    return talk;
  });
}

export function updateTalk(db: Kysely<Database>, contentVersion: ContentVersionTracker, id: number, input: TalkInput, actor: AuditActor = {}): Promise<Talk> {
  return contentVersion.commit(db, async (trx) => {
    if (!(await findTalkRow(trx, id))) throw new AppError("NOT_FOUND", TALK_NOT_FOUND_MESSAGE);
    const slug = input.slug ? await chooseSlug(trx, input, id) : undefined;
    const talk = await updateTalkRow(trx, id, { ...toRow(input), ...pageColumns(input), ...(slug ? { slug } : {}), updated_at: nowIso() });
    if (!talk) throw new AppError("NOT_FOUND", TALK_NOT_FOUND_MESSAGE);
    await recordAuditEvent(trx, actor, { action: "content.talk_updated", target: talkTarget(talk) });
    return talk;
  });
}

export async function deleteTalk(db: Kysely<Database>, contentVersion: ContentVersionTracker, id: number, actor: AuditActor = {}): Promise<void> {
  await contentVersion.commit(db, async (trx) => {
    const before = await findTalkRow(trx, id);
    if (!(await deleteTalkRow(trx, id))) throw new AppError("NOT_FOUND", TALK_NOT_FOUND_MESSAGE);
    await recordAuditEvent(trx, actor, { action: "content.talk_deleted", target: { type: "talk", id, label: before ? before.title : null } });
  });
}

function talkTarget(talk: Talk) {
  return { type: "talk", id: talk.id, label: talk.title };
}

/**
 * The calendar file of an upcoming talk (iCalendar: all-day, or from its start time for its duration), in the page's language; a past talk has
 * none (404), so an old link never adds a finished event to someone's calendar.
 */
export async function getTalkCalendar(
  db: Kysely<Database>,
  id: number,
  options: { language: Language; siteUrl: string; speaker: string; pageUrl: (slug: string) => string },
): Promise<{ fileName: string; ics: string }> {
  const talk = await findTalkRow(db, id);
  if (!talk || talk.date < todayIso()) throw new AppError("NOT_FOUND", TALK_NOT_FOUND_MESSAGE);
  const pt = options.language === "pt";
  const description = [
    pt ? `${options.speaker} em ${talk.eventName}` : `${options.speaker} at ${talk.eventName}`,
    `${pt ? "Idioma" : "Language"}: ${talkLanguageName(talk.language, options.language)}`,
    talk.eventUrl ? `${pt ? "Evento" : "Event"}: ${talk.eventUrl}` : null,
    talk.durationMinutes ? `${pt ? "Duração" : "Duration"}: ${talk.durationMinutes} min` : null,
  ]
    .filter((line): line is string => line !== null)
    .join("\n");
  const text = talkText(talk, options.language);
  const event = {
    product: "talks",
    uid: `talk-${talk.id}@${new URL(options.siteUrl).hostname}`,
    stamp: new Date(talk.updatedAt),
    summary: `${text.title} (${talk.eventName})`,
    location: [talk.venue, `${talk.city}, ${countryName(talk.country, options.language)}`].filter(Boolean).join(", "),
    description,
    url: options.pageUrl(talk.slug),
    transparent: true,
  };
  const schedule = talkSchedule(talk);
  const ics = schedule ? timedEventIcs({ ...event, start: schedule.start, end: schedule.end }) : allDayEventIcs({ ...event, date: talk.date });
  return { fileName: `talk-${fileSlug(talk.eventName) || "event"}-${talk.date}.ics`, ics };
}

/**
 * At each UTC midnight, when talks of the day that just ended exist, bumps the content version: cached
 * pages then move them from "upcoming" to "past" (nothing else would change the version). Made once in
 * server/main.ts; `stop` ends the timer.
 */
export function startTalkDayRollover(
  db: Kysely<Database>,
  contentVersion: ContentVersionTracker,
  log: (text: string) => void = console.error,
): { stop: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    const now = new Date();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 0, 0, 1);
    timer = setTimeout(() => {
      const yesterday = todayIso(new Date(Date.now() - 86_400_000));
      contentVersion
        .commit(db, (trx) => countTalksOn(trx, yesterday), { changed: (count) => count > 0 })
        .catch((error: unknown) => log(`[talks] day rollover failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(schedule);
    }, midnight - now.getTime());
    timer.unref();
  };
  schedule();
  return { stop: () => clearTimeout(timer) };
}

import type { Kysely } from "kysely";
import { type AuditActor, recordAuditEvent } from "#app/modules/audit/audit.service.server.ts";
import type { Database } from "#app/db/database.ts";
import type { Language } from "#app/lib/language.ts";
import { AppError } from "#app/lib/app-error.ts";
import { allDayEventIcs, fileSlug } from "#app/lib/icalendar.ts";
import { nowIso } from "#app/lib/time.ts";
import type { ContentVersionTracker } from "#app/modules/settings/content-version.service.server.ts";
import { countryName, type Talk, talkLanguageName, todayIso } from "./talk.ts";
import type { TalkInput } from "./talk.schema.ts";
import { countTalksOn, deleteTalkRow, findTalkRow, insertTalk, listTalkRows, updateTalkRow } from "./talks.repository.server.ts";

export const TALK_NOT_FOUND_MESSAGE = "Talk not found";

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

export async function getTalk(db: Kysely<Database>, id: number): Promise<Talk> {
  const talk = await findTalkRow(db, id);
  if (!talk) throw new AppError("NOT_FOUND", TALK_NOT_FOUND_MESSAGE);
  return talk;
}

/** Each write bumps the shared content version: the home and /talks refresh on every instance. */
export function createTalk(db: Kysely<Database>, contentVersion: ContentVersionTracker, input: TalkInput, actor: AuditActor = {}): Promise<Talk> {
  const now = nowIso();
  return contentVersion.commit(db, async (trx) => {
    const talk = await insertTalk(trx, { ...toRow(input), created_at: now, updated_at: now });
    await recordAuditEvent(trx, actor, { action: "content.talk_created", target: talkTarget(talk) });
    return talk;
  });
}

export function updateTalk(db: Kysely<Database>, contentVersion: ContentVersionTracker, id: number, input: TalkInput, actor: AuditActor = {}): Promise<Talk> {
  return contentVersion.commit(db, async (trx) => {
    const talk = await updateTalkRow(trx, id, { ...toRow(input), updated_at: nowIso() });
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
 * The calendar file of an upcoming talk (all-day, iCalendar), in the page's language; a past talk has
 * none (404), so an old link never adds a finished event to someone's calendar.
 */
export async function getTalkCalendar(
  db: Kysely<Database>,
  id: number,
  options: { language: Language; siteUrl: string; speaker: string; talksUrl: string },
): Promise<{ fileName: string; ics: string }> {
  const talk = await findTalkRow(db, id);
  if (!talk || talk.date < todayIso()) throw new AppError("NOT_FOUND", TALK_NOT_FOUND_MESSAGE);
  const pt = options.language === "pt";
  const description = [
    pt ? `${options.speaker} em ${talk.eventName}` : `${options.speaker} at ${talk.eventName}`,
    `${pt ? "Idioma" : "Language"}: ${talkLanguageName(talk.language, options.language)}`,
    talk.eventUrl ? `${pt ? "Evento" : "Event"}: ${talk.eventUrl}` : null,
  ]
    .filter((line): line is string => line !== null)
    .join("\n");
  const ics = allDayEventIcs({
    product: "talks",
    uid: `talk-${talk.id}@${new URL(options.siteUrl).hostname}`,
    stamp: new Date(talk.updatedAt),
    date: talk.date,
    summary: `${talk.title} (${talk.eventName})`,
    location: `${talk.city}, ${countryName(talk.country, options.language)}`,
    description,
    url: talk.eventUrl ?? options.talksUrl,
    transparent: true,
  });
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

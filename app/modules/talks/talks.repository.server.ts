import type { Kysely } from "kysely";
import type { Database, NewTalkRow, TalkRow, TalkRowUpdate } from "#app/db/database.ts";
import type { Talk, TalkFormat, TalkLanguage } from "./talk.ts";

export function toTalk(row: TalkRow): Talk {
  return {
    id: row.id,
    eventName: row.event_name,
    title: row.title,
    date: row.date,
    city: row.city,
    country: row.country,
    language: row.language as TalkLanguage,
    eventUrl: row.event_url,
    slidesUrl: row.slides_url,
    videoUrl: row.video_url,
    slug: row.slug,
    startTime: row.start_time,
    timeZone: row.time_zone,
    durationMinutes: row.duration_minutes,
    venue: row.venue,
    format: row.format as TalkFormat,
    audience: row.audience,
    abstract: row.abstract,
    pt: { title: row.title_pt, abstract: row.abstract_pt },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listTalkRows(db: Kysely<Database>): Promise<Talk[]> {
  const rows = await db.selectFrom("talks").selectAll().orderBy("date", "desc").orderBy("id", "desc").execute();
  return rows.map(toTalk);
}

export async function findTalkRow(db: Kysely<Database>, id: number): Promise<Talk | undefined> {
  const row = await db.selectFrom("talks").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toTalk(row) : undefined;
}

export async function findTalkRowBySlug(db: Kysely<Database>, slug: string): Promise<Talk | undefined> {
  const row = await db.selectFrom("talks").selectAll().where("slug", "=", slug).executeTakeFirst();
  return row ? toTalk(row) : undefined;
}

/** Slugs starting with `base` (to pick a free one). */
export async function slugsLike(db: Kysely<Database>, base: string): Promise<Set<string>> {
  const rows = await db.selectFrom("talks").select("slug").where("slug", "like", `${base}%`).execute();
  return new Set(rows.map((row) => row.slug));
}

export async function insertTalk(db: Kysely<Database>, row: NewTalkRow): Promise<Talk> {
  return toTalk(await db.insertInto("talks").values(row).returningAll().executeTakeFirstOrThrow());
}

export async function updateTalkRow(db: Kysely<Database>, id: number, update: TalkRowUpdate): Promise<Talk | undefined> {
  const row = await db.updateTable("talks").set(update).where("id", "=", id).returningAll().executeTakeFirst();
  return row ? toTalk(row) : undefined;
}

export async function deleteTalkRow(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("talks").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countTalksOn(db: Kysely<Database>, date: string): Promise<number> {
  const row = await db
    .selectFrom("talks")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("date", "=", date)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

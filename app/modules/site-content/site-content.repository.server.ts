import type { Kysely } from "kysely";
import type { Database, NewSiteContentRevisionRow } from "#app/db/database.ts";
import type { Language } from "#app/lib/language.ts";
import type { SiteContentRevision } from "./site-content.ts";

export interface StoredRevision extends SiteContentRevision {
  /** The content as stored (JSON text). */
  content: string;
  mediaKitUpdatedAt: string;
}

function revisions(db: Kysely<Database>) {
  return db
    .selectFrom("site_content_revisions as r")
    .leftJoin("users as u", "u.id", "r.created_by")
    .select(["r.id", "r.content", "r.media_kit_updated_at", "r.created_at", "u.username"]);
}

function toRevision(row: { id: number; content: string; media_kit_updated_at: string; created_at: string; username: string | null }): StoredRevision {
  return { id: row.id, createdAt: row.created_at, createdBy: row.username, content: row.content, mediaKitUpdatedAt: row.media_kit_updated_at };
}

export async function findLatestRevision(db: Kysely<Database>, language: Language): Promise<StoredRevision | undefined> {
  const row = await revisions(db).where("r.language", "=", language).orderBy("r.id", "desc").limit(1).executeTakeFirst();
  return row ? toRevision(row) : undefined;
}

export async function findRevision(db: Kysely<Database>, language: Language, id: number): Promise<StoredRevision | undefined> {
  const row = await revisions(db).where("r.language", "=", language).where("r.id", "=", id).executeTakeFirst();
  return row ? toRevision(row) : undefined;
}

export async function listRevisionSummaries(db: Kysely<Database>, language: Language, limit: number): Promise<SiteContentRevision[]> {
  const rows = await db
    .selectFrom("site_content_revisions as r")
    .leftJoin("users as u", "u.id", "r.created_by")
    .select(["r.id", "r.created_at", "u.username"])
    .where("r.language", "=", language)
    .orderBy("r.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, createdAt: row.created_at, createdBy: row.username }));
}

export async function insertRevision(db: Kysely<Database>, row: NewSiteContentRevisionRow): Promise<number> {
  const inserted = await db.insertInto("site_content_revisions").values(row).returning("id").executeTakeFirstOrThrow();
  return inserted.id;
}

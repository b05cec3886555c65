import type { Kysely } from "kysely";
import type { Database, PageDraftRow, PageRevisionRow } from "#app/db/database.ts";
import type { ArticleRevisionSummary, RevisionKind } from "#app/modules/articles/article-revision.ts";
import { PageDraftSchema } from "./page.schema.ts";
import type { PageDraftState, PageRevision, PageText } from "./page-revision.ts";

function toKind(value: string): RevisionKind {
  return value === "save" || value === "restore" ? value : "autosave";
}

function toSummary(row: Omit<PageRevisionRow, "data" | "page_id">): ArticleRevisionSummary {
  return { id: row.id, kind: toKind(row.kind), createdAt: row.created_at, updatedAt: row.updated_at, size: row.size, summary: row.summary };
}

function toRevision(row: PageRevisionRow): PageRevision {
  return { ...toSummary(row), data: JSON.parse(row.data) as PageText };
}

function toDraftState(row: PageDraftRow): PageDraftState {
  // Stored drafts passed this schema when saved; parsing again fills fields added since.
  return { data: PageDraftSchema.parse(JSON.parse(row.data)), savedAt: row.saved_at };
}

const SUMMARY_COLUMNS = ["id", "kind", "size", "summary", "created_at", "updated_at"] as const;

export async function listPageRevisionRows(db: Kysely<Database>, pageId: number): Promise<ArticleRevisionSummary[]> {
  const rows = await db.selectFrom("page_revisions").select(SUMMARY_COLUMNS).where("page_id", "=", pageId).orderBy("id", "desc").execute();
  return rows.map(toSummary);
}

export async function findPageRevision(db: Kysely<Database>, pageId: number, revisionId: number): Promise<PageRevision | undefined> {
  const row = await db.selectFrom("page_revisions").selectAll().where("page_id", "=", pageId).where("id", "=", revisionId).executeTakeFirst();
  return row ? toRevision(row) : undefined;
}

/** The newest revision and the one before it (the newest one's summary is written against that). */
export async function findLatestPageRevisions(db: Kysely<Database>, pageId: number): Promise<PageRevision[]> {
  const rows = await db.selectFrom("page_revisions").selectAll().where("page_id", "=", pageId).orderBy("id", "desc").limit(2).execute();
  return rows.map(toRevision);
}

export async function insertPageRevision(
  db: Kysely<Database>,
  values: { pageId: number; kind: RevisionKind; data: PageText; size: number; summary: string; now: string },
): Promise<ArticleRevisionSummary> {
  const row = await db
    .insertInto("page_revisions")
    .values({
      page_id: values.pageId,
      kind: values.kind,
      data: JSON.stringify(values.data),
      size: values.size,
      summary: values.summary,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning(SUMMARY_COLUMNS)
    .executeTakeFirstOrThrow();
  return toSummary(row);
}

export async function updatePageRevision(
  db: Kysely<Database>,
  id: number,
  values: { data: PageText; size: number; summary: string; now: string },
): Promise<ArticleRevisionSummary> {
  const row = await db
    .updateTable("page_revisions")
    .set({ data: JSON.stringify(values.data), size: values.size, summary: values.summary, updated_at: values.now })
    .where("id", "=", id)
    .returning(SUMMARY_COLUMNS)
    .executeTakeFirstOrThrow();
  return toSummary(row);
}

export async function listPageRevisionDates(db: Kysely<Database>, pageId: number): Promise<{ id: number; createdAt: string }[]> {
  const rows = await db.selectFrom("page_revisions").select(["id", "created_at"]).where("page_id", "=", pageId).execute();
  return rows.map((row) => ({ id: row.id, createdAt: row.created_at }));
}

export async function deletePageRevisions(db: Kysely<Database>, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom("page_revisions").where("id", "in", ids).execute();
}

// Autosaved drafts: one per page (slot "page-<id>") and one for a page not created yet ("new").

function draftSlot(pageId: number | "new"): string {
  return pageId === "new" ? "new" : `page-${pageId}`;
}

export async function findPageDraftRow(db: Kysely<Database>, pageId: number | "new"): Promise<PageDraftState | undefined> {
  const row = await db.selectFrom("page_drafts").selectAll().where("slot", "=", draftSlot(pageId)).executeTakeFirst();
  return row ? toDraftState(row) : undefined;
}

export async function upsertPageDraftRow(db: Kysely<Database>, pageId: number | "new", data: unknown, now: string): Promise<void> {
  const json = JSON.stringify(data);
  await db
    .insertInto("page_drafts")
    .values({ slot: draftSlot(pageId), page_id: pageId === "new" ? null : pageId, data: json, saved_at: now, created_at: now })
    .onConflict((oc) => oc.column("slot").doUpdateSet({ data: json, saved_at: now }))
    .execute();
}

export async function deletePageDraftRow(db: Kysely<Database>, pageId: number | "new"): Promise<void> {
  await db.deleteFrom("page_drafts").where("slot", "=", draftSlot(pageId)).execute();
}
